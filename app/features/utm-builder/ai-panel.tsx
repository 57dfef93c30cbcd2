import { Bot, ListChecks } from "lucide-react";
import { useId } from "react";
import { Badge } from "~/shared/ui/badge";
import { UTM_TEXT } from "~/features/utm-builder/content";
import { cn } from "~/shared/cn";
import { UTM_RULE_BASED_LABEL } from "~/features/utm-builder/messages.content";

export interface AiAnswer {
  content: string;
  mode: "ai" | "rule-based";
}

/** The rule-based text starts with its label; the panel shows it as a badge instead of twice. */
function bodyOf(answer: AiAnswer): string {
  if (answer.mode !== "rule-based" || !answer.content.startsWith(UTM_RULE_BASED_LABEL)) return answer.content;
  return answer.content.slice(UTM_RULE_BASED_LABEL.length).replace(/^\s*\n/, "").trimStart();
}

interface AiPanelProps {
  title: string;
  empty: string;
  answer: AiAnswer | null;
  busy: boolean;
  testId: string;
}

/** Text panel of one AI action; a polite live region, so the answer is read out when it arrives. */
export function AiPanel({ title, empty, answer, busy, testId }: AiPanelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
      <h3 id={headingId} className="text-base font-semibold text-slate-950">
        {title}
      </h3>
      <div aria-live="polite" aria-busy={busy} data-testid={testId} className="mt-2">
        {answer ? (
          <>
            <Badge
              variant={answer.mode === "rule-based" ? "warning" : "default"}
              className="gap-1.5 whitespace-normal text-left"
            >
              {answer.mode === "rule-based" ? (
                <ListChecks aria-hidden="true" className="size-3.5 shrink-0" />
              ) : (
                <Bot aria-hidden="true" className="size-3.5 shrink-0" />
              )}
              {answer.mode === "rule-based" ? UTM_RULE_BASED_LABEL : UTM_TEXT.aiModeLabel}
            </Badge>
            <p className={cn("mt-3 text-sm leading-relaxed whitespace-pre-wrap text-slate-800", busy && "opacity-60")}>
              {bodyOf(answer)}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-600">{empty}</p>
        )}
      </div>
    </section>
  );
}
