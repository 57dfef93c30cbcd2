/** Turkish texts and constants of the meta tag generator (docs/requirements.md R2.7, R8.6, R9.9). */

export const META_GENERATED_SUCCESS = "Meta tag önerileri oluşturuldu!";
/** Generic copy toast of the requirements, used by the meta screen's copy button. */
export const META_COPY_SUCCESS = "İçerik panoya kopyalandı!";
/**
 * The requirements name no message for the meta form; this is the one it gives the other five-field AI
 * form, which asks for the same thing.
 */
export const META_MISSING_FIELDS = "Lütfen tüm alanları doldurun!";

export const META_FILE_NAME = "meta-tags.txt";
/** Longest accepted value of each text field of the suggestion form (our limit, not Google's). */
export const META_INPUT_MAX_LENGTH = 100;

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
