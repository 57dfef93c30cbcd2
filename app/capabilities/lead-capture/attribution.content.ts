import type { AttributionField } from "./attribution";

/** Where a lead came from (attribution.ts), as the agency's e-mails and chat messages name it; a row only for what is known. */
export const ATTRIBUTION_LABELS = {
  heading: "Kaynak",
  landing_page: "Giriş sayfası",
  referrer_host: "Yönlendiren site",
  utm_source: "utm_source",
  utm_medium: "utm_medium",
  utm_campaign: "utm_campaign",
  utm_term: "utm_term",
  utm_content: "utm_content",
  gclid: "gclid",
  fbclid: "fbclid",
  form_source: "Formun gönderildiği araç/sayfa",
} as const satisfies Record<AttributionField | "heading", string>;
