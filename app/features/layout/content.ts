/** Texts of the page frame: header, footer, WhatsApp card, notifications, 404 and error pages. */

export const SKIP_LINK_TEXT = "İçeriğe geç";

/** Screen-reader suffix of the logo link (leading space: it follows the logo's name). */
export const HOME_LINK_HINT = " ana sayfa";

export const HEADER_TEXT = {
  mainNavLabel: "Ana menü",
  mobileNavLabel: "Mobil menü",
  openMenu: "Menüyü aç",
  closeMenu: "Menüyü kapat",
} as const;

export const FOOTER_TEXT = {
  socialLabel: "Sosyal medya hesaplarımız",
  socialLinkHint: (network: string) => `${network} (yeni sekmede açılır)`,
  columnNavLabel: (title: string) => `${title} bağlantıları`,
  contactTitle: "İletişim",
  copyright: (year: number, legalName: string) => `© ${year} ${legalName} Tüm hakları saklıdır.`,
  legalNavLabel: "Yasal bilgiler",
  /** Reopens the consent banner; shown only when the site uses cookies that need consent. */
  consentPreferences: "Çerez tercihleri",
} as const;

export const WHATSAPP_WIDGET_TEXT = {
  title: (brand: string) => `${brand} WhatsApp Destek`,
  closeCard: "Sohbet penceresini kapat",
  greeting:
    "Merhaba! 👋 Web siteniz, SEO veya reklam kampanyalarınızla ilgili sorularınızı yanıtlamaya ve size özel teklif hazırlamaya hazırız.",
  startChat: "Sohbeti Başlat",
  open: "WhatsApp ile yazın",
  close: "WhatsApp sohbetini kapat",
} as const;

export const TOAST_REGION_LABEL = "Bildirimler";

export const NOT_FOUND_HEADING = "Hay aksi! Sayfa bulunamadı";

export const NOT_FOUND_TEXT = {
  heading: NOT_FOUND_HEADING,
  text: "Aradığınız sayfa taşınmış, silinmiş ya da adres yanlış yazılmış olabilir.",
  homeLink: "Ana sayfaya dön",
  popularLabel: "Popüler sayfalar",
  popularTitle: "Belki bunlardan birini arıyordunuz:",
} as const;

/** The root error boundary's page, for anything but a 404. */
export const ERROR_PAGE_TEXT = {
  title: "Bir hata oluştu",
  heading: "Beklenmeyen bir hata oluştu",
  text: "Sayfayı yenilemeyi deneyin. Sorun sürerse bize telefonla veya WhatsApp üzerinden ulaşabilirsiniz.",
  homeLink: "Ana sayfaya dön",
} as const;
