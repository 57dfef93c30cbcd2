import type { ReactNode } from "react";

interface ActionBandProps {
  /** The heading gets `${id}-baslik`. */
  id: string;
  title: string;
  text: string;
  /** "brand": a centred closing band on the brand colour; "muted": a light strip, text beside the buttons. */
  tone?: "brand" | "muted";
  /** The band's buttons. */
  children: ReactNode;
}

/** A heading, one sentence or two, and the buttons that act on them. */
export function ActionBand({ id, title, text, tone = "brand", children }: ActionBandProps) {
  const headingId = `${id}-baslik`;
  if (tone === "muted") {
    return (
      <section aria-labelledby={headingId} className="bg-slate-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-950">
              {title}
            </h2>
            <p className="mt-2 text-slate-700">{text}</p>
          </div>
          {children}
        </div>
      </section>
    );
  }
  return (
    <section aria-labelledby={headingId} className="bg-brand-900">
      <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:px-6">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-white sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
      </div>
    </section>
  );
}
