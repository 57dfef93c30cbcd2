import { Ban, CircleCheck, CircleHelp, Download, TriangleAlert } from "lucide-react";
import type { ReactNode, Ref } from "react";
import { downloadFile } from "~/shared/browser/download";
import { toast } from "~/shared/browser/toast";
import { CSV_MIME } from "~/shared/csv";
import { Badge } from "~/shared/ui/badge";
import { Button } from "~/shared/ui/button";
import { cn } from "~/shared/cn";
import type { AiCrawlerGroup } from "~/capabilities/ai-crawlers/crawlers";
import { LIVE_ACCESS_CSV, LIVE_ACCESS_TEXT as T } from "./live-access.content";
import { liveAccessToCsv } from "./live-access-csv";
import type { BotAccess, BotAccessStatus, LiveAiAccessResult, LlmsTxtKind, TextCoverageKind } from "./live-types";

const GROUPS: readonly AiCrawlerGroup[] = ["training", "search", "user"];

const STATUS_STYLE: Record<BotAccessStatus, { variant: "success" | "warning" | "danger" | "neutral"; icon: ReactNode }> = {
  allowed: { variant: "success", icon: <CircleCheck aria-hidden="true" className="size-3.5" /> },
  restricted: { variant: "warning", icon: <TriangleAlert aria-hidden="true" className="size-3.5" /> },
  blocked: { variant: "danger", icon: <Ban aria-hidden="true" className="size-3.5" /> },
  unknown: { variant: "neutral", icon: <CircleHelp aria-hidden="true" className="size-3.5" /> },
};

function StatusBadge({ status }: { status: BotAccessStatus }) {
  const style = STATUS_STYLE[status];
  return (
    <Badge variant={style.variant} className="gap-1">
      {style.icon}
      {T.status[status]}
    </Badge>
  );
}

function httpText(bot: BotAccess): string {
  if (bot.http === null) return T.noRequest;
  return bot.http.status === null ? T.noAnswer : String(bot.http.status);
}

