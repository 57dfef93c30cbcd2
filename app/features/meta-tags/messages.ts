/** Turkish texts and constants of the meta tag generator (SPEC.md sections 2, 8 and 9). */

export const META_GENERATED_SUCCESS = "Meta tag önerileri oluşturuldu!";
/** Generic copy toast of the spec, used by the meta screen's copy button. */
export const META_COPY_SUCCESS = "İçerik panoya kopyalandı!";
/**
 * The spec names no message for the meta form; this is the one it gives the other five-field AI
 * form, which asks for the same thing.
 */
export const META_MISSING_FIELDS = "Lütfen tüm alanları doldurun!";

export const META_TITLE_LIMIT = 60;
export const META_DESCRIPTION_LIMIT = 155;
export const META_SUGGESTION_COUNT = 3;
export const META_FILE_NAME = "meta-tags.txt";

export const CONTENT_TYPES = ["hizmet", "urun", "blog", "anasayfa"] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_TYPE_LABELS: Readonly<Record<ContentType, string>> = {
  hizmet: "Hizmet Sayfası",
  urun: "Ürün Sayfası",
  blog: "Blog Yazısı",
  anasayfa: "Ana Sayfa",
};

export const TONES = ["profesyonel", "samimi", "resmi", "yaratici", "teknik", "satis"] as const;
export type Tone = (typeof TONES)[number];

export const TONE_LABELS: Readonly<Record<Tone, string>> = {
  profesyonel: "Profesyonel",
  samimi: "Samimi",
  resmi: "Resmi",
  yaratici: "Yaratıcı",
  teknik: "Teknik",
  satis: "Satış Odaklı",
};

export interface MetaLimitGuideItem {
  readonly title: string;
  readonly text: string;
}

/** Content of the screen's character-limit guide. */
export const META_LIMIT_GUIDE: readonly MetaLimitGuideItem[] = [
  {
    title: "Title: en fazla 60 karakter",
    text: "Google masaüstünde başlığı yaklaşık 580 piksele kadar gösterir; bu çoğu zaman 50-60 karaktere denk gelir. Ana anahtar kelimeyi başa yakın yazın.",
  },
  {
    title: "Description: en fazla 155 karakter",
    text: "Açıklama masaüstünde yaklaşık 920 piksel (iki satır) gösterilir. Sayfanın vaadini ve bir harekete geçirici ifadeyi bu sınırın içinde tutun.",
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
