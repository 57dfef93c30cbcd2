import { Send } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { Textarea } from "~/shared/ui/textarea";
import { cn } from "~/shared/cn";
import { CONTACT_TEXT, HONEYPOT_FIELD, type ContactActionResult, type ContactField } from "~/features/leads/contact-schema";
import { CONTACT_FORM_TEXT } from "~/features/leads/contact-form.content";

/** The route whose action stores the message; the form posts there from any page. */
export const CONTACT_ACTION_PATH = "/iletisim";

interface FieldSpec {
  name: ContactField;
  label: string;
  type?: "text" | "tel" | "email";
  autoComplete?: string;
  optional?: boolean;
  multiline?: boolean;
  placeholder?: string;
}

const { fields: FIELD_TEXT } = CONTACT_FORM_TEXT;

const FIELDS: readonly FieldSpec[] = [
  { name: "name", ...FIELD_TEXT.name, autoComplete: "name" },
  { name: "phone", ...FIELD_TEXT.phone, type: "tel", autoComplete: "tel" },
  { name: "email", ...FIELD_TEXT.email, type: "email", autoComplete: "email" },
  { name: "subject", ...FIELD_TEXT.subject, optional: true },
  { name: "message", ...FIELD_TEXT.message, multiline: true },
];

interface ContactFormProps {
  /** Result of a no-JavaScript submission, rendered by the server on /iletisim. */
  serverResult?: ContactActionResult;
  className?: string;
}

const banner = "rounded-lg p-4 font-medium ring-1";

/**
 * Posts to /iletisim without JavaScript (the server answers with this form, its errors or its
 * success); the enhancement script (app/enhance/lead-forms.ts) checks it with the same rules,
 * sends it to /api/leads/contact and answers with the required toasts.
 */
export function ContactForm({ serverResult, className }: ContactFormProps) {
  const errors = serverResult?.status === "invalid" ? serverResult.errors : {};
  const keptValues = serverResult && serverResult.status !== "sent" ? serverResult.values : undefined;
  const idPrefix = "iletisim";

  return (
    <form
      method="post"
      action={CONTACT_ACTION_PATH}
      noValidate
      data-lead-form="contact"
      className={cn("space-y-5", className)}
      aria-label={CONTACT_FORM_TEXT.formLabel}
    >
      {serverResult?.status === "sent" ? (
        <p role="status" data-form-status="" className={cn(banner, "bg-green-50 text-green-900 ring-green-200")}>
          {CONTACT_TEXT.successToast}
        </p>
      ) : null}
      {serverResult?.status === "failed" ? (
        <p role="alert" data-form-status="" className={cn(banner, "bg-red-50 text-red-900 ring-red-200")}>
          {serverResult.message}
        </p>
      ) : null}
      {serverResult?.status === "invalid" ? (
        <p role="alert" data-form-status="" className={cn(banner, "bg-red-50 text-red-900 ring-red-200")}>
          {CONTACT_TEXT.validationToast}
        </p>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => {
          const id = `${idPrefix}-${field.name}`;
          const errorId = `${id}-hata`;
          const error = errors[field.name];
          const common = {
            id,
            name: field.name,
            placeholder: field.placeholder,
            defaultValue: keptValues?.[field.name] ?? "",
            "aria-invalid": error ? true : undefined,
            "aria-describedby": error ? errorId : undefined,
          };
          return (
            <div key={field.name} className={cn("space-y-1.5", field.multiline || field.name === "subject" ? "sm:col-span-2" : "")}>
              <Label htmlFor={id}>
                {field.label}
                {field.optional ? <span className="font-normal text-slate-600">{CONTACT_FORM_TEXT.optionalHint}</span> : <span aria-hidden="true"> *</span>}
              </Label>
              {field.multiline ? (
                <Textarea {...common} rows={5} />
              ) : (
                <Input {...common} type={field.type ?? "text"} autoComplete={field.autoComplete} required={!field.optional} />
              )}
              <p id={errorId} data-error-for={field.name} hidden={!error} className="text-sm font-medium text-red-700">
                {error}
              </p>
            </div>
          );
        })}
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>{CONTACT_FORM_TEXT.honeypotLabel}</label>
        <input id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          {CONTACT_FORM_TEXT.privacyBefore}{" "}
          <Link to="/kvkk" className="font-medium text-brand-800 underline">
            {CONTACT_FORM_TEXT.privacyLink}
          </Link>
          {CONTACT_FORM_TEXT.privacyAfter}
        </p>
        <Button type="submit" size="lg" className="shrink-0">
          <Send aria-hidden="true" />
          <span data-button-label="" data-busy-label={CONTACT_FORM_TEXT.submitBusy}>
            {CONTACT_FORM_TEXT.submit}
          </span>
        </Button>
      </div>
    </form>
  );
}
