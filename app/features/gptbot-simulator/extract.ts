import { Parser } from "htmlparser2";
import { HTML_LIMITS, HtmlLimitError } from "./limits";
import type { Heading, HeadingLevel } from "./types";

/**
 * One streaming pass over the HTML collecting everything the rules need.
 *
 * htmlparser2's event parser rather than a DOM (cheerio/parse5): building a tree for a 2 MB page
 * costs more in allocation and garbage collection than the whole analysis is allowed to take
 * (200 ms budget, see bench/analyzer.ts), and a crawler's text extraction needs no
 * browser-exact tree repair. The parser still applies HTML's implied-close rules and emits a
 * close event for every open one (void elements included), so depth counters stay balanced;
 * nothing here recurses, so absurdly deep markup cannot overflow the stack.
 *
 * The parser's own cost grows with nesting depth (see limits.ts), so every element, skipped or
 * not, is counted and the parse stops with HtmlLimitError past HTML_LIMITS.
 */

/** Never part of the text a crawler reads. */
const NON_TEXT = new Set(["script", "style", "head", "title", "textarea"]);

/** Skipped with everything inside: the bot view leaves them out, so their links/images are not counted either. */
const SKIP_SUBTREE = new Set(["noscript", "template"]);

/** Elements that start a new line in extracted text. */
const BLOCK = new Set([
  "address", "article", "aside", "blockquote", "br", "caption", "dd", "details", "dialog", "div", "dl", "dt",
  "fieldset", "figcaption", "figure", "footer", "form", "h1", "h2", "h3", "h4", "h5", "h6", "header", "hgroup",
  "hr", "li", "main", "nav", "ol", "option", "p", "pre", "section", "summary", "table", "tbody", "td", "tfoot",
  "th", "thead", "tr", "ul", "legend", "body", "html", "menu", "search",
]);

const HEADING_LEVEL: Readonly<Record<string, HeadingLevel>> = { h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6 };

/** Input types that need a visible or programmatic label. */
const LABEL_EXEMPT_INPUTS = new Set(["hidden", "submit", "button", "reset", "image"]);

type Attribs = Readonly<Record<string, string>>;

export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Block boundary marker inside the text buffer. NUL cannot occur in text: the input is
 * stripped of it first (HTML treats NUL in text as a parse error and drops it too).
 */
const BOUNDARY = "\u0000";

export interface RawLink {
  href: string;
  text: string;
}

export interface RawImage {
  src: string;
  alt: string | null;
}

export interface FormControlInfo {
  id: string | null;
  insideLabel: boolean;
  hasOwnName: boolean;
}

export interface ExtractedPage {
  lang: string | null;
  title: string | null;
  metaDescription: string | null;
  canonicalHref: string | null;
  baseHref: string | null;
  /** Every other <meta name=… content=…>, lowercased name; robots rules are picked from these. */
  robotsMetas: { name: string; content: string }[];
  headings: Heading[];
  links: RawLink[];
  images: RawImage[];
  jsonLd: string[];
  emptyButtons: number;
  formControls: FormControlInfo[];
  labelForIds: Set<string>;
  hasMainLandmark: boolean;
  content: string;
}

function nonEmpty(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== "";
}

interface OpenCapture {
  kind: "heading" | "link" | "button";
  name: string;
  /** Depth at which the capturing element was opened, to match its close event. */
  depth: number;
  start: number;
  href: string;
  /** Name used when the visible text is empty (aria-label, title, image alt). */
  fallbackName: string;
}

function formControl(attribs: Attribs, insideLabel: boolean): FormControlInfo {
  return {
    id: attribs.id?.trim() || null,
    insideLabel,
    hasOwnName: nonEmpty(attribs["aria-label"]) || nonEmpty(attribs["aria-labelledby"]) || nonEmpty(attribs.title),
  };
}

function ownName(attribs: Attribs): string {
  if (nonEmpty(attribs["aria-label"])) return collapseWhitespace(attribs["aria-label"]);
  if (nonEmpty(attribs["aria-labelledby"])) return "(aria-labelledby)";
  if (nonEmpty(attribs.title)) return collapseWhitespace(attribs.title);
  return "";
}

