/** Texts of the e-mails a report request sends: the visitor's and the agency's (report-mail.server.ts). */
import { formatNumber } from "~/shared/format";

export const REPORT_MAIL_TEXT = {
  visitor: {
    subject: (toolTitle: string, site: string | null): string => (site ? `${toolTitle} raporunuz: ${site}` : `${toolTitle} sonucunuz`),
    heading: (toolTitle: string): string => `${toolTitle} raporunuz`,
    greeting: (name: string): string => (name ? `Merhaba ${name},` : "Merhaba,"),
    intro: (site: string | null): string =>
      site ? `${site} için istediğiniz sonucu aşağıda özetledik.` : "İstediğiniz sonucu aşağıda özetledik.",
    score: (score: number): string => `Puan: ${formatNumber(score)} / 100`,
    findingsHeading: "Öne çıkanlar",
    reportLink: "Raporun tamamını açın",
    attachment: (fileName: string): string => `Sonuç dosyası ekte: ${fileName}`,
    attachmentMissing: "Rapor artık saklanmadığı için PDF eklenemedi; analizi yeniden başlatarak güncel raporu alabilirsiniz.",
    watchHeading: "Sitemi takip et",
    watchIntro: "Sitenizi her gün ücretsiz kontrol edelim; ana sayfa kapanırsa, noindex eklenirse ya da SSL sertifikasının süresi dolmak üzereyse size hemen yazalım:",
    watchLink: "Takibi başlatın",
    ctaHeading: "Sorunları birlikte çözelim",
    cta: "Bulguları bir uzmanımızla değerlendirmek için bu e-postayı yanıtlayın ya da bize ulaşın:",
    contactPage: "İletişim sayfası",
    footer: (siteName: string): string =>
      `Bu e-postayı ${siteName} web sitesindeki formdan istediniz. Siz istemediyseniz dikkate almayın; adresinize başka e-posta gönderilmez.`,
  },
  agency: {
    subject: (toolTitle: string, site: string | null): string => `Yeni rapor talebi: ${toolTitle}${site ? ` (${site})` : ""}`,
    heading: "Yeni rapor talebi",
    intro: (siteName: string): string => `${siteName} web sitesinde bir ziyaretçi araç sonucunu e-postayla istedi.`,
    labels: {
      tool: "Araç",
      site: "Site",
      score: "Puan",
      email: "E-posta",
      name: "Ad Soyad",
      newsletter: "Bülten",
      report: "Rapor",
      sentAt: "İstendiği zaman",
    },
    newsletterYes: "Abone olmak istedi (onay e-postası gönderildi)",
    newsletterNo: "Hayır",
    findingsHeading: "Öne çıkan bulgular",
    replyHint: "Bu e-postayı yanıtladığınızda yanıtınız doğrudan ziyaretçiye gider.",
  },
} as const;
