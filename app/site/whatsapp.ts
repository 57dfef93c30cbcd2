import { site } from "~/site/site.content";

/** A wa.me chat link with a prefilled Turkish message. */
export function whatsappLink(message: string = site.whatsapp.defaultMessage): string {
  const url = new URL(`https://wa.me/${site.whatsapp.number}`);
  url.searchParams.set("text", message);
  return url.toString();
}

export const telLink = `tel:${site.phone.e164}`;
export const mailtoLink = `mailto:${site.email}`;
