/** Texts of the newsletter's confirmation (/bulten/onay) and unsubscribe (/bulten/iptal) pages. */

export const NEWSLETTER_CONFIRM_PAGE_TEXT = {
  documentTitle: "E-bülten onayı",
  confirmed: {
    title: "Aboneliğiniz onaylandı",
    text: "Teşekkürler! E-posta adresiniz bülten listemize eklendi.",
  },
  alreadyConfirmed: {
    title: "Aboneliğiniz zaten onaylı",
    text: "Bu adres bülten listemizde; yeniden bir şey yapmanıza gerek yok.",
  },
  unsubscribed: {
    title: "Bu adres listemizde değil",
    text: "Bu adres bülten aboneliğinden çıkmış. Yeniden abone olmak isterseniz aşağıdaki bağlantıyı kullanın.",
  },
  expired: {
    title: "Onay bağlantısının süresi dolmuş",
    text: "Onay bağlantıları 7 gün geçerlidir. Yeniden abone olduğunuzda size yeni bir bağlantı göndeririz.",
  },
  invalid: {
    title: "Onay bağlantısı geçersiz",
    text: "Bu bağlantı doğrulanamadı. E-postadaki bağlantıyı eksiksiz açtığınızdan emin olun ya da yeniden abone olun.",
  },
  subscribeAgain: "Yeniden abone ol",
  home: "Ana sayfaya dön",
} as const;

export const NEWSLETTER_UNSUBSCRIBE_PAGE_TEXT = {
  documentTitle: "E-bülten aboneliğinden çıkış",
  ask: {
    title: "E-bülten aboneliğinden çıkın",
    text: "Aşağıdaki düğmeye bastığınızda bu adrese artık bülten göndermeyiz.",
  },
  button: "Abonelikten çık",
  unsubscribed: {
    title: "Aboneliğiniz iptal edildi",
    text: "Bu adrese artık e-bülten göndermeyeceğiz. Fikrinizi değiştirirseniz yeniden abone olabilirsiniz.",
  },
  invalid: {
    title: "Abonelikten çıkma bağlantısı geçersiz",
    text: "Bu bağlantı doğrulanamadı. E-postadaki bağlantıyı eksiksiz açın ya da iletişim sayfamızdan bize yazın; adresinizi listeden biz çıkaralım.",
  },
  failed: {
    title: "İşlem şu anda tamamlanamadı",
    text: "Aboneliğinizi şu anda iptal edemedik. Lütfen biraz sonra tekrar deneyin ya da iletişim sayfamızdan bize yazın.",
  },
  subscribeAgain: "Yeniden abone ol",
  contact: "İletişim sayfası",
  home: "Ana sayfaya dön",
} as const;