export function extractPage(html: string): ExtractedPage {
  const page: ExtractedPage = {
    lang: null,
    title: null,
    metaDescription: null,
    canonicalHref: null,
    baseHref: null,
    robotsMetas: [],
    headings: [],
    links: [],
    images: [],
    jsonLd: [],
    emptyButtons: 0,
    formControls: [],
    labelForIds: new Set(),
    hasMainLandmark: false,
    content: "",
  };

  // Raw text pieces with BOUNDARY between blocks; whitespace is collapsed once per line at the end.
  // Captures remember where an element's text began.
  const parts: string[] = [];
  const captures: OpenCapture[] = [];
  let depth = 0;
  let nonTextDepth = 0;
  let skipDepth = 0;
  let labelDepth = 0;
  let svgDepth = 0;
  let titleText: string[] | null = null;
  let jsonLdText: string[] | null = null;

  const handleOpen = (name: string, attribs: Attribs): void => {
    if (attribs.role !== undefined && attribs.role.trim().toLowerCase() === "main") page.hasMainLandmark = true;

    switch (name) {
      case "html":
        if (page.lang === null && nonEmpty(attribs.lang)) page.lang = attribs.lang.trim();
        break;
      case "svg":
        svgDepth += 1;
        break;
      case "title":
        if (page.title === null && svgDepth === 0) titleText = [];
        break;
      case "base":
        if (page.baseHref === null && nonEmpty(attribs.href)) page.baseHref = attribs.href.trim();
        break;
      case "meta": {
        const metaName = attribs.name?.trim().toLowerCase();
        if (metaName === "description") {
          if (page.metaDescription === null) page.metaDescription = collapseWhitespace(attribs.content ?? "");
        } else if (metaName) {
          page.robotsMetas.push({ name: metaName, content: attribs.content ?? "" });
        }
        break;
      }
      case "link":
        if (
          page.canonicalHref === null &&
          nonEmpty(attribs.href) &&
          (attribs.rel ?? "").toLowerCase().split(/\s+/).includes("canonical")
        ) {
          page.canonicalHref = attribs.href.trim();
        }
        break;
      case "script":
        if ((attribs.type ?? "").trim().toLowerCase() === "application/ld+json") jsonLdText = [];
        break;
      case "main":
        page.hasMainLandmark = true;
        break;
      case "img": {
        const src = attribs.src?.trim();
        const alt = attribs.alt;
        if (src) page.images.push({ src, alt: alt ?? null });
        // An image's alt text names the link or button around it.
        const top = captures[captures.length - 1];
        if (top && top.kind !== "heading" && !top.fallbackName && nonEmpty(alt)) top.fallbackName = collapseWhitespace(alt);
        break;
      }
      case "input": {
        const type = (attribs.type ?? "text").trim().toLowerCase();
        if (type === "submit" || type === "button" || type === "reset" || type === "image") {
          // Browsers label submit/reset by default; plain and image buttons have no name of their own.
          const named =
            nonEmpty(attribs.value) ||
            ownName(attribs) !== "" ||
            (type === "image" ? nonEmpty(attribs.alt) : type !== "button");
          if (!named) page.emptyButtons += 1;
        }
        if (!LABEL_EXEMPT_INPUTS.has(type)) page.formControls.push(formControl(attribs, labelDepth > 0));
        break;
      }
      case "select":
      case "textarea":
        page.formControls.push(formControl(attribs, labelDepth > 0));
        break;
      case "label": {
        const forId = attribs.for?.trim();
        if (forId) page.labelForIds.add(forId);
        labelDepth += 1;
        break;
      }
    }

    if (NON_TEXT.has(name)) nonTextDepth += 1;
    if (BLOCK.has(name)) parts.push(BOUNDARY);

    if (HEADING_LEVEL[name] !== undefined) {
      captures.push({ kind: "heading", name, depth, start: parts.length, href: "", fallbackName: "" });
    } else if (name === "a" && attribs.href !== undefined) {
      captures.push({ kind: "link", name, depth, start: parts.length, href: attribs.href, fallbackName: ownName(attribs) });
    } else if (name === "button" || (attribs.role !== undefined && attribs.role.trim().toLowerCase() === "button")) {
      captures.push({ kind: "button", name, depth, start: parts.length, href: "", fallbackName: ownName(attribs) });
    }
  };

  const handleClose = (name: string): void => {
    switch (name) {
      case "svg":
        svgDepth -= 1;
        break;
      case "label":
        labelDepth -= 1;
        break;
      case "title":
        if (titleText !== null) {
          page.title = collapseWhitespace(titleText.join(""));
          titleText = null;
        }
        break;
      case "script":
        if (jsonLdText !== null) {
          page.jsonLd.push(jsonLdText.join(""));
          jsonLdText = null;
        }
        break;
    }
    if (BLOCK.has(name)) parts.push(BOUNDARY);
    if (NON_TEXT.has(name)) nonTextDepth -= 1;

    const capture = captures[captures.length - 1];
    if (!capture || capture.depth !== depth || capture.name !== name) return;
    captures.pop();
    const text = collapseWhitespace(parts.slice(capture.start).join("").replaceAll(BOUNDARY, " "));
    switch (capture.kind) {
      case "heading": {
        const level = HEADING_LEVEL[name];
        if (level !== undefined) page.headings.push({ level, text });
        break;
      }
      case "link":
        page.links.push({ href: capture.href, text: text || capture.fallbackName });
        break;
      case "button":
        if (!text && !capture.fallbackName) page.emptyButtons += 1;
        break;
    }
  };

  // Mirrors the parser's open-element stack (skipped subtrees included) to bound its cost.
  let openElements = 0;
  let elementCount = 0;

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        openElements += 1;
        elementCount += 1;
        if (openElements > HTML_LIMITS.maxDepth) throw new HtmlLimitError("depth", HTML_LIMITS.maxDepth);
        if (elementCount > HTML_LIMITS.maxElements) throw new HtmlLimitError("elements", HTML_LIMITS.maxElements);
        if (skipDepth > 0 || SKIP_SUBTREE.has(name)) {
          skipDepth += 1;
          return;
        }
        handleOpen(name, attribs);
        depth += 1;
      },
      onclosetag(name) {
        openElements -= 1;
        if (skipDepth > 0) {
          skipDepth -= 1;
          return;
        }
        depth -= 1;
        handleClose(name);
      },
      ontext(data) {
        if (skipDepth > 0) return;
        if (titleText !== null) titleText.push(data);
        else if (jsonLdText !== null) jsonLdText.push(data);
        if (nonTextDepth === 0) parts.push(data);
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html.includes(BOUNDARY) ? html.replaceAll(BOUNDARY, "") : html);
  parser.end();

  // One regular-expression pass over the whole text (BOUNDARY is not whitespace, so it survives),
  // instead of one per line: thousands of short calls cost more than the scan itself.
  const lines: string[] = [];
  for (const line of parts.join("").replace(/\s+/g, " ").split(BOUNDARY)) {
    const trimmed = line.trim();
    if (trimmed !== "") lines.push(trimmed);
  }
  page.content = lines.join("\n");
  return page;
}
