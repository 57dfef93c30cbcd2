import { Parser } from "htmlparser2";
import { MOUNT_POINT_IDS, isEmptyAppShell } from "~/capabilities/ai-crawlers/app-shell";
import { HTML_PARSE_LIMITS } from "~/capabilities/markup/parse-limits";
import { StopParse, stoppableParse } from "~/capabilities/markup/stoppable-parse";
import { resolveLink } from "~/capabilities/url/resolve-link";
import { AUDITED_HEADERS, RECORD_LIMITS, type AuditCookie, type AuditPage, type AuditedHeader } from "./audit-page";
import { emptyPageSignals, pageSignalsReader } from "./page-signals";

/**
 * Reads an audit record (audit-page.ts) from one page's answer in one streaming pass of
 * htmlparser2, bounded like the crawler's reader: the element and depth caps stop the parse, and
 * every list and text is cut at RECORD_LIMITS, so a record costs at most a few hundred KB however
 * hostile the page. `write` takes the HTML in slices (a server feeds it in event-loop turns).
 */

export interface PageAnswer {
  url: string;
  finalUrl: string;
  status: number;
  redirects: string[];
  source: AuditPage["source"];
  foundOn: string | null;
  /** Header values by lower-case name (as Node gives them). */
  headers: Readonly<Record<string, string | string[] | undefined>>;
  transferBytes: number;
  /** Characters of the decoded HTML (the reader may stop before its end). */
  htmlChars: number;
  ttfbMs: number | null;
}

