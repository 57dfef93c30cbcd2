import { ExternalLink } from "lucide-react";
import { useId, useMemo, useState, type ReactNode } from "react";
import { AddRowButton, FieldHint, RowFieldset, ToolPanel } from "~/shared/tool-ui/form-parts";
import { OutputPanel } from "~/shared/tool-ui/output-panel";
import { useKeyedList } from "~/shared/tool-ui/use-keyed-list";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { Textarea } from "~/shared/ui/textarea";
import { site } from "~/site/site.content";
import { LLMS_TEXT } from "~/features/llms-txt/content";
import { LLMS_FORM_TEXT } from "~/features/llms-txt/link-rows.content";
import {
  createLlmsFaq,
  createLlmsPage,
  generateLlmsTxt,
  type LlmsFaqInput,
  type LlmsPageInput,
} from "~/features/llms-txt/generator";
import { LLMS_PAGES_SECTION_TITLE } from "~/features/llms-txt/llms-file.content";
import { LinkRows } from "./link-rows";
import { LlmsTxtActions } from "./llms-txt-actions";
import { SiteFillPanel } from "./site-fill-panel";
import { llmsReportSummary } from "./report-summary";
import type { ToolResultReport } from "~/shared/tool-report";

export interface LlmsTxtGeneratorProps {
  /** "Raporu e-postama gönder" under the file, handed in by the route (a tool never imports the leads feature). */
  reportRequest?: (report: ToolResultReport) => ReactNode;
}

/** The standalone llms.txt generator: site details, important pages, FAQs and keywords. */
export function LlmsTxtGenerator({ reportRequest }: LlmsTxtGeneratorProps = {}) {
  const id = useId();
  const [siteName, setSiteName] = useState("");
  const [siteUrl, setSiteUrl] = useState("");
  const [description, setDescription] = useState("");
  const [keywords, setKeywords] = useState("");
  const pages = useKeyedList<LlmsPageInput>(() => [createLlmsPage()]);
  const faqs = useKeyedList<LlmsFaqInput>(() => [createLlmsFaq()]);

  const output = useMemo(
    () => generateLlmsTxt({ siteName, siteUrl, description, keywords, pages: pages.rows, faqs: faqs.rows }),
    [siteName, siteUrl, description, keywords, pages.rows, faqs.rows],
  );

  const form = { siteName, siteUrl, description, keywords, pages: pages.rows, faqs: faqs.rows };

  return (
    <>
    <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
      <div className="space-y-6">
        <SiteFillPanel
          prefill
          target={{
            kind: "tool",
            form: { siteName, siteUrl, description, keywords, pages: pages.rows, faqs: faqs.rows },
            fill: (form) => {
              setSiteName(form.siteName);
              setSiteUrl(form.siteUrl);
              setDescription(form.description);
              pages.replace(form.pages);
            },
          }}
        />
        <ToolPanel id={`${id}-site`} title={LLMS_TEXT.siteSection}>
          <div className="space-y-4">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-ad`}>{LLMS_TEXT.siteNameLabel}</Label>
              <Input
                id={`${id}-ad`}
                autoComplete="organization"
                placeholder={LLMS_TEXT.siteNamePlaceholder}
                value={siteName}
                onChange={(event) => setSiteName(event.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-url`}>{LLMS_TEXT.siteUrlLabel}</Label>
              <Input
                id={`${id}-url`}
                type="url"
                inputMode="url"
                autoComplete="url"
                placeholder={LLMS_TEXT.siteUrlPlaceholder}
                value={siteUrl}
                onChange={(event) => setSiteUrl(event.target.value)}
              />
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-aciklama`}>{LLMS_TEXT.descriptionLabel}</Label>
              <Textarea
                id={`${id}-aciklama`}
                rows={3}
                aria-describedby={`${id}-aciklama-ipucu`}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
              />
              <FieldHint id={`${id}-aciklama-ipucu`}>{LLMS_TEXT.descriptionHint}</FieldHint>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-kelimeler`}>{LLMS_TEXT.keywordsLabel}</Label>
              <Input
                id={`${id}-kelimeler`}
                aria-describedby={`${id}-kelimeler-ipucu`}
                placeholder={LLMS_TEXT.keywordsPlaceholder}
                value={keywords}
                onChange={(event) => setKeywords(event.target.value)}
              />
              <FieldHint id={`${id}-kelimeler-ipucu`}>{LLMS_TEXT.keywordsHint}</FieldHint>
            </div>
          </div>
        </ToolPanel>

        <ToolPanel id={`${id}-sayfalar`} title={LLMS_TEXT.pagesSection} description={LLMS_TEXT.pagesHint}>
          <LinkRows
            idPrefix={`${id}-sayfa`}
            rows={pages.rows}
            itemName={LLMS_TEXT.pageItemName}
            addLabel={LLMS_TEXT.addPage}
            sectionLabel={LLMS_TEXT.pageSectionLabel}
            sectionPlaceholder={LLMS_TEXT.pageSectionPlaceholder(LLMS_PAGES_SECTION_TITLE)}
            onAdd={() => pages.add(createLlmsPage())}
            onRemove={pages.remove}
            onUpdate={pages.update}
            onMove={pages.move}
          />
        </ToolPanel>

        <ToolPanel id={`${id}-sss`} title={LLMS_TEXT.faqSection} description={LLMS_TEXT.faqHint}>
          <div className="space-y-3">
            {faqs.rows.map((faq, index) => {
              const rowId = `${id}-soru-${faq.key}`;
              return (
                <RowFieldset
                  key={faq.key}
                  legend={LLMS_TEXT.faqLegend(index + 1)}
                  canRemove={faqs.rows.length > 1}
                  onRemove={() => faqs.remove(faq.key)}
                >
                  <div className="space-y-3">
                    <div className="space-y-1.5">
                      <Label htmlFor={`${rowId}-soru`}>{LLMS_TEXT.questionLabel}</Label>
                      <Input
                        id={`${rowId}-soru`}
                        value={faq.question}
                        onChange={(event) => faqs.update(faq.key, { question: event.target.value })}
                      />
                    </div>
                    <div className="space-y-1.5">
                      <Label htmlFor={`${rowId}-cevap`}>{LLMS_TEXT.answerLabel}</Label>
                      <Textarea
                        id={`${rowId}-cevap`}
                        rows={3}
                        value={faq.answer}
                        onChange={(event) => faqs.update(faq.key, { answer: event.target.value })}
                      />
                    </div>
                  </div>
                </RowFieldset>
              );
            })}
            <AddRowButton onClick={() => faqs.add(createLlmsFaq())}>{LLMS_TEXT.addFaq}</AddRowButton>
          </div>
        </ToolPanel>
      </div>

      <div className="lg:sticky lg:top-24">
        <ToolPanel id={`${id}-cikti`} title={LLMS_FORM_TEXT.outputTitle}>
          <OutputPanel
            id={`${id}-onizleme`}
            label={LLMS_FORM_TEXT.previewLabel}
            value={output}
            placeholder={LLMS_TEXT.previewEmpty}
            rows={18}
            wrap
            actions={
              <LlmsTxtActions content={output} />
            }
          />
          <p className="text-sm text-slate-700">
            {LLMS_TEXT.guideLead}{" "}
            <a
              href={site.llmsGuideUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900"
            >
              {LLMS_TEXT.guideLink}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">{LLMS_TEXT.opensInNewTab}</span>
            </a>
          </p>
        </ToolPanel>
      </div>
    </div>
    {output === "" ? null : reportRequest?.({ site: siteUrl.trim() || null, result: () => ({ summary: llmsReportSummary(form), file: output }) })}
    </>
  );
}
