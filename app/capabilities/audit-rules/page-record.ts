import { Parser } from "htmlparser2";
import { MOUNT_POINT_IDS, isEmptyAppShell } from "~/capabilities/ai-crawlers/app-shell";
import { HTML_PARSE_LIMITS } from "~/capabilities/markup/parse-limits";
import { StopParse, stoppableParse } from "~/capabilities/markup/stoppable-parse";
import { resolveLink } from "~/capabilities/url/resolve-link";
import { AUDITED_HEADERS, RECORD_LIMITS, type AuditContactLink, type AuditCookie, type AuditFormField, type AuditPage, type AuditedHeader } from "./audit-page";
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
/**
 * Where lazy-loading scripts keep an image's address until it nears the screen (lazysizes, the
 * WordPress plugins: Smush, a3, LiteSpeed, WP Rocket, Jetpack; jQuery Lazy Load's data-original),
 * and the classes they mark it with.
 */
const LAZY_SRC = ["data-src", "data-lazy-src", "data-original"];
const LAZY_SRCSET = ["data-srcset", "data-lazy-srcset"];
const LAZY_CLASS = /^(lazyload|lazy|lazy-load|lazy-hidden|jetpack-lazy-image|rocket-lazyload|litespeed-lazy)$/i;
/**
 * Classes of links that do something rather than lead to content, on which nofollow is right:
 * WooCommerce's add-to-cart and wishlist/compare buttons, WordPress's comment reply.
 */
const ACTION_CLASS = /^(add_to_cart_button|ajax_add_to_cart|add-to-cart|single_add_to_cart_button|add_to_wishlist|yith-wcwl-add-to-wishlist|compare|comment-reply-link|comment-reply-login)$/i;

/** Inputs a visitor does not fill in: they need no label and have no keyboard. */
const NOT_FILLED = new Set(["hidden", "submit", "button", "reset", "image"]);
const CONTACT_SCHEME = /^\s*(tel|mailto|whatsapp):/i;
/** An element kept out of sight: hidden, aria-hidden or an inline display:none / visibility:hidden (and a `<template>`, never shown as such). */
const concealing = (attribs: Record<string, string>): boolean =>
  "hidden" in attribs || attribs["aria-hidden"]?.trim().toLowerCase() === "true" || /display\s*:\s*none|visibility\s*:\s*hidden/i.test((attribs.style ?? "").slice(0, RECORD_LIMITS.metaChars));
