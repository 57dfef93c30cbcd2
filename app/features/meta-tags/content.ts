import type { ToolGuide } from "~/site/tool-article-types";
import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "~/capabilities/text-metrics/serp-limits";
import { SERP_DESCRIPTION_MAX_WIDTH_PX, SERP_TITLE_MAX_WIDTH_PX } from "~/capabilities/text-metrics/pixel-width";

/** How-to and FAQ of the meta title and description generator (/seo-araclari/meta-uretici). */
export const metaGuide: ToolGuide = {
  steps: [
    "Ana anahtar kelimeyi, hedef kitleyi ve işletme türünü yazın; içerik türünü ve yazım tonunu seçin.",
    "“Öneri oluştur” ile üç farklı başlık ve açıklama önerisi alın.",
    "Beğendiğiniz öneride “Bu öneriyi kullan” deyin veya kendi metninizi düzenleme alanlarına yazın.",
    "Karakter ve piksel sayaçlarını izleyin; masaüstü ve mobil önizlemede metnin nerede kesildiğine bakın.",
    "Etiketleri kopyalayıp sayfanızın <head> bölümüne ekleyin ya da meta-tags.txt olarak indirin.",
  ],
  faq: [
    {
      question: "Meta başlık (title) kaç karakter olmalı?",
      answer:
        "Google başlığı masaüstünde yaklaşık 580 piksel genişliğe kadar gösterir; bu çoğu zaman 50-60 karaktere denk gelir. Araç 60 karakteri sınır kabul eder ve piksel genişliğini ayrıca ölçer, çünkü “W” gibi geniş harflerle dolu bir başlık 55 karakterde bile kesilebilir.",
    },
    {
      question: "Meta açıklama (description) sıralamayı etkiler mi?",
      answer:
        "Doğrudan bir sıralama faktörü değildir. Ancak arama sonucunda başlığın altında görünen metin çoğu zaman budur ve tıklama oranını belirgin biçimde etkiler. Sayfanın ne vaat ettiğini ve bir harekete geçirici ifadeyi 155 karakter içinde anlatmak en iyi sonucu verir.",
    },
    {
      question: "Google neden benim yazdığım açıklamayı göstermiyor?",
      answer:
        "Google, açıklamanız aramayla ilgili görünmüyorsa, çok kısa veya çok uzunsa ya da birçok sayfada aynıysa sayfa içeriğinden kendi metnini seçebilir. Her sayfaya özgün, sayfanın asıl konusunu ve ana anahtar kelimeyi içeren bir açıklama yazmak bu olasılığı azaltır.",
    },
    {
      question: "Öneriler yapay zekâ ile mi üretiliyor?",
      answer:
        "Hayır. Öneriler, içerik türü ve yazım tonuna göre hazırlanmış Türkçe şablonlardan tarayıcınızda anında oluşturulur; girdiğiniz bilgiler hiçbir sunucuya gönderilmez. Aynı bilgiler her zaman aynı üç öneriyi verir, bu yüzden önerileri kendi markanızın diline göre düzenlemenizi öneririz.",
    },
    {
      question: "Mobil önizleme neden masaüstünden farklı?",
      answer:
        "Telefonlarda sonuç kartı daha dardır ve Google başlığı iki satıra kadar kaydırabilir. Bu yüzden mobilde başlıktan daha fazlası, açıklamadan ise daha azı görünebilir. Önizleme anahtarıyla iki görünümü karşılaştırın; önemli kelimeleri metnin başına yakın yazmak her iki cihazda da işe yarar.",
    },
  ],
};

