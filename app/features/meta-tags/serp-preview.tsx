import { Monitor, Smartphone } from "lucide-react";
import { useId, useState } from "react";
import { META_TEXT } from "~/features/meta-tags/content";
import { cn } from "~/shared/cn";
import { SERP_LIMITS, truncateForSerp, type TextMeasurer } from "~/capabilities/text-metrics/pixel-width";
import { parseWebsiteUrl } from "~/capabilities/url/website-url";

type Device = "desktop" | "mobile";

interface SerpUrlParts {
  siteName: string;
  /** "https://www.siteniz.com › hizmetler › web-tasarim", as Google prints it. */
  breadcrumb: string;
  initial: string;
}

/** Site name and breadcrumb line of a result, from the address the visitor typed (or a neutral stand-in). */
export function serpUrlParts(pageUrl: string): SerpUrlParts {
  const parsed = pageUrl.trim() === "" ? null : parseWebsiteUrl(pageUrl);
  if (!parsed?.ok) {
    return {
      siteName: META_TEXT.previewSiteFallback,
      breadcrumb: META_TEXT.previewBreadcrumbFallback,
      initial: META_TEXT.previewSiteFallback.charAt(0),
    };
  }
  const { url } = parsed;
  const host = url.hostname.replace(/^www\./, "");
  const label = host.split(".")[0] ?? host;
  const segments = url.pathname
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    });
  const siteName = label.charAt(0).toLocaleUpperCase("tr") + label.slice(1);
  return {
    siteName,
    breadcrumb: [`${url.protocol}//${url.host}`, ...segments].join(" › "),
    initial: siteName.charAt(0) || "S",
  };
}

interface SerpPreviewProps {
  title: string;
  description: string;
  pageUrl: string;
  measurer?: TextMeasurer;
}

/**
 * A Google result as it would look, cut where Google would cut it: by rendered width (20px Arial
 * titles, 14px descriptions), on desktop or mobile. Rendered in Arial like the measurement.
 */
export function SerpPreview({ title, description, pageUrl, measurer }: SerpPreviewProps) {
  const [device, setDevice] = useState<Device>("desktop");
  const groupId = useId();
  const limits = SERP_LIMITS[device];
  const shownTitle = truncateForSerp(title.trim() === "" ? META_TEXT.previewTitleFallback : title, { ...limits.title, measurer });
  const shownDescription = truncateForSerp(description.trim() === "" ? META_TEXT.previewDescriptionFallback : description, {
    ...limits.description,
    measurer,
  });
  const url = serpUrlParts(pageUrl);
  const truncated = (title.trim() !== "" && shownTitle.truncated) || (description.trim() !== "" && shownDescription.truncated);

  return (
    <div>
      <div role="group" aria-labelledby={groupId} className="flex flex-wrap items-center gap-3">
        <span id={groupId} className="text-sm font-medium text-slate-800">
          {META_TEXT.previewDevice}:
        </span>
        <div className="inline-flex rounded-lg bg-slate-100 p-1">
          {(["desktop", "mobile"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={device === option}
              onClick={() => setDevice(option)}
              className={cn(
                "inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold transition-colors [&_svg]:size-4",
                device === option ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:text-slate-950",
              )}
            >
              {option === "desktop" ? <Monitor aria-hidden="true" /> : <Smartphone aria-hidden="true" />}
              {option === "desktop" ? META_TEXT.desktop : META_TEXT.mobile}
            </button>
          ))}
        </div>
      </div>

      {/* Scrolls sideways on narrow screens (the desktop result keeps its real width): keyboard users can focus it. */}
      <div
        role="region"
        aria-label={device === "desktop" ? META_TEXT.desktopPreviewLabel : META_TEXT.mobilePreviewLabel}
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-xl bg-slate-100 p-3 focus-visible:ring-2 focus-visible:ring-brand-600 sm:p-4"
      >
        <div
          data-testid="serp-preview"
          data-device={device}
          className={cn(
            "rounded-lg bg-white p-4 font-[Arial,Helvetica,sans-serif] shadow-sm",
            device === "desktop" ? "w-[632px]" : "w-full max-w-[360px]",
          )}
        >
          <div className="flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-xs font-bold text-slate-700 ring-1 ring-slate-200"
            >
              {url.initial}
            </span>
            <span className="min-w-0">
              <span className="block truncate text-sm text-[#202124]">{url.siteName}</span>
              <span className="block truncate text-xs text-[#4d5156]">{url.breadcrumb}</span>
            </span>
          </div>
          <p
            className={cn(
              "mt-2 text-[20px] leading-[1.3] text-[#1a0dab]",
              device === "desktop" ? "whitespace-nowrap" : "",
              title.trim() === "" && "italic",
            )}
            data-testid="serp-title"
          >
            {shownTitle.text}
          </p>
          <p
            className={cn("mt-1 text-sm leading-[1.58] text-[#4d5156]", description.trim() === "" && "italic")}
            data-testid="serp-description"
          >
            {shownDescription.text}
          </p>
        </div>
      </div>
      {truncated ? <p className="mt-2 text-sm text-orange-800">{META_TEXT.truncatedNote}</p> : null}
    </div>
  );
}
