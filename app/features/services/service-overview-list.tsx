import { ArrowRight, Check, TrendingUp } from "lucide-react";
import { Link } from "react-router";
import { ContentIcon } from "~/shared/icons/content-icon";
import { buttonVariants } from "~/shared/ui/button";
import type { ServiceSummary } from "~/features/services/services.content";
import { SERVICE_OVERVIEW_TEXT } from "./content";

/** The services overview: one row per service with its summary, audience, a figure and a link. */
export function ServiceOverviewList({ services }: { services: readonly ServiceSummary[] }) {
  return (
    <ul className="space-y-6">
      {services.map((service) => (
        <li
          key={service.link}
          className="grid gap-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:grid-cols-[auto_1fr_16rem] lg:gap-8"
        >
          <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-700 text-white">
            <ContentIcon name={service.icon} className="size-7" />
          </span>
          <div>
            <h3 className="text-xl font-semibold text-slate-950">{service.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-700">{service.summary}</p>
            <p className="mt-3 text-slate-800">
              <span className="font-semibold">{SERVICE_OVERVIEW_TEXT.audienceLabel}</span>
              {service.idealFor}
            </p>
            <ul className="mt-4 grid gap-2 text-sm text-slate-800 sm:grid-cols-2">
              {service.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span>{feature}</span>
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-col gap-4 lg:items-stretch lg:justify-between">
            <p className="flex gap-2 rounded-xl bg-brand-50 p-4 text-sm font-semibold text-brand-900">
              <TrendingUp aria-hidden="true" className="size-5 shrink-0" />
              {service.highlight}
            </p>
            <Link
              to={service.link}
              prefetch="intent"
              aria-label={SERVICE_OVERVIEW_TEXT.detailsLinkLabel(service.title)}
              className={buttonVariants({ size: "lg" })}
            >
              {SERVICE_OVERVIEW_TEXT.detailsLink}
              <ArrowRight aria-hidden="true" />
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