/** Elements whose text is not the page's visible text. */
const NOT_TEXT = new Set(["script", "style", "template", "noscript", "svg", "math", "head", "title", "iframe", "object", "select", "textarea"]);
/** Elements that may stand in the head; any other opens the body (HTML's parser does the same). */
const HEAD_CONTENT = new Set(["html", "head", "title", "meta", "link", "script", "style", "base", "noscript", "template"]);
/** Elements whose src (or srcset-less href) loads a resource, for the mixed-content rule. */
const RESOURCE_SRC = new Set(["img", "script", "iframe", "source", "video", "audio", "embed", "track", "input"]);
/** Of those, the ones whose http:// address browsers upgrade to https rather than block (MDN, "Mixed content"). */
const UPGRADABLE_SRC = new Set(["img", "source", "video", "audio"]);
const HEADING = /^h([1-6])$/;
/** A `<source type>` or a srcset candidate in a format smaller than JPEG, PNG and GIF. */
const MODERN_IMAGE_TYPE = /^\s*image\/(webp|avif|jxl)\b/i;
const MODERN_IMAGE_FILE = /\.(webp|avif|jxl)(?=[\s?,#]|$)/i;

function offersModernImage(type: string | undefined, srcset: string | undefined): boolean {
  return (type !== undefined && MODERN_IMAGE_TYPE.test(type)) || (srcset !== undefined && MODERN_IMAGE_FILE.test(srcset.slice(0, RECORD_LIMITS.metaChars)));
}

function clip(text: string, max: number): string {
  return text.replace(/\s+/g, " ").trim().slice(0, max);
}

function headerValue(headers: PageAnswer["headers"], name: string): string | undefined {
  const value = headers[name];
  if (value === undefined) return undefined;
  return (Array.isArray(value) ? value.join(", ") : value).slice(0, RECORD_LIMITS.headerChars);
}

/** Cookie names and flags of Set-Cookie headers (values are never kept: they may be secrets). */
export function readCookies(headers: PageAnswer["headers"]): AuditCookie[] {
  const raw = headers["set-cookie"];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
  return lines.slice(0, RECORD_LIMITS.cookies).map((line) => {
    const [pair = "", ...attributes] = line.split(";");
    const flags = attributes.map((attribute) => attribute.trim().toLowerCase());
    const sameSite = flags.find((flag) => flag.startsWith("samesite="));
    return {
      name: (pair.split("=")[0] ?? "").trim().slice(0, 100),
      secure: flags.includes("secure"),
      httpOnly: flags.includes("httponly"),
      sameSite: sameSite ? sameSite.slice("samesite=".length) : null,
    };
  });
}

export interface PageRecordReader {
  /** Feeds a slice of the HTML; false once the parse stopped at its caps (the rest is not needed). */
  write: (chunk: string) => boolean;
  finish: () => AuditPage;
}

export function pageRecordReader(answer: PageAnswer): PageRecordReader {
  const headers: AuditPage["headers"] = {};
  for (const name of AUDITED_HEADERS) {
    const value = headerValue(answer.headers, name);
    if (value !== undefined) headers[name satisfies AuditedHeader] = value;
  }
  const record: AuditPage = {
    url: answer.url,
    finalUrl: answer.finalUrl,
    status: answer.status,
    redirects: answer.redirects,
    source: answer.source,
    foundOn: answer.foundOn,
    transferBytes: answer.transferBytes,
    htmlChars: answer.htmlChars,
    ttfbMs: answer.ttfbMs,
    headers,
    cookies: readCookies(answer.headers),
    lang: null,
    charset: null,
    viewport: null,
    titles: [],
    descriptions: [],
    canonicals: [],
    metaRobots: [],
    metaRefresh: null,
    headings: [],
    text: "",
    wordCount: 0,
    images: [],
    links: [],
    scripts: [],
    stylesheets: [],
    inlineScriptChars: 0,
    inlineStyleChars: 0,
    openGraph: {},
    twitter: {},
    hreflang: [],
    jsonLd: [],
    forms: [],
    insecureResources: [],
    favicon: false,
    truncated: false,
    blockedInsecureResources: [],
    metaCsp: [],
    unnamedHeadings: [],
    emptyAppShell: false,
    markdownAlternate: null,
    canonicalHrefs: [],
    canonicalsInBody: 0,
    hreflangHrefs: [],
    signals: emptyPageSignals(),
  };
  const pageHost = hostOf(answer.finalUrl);
  const secure = answer.finalUrl.startsWith("https:");
  let base = answer.finalUrl;
  let baseSet = false;
  let elements = 0;
  let depth = 0;
  let inBody = false;
  /** The head ended as a crawler running scripts sees it (see AuditPage.canonicalsInBody). */
  let headEnded = false;
  /** Open elements that hide their text (script, svg …), by depth, so nesting is followed. */
  let hidden = 0;
  let inSvg = 0;
  let titleText: string | null = null;
  let heading: { level: number; text: string } | null = null;
  /** The open heading is in the visible body and has a name besides its text (alt, aria-label, SVG). */
  let headingShown = false;
  let headingNamed = false;
  let anchor: { url: string; nofollow: boolean; text: string; label: string } | null = null;
  let jsonLdText: string | null = null;
  let inlineScript = false;
  let inlineStyle = false;
  let lastWasSpace = true;
  let imageIndex = 0;
  let linkChars = 0;
  let inNoscript = 0;
  /** Inside a `<picture>`: whether one of its sources so far offers a modern format; null outside. */
  let pictureModern: boolean | null = null;
  /** For the app-shell verdict: the body's elements, its executable scripts, and whether it has a framework's mount point. */
  let bodyElements = 0;
  let scriptElements = 0;
  let mountPoint = false;
  const signals = pageSignalsReader(answer.finalUrl, (href) => resolve(href));

  const push = <T>(list: T[], item: T, max: number): void => {
    if (list.length < max) list.push(item);
    else record.truncated = true;
  };
  const resolve = (href: string | undefined): string | null => (href === undefined ? null : resolveLink(href, base));
  const noteInsecure = (raw: string | undefined, upgradable = false): void => {
    if (!secure || raw === undefined) return;
    const url = resolve(raw);
    if (!url?.startsWith("http:")) return;
    push(record.insecureResources, url, RECORD_LIMITS.insecureResources);
    if (!upgradable) push(record.blockedInsecureResources, url, RECORD_LIMITS.insecureResources);
  };
  const addText = (text: string): void => {
    // Words are counted over the whole page; the text kept for the content rules is cut.
    for (const match of text.matchAll(/\S+/g)) {
      if (match.index === 0 && !lastWasSpace) continue;
      record.wordCount += 1;
    }
    lastWasSpace = /\s$/.test(text);
    if (record.text.length < RECORD_LIMITS.textChars) record.text += text.slice(0, RECORD_LIMITS.textChars - record.text.length);
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        elements += 1;
        depth += 1;
        if (elements > HTML_PARSE_LIMITS.maxElements || depth > HTML_PARSE_LIMITS.maxDepth) {
          record.truncated = true;
          throw new StopParse();
        }
        if (!inBody && !HEAD_CONTENT.has(name)) inBody = true;
        signals.open(name, attribs);
        if (inBody && name !== "body") bodyElements += 1;
        if (inBody && attribs.id !== undefined && MOUNT_POINT_IDS.has(attribs.id.trim().toLowerCase())) mountPoint = true;
        if (!headEnded && (name === "body" || (!HEAD_CONTENT.has(name) && inNoscript === 0))) headEnded = true;
        if (name === "svg") inSvg += 1;
        if (name === "noscript") inNoscript += 1;
        if (NOT_TEXT.has(name)) hidden += 1;
        if (RESOURCE_SRC.has(name)) noteInsecure(name === "input" && attribs.type?.toLowerCase() !== "image" ? undefined : attribs.src, UPGRADABLE_SRC.has(name));
        const headingLevel = HEADING.exec(name)?.[1];
        if (headingLevel !== undefined && heading === null) {
          heading = { level: Number(headingLevel), text: "" };
          headingShown = hidden === 0 && inBody;
          headingNamed = Boolean(attribs["aria-label"]?.trim() || attribs["aria-labelledby"]?.trim());
        } else if (heading !== null && (name === "svg" || (name === "img" && Boolean(attribs.alt?.trim())))) {
          headingNamed = true;
        }
        switch (name) {
          case "html":
            if (attribs.lang !== undefined && record.lang === null) record.lang = attribs.lang.trim().slice(0, 35);
            break;
          case "body":
            inBody = true;
            break;
          case "base":
            if (!baseSet && attribs.href !== undefined) {
              base = resolveLink(attribs.href, answer.finalUrl) ?? base;
              baseSet = true;
            }
            break;
          case "title":
            if (inSvg === 0 && !inBody) titleText = "";
            break;
          case "meta":
            readMeta(attribs);
            break;
          case "link":
            readLink(attribs, inBody);
            break;
          case "script": {
            const type = (attribs.type ?? "").trim().toLowerCase();
            if (type === "application/ld+json") {
              if (record.jsonLd.length < RECORD_LIMITS.jsonLdBlocks) jsonLdText = "";
              else record.truncated = true;
              break;
            }
            // A script of another type (a consent manager's type="text/plain") is not run, so it loads nothing.
            const executable = type === "" || type.includes("javascript") || type === "module";
            if (executable) scriptElements += 1;
            if (attribs.src !== undefined) {
              if (!executable) break;
              push(
                record.scripts,
                { src: resolve(attribs.src), inHead: !inBody, async: "async" in attribs, defer: "defer" in attribs, module: type === "module" },
                RECORD_LIMITS.scripts,
              );
            } else if (executable) {
              inlineScript = true;
            }
            break;
          }
          case "style":
            inlineStyle = true;
            break;
          case "img": {
            const alt = attribs.alt ?? null;
            push(
              record.images,
              {
                src: resolve(attribs.src),
                alt,
                width: attribs.width ?? null,
                height: attribs.height ?? null,
                loading: attribs.loading?.toLowerCase() ?? null,
                index: imageIndex,
                inNoscript: inNoscript > 0,
                modernSource: pictureModern === true || offersModernImage(undefined, attribs.srcset),
                wordsBefore: record.wordCount,
              },
              RECORD_LIMITS.images,
            );
            imageIndex += 1;
            if (anchor !== null && alt !== null) anchor.label += ` ${alt}`;
            break;
          }
          case "a": {
            const url = resolve(attribs.href);
            if (url === null || anchor !== null) break;
            const rel = (attribs.rel ?? "").toLowerCase().split(/\s+/);
            anchor = { url, nofollow: rel.includes("nofollow"), text: "", label: attribs["aria-label"] ?? attribs.title ?? "" };
            break;
          }
          case "picture":
            pictureModern = false;
            break;
          case "source":
            if (pictureModern === false && offersModernImage(attribs.type, attribs.srcset)) pictureModern = true;
            break;
          case "form":
            push(record.forms, { action: attribs.action === undefined ? null : resolve(attribs.action), method: (attribs.method ?? "get").toLowerCase() }, RECORD_LIMITS.forms);
            break;
        }
      },
      ontext(text) {
        signals.text(text, { body: inBody });
        if (titleText !== null) titleText += text.slice(0, RECORD_LIMITS.metaChars);
        if (jsonLdText !== null) {
          if (jsonLdText.length <= RECORD_LIMITS.jsonLdChars) jsonLdText += text;
          return;
        }
        if (inlineScript) record.inlineScriptChars += text.length;
        if (inlineStyle) record.inlineStyleChars += text.length;
        if (hidden > 0 || !inBody) return;
        if (heading !== null && heading.text.length < RECORD_LIMITS.headingChars) heading.text += text;
        if (anchor !== null && anchor.text.length < RECORD_LIMITS.linkTextChars) anchor.text += text;
        addText(text);
      },
      onclosetag(name) {
        signals.close(name);
        depth = Math.max(0, depth - 1);
        if (NOT_TEXT.has(name)) hidden = Math.max(0, hidden - 1);
        if (name === "svg") inSvg = Math.max(0, inSvg - 1);
        if (name === "noscript") inNoscript = Math.max(0, inNoscript - 1);
        if (name === "picture") pictureModern = null;
        if (name === "title" && titleText !== null) {
          push(record.titles, clip(titleText, RECORD_LIMITS.metaChars), RECORD_LIMITS.titles);
          titleText = null;
        }
        if (HEADING.test(name) && heading !== null && name === `h${heading.level}`) {
          const text = clip(heading.text, RECORD_LIMITS.headingChars);
          push(record.headings, { level: heading.level, text }, RECORD_LIMITS.headings);
          if (text === "" && headingShown && !headingNamed) push(record.unnamedHeadings, heading.level, RECORD_LIMITS.headings);
          heading = null;
        }
        if (name === "a") closeAnchor();
        if (name === "script") {
          if (jsonLdText !== null) record.jsonLd.push(parseJsonLd(jsonLdText));
          jsonLdText = null;
          inlineScript = false;
        }
        if (name === "style") inlineStyle = false;
        if (!lastWasSpace && /^(p|div|li|td|th|br|h[1-6]|section|article|header|footer|nav|main|aside|tr|dd|dt|blockquote|figcaption)$/.test(name)) {
          // Block ends separate words even without whitespace between them in the markup.
          lastWasSpace = true;
          if (record.text.length < RECORD_LIMITS.textChars) record.text += " ";
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  function closeAnchor(): void {
    if (anchor === null) return;
    const text = clip(anchor.text, RECORD_LIMITS.linkTextChars) || clip(anchor.label, RECORD_LIMITS.linkTextChars);
    if (linkChars + anchor.url.length > RECORD_LIMITS.linkChars) record.truncated = true;
    else {
      linkChars += anchor.url.length;
      push(record.links, { url: anchor.url, internal: hostOf(anchor.url) === pageHost, nofollow: anchor.nofollow, text }, RECORD_LIMITS.links);
    }
    anchor = null;
  }

  function readMeta(attribs: Record<string, string>): void {
    const name = attribs.name?.trim().toLowerCase();
    const property = attribs.property?.trim().toLowerCase();
    const content = (attribs.content ?? "").slice(0, RECORD_LIMITS.metaChars);
    if (attribs.charset !== undefined && record.charset === null) record.charset = attribs.charset.trim().toLowerCase().slice(0, 40);
    const httpEquiv = attribs["http-equiv"]?.trim().toLowerCase();
    if (httpEquiv === "content-type" && record.charset === null) record.charset = /charset=([^;\s]+)/i.exec(content)?.[1]?.toLowerCase() ?? null;
    if (httpEquiv === "refresh" && record.metaRefresh === null) record.metaRefresh = content.trim();
    if (httpEquiv === "content-security-policy") {
      // Read whole (to the header cap): a policy cut at metaChars could lose its nonce and read as weak.
      push(record.metaCsp, (attribs.content ?? "").slice(0, RECORD_LIMITS.headerChars).trim(), RECORD_LIMITS.metaCsp);
    }
    if (name === "description") push(record.descriptions, clip(content, RECORD_LIMITS.metaChars), RECORD_LIMITS.descriptions);
    if (name === "robots") push(record.metaRobots, content.trim().toLowerCase(), RECORD_LIMITS.descriptions);
    if (name === "viewport" && record.viewport === null) record.viewport = content.trim();
    const social = property ?? name;
    if (social?.startsWith("og:") && !(social in record.openGraph)) record.openGraph[social] = content.trim();
    if (social?.startsWith("twitter:") && !(social in record.twitter)) record.twitter[social] = content.trim();
  }

  function readLink(attribs: Record<string, string>, inBodyNow: boolean): void {
    const rels = (attribs.rel ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    if (rels.includes("canonical")) {
      push(record.canonicals, resolve(attribs.href) ?? "", RECORD_LIMITS.canonicals);
      push(record.canonicalHrefs, (attribs.href ?? "").trim().slice(0, RECORD_LIMITS.metaChars), RECORD_LIMITS.canonicals);
      if (headEnded) record.canonicalsInBody += 1;
    }
    if (rels.includes("icon") || rels.includes("apple-touch-icon")) record.favicon = true;
    if (rels.includes("stylesheet")) {
      const href = resolve(attribs.href);
      if (href !== null) push(record.stylesheets, { href, inHead: !inBodyNow, media: attribs.media ?? null }, RECORD_LIMITS.stylesheets);
      noteInsecure(attribs.href);
    }
    if (rels.includes("alternate") && attribs.hreflang !== undefined) {
      push(record.hreflang, { lang: attribs.hreflang.trim().slice(0, 35), href: resolve(attribs.href) ?? "" }, RECORD_LIMITS.hreflang);
      push(record.hreflangHrefs, (attribs.href ?? "").trim().slice(0, RECORD_LIMITS.hreflangHrefChars), RECORD_LIMITS.hreflang);
    }
    if (rels.includes("alternate") && isMarkdownType(attribs.type) && record.markdownAlternate === null) record.markdownAlternate = resolve(attribs.href);
  }

  const parse = stoppableParse(parser);
  return {
    write: parse.write,
    finish() {
      parse.end();
      closeAnchor();
      record.text = record.text.replace(/\s+/g, " ").trim();
      record.emptyAppShell = isEmptyAppShell({ words: record.wordCount, scripts: scriptElements, mountPoint, bodyElements });
      record.markdownAlternate ??= markdownInLinkHeader(headers.link, answer.finalUrl);
      record.signals = signals.finish(record);
      return record;
    },
  };
}

const isMarkdownType = (type: string | undefined): boolean => type?.split(";")[0]?.trim().toLowerCase() === "text/markdown";

/** The target of the first `rel="alternate"; type="text/markdown"` entry of a Link header (RFC 8288), resolved. */
function markdownInLinkHeader(link: string | undefined, base: string): string | null {
  for (const entry of (link ?? "").matchAll(/<([^>]*)>([^<]*)/g)) {
    const params = entry[2] ?? "";
    const rel = /(?:^|;)\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
    const type = /(?:^|;)\s*type\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
    const rels = (rel?.[1] ?? rel?.[2] ?? "").toLowerCase().split(/\s+/);
    if (rels.includes("alternate") && isMarkdownType(type?.[1] ?? type?.[2])) return resolveLink(entry[1] ?? "", base);
  }
  return null;
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return null;
  }
}

function parseJsonLd(text: string): AuditPage["jsonLd"][number] {
  if (text.length > RECORD_LIMITS.jsonLdChars) return { invalid: false, value: null };
  try {
    return { invalid: false, value: JSON.parse(text) as unknown };
  } catch {
    return { invalid: true, value: null };
  }
}

/** The record of a whole page at once (tests, small pages). */
export function readPageRecord(answer: Omit<PageAnswer, "htmlChars">, html: string): AuditPage {
  const reader = pageRecordReader({ ...answer, htmlChars: html.length });
  reader.write(html);
  return reader.finish();
}
