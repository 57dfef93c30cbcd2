import * as AccordionPrimitive from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/** Single-open, collapsible by default: one answer visible at a time (SPEC section 4). */
export function Accordion(props: Omit<AccordionPrimitive.AccordionSingleProps, "type">) {
  return <AccordionPrimitive.Root type="single" collapsible {...props} />;
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return <AccordionPrimitive.Item className={cn("border-b border-slate-200", className)} {...props} />;
}

export function AccordionTrigger({
  className,
  children,
  headingLevel: HeadingTag = "h3",
  ...props
}: ComponentProps<typeof AccordionPrimitive.Trigger> & { headingLevel?: "h2" | "h3" | "h4" }) {
  return (
    <AccordionPrimitive.Header asChild>
      <HeadingTag className="flex">
        <AccordionPrimitive.Trigger
          className={cn(
            "flex flex-1 items-center justify-between gap-4 py-4 text-left text-base font-semibold text-slate-900 hover:text-brand-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 [&[data-state=open]>svg]:rotate-180",
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-slate-600 transition-transform" />
        </AccordionPrimitive.Trigger>
      </HeadingTag>
    </AccordionPrimitive.Header>
  );
}

/**
 * forceMount keeps every answer in the server HTML (crawlers must read them); closed panels are
 * hidden with the `hidden` attribute Radix sets.
 */
export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content forceMount className="pb-4 text-slate-700 data-[state=closed]:hidden" {...props}>
      <div className={className}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
