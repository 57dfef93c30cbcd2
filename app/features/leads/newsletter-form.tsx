import { Send } from "lucide-react";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { site } from "~/site/site.content";
import { cn } from "~/shared/cn";
import { NEWSLETTER_ACTION_PATH, type NewsletterResult } from "~/features/leads/newsletter-schema";
import { NEWSLETTER_FORM_TEXT } from "~/features/leads/newsletter-form.content";

interface NewsletterFormProps {
  /** Result of a no-JavaScript submission, rendered by the server on /bulten. */
  serverResult?: NewsletterResult;
  tone?: "dark" | "light";
}

/**
 * E-mail box of the footer (and of /bulten): stored once per address. Posts to /bulten without
 * JavaScript; the enhancement script (app/enhance/lead-forms.ts) checks and sends it in place.
 */
export function NewsletterForm({ serverResult, tone = "dark" }: NewsletterFormProps) {
  const dark = tone === "dark";
  // One box per tone and page: the footer's (dark) and, on /bulten, the page's own (light).
  const prefix = dark ? "bulten" : "bulten-sayfa";
  const hintId = `${prefix}-aciklama`;
  const errorId = `${prefix}-hata`;
  const error = serverResult?.status === "invalid" ? serverResult.message : undefined;
  return (
    <div className="grid gap-4 md:grid-cols-2 md:items-center">
      <div>
        <h2 className={cn("text-lg font-semibold", dark ? "text-white" : "text-slate-950")}>{NEWSLETTER_FORM_TEXT.title}</h2>
        <p id={hintId} className="text-sm">
          {NEWSLETTER_FORM_TEXT.hintLead}
          {site.newsletterPromise}
        </p>
      </div>
      <form
        method="post"
        action={NEWSLETTER_ACTION_PATH}
        noValidate
        data-lead-form="newsletter"
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <label htmlFor={`${prefix}-eposta`} className={cn("mb-1 block text-sm font-medium", dark ? "text-white" : "text-slate-900")}>
            {NEWSLETTER_FORM_TEXT.emailLabel}
          </label>
          <Input
            id={`${prefix}-eposta`}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder={NEWSLETTER_FORM_TEXT.emailPlaceholder}
            defaultValue={serverResult && "email" in serverResult ? serverResult.email : ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            data-describedby={hintId}
          />
          <p
            id={errorId}
            data-error-for="email"
            hidden={!error}
            className={cn("mt-1 text-sm font-medium", dark ? "text-red-300" : "text-red-700")}
          >
            {error}
          </p>
          {serverResult && serverResult.status !== "invalid" ? (
            <p role="status" data-form-status="" className={cn("mt-2 text-sm font-medium", dark ? "text-white" : "text-slate-900")}>
              {serverResult.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant={dark ? "inverse" : "default"} className="sm:mt-6">
          <Send aria-hidden="true" />
          <span data-button-label="" data-busy-label={NEWSLETTER_FORM_TEXT.submitBusy}>
            {NEWSLETTER_FORM_TEXT.submit}
          </span>
        </Button>
      </form>
    </div>
  );
}