/** Spam traps of the form plugins (WPForms' wpforms[hp], Ninja Forms' nf-field-hp, "honeypot" …): hidden by their stylesheet, filled in by bots only. */
const HONEYPOT = /(?:^|[\W_])(?:hp|honeypot|hpot|ohnohoney)(?:[\W_]|$)/i;

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
    generator: null,
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
    contactLinks: [],
    formFields: [],
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
  let anchor: { url: string; nofollow: boolean; text: string; label: string; action: boolean } | null = null;
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
  /** Forms open around the current element, and the open `<label>` with the fields inside it. */
  let formDepth = 0;
  let label: { for: string; text: string; fields: AuditFormField[] } | null = null;
  /** Label texts by the id they name (`<label for>`), matched to the fields when the page ends. */
  const labelsFor = new Map<string, string>();
  /** Depths of the open elements that keep their content out of sight (their fields are no visitor's to fill in). */
  const concealedAt: number[] = [];
  const fieldText = (value: string | undefined): string => (value ?? "").trim().slice(0, RECORD_LIMITS.formFieldChars);
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
        // A noscript's content in the head is text to a browser running scripts (and to Google,
        // which renders with them): a tracking pixel's <img> there does not end the head.
        if (!inBody && !HEAD_CONTENT.has(name) && inNoscript === 0) inBody = true;
        if (name === "template" || concealing(attribs)) concealedAt.push(depth);
        signals.open(name, attribs);
        if (inBody && name !== "body") bodyElements += 1;
        if (inBody && attribs.id !== undefined && MOUNT_POINT_IDS.has(attribs.id.trim().toLowerCase())) mountPoint = true;
        if (!headEnded && (name === "body" || (!HEAD_CONTENT.has(name) && inNoscript === 0))) headEnded = true;
        if (name === "svg") inSvg += 1;
        if (name === "noscript") inNoscript += 1;
        if (NOT_TEXT.has(name)) hidden += 1;
        if (RESOURCE_SRC.has(name) && inNoscript === 0) noteInsecure(name === "input" && attribs.type?.toLowerCase() !== "image" ? undefined : attribs.src, UPGRADABLE_SRC.has(name));
        const headingLevel = HEADING.exec(name)?.[1];
        if (headingLevel !== undefined && heading === null) {
          heading = { level: Number(headingLevel), text: "" };
          headingShown = hidden === 0 && inBody;
          headingNamed = Boolean(attribs["aria-label"]?.trim() || attribs["aria-labelledby"]?.trim());
        } else if (heading !== null && (name === "svg" || (name === "img" && Boolean(attribs.alt?.trim())))) {
          headingNamed = true;
          // An image heading (a logo in the H1) is named by its alt, as screen readers and Google read it.
          if (name === "img" && headingShown && hidden === 0 && heading.text.length < RECORD_LIMITS.headingChars) heading.text += ` ${attribs.alt ?? ""} `;
        }
        switch (name) {
          case "html":
            if (attribs.lang !== undefined && record.lang === null) record.lang = attribs.lang.trim().slice(0, 35);
            break;
          case "body":
            inBody = true;
            if (attribs.class !== undefined && record.bodyClasses === undefined) {
              const classes = attribs.class.toLowerCase().split(/\s+/).filter(Boolean).slice(0, RECORD_LIMITS.bodyClasses);
              if (classes.length > 0) record.bodyClasses = classes.map((name) => name.slice(0, RECORD_LIMITS.bodyClassChars));
            }
            break;
          case "base":
            if (!baseSet && attribs.href !== undefined) {
              base = resolveLink(attribs.href, answer.finalUrl) ?? base;
              baseSet = true;
            }
            break;
          case "title":
            // The document's title is its first <title> wherever it stands (HTML, "document.title"),
            // bar an SVG's (an icon's name) and a noscript's (text to a browser running scripts).
            if (inSvg === 0 && inNoscript === 0) titleText = "";
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
            // Nor does one inside <noscript>, which a browser running scripts reads as text.
            if (executable && inNoscript > 0) break;
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
            const lazySrc = LAZY_SRC.map((attribute) => attribs[attribute]).find((value) => value !== undefined && value.trim() !== "");
            const lazySrcset = LAZY_SRCSET.map((attribute) => attribs[attribute]).find((value) => value !== undefined && value.trim() !== "");
            push(
              record.images,
              {
                // With a lazy-loading script's data-src, the src is a placeholder: the image shown is the data-src.
                src: resolve(lazySrc ?? attribs.src),
                alt,
                width: attribs.width ?? null,
                height: attribs.height ?? null,
                loading: attribs.loading?.toLowerCase() ?? null,
                index: imageIndex,
                inNoscript: inNoscript > 0,
                modernSource: pictureModern === true || offersModernImage(undefined, attribs.srcset ?? lazySrcset),
                wordsBefore: record.wordCount,
                lazyScript: lazySrc !== undefined || lazySrcset !== undefined || (attribs.class ?? "").split(/\s+/).some((token) => LAZY_CLASS.test(token)),
              },
              RECORD_LIMITS.images,
            );
            imageIndex += 1;
            if (anchor !== null && alt !== null) anchor.label += ` ${alt}`;
            break;
          }
          case "a": {
            const scheme = CONTACT_SCHEME.exec(attribs.href ?? "")?.[1]?.toLowerCase() as AuditContactLink["scheme"] | undefined;
            if (scheme !== undefined) push(record.contactLinks, { scheme, href: (attribs.href ?? "").trim().slice(0, RECORD_LIMITS.contactHrefChars) }, RECORD_LIMITS.contactLinks);
            const url = resolve(attribs.href);
            if (url === null || anchor !== null) break;
            const rel = (attribs.rel ?? "").toLowerCase().split(/\s+/);
            anchor = {
              url,
              nofollow: rel.includes("nofollow"),
              text: "",
              label: attribs["aria-label"] ?? attribs.title ?? "",
              action: (attribs.class ?? "").split(/\s+/).some((token) => ACTION_CLASS.test(token)),
            };
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
            formDepth += 1;
            break;
          case "label":
            label ??= { for: (attribs.for ?? "").trim(), text: "", fields: [] };
            break;
          case "input":
          case "select":
          case "textarea": {
            const type = name === "input" ? (attribs.type ?? "").trim().toLowerCase() : "";
            if (NOT_FILLED.has(type) || record.formFields.length >= RECORD_LIMITS.formFields) {
              if (!NOT_FILLED.has(type)) record.truncated = true;
              break;
            }
            const field: AuditFormField = {
              tag: name,
              type,
              name: fieldText(attribs.name),
              id: fieldText(attribs.id),
              placeholder: fieldText(attribs.placeholder),
              inputMode: fieldText(attribs.inputmode).toLowerCase(),
              label: null,
              named: Boolean(attribs["aria-label"]?.trim() || attribs["aria-labelledby"]?.trim() || attribs.title?.trim()),
              inForm: formDepth > 0,
              concealed: concealedAt.length > 0 || attribs.tabindex?.trim() === "-1" || HONEYPOT.test(`${fieldText(attribs.name)} ${fieldText(attribs.id)} ${fieldText(attribs.class)}`),
            };
            record.formFields.push(field);
            label?.fields.push(field);
            break;
          }
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
        if (label !== null && label.text.length < RECORD_LIMITS.formFieldChars) label.text += text;
        addText(text);
      },
      onclosetag(name) {
        if (concealedAt.at(-1) === depth) concealedAt.pop();
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
        if (name === "form") formDepth = Math.max(0, formDepth - 1);
        if (name === "label" && label !== null) {
          const text = clip(label.text, RECORD_LIMITS.formFieldChars);
          for (const field of label.fields) field.label ??= text;
          if (label.for !== "" && labelsFor.size < RECORD_LIMITS.formFields) labelsFor.set(label.for, text);
          label = null;
        }
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
      push(record.links, { url: anchor.url, internal: hostOf(anchor.url) === pageHost, nofollow: anchor.nofollow, text, ...(anchor.action ? { action: true } : {}) }, RECORD_LIMITS.links);
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
    // A browser running scripts reads a noscript's content as text: its refresh and policy never apply.
    if (httpEquiv === "refresh" && record.metaRefresh === null && inNoscript === 0) record.metaRefresh = content.trim();
    if (httpEquiv === "content-security-policy" && inNoscript === 0) {
      // Read whole (to the header cap): a policy cut at metaChars could lose its nonce and read as weak.
      push(record.metaCsp, (attribs.content ?? "").slice(0, RECORD_LIMITS.headerChars).trim(), RECORD_LIMITS.metaCsp);
    }
    if (name === "description") push(record.descriptions, clip(content, RECORD_LIMITS.metaChars), RECORD_LIMITS.descriptions);
    if (name === "robots") push(record.metaRobots, content.trim().toLowerCase(), RECORD_LIMITS.descriptions);
    if (name === "googlebot") push((record.metaGooglebot ??= []), content.trim().toLowerCase(), RECORD_LIMITS.descriptions);
    if (name === "viewport" && record.viewport === null) record.viewport = content.trim();
    if (name === "generator" && content.trim() !== "") {
      record.generator = clip(record.generator === null ? content : `${record.generator} | ${content}`, RECORD_LIMITS.generatorChars);
    }
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
    // A noscript's stylesheet (the fallback of CSS loaded by a script) is never loaded with scripts on.
    if (rels.includes("stylesheet") && inNoscript === 0) {
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
      for (const field of record.formFields) if (field.label === null && field.id !== "") field.label = labelsFor.get(field.id) ?? null;
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
