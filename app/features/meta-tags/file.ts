import { escapeHtmlAttribute } from "~/capabilities/markup/markup";
import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "~/capabilities/text-metrics/serp-limits";
import { countChars } from "~/capabilities/text-metrics/text";

/** The two tags ready to paste into <head>. */
export function buildMetaHtml(title: string, description: string): string {
  return [
    `<title>${escapeHtmlAttribute(title.trim())}</title>`,
    `<meta name="description" content="${escapeHtmlAttribute(description.trim())}">`,
  ].join("\n");
}

/** Content of meta-tags.txt. */
export function buildMetaTagsFile(title: string, description: string): string {
  const t = title.trim();
  const d = description.trim();
  return [
    "Meta Tag Bilgileri",
    "==================",
    "",
    `Title (${countChars(t)}/${META_TITLE_LIMIT} karakter):`,
    t,
    "",
    `Description (${countChars(d)}/${META_DESCRIPTION_LIMIT} karakter):`,
    d,
    "",
    "HTML:",
    buildMetaHtml(t, d),
    "",
  ].join("\n");
}

/** Copy is enabled only when both fields are filled (docs/requirements.md R5.7). */
export function canCopyMetaTags(title: string, description: string): boolean {
  return title.trim() !== "" && description.trim() !== "";
}
