import { Check, Clock } from "lucide-react";
import type { ProcessStep } from "~/shared/content-types";
import { PROCESS_STEPS_TEXT } from "~/shared/sections.content";

/** Numbered process: each step with its duration, description and details. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {steps.map((step) => (
        <li key={step.step} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center justify-between gap-3">
            <span aria-hidden="true" className="inline-flex size-10 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
              {step.step}
            </span>
            <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900" data-testid="step-duration">
              <Clock aria-hidden="true" className="size-4" />
              <span className="sr-only">{PROCESS_STEPS_TEXT.durationLabel}</span>
              {step.duration}
            </p>
          </div>
          <h3 className="mt-4 text-lg font-semibold text-slate-950">{step.title}</h3>
          <p className="mt-2 leading-relaxed text-slate-700">{step.description}</p>
          <ul className="mt-4 space-y-2 text-sm text-slate-800">
            {step.details.map((detail) => (
              <li key={detail} className="flex gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                <span>{detail}</span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
