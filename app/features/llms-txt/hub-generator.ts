/**
 * The llms.txt form of the SEO tools hub: project name and description, notes, and three lists
 * (docs, examples, optional resources), in the classic llmstxt.org layout.
 */
import { renderLlmsTxt } from "~/capabilities/llms-txt-grammar/render";
import type { LlmsDocument, LlmsLink } from "~/capabilities/llms-txt-grammar/render";

/** Spec: used in the output while the name or description field is empty. */
export const DEFAULT_PROJECT_NAME = "Your Project Name";
export const DEFAULT_PROJECT_DESCRIPTION = "A brief description of your project.";

/**
 * Section names as llmstxt.org uses them. "Optional" is a keyword of the format (readers may skip
 * that section), so it stays in English; Docs and Examples follow it for consistency.
 */
export const HUB_SECTION_TITLES = { docs: "Docs", examples: "Examples", optional: "Optional" } as const;

export interface LlmsHubItem {
  title: string;
  url: string;
  description?: string;
}

export interface LlmsHubForm {
  projectName: string;
  projectDescription: string;
  notes: string;
  docs: LlmsHubItem[];
  examples: LlmsHubItem[];
  optional: LlmsHubItem[];
}

export function createLlmsHubItem(): LlmsHubItem {
  return { title: "", url: "", description: "" };
}

/** Each list starts with one empty row, like the standalone form's lists. */
export function createLlmsHubForm(): LlmsHubForm {
  return {
    projectName: "",
    projectDescription: "",
    notes: "",
    docs: [createLlmsHubItem()],
    examples: [createLlmsHubItem()],
    optional: [createLlmsHubItem()],
  };
}

/** Rows count only with both a title and a URL. */
export function completeLinks(items: readonly LlmsHubItem[]): LlmsLink[] {
  return items
    .filter((item) => item.title.trim() !== "" && item.url.trim() !== "")
    .map((item) => {
      const description = item.description?.trim() ?? "";
      return description === ""
        ? { title: item.title.trim(), url: item.url.trim() }
        : { title: item.title.trim(), url: item.url.trim(), description };
    });
}

export function buildLlmsHubDocument(form: LlmsHubForm): LlmsDocument {
  const notes = form.notes.trim();
  return {
    name: form.projectName.trim() || DEFAULT_PROJECT_NAME,
    summary: form.projectDescription.trim() || DEFAULT_PROJECT_DESCRIPTION,
    ...(notes === "" ? {} : { info: notes }),
    sections: [
      { title: HUB_SECTION_TITLES.docs, links: completeLinks(form.docs) },
      { title: HUB_SECTION_TITLES.examples, links: completeLinks(form.examples) },
      { title: HUB_SECTION_TITLES.optional, links: completeLinks(form.optional) },
    ],
  };
}

/** Never empty: the defaults fill a blank form, so copy and download always have content. */
export function generateLlmsHubTxt(form: LlmsHubForm): string {
  return renderLlmsTxt(buildLlmsHubDocument(form));
}
