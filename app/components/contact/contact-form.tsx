import { Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { Link, useFetcher } from "react-router";
import { toast } from "~/lib/browser/toast";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { cn } from "~/lib/cn";
import {
  CONTACT_FIELDS,
  CONTACT_TEXT,
  HONEYPOT_FIELD,
  validateContact,
  type ContactActionResult,
  type ContactErrors,
  type ContactField,
} from "~/lib/contact-schema";

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

const FIELDS: readonly FieldSpec[] = [
  { name: "name", label: "Ad Soyad", autoComplete: "name", placeholder: "Adınız ve soyadınız" },
  { name: "phone", label: "Telefon", type: "tel", autoComplete: "tel", placeholder: "05xx xxx xx xx" },
  { name: "email", label: "E-posta", type: "email", autoComplete: "email", placeholder: "ornek@firma.com" },
  { name: "subject", label: "Konu", optional: true, placeholder: "Örneğin: Web sitesi teklifi" },
  { name: "message", label: "Mesaj", multiline: true, placeholder: "Projenizden, hedeflerinizden ve bütçenizden kısaca bahsedin." },
];

interface ContactFormProps {
  /** Result of a no-JavaScript submission, rendered by the server on /iletisim. */
  serverResult?: ContactActionResult;
  className?: string;
}

export function ContactForm({ serverResult, className }: ContactFormProps) {
  const fetcher = useFetcher<ContactActionResult>({ key: "contact-form" });
  const formRef = useRef<HTMLFormElement>(null);
  const idPrefix = useId();
  const result = fetcher.data ?? serverResult;
  const [errors, setErrors] = useState<ContactErrors>(result?.status === "invalid" ? result.errors : {});
  const [handledResult, setHandledResult] = useState(result);
  const submitting = fetcher.state !== "idle";

  // A new answer from the server replaces the shown errors (adjusting state while rendering).
  if (result !== handledResult) {
    setHandledResult(result);
    setErrors(result?.status === "invalid" ? result.errors : {});
  }

  useEffect(() => {
    if (!fetcher.data) return;
    if (fetcher.data.status === "sent") {
      toast.success(CONTACT_TEXT.successToast);
      formRef.current?.reset();
    } else if (fetcher.data.status === "invalid") {
      toast.error(CONTACT_TEXT.validationToast);
    } else {
      toast.error(fetcher.data.message);
    }
  }, [fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const validation = validateContact(Object.fromEntries(CONTACT_FIELDS.map((field) => [field, form.get(field)])));
    if (!validation.ok) {
      event.preventDefault();
      setErrors(validation.errors);
      toast.error(CONTACT_TEXT.validationToast);
      const firstInvalid = CONTACT_FIELDS.find((field) => validation.errors[field]);
      if (firstInvalid) formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
    }
  }

  function clearError(field: ContactField) {
    if (errors[field]) setErrors(({ [field]: _cleared, ...rest }) => rest);
  }

  const keptValues = result && result.status !== "sent" ? result.values : undefined;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={CONTACT_ACTION_PATH}
      noValidate
      onSubmit={onSubmit}
      className={cn("space-y-5", className)}
      aria-label="İletişim formu"
    >
      {serverResult?.status === "sent" && !fetcher.data ? (
        <p role="status" className="rounded-lg bg-green-50 p-4 font-medium text-green-900 ring-1 ring-green-200">
          {CONTACT_TEXT.successToast}
        </p>
      ) : null}
      {serverResult?.status === "failed" && !fetcher.data ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-900 ring-1 ring-red-200">
          {serverResult.message}
        </p>
      ) : null}
      {serverResult?.status === "invalid" && !fetcher.data ? (
        <p role="alert" className="rounded-lg bg-red-50 p-4 font-medium text-red-900 ring-1 ring-red-200">
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
            onChange: () => clearError(field.name),
          };
          return (
            <div key={field.name} className={cn("space-y-1.5", field.multiline || field.name === "subject" ? "sm:col-span-2" : "")}>
              <Label htmlFor={id}>
                {field.label}
                {field.optional ? <span className="font-normal text-slate-600"> (isteğe bağlı)</span> : <span aria-hidden="true"> *</span>}
              </Label>
              {field.multiline ? (
                <Textarea {...common} rows={5} />
              ) : (
                <Input {...common} type={field.type ?? "text"} autoComplete={field.autoComplete} required={!field.optional} />
              )}
              {error ? (
                <p id={errorId} className="text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${idPrefix}-${HONEYPOT_FIELD}`}>Web siteniz (boş bırakın)</label>
        <input id={`${idPrefix}-${HONEYPOT_FIELD}`} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-700">
          Bilgileriniz yalnızca size dönüş yapmak için kullanılır. Ayrıntılar için{" "}
          <Link to="/kvkk" className="font-medium text-brand-800 underline">
            KVKK Aydınlatma Metni
          </Link>
          .
        </p>
        <Button type="submit" size="lg" disabled={submitting} className="shrink-0">
          <Send aria-hidden="true" />
          {submitting ? "Gönderiliyor..." : "Mesaj Gönder"}
        </Button>
      </div>
    </fetcher.Form>
  );
}