/** One purpose group's bots: a table with the verdict in words and every finding. */
function GroupTable({ group, bots }: { group: AiCrawlerGroup; bots: readonly BotAccess[] }) {
  if (bots.length === 0) return null;
  const title = T.groups[group];
  return (
    <section className="space-y-2" data-group={group}>
      <h4 className="font-semibold text-slate-900">{title}</h4>
      <div className="overflow-x-auto">
        {/* Fixed columns, so the three groups' tables line up. */}
        <table className="w-full min-w-[40rem] table-fixed text-left text-sm">
          <caption className="sr-only">{T.groupCaption(title)}</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="w-1/5 py-2 pr-3 font-semibold">
                {T.botColumn}
              </th>
              <th scope="col" className="w-1/4 py-2 pr-3 font-semibold">
                {T.verdictColumn}
              </th>
              <th scope="col" className="w-24 py-2 pr-3 font-semibold">
                {T.httpColumn}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {T.detailColumn}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {bots.map((bot) => (
              <tr key={bot.token} data-bot={bot.token} data-status={bot.status} className="align-top">
                <th scope="row" className="py-2.5 pr-3 font-normal">
                  <span className="block font-semibold text-slate-900">{bot.token}</span>
                  <span className="block text-xs text-slate-700">
                    {bot.vendor} · {bot.purpose}
                  </span>
                </th>
                <td className="py-2.5 pr-3">
                  <StatusBadge status={bot.status} />
                  {/* "Erişebilir" under an "Erişebilir" badge would say the same thing twice. */}
                  {bot.verdict === T.status[bot.status] ? null : (
                    <span className="mt-1.5 block text-slate-900" data-testid="bot-verdict">
                      {bot.verdict}
                    </span>
                  )}
                </td>
                <td className="py-2.5 pr-3 font-mono text-slate-900">{httpText(bot)}</td>
                <td className="py-2.5">
                  <ul className="list-disc space-y-1 pl-4 text-xs text-slate-700">
                    {bot.details.map((detail, index) => (
                      <li key={index} className="[overflow-wrap:anywhere]">
                        {detail}
                      </li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The bots' tables, grouped by purpose, in the order of AI_CRAWLERS. */
export function BotTables({ bots }: { bots: readonly BotAccess[] }) {
  return (
    <div className="space-y-6">
      {GROUPS.map((group) => (
        <GroupTable key={group} group={group} bots={bots.filter((bot) => bot.group === group)} />
      ))}
    </div>
  );
}

const COVERAGE_TONE: Record<TextCoverageKind, string> = {
  ok: "border-green-200 bg-green-50 text-green-950",
  thin: "border-amber-200 bg-amber-50 text-amber-950",
  "empty-shell": "border-red-200 bg-red-50 text-red-950",
  unavailable: "border-slate-200 bg-slate-50 text-slate-900",
};

const LLMS_TONE: Record<LlmsTxtKind, string> = {
  valid: "border-green-200 bg-green-50 text-green-950",
  invalid: "border-red-200 bg-red-50 text-red-950",
  absent: "border-slate-200 bg-slate-50 text-slate-900",
  unknown: "border-slate-200 bg-slate-50 text-slate-900",
};

function Finding({ title, tone, verdict, details, testId }: { title: string; tone: string; verdict: string; details: readonly string[]; testId: string }) {
  return (
    <section className={cn("space-y-1.5 rounded-xl border p-4", tone)} data-testid={testId}>
      <h4 className="font-semibold">{title}</h4>
      <p className="font-medium">{verdict}</p>
      {details.map((detail, index) => (
        <p key={index} className="text-sm [overflow-wrap:anywhere]">
          {detail}
        </p>
      ))}
    </section>
  );
}

interface LiveAccessReportProps {
  result: LiveAiAccessResult;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The finished check: summary, robots.txt and its content signals, text coverage, llms.txt, the bots, the CSV. */
export function LiveAccessReport({ result, headingRef }: LiveAccessReportProps) {
  const count = (status: BotAccessStatus): number => result.bots.filter((bot) => bot.status === status).length;
  function onDownload() {
    downloadFile(LIVE_ACCESS_CSV.fileName, liveAccessToCsv(result), CSV_MIME);
    toast.success(T.csvDownloaded);
  }
  return (
    <div className="space-y-5" data-testid="live-access-result">
      <div className="space-y-1">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-950 focus:outline-none">
          {T.resultTitle}
        </h3>
        <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">
          {T.checkedUrl}
          <span className="font-mono text-slate-900">{result.url}</span>
        </p>
        {result.refused === null ? <p className="text-sm font-medium text-slate-900">{T.summary(count("allowed"), count("restricted"), count("blocked"))}</p> : null}
      </div>

      {result.refused !== null ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-900">
          {T.refused(result.refused)}
        </p>
      ) : null}
      {result.stopped !== null ? <p className="text-sm font-medium text-amber-900">{T.stopped(result.stopped)}</p> : null}

      {result.refused === null ? (
        <>
          <div className="grid gap-4 lg:grid-cols-2">
            <Finding title={T.coverageTitle} tone={COVERAGE_TONE[result.coverage.kind]} verdict={result.coverage.verdict} details={[result.coverage.detail]} testId="live-coverage" />
            <Finding title={T.llmsTitle} tone={LLMS_TONE[result.llmsTxt.kind]} verdict={result.llmsTxt.verdict} details={result.llmsTxt.details} testId="live-llms" />
          </div>

          <section className="space-y-1.5 text-sm text-slate-800" data-testid="live-robots">
            <h4 className="font-semibold text-slate-900">{T.signalsTitle}</h4>
            <p className="[overflow-wrap:anywhere]">{result.robotsTxt.note}</p>
            {result.contentSignals.length === 0 ? (
              <p>{T.noSignals}</p>
            ) : (
              <ul className="list-disc space-y-1 pl-5">
                {result.contentSignals.map((line) => (
                  <li key={line.line} className="[overflow-wrap:anywhere]">
                    {T.signalLine(line.line, line.value, line.userAgents === null ? T.signalAllAgents : line.userAgents.join(", "))}
                    {line.unknown.length > 0 ? T.signalUnknown(line.unknown.join(", ")) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>

          <BotTables bots={result.bots} />
          <Button type="button" variant="secondary" onClick={onDownload}>
            <Download aria-hidden="true" />
            {T.csvDownload}
          </Button>
        </>
      ) : null}
    </div>
  );
}