/** Labels and texts of the meta screen that are not in messages.content.ts. */
export const META_TEXT = {
  formTitle: "Sayfa bilgileri",
  formLabel: "Meta tag öneri formu",
  fields: {
    mainKeyword: { label: "Ana anahtar kelime", placeholder: "web tasarım" },
    targetAudience: { label: "Hedef kitle", placeholder: "küçük işletmeler" },
    businessType: { label: "İşletme türü", placeholder: "dijital ajans" },
    contentType: { label: "İçerik türü", placeholder: "İçerik türü seçin" },
    tone: { label: "Yazım tonu", placeholder: "Ton seçin" },
  },
  requiredField: "Bu alan zorunludur.",
  generate: "Öneri oluştur",
  generatorUnavailable: "Öneriler hazırlanamadı. Lütfen sayfayı yenileyip tekrar deneyin.",
  suggestionsTitle: "Öneriler",
  suggestionsEmpty: "Bilgileri doldurup “Öneri oluştur” dediğinizde üç öneri burada görünür.",
  suggestion: (n: number) => `Öneri ${n}`,
  useSuggestion: "Bu öneriyi kullan",
  /** Under a suggestion: "Başlık 48 / 60 · Açıklama 150 / 155 karakter". */
  suggestionLengths: (titleLength: number, descriptionLength: number) =>
    `Başlık ${titleLength} / ${META_TITLE_LIMIT} · Açıklama ${descriptionLength} / ${META_DESCRIPTION_LIMIT} karakter`,
  editorTitle: "Başlık ve açıklamanız",
  titleLabel: "Meta başlık (title)",
  descriptionLabel: "Meta açıklama (description)",
  titlePlaceholder: "Sayfanızın başlığı",
  descriptionPlaceholder: "Sayfanızın arama sonucunda görünecek açıklaması",
  pageUrlLabel: "Sayfa adresi",
  optionalSuffix: " – isteğe bağlı",
  pageUrlHint: "Yalnızca önizlemede kullanılır.",
  pageUrlPlaceholder: "https://www.siteniz.com/hizmetler",
  characters: "karakter",
  withinLimit: "Sınır içinde",
  overLimit: (n: number) => `${n} karakter fazla`,
  /** Live width under a field: "312 / 580 px (masaüstü genişliği)". */
  pixelWidth: (widthPx: number, maxWidthPx: number) => `${widthPx} / ${maxWidthPx} px (masaüstü genişliği)`,
  copy: "Etiketleri kopyala",
  download: "meta-tags.txt indir",
  downloadSuccess: "meta-tags.txt dosyası indirildi!",
  needsBoth: "Kopyalamak ve indirmek için başlık ve açıklamanın ikisini de doldurun.",
  previewTitle: "Arama sonucu önizlemesi",
  desktop: "Masaüstü",
  mobile: "Mobil",
  previewDevice: "Önizleme cihazı",
  desktopPreviewLabel: "Masaüstü arama sonucu önizlemesi",
  mobilePreviewLabel: "Mobil arama sonucu önizlemesi",
  previewTitleFallback: "Sayfa başlığınız burada görünür",
  previewDescriptionFallback: "Meta açıklamanız burada görünür. Google bu metni başlığın altında, gri renkte gösterir.",
  previewSiteFallback: "Siteniz",
  previewBreadcrumbFallback: "https://www.siteniz.com › sayfa",
  truncatedNote: "Google bu uzunluktaki metni “...” ile keser.",
  guideTitle: "Karakter sınırı rehberi",
} as const;

export interface MetaLimitGuideItem {
  readonly title: string;
  readonly text: string;
}

/** Content of the screen's character-limit guide; the figures come from the limits the tool applies. */
export const META_LIMIT_GUIDE: readonly MetaLimitGuideItem[] = [
  {
    title: `Title: en fazla ${META_TITLE_LIMIT} karakter`,
    text: `Google masaüstünde başlığı yaklaşık ${SERP_TITLE_MAX_WIDTH_PX} piksele kadar gösterir; bu çoğu zaman 50-60 karaktere denk gelir. Ana anahtar kelimeyi başa yakın yazın.`,
  },
  {
    title: `Description: en fazla ${META_DESCRIPTION_LIMIT} karakter`,
    text: `Açıklama masaüstünde yaklaşık ${SERP_DESCRIPTION_MAX_WIDTH_PX} piksel (iki satır) gösterilir. Sayfanın vaadini ve bir harekete geçirici ifadeyi bu sınırın içinde tutun.`,
  },
  {
    title: "Karakter değil piksel",
    text: "Google kesme noktasını piksel genişliğine göre belirler: “W” ve “M” gibi geniş harfler daha çabuk, “i” ve “l” gibi dar harfler daha geç kesilir.",
  },
  {
    title: "Her sayfaya özgün metin",
    text: "Aynı title veya description birden fazla sayfada kullanılırsa Google kendi metnini oluşturabilir.",
  },
];
