import type { ReactNode } from "react";
import { cn } from "~/shared/cn";

const TONES = {
  white: "bg-white",
  muted: "bg-slate-50",
  brand: "bg-brand-50",
} as const;

interface SectionShellProps {
  /** Anchor of the section; its heading gets `${id}-baslik`. */
  id: string;
  title: string;
  intro?: string;
  tone?: keyof typeof TONES;
  width?: "default" | "narrow";
  /** Keeps the heading for screen readers and the outline, hides it visually. */
  hideTitle?: boolean;
  children: ReactNode;
}

/** A page section: an H2 (named by aria-labelledby), an optional lead paragraph, then content. */
export function SectionShell({ id, title, intro, tone = "white", width = "default", hideTitle = false, children }: SectionShellProps) {
  const headingId = `${id}-baslik`;
  return (
    <section id={id} aria-labelledby={headingId} className={TONES[tone]}>
      <div className={cn("mx-auto px-4 sm:px-6", hideTitle ? "py-10" : "py-14 md:py-20", width === "narrow" ? "max-w-4xl" : "max-w-7xl")}>
        <div className={cn("max-w-3xl", hideTitle && "sr-only")}>
          <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-950 sm:text-3xl">
            {title}
          </h2>
          {intro ? <p className="mt-4 text-lg leading-relaxed text-slate-700">{intro}</p> : null}
        </div>
        <div className={hideTitle ? undefined : "mt-10"}>{children}</div>
      </div>
    </section>
  );
}
