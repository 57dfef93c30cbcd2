import { Send } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { useFetcher } from "react-router";
import { toast } from "~/lib/browser/toast";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { site } from "~/content/site";
import { cn } from "~/lib/cn";
import { isValidNewsletterEmail, NEWSLETTER_ACTION_PATH, NEWSLETTER_TEXT, type NewsletterResult } from "~/lib/newsletter";

interface NewsletterFormProps {
  /** Result of a no-JavaScript submission, rendered by the server on /bulten. */
  serverResult?: NewsletterResult;
  tone?: "dark" | "light";
}

/** E-mail box of the footer (and of /bulten): stored once per address, works without JavaScript. */
export function NewsletterForm({ serverResult, tone = "dark" }: NewsletterFormProps) {
  const fetcher = useFetcher<NewsletterResult>({ key: "newsletter" });
  const formRef = useRef<HTMLFormElement>(null);
  const emailId = useId();
  const hintId = useId();
  const errorId = useId();
  const result = fetcher.data ?? serverResult;
  const [error, setError] = useState<string | undefined>(result?.status === "invalid" ? result.message : undefined);
  const [handledResult, setHandledResult] = useState(result);
  const submitting = fetcher.state !== "idle";

  if (result !== handledResult) {
    setHandledResult(result);
    setError(result?.status === "invalid" ? result.message : undefined);
  }

  useEffect(() => {
    const data = fetcher.data;
    if (!data) return;
    if (data.status === "subscribed" || data.status === "already") {
      toast.success(data.message);
      formRef.current?.reset();
    } else {
      toast.error(data.message);
    }
  }, [fetcher.data]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const email = new FormData(event.currentTarget).get("email");
    if (typeof email !== "string" || !isValidNewsletterEmail(email)) {
      event.preventDefault();
      setError(NEWSLETTER_TEXT.invalidEmail);
      toast.error(NEWSLETTER_TEXT.invalidEmail);
    }
  }

  const dark = tone === "dark";
  return (
    <div className="grid gap-4 md:grid-cols-2 md:items-center">
      <div>
        <h2 className={cn("text-lg font-semibold", dark ? "text-white" : "text-slate-950")}>E-bültenimize abone olun</h2>
        <p id={hintId} className="text-sm">
          SEO, reklam ve sosyal medya üzerine uygulanabilir ipuçları. {site.newsletterPromise}
        </p>
      </div>
      <fetcher.Form
        ref={formRef}
        method="post"
        action={NEWSLETTER_ACTION_PATH}
        noValidate
        onSubmit={onSubmit}
        className="flex flex-col gap-2 sm:flex-row sm:items-start"
      >
        <div className="flex-1">
          <label htmlFor={emailId} className={cn("mb-1 block text-sm font-medium", dark ? "text-white" : "text-slate-900")}>
            E-posta adresiniz
          </label>
          <Input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder="ornek@firma.com"
            defaultValue={result && "email" in result ? result.email : ""}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            onChange={() => setError(undefined)}
          />
          {error ? (
            <p id={errorId} className={cn("mt-1 text-sm font-medium", dark ? "text-red-300" : "text-red-700")}>
              {error}
            </p>
          ) : null}
          {serverResult && !fetcher.data && serverResult.status !== "invalid" ? (
            <p role="status" className={cn("mt-2 text-sm font-medium", dark ? "text-white" : "text-slate-900")}>
              {serverResult.message}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant={dark ? "inverse" : "default"} disabled={submitting} className="sm:mt-6">
          <Send aria-hidden="true" />
          {submitting ? "Kaydediliyor..." : "Abone Ol"}
        </Button>
      </fetcher.Form>
    </div>
  );
}
