import { Parser } from "htmlparser2";

/**
 * A Markdown rendering of a prerendered page's `<main>`, written at build time beside its HTML
 * (scripts/build-markdown.ts) and answered to agents that ask for text/markdown
 * (docs/decisions/039). Written here on htmlparser2, which we already use: no HTML-to-Markdown
 * library is among our dependencies, and our pages use a small, known set of elements
 * (headings, paragraphs, lists, links, emphasis, images, tables, a few <pre>), so the converter
 * stays small. What is not content for a reader (navigation, forms, buttons, SVG icons, hidden or
 * aria-hidden parts, scripts) is left out.
 */

export const MARKDOWN_LIMITS = {
  /** A prerendered page is at most a few hundred KB; beyond this the rest is ignored. */
  htmlChars: 2_000_000,
  markdownChars: 300_000,
} as const;

/** Not content for a reader: controls, icons, navigation aids, what scripts and styles hold. */
const SKIPPED = new Set(["script", "style", "noscript", "template", "svg", "nav", "form", "button", "input", "select", "textarea", "dialog", "iframe", "canvas", "video", "audio", "object"]);
const BLOCKS = new Set(["p", "div", "section", "article", "header", "footer", "aside", "figure", "figcaption", "details", "summary", "dl", "dt", "dd", "address", "table", "thead", "tbody", "tfoot", "caption"]);

const escapeText = (text: string): string => text.replace(/([\\`*_[\]])/g, "\\$1");

function resolved(href: string, base: string | null): string {
  if (base === null) return href;
  try {
    return new URL(href, base).href;
  } catch {
    return href;
  }
}

interface ListLevel {
  ordered: boolean;
  count: number;
}

/**
 * `html`'s `<main>` (the whole body when there is none) as Markdown. `base` makes the page's
 * relative links and image addresses absolute (its canonical address), so the text stands alone.
 */
export function pageMarkdown(html: string, base: string | null = null): string {
  const blocks: string[] = [];
  let line = "";
  let linePrefix = "";
  let skipDepth = 0;
  let mainDepth = html.includes("<main") ? 0 : 1;
  let pre: string | null = null;
  let quoteDepth = 0;
  let row: string[] | null = null;
  let headerRowDone = false;
  let size = 0;
  let lastWasItem = false;
  let linkEndedAt = -1;
  const lists: ListLevel[] = [];
  const links: { href: string; start: number }[] = [];

  const push = (block: string, tight = false): void => {
    if (size > MARKDOWN_LIMITS.markdownChars) return;
    const quoted = quoteDepth > 0 ? block.replace(/^/gm, "> ".repeat(quoteDepth)) : block;
    size += quoted.length + 2;
    if (tight && blocks.length > 0) blocks[blocks.length - 1] += `\n${quoted}`;
    else blocks.push(quoted);
  };
  const flush = (): void => {
    const text = line.replace(/[ \t]+/g, " ").replace(/ *\n */g, "\n").trim();
    const item = /^\s*(- |\d+\. )/.test(linePrefix);
    if (text !== "") {
      push(`${linePrefix}${text}`, item && lastWasItem);
      lastWasItem = item;
    }
    line = "";
    linePrefix = "";
  };

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === "main") mainDepth += 1;
        if (mainDepth === 0) return;
        if (skipDepth > 0) {
          skipDepth += 1;
          return;
        }
        if (SKIPPED.has(name) || "hidden" in attribs || attribs["aria-hidden"] === "true") {
          skipDepth = 1;
          return;
        }
        if (pre !== null) return;
        const heading = /^h([1-6])$/.exec(name);
        if (heading) {
          flush();
          linePrefix = `${"#".repeat(Number(heading[1]))} `;
        } else if (BLOCKS.has(name)) flush();
        else if (name === "ul" || name === "ol") {
          flush();
          lists.push({ ordered: name === "ol", count: 0 });
        } else if (name === "li") {
          flush();
          const list = lists.at(-1);
          const indent = "  ".repeat(Math.max(0, lists.length - 1));
          if (list) list.count += 1;
          linePrefix = `${indent}${list?.ordered ? `${list.count}. ` : "- "}`;
        } else if (name === "blockquote") {
          flush();
          quoteDepth += 1;
        } else if (name === "pre") {
          flush();
          pre = "";
        } else if (name === "br") line += "\n";
        else if (name === "hr") {
          flush();
          push("---");
        } else if (name === "strong" || name === "b") line += "**";
        else if (name === "em" || name === "i") line += "_";
        else if (name === "code") line += "`";
        else if (name === "a") {
          // Two links side by side (a pair of call-to-action buttons) keep a space between them.
          if (line !== "" && line.length === linkEndedAt && !/\s$/.test(line)) line += " ";
          links.push({ href: attribs.href ?? "", start: line.length });
        }
        else if (name === "img") {
          const src = attribs.src ?? "";
          if (src !== "" && !src.startsWith("data:")) line += `![${escapeText(attribs.alt ?? "")}](${resolved(src, base)})`;
        } else if (name === "tr") {
          flush();
          row = [];
        } else if ((name === "td" || name === "th") && row !== null) row.push("");
      },
      ontext(text) {
        if (mainDepth === 0 || skipDepth > 0) return;
        if (pre !== null) {
          pre += text;
          return;
        }
        const cell = row?.length ? row : null;
        if (cell) cell[cell.length - 1] += escapeText(text.replace(/\s+/g, " "));
        else line += escapeText(text.replace(/\s+/g, " "));
      },
      onclosetag(name) {
        if (mainDepth === 0) return;
        if (skipDepth > 0) {
          skipDepth -= 1;
          return;
        }
        if (name === "main") {
          flush();
          mainDepth -= 1;
          return;
        }
        if (pre !== null) {
          if (name === "pre") {
            push(`\`\`\`\n${pre.replace(/\n+$/, "")}\n\`\`\``);
            pre = null;
          }
          return;
        }
        if (/^h[1-6]$/.test(name) || BLOCKS.has(name) || name === "li") flush();
        else if (name === "ul" || name === "ol") {
          flush();
          lists.pop();
          // The next list is a list of its own, a blank line apart.
          if (lists.length === 0) lastWasItem = false;
        } else if (name === "blockquote") {
          flush();
          quoteDepth = Math.max(0, quoteDepth - 1);
        } else if (name === "strong" || name === "b") line += "**";
        else if (name === "em" || name === "i") line += "_";
        else if (name === "code") line += "`";
        else if (name === "a") {
          const link = links.pop();
          const text = line.slice(link?.start ?? line.length).trim();
          if (link && text !== "" && link.href !== "" && !link.href.startsWith("#") && !/^javascript:/i.test(link.href)) {
            line = `${line.slice(0, link.start)}[${text}](${resolved(link.href, base)})`;
          }
          linkEndedAt = line.length;
        } else if (name === "tr" && row !== null) {
          const cells = row.map((cell) => cell.trim().replaceAll("|", "\\|"));
          if (cells.length > 0) {
            push(`| ${cells.join(" | ")} |`, headerRowDone);
            if (!headerRowDone) push(`|${" --- |".repeat(cells.length)}`, true);
            headerRowDone = true;
          }
          row = null;
        } else if (name === "table") headerRowDone = false;
      },
    },
    { decodeEntities: true },
  );
  // htmlparser2 closes void elements (img, br, input) too, so the skip depth stays balanced.
  parser.write(html.slice(0, MARKDOWN_LIMITS.htmlChars));
  parser.end();
  flush();
  return `${blocks.join("\n\n").slice(0, MARKDOWN_LIMITS.markdownChars)}\n`;
}
