import { Mail, MessagesSquare, Send } from "lucide-react";
import { useId, useRef } from "react";
import { Button } from "~/shared/ui/button";
import { cn } from "~/shared/cn";
import { LEAD_SOURCE_ATTRIBUTE } from "~/capabilities/lead-capture/attribution";
import { prefilledContactHref } from "~/shared/contact-prefill";
import { HONEYPOT_FIELD } from "./contact-schema";
import { LeadContactFields, ServerAnswer } from "~/capabilities/lead-capture/lead-contact-fields";
import { CONTACT_FORM_TEXT } from "./contact-form.content";
import { EXPERT_CONTACT_TEXT, REPORT_REQUEST_FORM_TEXT } from "./report-request.content";
import { REPORT_HIDDEN_FIELDS, type ReportRequestResult, type ReportResultPayload } from "./report-request";

export interface ReportRequestPanelProps {
  /** The tool's key (its slug), sent with the request and in the attribution. */
  tool: string;
  /** The tool's name, for the expert's prefilled message. */
  toolTitle: string;
  /** The site the result is about, when there is one. */
  site?: string | null;
  score?: number | null;
  /** The site audit: its stored report's id and page (the other tools send their result instead). */
  reportId?: string;
  reportUrl?: string;
  /** The result as it stands when the visitor sends the form; read at that moment, never rendered. */
  result?: () => ReportResultPayload | null;
  /** Where the form posts without JavaScript (the report page); the tools need JavaScript anyway. */
  action?: string;
  /** The server's answer to a post without JavaScript. */
  serverResult?: ReportRequestResult;
  className?: string;
}

/**
 * "Raporu e-postama gönder" and "Uzmanla görüşün" under a tool's result. The form is sent by the
 * pages' enhancement script (app/enhance/lead-forms.ts, `data-lead-form="report"`) with the
 * visit's attribution; this component only puts the result into its hidden field as the form
 * is submitted. In the capture phase: React listens on the document it hydrates, where the
 * script's bubbling listener, registered first, would otherwise read the field before it is filled.
 */
export function ReportRequestPanel({ tool, toolTitle, site, score, reportId, reportUrl, result, action, serverResult, className }: ReportRequestPanelProps) {
  const id = useId();
  const resultField = useRef<HTMLInputElement>(null);
  const errors = serverResult?.status === "invalid" ? serverResult.errors : {};
  const text = REPORT_REQUEST_FORM_TEXT;
  const expertHref = prefilledContactHref(EXPERT_CONTACT_TEXT.subject(toolTitle), EXPERT_CONTACT_TEXT.message(toolTitle, site ?? null, reportUrl ?? null));

  return (
    <section aria-labelledby={`${id}-baslik`} className={cn("grid gap-6 rounded-2xl border border-slate-200 bg-slate-50 p-5 sm:p-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]", className)}>
      <form
        method="post"
        action={action}
        noValidate
        data-lead-form="report"
        {...{ [LEAD_SOURCE_ATTRIBUTE]: tool }}
        aria-label={text.formLabel}
        className="space-y-4"
        onSubmitCapture={() => {
          if (resultField.current && result) resultField.current.value = JSON.stringify(result() ?? { summary: [] });
        }}
      >
        <div>
          <h2 id={`${id}-baslik`} className="flex items-center gap-2 text-lg font-bold text-slate-950">
            <Mail aria-hidden="true" className="size-5 text-brand-700" />
            {text.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-700">{text.intro}</p>
        </div>
        <ServerAnswer answer={serverResult} />
        <LeadContactFields id={id} text={text} errors={errors} />
        <div className="flex items-start gap-2.5">
          <input id={`${id}-newsletter`} name="newsletter" type="checkbox" className="mt-0.5 size-5 shrink-0 accent-brand-700" aria-describedby={`${id}-newsletter-ipucu`} />
          <div>
            <label htmlFor={`${id}-newsletter`} className="text-sm text-slate-800">
              {text.newsletterLabel}
            </label>
            <p id={`${id}-newsletter-ipucu`} className="text-xs text-slate-600">
              {text.newsletterHint}
            </p>
          </div>
        </div>
        <input type="hidden" name={REPORT_HIDDEN_FIELDS.tool} value={tool} />
        {reportId ? <input type="hidden" name={REPORT_HIDDEN_FIELDS.reportId} value={reportId} /> : null}
        {site ? <input type="hidden" name={REPORT_HIDDEN_FIELDS.site} value={site} /> : null}
        {score === null || score === undefined ? null : <input type="hidden" name={REPORT_HIDDEN_FIELDS.score} value={String(score)} />}
        {result ? <input ref={resultField} type="hidden" name={REPORT_HIDDEN_FIELDS.result} defaultValue="" /> : null}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor={`${id}-${HONEYPOT_FIELD}`}>{CONTACT_FORM_TEXT.honeypotLabel}</label>
          <input id={`${id}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
        </div>
        <Button type="submit">
          <Send aria-hidden="true" />
          <span data-button-label="" data-busy-label={text.submitBusy}>
            {text.submit}
          </span>
        </Button>
      </form>
      <div className="flex flex-col justify-center gap-3 rounded-xl bg-white p-5 ring-1 ring-slate-200">
        <h2 className="flex items-center gap-2 text-lg font-bold text-slate-950">
          <MessagesSquare aria-hidden="true" className="size-5 text-brand-700" />
          {text.expertHeading}
        </h2>
        <p className="text-sm text-slate-700">{text.expertIntro}</p>
        {/* A full page load: the contact page is prerendered and its script fills the form. */}
        <a
          href={expertHref}
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2"
        >
          {text.expertLink}
        </a>
      </div>
    </section>
  );
}
