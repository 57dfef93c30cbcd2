/** The messages of the scoring rules (rules.ts), as the screen, the report and the API show them. */

export const SEO_RULE_MESSAGES = {
  titleMissing: "Sayfa başlığı (title) eksik.",
  titleTooLong: (length: number, max: number) => `Sayfa başlığı ${length} karakter; ${max} karakteri aşmamalı.`,
  metaDescriptionMissing: "Meta açıklama (description) eksik.",
  metaDescriptionTooLong: (length: number, max: number) => `Meta açıklama ${length} karakter; ${max} karakteri aşmamalı.`,
  h1Missing: "Sayfada H1 başlığı yok.",
  h1Multiple: (n: number) => `Sayfada ${n} adet H1 başlığı var; tek bir H1 önerilir.`,
  headingSkip: (n: number) => `Başlık seviyeleri ${n} yerde atlanıyor (ör. H2'den H4'e geçiş).`,
  noindex: "Sayfa noindex yönergesiyle dizine eklenmeye kapatılmış.",
  gptbotNoindex: "Sayfa yalnızca GPTBot için noindex ile kapatılmış.",
  gptbotDisallowed: "robots.txt bu sayfaya GPTBot erişimini engelliyor.",
  thinContent: (words: number, min: number) => `İçerik çok kısa (${words} kelime); en az ${min} kelime önerilir.`,
  canonicalMissing: "Canonical bağlantısı tanımlanmamış.",
  structuredDataMissing: "Yapılandırılmış veri (JSON-LD) bulunamadı.",
  structuredDataInvalid: (n: number) => `${n} adet JSON-LD bloğu geçerli JSON değil.`,
  imagesMissingAlt: (n: number) => `${n} görselde alt metni yok.`,
  noInternalLinks: "Sayfada site içi bağlantı yok.",
} as const;

export const ACCESSIBILITY_RULE_MESSAGES = {
  langMissing: "<html> etiketinde lang özniteliği yok; ekran okuyucular sayfanın dilini bilemez.",
  imagesMissingAlt: (n: number) => `${n} görselde alt özniteliği yok.`,
  emptyLinks: (n: number) => `${n} bağlantının erişilebilir bir adı (metni) yok.`,
  emptyButtons: (n: number) => `${n} düğmenin erişilebilir bir adı (metni) yok.`,
  formLabelsMissing: (n: number) => `${n} form alanının etiketi (label veya aria-label) yok.`,
  headingOrder: (n: number) => `Başlık sırası ${n} yerde seviye atlıyor; ekran okuyucu kullanıcıları yapıyı izleyemez.`,
  mainLandmarkMissing: 'Ana içerik bölgesi (<main> veya role="main") tanımlanmamış.',
  vagueLinkText: (n: number) => `${n} bağlantının metni bilgi vermiyor ("tıklayın", "buraya" gibi).`,
  titleMissing: "Sayfa başlığı (title) eksik; ziyaretçi sekmeyi ve sayfayı tanıyamaz.",
} as const;

/**
 * The score bands of docs/requirements.md R9.11. The Turkish words are the values themselves: the
 * band travels as is in /api/analyze's answer and the downloadable report.
 */
export const SCORE_BANDS = { excellent: "Mükemmel", good: "İyi", weak: "Zayıf" } as const;
