import { Send } from "lucide-react";
import { useId } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { site } from "~/content/site";

/** Footer newsletter box. Storing subscriptions arrives with the leads work (issue "Leads"). */
export function NewsletterForm() {
  const emailId = useId();
  const hintId = useId();
  return (
    <div className="grid gap-4 md:grid-cols-2 md:items-center">
      <div>
        <h2 className="text-lg font-semibold text-white">E-bültenimize abone olun</h2>
        <p id={hintId} className="text-sm">
          SEO, reklam ve sosyal medya üzerine uygulanabilir ipuçları. {site.newsletterPromise}
        </p>
      </div>
      <form className="flex flex-col gap-2 sm:flex-row sm:items-end" onSubmit={(event) => event.preventDefault()}>
        <div className="flex-1">
          <label htmlFor={emailId} className="mb-1 block text-sm font-medium text-white">
            E-posta adresiniz
          </label>
          <Input
            id={emailId}
            name="email"
            type="email"
            autoComplete="email"
            required
            placeholder="ornek@firma.com"
            aria-describedby={hintId}
          />
        </div>
        <Button type="submit" variant="inverse">
          <Send aria-hidden="true" />
          Abone Ol
        </Button>
      </form>
    </div>
  );
}
