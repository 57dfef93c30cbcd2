/**
 * Texts of the server's own error pages (server/error-page.ts): requests refused before any page
 * renders (malformed, wrong method, too large) and unexpected failures.
 */

export interface HttpErrorText {
  /** The page's heading and title. */
  title: string;
  /** What happened and what the visitor can do. */
  message: string;
}

export const HTTP_ERROR_STATUSES = [400, 405, 413, 500] as const;
export type HttpErrorStatus = (typeof HTTP_ERROR_STATUSES)[number];

export const HTTP_ERROR_TEXT: Record<HttpErrorStatus, HttpErrorText> = {
  400: {
    title: "İstek anlaşılamadı",
    message: "Tarayıcınızdan gelen istek okunamadı. Adresi kontrol edip sayfayı yeniden açmayı deneyin.",
  },
  405: {
    title: "Bu işlem desteklenmiyor",
    message: "Bu adres yalnızca sayfa görüntüleme ve form gönderme isteklerini kabul eder.",
  },
  413: {
    title: "Mesajınız çok uzun",
    message:
      "Gönderdiğiniz form izin verilen boyutu aşıyor. Lütfen mesajınızı kısaltıp yeniden gönderin ya da bize telefonla veya WhatsApp üzerinden ulaşın.",
  },
  500: {
    title: "Beklenmeyen bir hata oluştu",
    message: "Sayfayı yenilemeyi deneyin. Sorun sürerse bize telefonla veya WhatsApp üzerinden ulaşabilirsiniz.",
  },
};

export const HTTP_ERROR_LINKS = {
  home: "Ana sayfaya dön",
  contactPage: "İletişim formuna dön",
  phone: "Telefon",
  whatsapp: "WhatsApp'tan yazın",
} as const;

/** JSON errors of /api requests refused before they reach the API router. */
export const API_REQUEST_ERROR_TEXT = {
  bad_request: "İstek okunamadı.",
  internal: "Sunucuda beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.",
} as const;
