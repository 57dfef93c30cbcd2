import { PAGE_TYPES, TONES, type ContentTone, type PageType } from "./messages.content";

/** The content writer's form as the screen holds it ("" = nothing chosen or typed yet). */
export interface ContentWriterForm {
  pageType: PageType | "";
  tone: ContentTone | "";
  business: string;
  keyword: string;
  audience: string;
  keyPoints: string;
}

/** The five required fields, in the order the form shows them (the first missing one gets focus). */
export const REQUIRED_FIELDS = ["pageType", "tone", "business", "keyword", "audience"] as const;
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

export const EMPTY_FORM: ContentWriterForm = { pageType: "", tone: "", business: "", keyword: "", audience: "", keyPoints: "" };

/** A complete form, trimmed: what the brief and the endpoint work from. */
export interface ContentWriterInput {
  pageType: PageType;
  tone: ContentTone;
  business: string;
  keyword: string;
  audience: string;
  keyPoints: string;
}

export function isPageType(value: string): value is PageType {
  return (PAGE_TYPES as readonly string[]).includes(value);
}

export function isTone(value: string): value is ContentTone {
  return (TONES as readonly string[]).includes(value);
}

/** Collapses runs of spaces: "  istanbul   seo " → "istanbul seo". */
export function cleanField(value: string): string {
  return value.replace(/\s+/g, " ").trim();
}

/** The complete input, or the required fields still empty (after trimming), in form order. */
export function checkForm(form: ContentWriterForm): { ok: true; input: ContentWriterInput } | { ok: false; missing: RequiredField[] } {
  const missing = REQUIRED_FIELDS.filter((field) => cleanField(form[field]) === "");
  const { pageType, tone } = form;
  if (missing.length > 0 || !isPageType(pageType) || !isTone(tone)) return { ok: false, missing };
  return {
    ok: true,
    input: {
      pageType,
      tone,
      business: cleanField(form.business),
      keyword: cleanField(form.keyword),
      audience: cleanField(form.audience),
      keyPoints: form.keyPoints.trim(),
    },
  };
}
