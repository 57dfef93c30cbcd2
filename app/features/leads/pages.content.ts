/** Texts of the pages around the lead forms: /iletisim and /bulten. */

export const CONTACT_PAGE_TEXT = {
  channelsTitle: "İletişim bilgileri",
  directions: "Yol tarifi alın",
  directionsHint: " (Google Haritalar, yeni sekmede açılır)",
  formTitle: "Bize yazın",
  nextStepsTitle: "Mesajınızdan sonra ne olur?",
} as const;

export const NEWSLETTER_PAGE_TEXT = {
  title: "E-bülten aboneliği",
  intro: "Dijital pazarlamada işe yarayan yöntemleri, yeni rehberlerimizi ve ücretsiz araçlarımızı e-posta ile paylaşıyoruz.",
  /** Double opt-in, said before the visitor signs up. */
  confirmNote:
    "Abone olduktan sonra adresinize bir onay e-postası göndeririz; bülten, yalnızca içindeki bağlantıyla onayladığınızda başlar. Her e-postamızdaki bağlantıyla istediğiniz an ayrılabilirsiniz.",
} as const;
