import { BellRing } from "lucide-react";
import { useId } from "react";
import { LEAD_SOURCE_ATTRIBUTE } from "~/capabilities/lead-capture/attribution";
import { LeadContactFields, ServerAnswer } from "~/capabilities/lead-capture/lead-contact-fields";
import { Button } from "~/shared/ui/button";
import { WATCH_FORM_TEXT } from "./request-watch.content";
import { WATCH_ANCHOR, WATCH_FORM_SOURCE, WATCH_INTENT, WATCH_REPORT_FIELD, type WatchRequestResult } from "./request-watch";

/**
 * "Sitemi takip et" on a stored report: the owner's e-mail, an unticked KVKK consent and an
 * optional name. The pages' script sends it as JSON (app/enhance/lead-forms.ts,
 * `data-lead-form="watch"`); without JavaScript it posts to the report page's action.
 */
export function WatchPanel({ reportId, host, action, serverResult }: { reportId: string; host: string; action: string; serverResult?: WatchRequestResult }) {
  const id = useId();
  const text = WATCH_FORM_TEXT;
  return (
    <section id={WATCH_ANCHOR} aria-labelledby={`${id}-baslik`} className="scroll-mt-24 rounded-2xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
      <form method="post" action={action} noValidate data-lead-form="watch" {...{ [LEAD_SOURCE_ATTRIBUTE]: WATCH_FORM_SOURCE }} aria-label={text.formLabel} className="space-y-4">
        <div>
          <h2 id={`${id}-baslik`} className="flex items-center gap-2 text-lg font-bold text-slate-950">
            <BellRing aria-hidden="true" className="size-5 text-brand-700" />
            {text.heading}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-slate-700">{text.intro(host)}</p>
        </div>
        <ServerAnswer answer={serverResult} />
        <LeadContactFields id={id} text={text} errors={serverResult?.status === "invalid" ? serverResult.errors : {}} />
        <input type="hidden" name="intent" value={WATCH_INTENT} />
        <input type="hidden" name={WATCH_REPORT_FIELD} value={reportId} />
        <p className="text-xs text-slate-600">{text.confirmHint}</p>
        <Button type="submit">
          <BellRing aria-hidden="true" />
          <span data-button-label="" data-busy-label={text.submitBusy}>
            {text.submit}
          </span>
        </Button>
      </form>
    </section>
  );
}
