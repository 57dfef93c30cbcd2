/** What "Sitemi takip et" answers. */
export const WATCH_REQUEST_TEXT = {
  emailMissing: "E-posta adresinizi yazın.",
  emailInvalid: "Geçerli bir e-posta adresi yazın (ör. ad@firmaniz.com).",
  consentMissing: "Takip için KVKK aydınlatma metnini onaylamanız gerekiyor.",
  nameTooLong: "Adınız en fazla 100 karakter olabilir.",
  tooMany: "Kısa sürede çok fazla istek gönderildi. Lütfen bir saat sonra yeniden deneyin.",
  limit: (max: number) => `Bir e-posta adresiyle en fazla ${max} site takip edilebilir. Birini bırakıp yeniden deneyin.`,
  sent: (host: string) => `Onay bağlantısını e-posta adresinize gönderdik. Bağlantıya tıkladığınızda ${host} için günlük kontroller başlar.`,
} as const;
