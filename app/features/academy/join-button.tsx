import { CreditCard } from "lucide-react";
import type { VariantProps } from "class-variance-authority";
import { buttonVariants } from "~/shared/ui/button";
import { site } from "~/site/site.content";
import { cn } from "~/shared/cn";
import { ACADEMY_PAGE } from "./content";

interface JoinButtonProps extends VariantProps<typeof buttonVariants> {
  label?: string;
  className?: string;
}

/** Every join button opens the external card-payment page in a new tab (docs/requirements.md R2.8). */
export function JoinButton({ label = ACADEMY_PAGE.join.label, variant, size = "lg", className }: JoinButtonProps) {
  return (
    <a
      href={site.academyPaymentUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="academy-join"
      className={cn(buttonVariants({ variant, size }), className)}
    >
      <CreditCard aria-hidden="true" />
      {label}
      <span className="sr-only">{ACADEMY_PAGE.join.newTab}</span>
    </a>
  );
}
