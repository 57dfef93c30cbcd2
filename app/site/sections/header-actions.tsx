import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { QuoteButton } from "~/site/quote-button";
import { buttonVariants } from "~/shared/ui/button";

interface HeaderActionsProps {
  /** WhatsApp button with a prefilled message. */
  primary: { label: string; message: string };
  /** A link to another page of the site. */
  secondary?: { label: string; href: string };
}

/** The buttons under a page header's introduction. */
export function HeaderActions({ primary, secondary }: HeaderActionsProps) {
  return (
    <div className="flex flex-wrap gap-3">
      <QuoteButton size="lg" label={primary.label} message={primary.message} />
      {secondary ? (
        <Link to={secondary.href} className={buttonVariants({ variant: "outline", size: "lg" })}>
          {secondary.label}
          <ArrowRight aria-hidden="true" />
        </Link>
      ) : null}
    </div>
  );
}
