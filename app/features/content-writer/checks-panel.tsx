import { CircleAlert, CircleCheck, CircleMinus } from "lucide-react";
import { formatNumber } from "~/shared/format";
import type { LengthCheck, ResultChecks } from "./checks";
import { CONTENT_WRITER_TEXT as T } from "./content";

function LengthRow({ label, check }: { label: string; check: LengthCheck }) {
  const status = check.empty ? T.empty : check.ok ? T.fits : T.tooLong;
  const Icon = check.empty ? CircleMinus : check.ok ? CircleCheck : CircleAlert;
  return (
    <div className="space-y-0.5">
      <dt className="font-semibold text-slate-900">{label}</dt>
      <dd className={check.empty ? "text-slate-600" : check.ok ? "text-green-800" : "text-orange-800"}>
        <span className="inline-flex items-center gap-1.5 font-medium">
          <Icon aria-hidden="true" className="size-4 shrink-0" />
          {status}
        </span>
        <span className="block text-slate-700 tabular-nums">{T.lengthLine(check.chars, check.charLimit, check.widthPx, check.maxWidthPx)}</span>
      </dd>
    </div>
  );
}

/** The checks beside a result: meta limits, readability and keyword use, each in words. */
export function ChecksPanel({ checks, headingId }: { checks: ResultChecks; headingId: string }) {
  const { readability, keyword } = checks;
  // Without a body (a brief) there is no introduction to look in.
  const keys = readability ? (["inTitle", "inDescription", "inH1", "inIntro"] as const) : (["inTitle", "inDescription", "inH1"] as const);
  const places = keys.map((key) => ({ key, label: T.keywordIn[key], ok: keyword[key] }));
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200" data-testid="content-checks">
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-950">
          {T.checksTitle}
        </h3>
        <p className="text-sm text-slate-700">{T.checksIntro}</p>
      </div>
      <dl className="space-y-3 text-sm">
        <LengthRow label={T.sections.title} check={checks.title} />
        <LengthRow label={T.sections.description} check={checks.description} />
        <div className="space-y-0.5">
          <dt className="font-semibold text-slate-900">{T.readability}</dt>
          <dd className="text-slate-800" data-testid="content-readability">
            {readability
              ? T.readabilityValue(
                  formatNumber(readability.readabilityScore, 1),
                  readability.band,
                  formatNumber(readability.wordCount),
                  formatNumber(readability.sentenceCount),
                )
              : T.readabilityNone}
          </dd>
        </div>
        <div className="space-y-1">
          <dt className="font-semibold text-slate-900">{T.keywordTitle}</dt>
          <dd>
            <ul className="space-y-0.5">
              {places.map((place) => (
                <li key={place.key} className={place.ok ? "text-green-800" : "text-orange-800"}>
                  {place.label}: {place.ok ? T.yes : T.no}
                </li>
              ))}
            </ul>
            {readability ? (
              <p className="mt-1 text-slate-800">{T.keywordCount(formatNumber(keyword.count), formatNumber(keyword.densityPercent, 1))}</p>
            ) : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
