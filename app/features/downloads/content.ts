/**
 * /indir: the free resources. The roadmap PDF is generated at build time by scripts/build-pdf.ts
 * from app/features/downloads/roadmap-pdf.content.ts into public/downloads/.
 *
 * Imports stay relative-free (no "~/"): the PDF script loads this module outside Vite.
 */

export const ROADMAP_PDF = {
  /** Public path; the file itself lives in public/downloads/ (generated, not committed). */
  path: "/downloads/dijital-varlik-yol-haritasi.pdf",
  fileName: "dijital-varlik-yol-haritasi.pdf",
  title: "Dijital Varlık Yol Haritası",
  description:
    "Markanızı Google'ın ve yapay zekâ asistanlarının doğru tanıdığı bir varlığa dönüştürmek için 8 adımlık yol haritası, kontrol listesi ve 90 günlük zaman çizelgesi.",
  contents: [
    "Dijital varlık nedir, neden önemlidir?",
    "Adım adım 8 aşamalı yol haritası",
    "Yazdırılabilir kontrol listesi",
    "90 günlük uygulama takvimi ve şablon",
  ],
} as const;

export const LLMS_DOWNLOAD = {
  fileName: "llms.txt",
  title: "Sitemizin llms.txt dosyası",
  description:
    "Yapay zekâ asistanlarına sitemizi tanıtan llms.txt dosyamızın güncel hali. Kendi dosyanızı hazırlarken örnek olarak kullanabilirsiniz; içerik, sitedeki /llms.txt ile aynı kaynaktan tarayıcınızda oluşturulur.",
  contents: [
    "llmstxt.org biçimine uygun başlık, özet ve bölümler",
    "Hizmet, araç, kurumsal ve blog sayfalarının bağlantıları",
    "Her bağlantı için kısa açıklama",
  ],
} as const;

export const MORE_RESOURCES_MESSAGE = "Merhaba, indirme sayfanızdaki kaynaklara ek olarak başka rehberleriniz var mı?";

/** Texts of the /indir page around the two resources above. */
export const DOWNLOADS_PAGE = {
  resourcesTitle: "İndirilebilir kaynaklar",
  llms: {
    badges: ["TXT · Markdown", "llmstxt.org biçimi"],
    download: "llms.txt İndir",
    generator: { label: "Kendi dosyanızı oluşturun", href: "/seo-araclari/llms-txt-uretici" },
  },
  pdf: {
    format: "PDF",
    pages: (count: number) => `${count} sayfa`,
    size: (kilobytes: number) => `${kilobytes} KB`,
    language: "Türkçe",
    download: "PDF'i İndir",
    open: "Tarayıcıda aç",
    newTab: " (yeni sekmede açılır)",
  },
  more: {
    title: "Daha fazla kaynak mı arıyorsunuz?",
    text: "Kontrol listeleri, rapor şablonları ve sektörünüze özel rehberler için bize WhatsApp'tan yazın; elimizdeki kaynakları paylaşalım.",
    button: "Daha Fazla Kaynak İsteyin",
    message: MORE_RESOURCES_MESSAGE,
  },
} as const;
