import { Card } from "~/shared/ui/card";
import { UTM_TEXT } from "~/features/utm-builder/content";
import { UTM_PARAMETER_HELP, UTM_USAGE_STEPS } from "~/features/utm-builder/messages.content";

/** Help box on the five parameters and the six-step usage list (docs/requirements.md R2.7). */
export function UtmHelp() {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-semibold text-slate-950">{UTM_TEXT.helpTitle}</h2>
        <dl className="mt-4 space-y-4">
          {UTM_PARAMETER_HELP.map((item) => (
            <div key={item.param} className="border-l-4 border-brand-200 pl-3">
              <dt className="font-semibold text-slate-900">
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm text-brand-900">{item.param}</code>{" "}
                {item.label}
                <span className="text-sm font-normal text-slate-600">
                  {" "}
                  ({item.required ? UTM_TEXT.helpRequired : UTM_TEXT.optional})
                </span>
              </dt>
              <dd className="mt-1 text-sm leading-relaxed text-slate-700">
                {item.description}{" "}
                <span className="text-slate-600">
                  {UTM_TEXT.helpExamples}: {item.examples.join(", ")}
                </span>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <Card className="p-5 sm:p-6">
        <h2 className="text-xl font-semibold text-slate-950">{UTM_TEXT.usageTitle}</h2>
        <ol className="mt-4 space-y-4">
          {UTM_USAGE_STEPS.map((step) => (
            <li key={step.step} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900"
              >
                {step.step}
              </span>
              <div>
                <p className="font-semibold text-slate-900">{step.title}</p>
                <p className="text-sm leading-relaxed text-slate-700">{step.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
