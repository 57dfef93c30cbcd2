import { MessageCircle } from "lucide-react";
import { buttonVariants } from "~/shared/ui/button";
import { cn } from "~/shared/cn";
import { whatsappLink } from "~/site/whatsapp";
import type { VariantProps } from "class-variance-authority";
import { QUOTE_BUTTON_TEXT } from "~/site/contact.content";

interface QuoteButtonProps extends VariantProps<typeof buttonVariants> {
  label?: string;
  /** Prefilled WhatsApp message, e.g. naming a package. */
  message?: string;
  className?: string;
}

/** Every quote button opens the WhatsApp chat in a new tab (docs/requirements.md R2.2). */
export function QuoteButton({ label = QUOTE_BUTTON_TEXT.label, message, variant, size, className }: QuoteButtonProps) {
  return (
    <a
      href={whatsappLink(message)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant, size }), className)}
    >
      <MessageCircle aria-hidden="true" />
      {label}
      <span className="sr-only">{QUOTE_BUTTON_TEXT.newTabHint}</span>
    </a>
  );
}
