import type { ReactNode } from "react";
import type { Stat } from "~/shared/content-types";
import { SectionShell } from "./section-shell";
import { FigureGrid } from "./figure-grid";

interface StatsBandProps {
  id: string;
  title: string;
  intro?: string;
  stats: readonly Stat[];
  note?: string;
  /** A strip of figures under the hero: the heading stays for screen readers only. */
  hideTitle?: boolean;
  tone?: "white" | "muted" | "brand";
  action?: ReactNode;
}

/** Figures from app/site/stats.content.ts in a section of their own. */
export function StatsBand({ id, title, intro, stats, note, hideTitle = false, tone = "brand", action }: StatsBandProps) {
  return (
    <SectionShell id={id} title={title} intro={intro} hideTitle={hideTitle} tone={tone}>
      <FigureGrid stats={stats} />
      {note ? <p className="mt-4 text-sm text-slate-700">{note}</p> : null}
      {action ? <div className="mt-10 flex justify-center">{action}</div> : null}
    </SectionShell>
  );
}
