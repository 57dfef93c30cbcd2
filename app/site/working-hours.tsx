import { Clock } from "lucide-react";
import { site } from "~/site/site.content";
import { cn } from "~/shared/cn";
import { CONTACT_CHANNEL_TEXT } from "~/site/contact.content";

export function WorkingHours({ compact = false, className }: { compact?: boolean; className?: string }) {
  return (
    <div className={cn("flex gap-2", className)}>
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>
        {compact ? null : <p className="font-semibold">{CONTACT_CHANNEL_TEXT.workingHoursTitle}</p>}
        <ul>
          {site.openingHours.map((row) => (
            <li key={row.label}>
              {row.label}: {row.opens}-{row.closes}
            </li>
          ))}
          <li>{site.closedLabel}</li>
        </ul>
      </div>
    </div>
  );
}
