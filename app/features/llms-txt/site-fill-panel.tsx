import { lazy, Suspense, useId, useState, type FormEvent } from "react";
import { FieldError, ToolPanel } from "~/shared/tool-ui/form-parts";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { SITE_FILL_TEXT } from "~/features/llms-txt/site-fill.content";
import { usePrefillAddress } from "~/shared/browser/use-prefill-address";
import type { FillTarget, FillRequest } from "./site-fill-runner";

/**
 * The crawl, its progress bar and the report are loaded on the first "Siteden doldur": most
 * visitors type their file by hand, and the llms.txt pages keep their JavaScript budget.
 */
const SiteFillRunner = lazy(() => import("./site-fill-runner"));

/**
 * "Siteden doldur" on both llms.txt screens: the site's address, then the crawl fills the form.
 * `prefill`: the screen an audit report links to, which starts with the link's address.
 */
export function SiteFillPanel({ target, prefill = false }: { target: FillTarget; prefill?: boolean }) {
  const id = useId();
  const [url, setUrl] = useState("");
  const [request, setRequest] = useState<FillRequest | null>(null);
  const [empty, setEmpty] = useState(false);

  const start = (address: string) => {
    const typed = address.trim();
    setEmpty(typed === "");
    if (typed === "") return;
    setRequest((current) => ({ url: typed, id: (current?.id ?? 0) + 1 }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    start(url);
  };

  usePrefillAddress(
    prefill
      ? (address) => {
          setUrl(address);
          start(address);
        }
      : null,
  );

  return (
    <ToolPanel id={`${id}-baslik`} title={SITE_FILL_TEXT.title} description={SITE_FILL_TEXT.description}>
      <form noValidate onSubmit={submit} className="space-y-3">
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-adres`}>{SITE_FILL_TEXT.urlLabel}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={`${id}-adres`}
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder={SITE_FILL_TEXT.urlPlaceholder}
              aria-invalid={empty || undefined}
              aria-describedby={empty ? `${id}-adres-hata` : undefined}
              value={url}
              onChange={(event) => setUrl(event.target.value)}
            />
            <Button type="submit" className="shrink-0">
              {SITE_FILL_TEXT.submit}
            </Button>
          </div>
          {empty ? <FieldError id={`${id}-adres-hata`} message={SITE_FILL_TEXT.emptyUrl} /> : null}
        </div>
      </form>
      {request === null ? null : (
        <Suspense fallback={<p className="text-sm text-slate-700">{SITE_FILL_TEXT.loading}</p>}>
          <SiteFillRunner request={request} target={target} />
        </Suspense>
      )}
    </ToolPanel>
  );
}
