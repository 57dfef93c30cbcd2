/** Texts of the e-mails the newsletter sends to a subscriber (newsletter-mail.server.ts). */

export const NEWSLETTER_MAIL_TEXT = {
  confirmSubject: (siteName: string): string => `${siteName} e-bülten aboneliğinizi onaylayın`,
  heading: "Aboneliğinizi onaylayın",
  intro: (siteName: string): string =>
    `${siteName} e-bültenine abone olmak için bu adres kullanıldı. Aboneliği başlatmak için aşağıdaki bağlantıyı açın:`,
  confirmButton: "Aboneliğimi onaylıyorum",
  validity: "Bağlantı 7 gün geçerlidir. Onaylamadığınız sürece size bülten göndermeyiz.",
  notYou: "Bu isteği siz yapmadıysanız bu e-postayı yok sayabilirsiniz; adresiniz listeye eklenmez.",
  unsubscribeLead: "Bu adrese e-bültenimizle ilgili hiçbir e-posta istemiyorsanız:",
  unsubscribeLink: "Abonelikten çık",
} as const;
