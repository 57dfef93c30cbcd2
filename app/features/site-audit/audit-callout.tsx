import { ScanSearch } from "lucide-react";
import { SectionShell } from "~/site/sections/section-shell";
import { Button } from "~/shared/ui/button";
import { Input } from "~/shared/ui/input";
import { Label } from "~/shared/ui/label";
import { AUDIT_CALLOUT_TEXT, AUDIT_FORM_TEXT } from "./content";
import { AUDIT_PAGE_PATH, REAUDIT_PARAMS } from "./limits";

/**
 * The audit's call to action on other pages: one address field whose form opens /seo-analizi
 * with the address in its query, where the audit starts. A plain GET form: it works before (and
 * without) any JavaScript on the page it sits on.
 */
export function AuditCallout({ id, tone = "brand" }: { id: string; tone?: "brand" | "muted" | "white" }) {
  const inputId = `${id}-adres`;
  return (
    <SectionShell id={id} title={AUDIT_CALLOUT_TEXT.title} intro={AUDIT_CALLOUT_TEXT.text} tone={tone} width="narrow">
      <form method="get" action={AUDIT_PAGE_PATH} className="mt-8 space-y-1.5">
        <Label htmlFor={inputId} className="block">
          {AUDIT_CALLOUT_TEXT.urlLabel}
        </Label>
        <div className="flex flex-wrap gap-3">
          <Input
            id={inputId}
            name={REAUDIT_PARAMS.site}
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            required
            placeholder={AUDIT_FORM_TEXT.urlPlaceholder}
            className="min-w-0 flex-1 basis-64 bg-white"
          />
          <Button type="submit">
            <ScanSearch aria-hidden="true" />
            {AUDIT_CALLOUT_TEXT.button}
          </Button>
        </div>
      </form>
    </SectionShell>
  );
}
