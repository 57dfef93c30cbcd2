import { buildLlmsDocument, parseKeywords, type LlmsTxtForm } from "./generator";
import { LLMS_REPORT_TEXT } from "./report.content";

/** What a generated llms.txt holds, in a few lines for the report e-mail; [] while the form is empty. */
export function llmsReportSummary(form: LlmsTxtForm): string[] {
  const doc = buildLlmsDocument(form);
  if (doc === null) return [];
  const links = doc.sections.reduce((total, section) => total + section.links.length, 0);
  const sections = doc.sections.filter((section) => section.links.length > 0).length;
  const faqs = form.faqs.filter((faq) => faq.question.trim() !== "" && faq.answer.trim() !== "").length;
  const keywords = parseKeywords(form.keywords);
  return [
    LLMS_REPORT_TEXT.site(doc.name),
    ...(links > 0 ? [LLMS_REPORT_TEXT.links(links, sections)] : []),
    ...(faqs > 0 ? [LLMS_REPORT_TEXT.faqs(faqs)] : []),
    ...(keywords.length > 0 ? [LLMS_REPORT_TEXT.keywords(keywords.join(", "))] : []),
    LLMS_REPORT_TEXT.upload,
  ];
}
