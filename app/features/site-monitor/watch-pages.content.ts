/** Texts of the pages the watch e-mails' links open: /site-takibi/onayla and /site-takibi/birak. */

export const WATCH_CONFIRM_PAGE_TEXT = {
  documentTitle: "Site takibi onayı",
  confirmed: {
    title: "Site takibi başladı",
    text: (host: string) =>
      `${host} sitesini artık her gün kontrol ediyoruz. Bir sorun çıkarsa size hemen e-posta göndereceğiz; her hafta da tam bir analiz yapacağız.`,
  },
  already: {
    title: "Bu site zaten takipte",
    text: (host: string) => `${host} için takip açık; yeniden bir şey yapmanıza gerek yok.`,
  },
  expired: {
    title: "Onay bağlantısının süresi dolmuş",
    text: () => "Onay bağlantıları 7 gün geçerlidir. Raporunuzdaki \"Sitemi takip et\" formunu yeniden gönderdiğinizde size yeni bir bağlantı göndeririz.",
  },
  invalid: {
    title: "Onay bağlantısı geçersiz",
    text: () => "Bu bağlantı doğrulanamadı ya da takip isteği artık yok. Sitenizi yeniden analiz edip \"Sitemi takip et\" formunu gönderebilirsiniz.",
  },
  audit: "Sitenizi analiz edin",
  home: "Ana sayfaya dön",
} as const;

export const WATCH_UNSUBSCRIBE_PAGE_TEXT = {
  documentTitle: "Site takibini bırakma",
  ask: {
    title: (host: string) => `${host} takibini bırakın`,
    text: "Aşağıdaki düğmeye bastığınızda takip sona erer, e-posta adresinizi ve takip kayıtlarını sileriz; size bir daha yazmayız.",
  },
  button: "Takibi bırak",
  ended: {
    title: "Takip sona erdi",
    text: "E-posta adresinizi ve takip kayıtlarını sildik; size bir daha site takibi e-postası göndermeyeceğiz.",
  },
  invalid: {
    title: "Bağlantı geçersiz",
    text: "Bu bağlantı doğrulanamadı. E-postadaki bağlantıyı eksiksiz açın ya da iletişim sayfamızdan bize yazın; takibi biz kapatalım.",
  },
  failed: {
    title: "İşlem şu anda tamamlanamadı",
    text: "Takibi şu anda bırakamadık. Lütfen biraz sonra tekrar deneyin ya da iletişim sayfamızdan bize yazın.",
  },
  contact: "İletişim sayfası",
  home: "Ana sayfaya dön",
} as const;
