import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "~/capabilities/text-metrics/serp-limits";
import { META_MISSING_FIELDS, type ContentType, type Tone } from "./messages.content";
import { META_TEMPLATES, type MetaTemplate, type TemplateContext } from "./templates.content";
import { capitalizeFirst, toSentenceForm, toTurkishTitleCase, truncateText } from "~/capabilities/text-metrics/text";

export interface MetaInput {
  readonly mainKeyword: string;
  readonly targetAudience: string;
  readonly contentType: ContentType;
  readonly tone: Tone;
  readonly businessType: string;
}

export interface MetaSuggestion {
  readonly title: string;
  readonly description: string;
}

export type MetaTextField = "mainKeyword" | "targetAudience" | "businessType";

export type MetaGenerateResult =
  | { readonly ok: true; readonly suggestions: readonly [MetaSuggestion, MetaSuggestion, MetaSuggestion] }
  | { readonly ok: false; readonly message: string; readonly missing: readonly MetaTextField[] };

/** Title cut to 57 + "..." when longer than 60 characters. */
export function limitTitle(title: string): string {
  return truncateText(title, META_TITLE_LIMIT);
}

/** Description cut to 152 + "..." when longer than 155 characters. */
export function limitDescription(description: string): string {
  return truncateText(description, META_DESCRIPTION_LIMIT);
}

function tidy(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Three suggestions from fixed Turkish templates for the chosen content type and tone. Pure and
 * deterministic: the same input always gives the same three texts.
 */
export function generateMetaSuggestions(input: MetaInput): MetaGenerateResult {
  const fields: readonly MetaTextField[] = ["mainKeyword", "targetAudience", "businessType"];
  const missing = fields.filter((f) => input[f].trim() === "");
  if (missing.length > 0) return { ok: false, message: META_MISSING_FIELDS, missing };

  const context: TemplateContext = {
    K: toTurkishTitleCase(input.mainKeyword),
    k: toSentenceForm(input.mainKeyword),
    A: toTurkishTitleCase(input.targetAudience),
    a: toSentenceForm(input.targetAudience),
    B: toTurkishTitleCase(input.businessType),
    b: toSentenceForm(input.businessType),
    cap: capitalizeFirst,
  };
  const make = (template: MetaTemplate): MetaSuggestion => ({
    title: limitTitle(tidy(template.title(context))),
    description: limitDescription(tidy(template.description(context))),
  });
  const [first, second, third] = META_TEMPLATES[input.contentType][input.tone];
  return { ok: true, suggestions: [make(first), make(second), make(third)] };
}
