/**
 * The words of the e-mail, name and KVKK consent fields every form under a result shares
 * (lead-contact-fields.tsx); each form adds what its consent is for (`consentAfter`). Relative
 * imports only: the route table loads the forms' texts before the `~/` alias exists.
 */
export const LEAD_CONTACT_FIELDS_TEXT = {
  emailLabel: "E-posta",
  emailPlaceholder: "ornek@firma.com",
  nameLabel: "Ad Soyad",
  optionalHint: " (isteğe bağlı)",
  consentBefore: "",
  consentLink: "KVKK Aydınlatma Metni",
} as const;
