import type { ComponentProps } from "react";
import { cn } from "~/shared/cn";

export const fieldClasses =
  "w-full rounded-lg border border-input bg-background px-3 text-base text-foreground placeholder:text-placeholder focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:bg-muted aria-invalid:border-destructive aria-invalid:ring-destructive/20";

export function Input({ className, type = "text", ...props }: ComponentProps<"input">) {
  return <input type={type} className={cn(fieldClasses, "h-11", className)} {...props} />;
}
