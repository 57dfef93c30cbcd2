/**
 * Brand and contact constants: the one place an agency edits to make the site its own.
 * Every default below is fictional (".example" domains, a 0850 000 number) and must be
 * replaced before going live; the README lists them.
 */

export interface OpeningHoursRow {
  /** Turkish label shown on the page, e.g. "Pazartesi-Cuma". */
  label: string;
  /** schema.org day names for JSON-LD. */
  days: readonly ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[];
  opens: string;
  closes: string;
}

export interface SocialLink {
  network: "instagram" | "linkedin" | "youtube" | "x" | "facebook";
  label: string;
  url: string;
}

export const site = {
  name: "Pusula Dijital",
  legalName: "Pusula Dijital Pazarlama Ltd. Şti.",
  slogan: "Web tasarım, SEO ve dijital reklamda ölçülebilir büyüme",
  foundingYear: 2014,
  phone: {
    /** E.164, used in tel: links and JSON-LD. */
    e164: "+908500000000",
    display: "0850 000 00 00",
  },
  whatsapp: {
    /** Digits only, country code first, as wa.me expects. */
    number: "905000000000",
    defaultMessage: "Merhaba, Pusula Dijital'den teklif almak istiyorum.",
  },
  email: "merhaba@pusuladijital.example",
  address: {
    streetAddress: "Örnek Mahallesi, Dijital Caddesi No: 10/4",
    locality: "Kadıköy",
    region: "İstanbul",
    postalCode: "34710",
    country: "TR",
    display: "Örnek Mahallesi, Dijital Caddesi No: 10/4, 34710 Kadıköy/İstanbul",
  },
  /** The country the agency serves, as the JSON-LD names it. */
  areaServed: "Türkiye",
  openingHours: [
    {
      label: "Pazartesi-Cuma",
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    },
    { label: "Cumartesi", days: ["Saturday"], opens: "10:00", closes: "15:00" },
  ] satisfies readonly OpeningHoursRow[],
  closedLabel: "Pazar: Kapalı",
  /** External card-payment page for the academy's join buttons. */
  academyPaymentUrl: "https://odeme.example/pusula-akademi",
  /** External file-storage folder holding the free llms.txt download. */
  fileStorageUrl: "https://dosya.example/pusula-dijital/llms-txt",
  /** External free guide linked from the llms.txt generator. */
  llmsGuideUrl: "https://llmstxt.org/",
  social: [
    { network: "instagram", label: "Instagram", url: "https://www.instagram.com/pusuladijital.example" },
    { network: "linkedin", label: "LinkedIn", url: "https://www.linkedin.com/company/pusuladijital-example" },
    { network: "youtube", label: "YouTube", url: "https://www.youtube.com/@pusuladijital-example" },
    { network: "x", label: "X (Twitter)", url: "https://x.com/pusuladijital_ex" },
  ] satisfies readonly SocialLink[],
  newsletterPromise: "Ayda yalnızca 2-3 e-posta gönderiyoruz; istediğiniz an abonelikten çıkabilirsiniz.",
  logoPath: "/logo.svg",
  ogImagePath: "/og-image.png",
} as const;

export type Site = typeof site;
