/**
 * The one escaping module, for output React does not render: XML (sitemap, hreflang, RSS), HTML
 * written as text (canonical and meta-tags snippets, blog links, the server's error page), JSON
 * export and chat-webhook text. Pages and e-mails are React's and escaped by it
 * (docs/decisions/049-emails-rendered-by-react.md); a new escaper belongs here, not in a feature.
 *
 * With all five characters replaced, text is safe as XML element content, as an XML attribute and
 * as a double- or single-quoted HTML attribute value or HTML element content.
 */

const MARKUP_SPECIAL = /[&<>"']/g;
const MARKUP_SPECIAL_TEST = /[&<>"']/;

const XML_ENTITY: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&apos;",
};

// `&apos;` is an XML entity that HTML 4 did not define; the numeric form is read by every HTML parser.
const HTML_ENTITY: Readonly<Record<string, string>> = { ...XML_ENTITY, "'": "&#39;" };

function escapeWith(entities: Readonly<Record<string, string>>, text: string): string {
  // Most URLs contain none of the five characters; skipping the replace keeps 200,000-URL runs cheap.
  if (!MARKUP_SPECIAL_TEST.test(text)) return text;
  return text.replace(MARKUP_SPECIAL, (char) => entities[char] ?? char);
}

export function escapeXml(text: string): string {
  return escapeWith(XML_ENTITY, text);
}

export function escapeHtmlAttribute(text: string): string {
  return escapeWith(HTML_ENTITY, text);
}

/** Characters XML 1.0 does not allow at all, even as references: dropped rather than escaped. */
// eslint-disable-next-line no-control-regex
const INVALID_XML_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * XML text from free prose (blog titles and excerpts in the RSS feed): a stray control character
 * would make the whole document ill-formed, so it is dropped; then the five characters are escaped.
 */
export function escapeXmlDroppingInvalid(text: string): string {
  return escapeXml(text.replace(INVALID_XML_CHARACTERS, ""));
}

/**
 * Slack reads `<...>` in a message's `text` as links and mentions (`<!channel>`), so a visitor
 * could ping the whole channel; escaping the three characters Slack names keeps the text literal.
 * Only those three: Slack's formatting reference asks for no others.
 */
export function escapeChatText(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/**
 * Written as \u escapes although JSON allows them raw, so that the document means the same to
 * every reader: `<`, `>` and `&` cannot close a <script> or start markup when someone inlines the
 * JSON in HTML; U+2028 and U+2029 end a line in older JavaScript; C1 controls and the bidi
 * controls can rewrite a terminal or reorder what an editor shows (Trojan Source). They can only
 * occur inside strings, so replacing them in the output keeps the parsed values identical.
 * (JSON.stringify already escapes C0 controls and lone surrogates.)
 */
const ESCAPED_IN_JSON = /[<>&\u2028\u2029\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

const jsonEscape = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`;

/**
 * Slice by slice: String.replace collects every match of a slice first, and a report of
 * 150 × 1,000 long addresses full of `&` has tens of millions in all, more than V8 can hold
 * (the process aborts, with no exception to catch). A character never spans two slices.
 */
const JSON_ESCAPE_SLICE_CHARS = 1 << 20;

/** JSON.stringify's output made safe for any reader (HTML inlining, old JavaScript, terminals). */
export function escapeJsonForAnyReader(json: string): string {
  const parts: string[] = [];
  for (let start = 0; start < json.length; start += JSON_ESCAPE_SLICE_CHARS) {
    parts.push(json.slice(start, start + JSON_ESCAPE_SLICE_CHARS).replace(ESCAPED_IN_JSON, jsonEscape));
  }
  return parts.join("");
}

const NON_ASCII = /[^\p{ASCII}]/u;

/** Bytes the text occupies in UTF-8, counted without allocating an encoded copy. */
export function utf8ByteLength(text: string): number {
  // Sitemap blocks are ASCII (addresses are percent-encoded): one native scan settles those.
  if (!NON_ASCII.test(text)) return text.length;
  let bytes = 0;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        index++;
      } else {
        bytes += 3;
      }
    } else bytes += 3;
  }
  return bytes;
}
