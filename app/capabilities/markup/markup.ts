/**
 * Escaping shared by every tool that writes XML or HTML (sitemap, hreflang, canonical).
 *
 * With all five characters replaced, text is safe as XML element content, as an XML attribute and
 * as a double- or single-quoted HTML attribute value. It lives here because the sitemap is the
 * XML-heavy tool; a later `app/tools/shared/` would be its natural home.
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
