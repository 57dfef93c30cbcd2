import { cn } from "~/shared/cn";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";

type Field = "email" | "name" | "consent";

export interface LeadContactFieldsText {
  emailLabel: string;
  emailPlaceholder: string;
  nameLabel: string;
  optionalHint: string;
  /** The consent line: the link to /kvkk sits between `consentBefore` and `consentAfter`. */
  consentBefore: string;
  consentLink: string;
  consentAfter: string;
}

/**
 * The e-mail, the optional name and the unticked KVKK consent of the forms under a result
 * ("Raporu e-postama gönder", "Sitemi takip et"). Each message sits under its field
 * (`data-error-for`, filled by the pages' script or by the server's answer without JavaScript).
 */
export function LeadContactFields({ id, text, errors }: { id: string; text: LeadContactFieldsText; errors: Partial<Record<Field, string>> }) {
  const fieldError = (name: Field) => {
    const error = errors[name];
    return { errorId: `${id}-${name}-hata`, error, invalid: error ? true : undefined, describedBy: error ? `${id}-${name}-hata` : undefined };
  };
  const email = fieldError("email");
  const name = fieldError("name");
  const consent = fieldError("consent");
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-email`}>
            {text.emailLabel}
            <span aria-hidden="true"> *</span>
          </Label>
          <Input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder={text.emailPlaceholder}
            aria-invalid={email.invalid}
            aria-describedby={email.describedBy}
          />
          <p id={email.errorId} data-error-for="email" hidden={!email.error} className="text-sm font-medium text-red-700">
            {email.error}
          </p>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-name`}>
            {text.nameLabel}
            <span className="font-normal text-slate-600">{text.optionalHint}</span>
          </Label>
          <Input id={`${id}-name`} name="name" autoComplete="name" aria-invalid={name.invalid} aria-describedby={name.describedBy} />
          <p id={name.errorId} data-error-for="name" hidden={!name.error} className="text-sm font-medium text-red-700">
            {name.error}
          </p>
        </div>
      </div>
      <div className="space-y-1">
        <div className="flex items-start gap-2.5">
          <input
            id={`${id}-consent`}
            name="consent"
            type="checkbox"
            required
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
            aria-invalid={consent.invalid}
            aria-describedby={consent.describedBy}
          />
          <label htmlFor={`${id}-consent`} className="text-sm text-slate-800">
            {text.consentBefore}
            <a href="/kvkk" className="font-medium text-brand-800 underline">
              {text.consentLink}
            </a>
            {text.consentAfter}
          </label>
        </div>
        <p id={consent.errorId} data-error-for="consent" hidden={!consent.error} className="text-sm font-medium text-red-700">
          {consent.error}
        </p>
      </div>
    </>
  );
}

/** The server's answer to a form posted without JavaScript; the pages' script hides it on the next send. */
export function ServerAnswer({ answer }: { answer: { status: "sent" | "invalid" | "failed"; message: string } | undefined }) {
  if (!answer) return null;
  const sent = answer.status === "sent";
  return (
    <p
      role={sent ? "status" : "alert"}
      data-form-status=""
      className={cn("rounded-lg p-3 text-sm font-medium ring-1", sent ? "bg-green-50 text-green-900 ring-green-200" : "bg-red-50 text-red-900 ring-red-200")}
    >
      {answer.message}
    </p>
  );
}
