import type { ToolGuide } from "~/site/tool-article-types";

/** How-to and FAQ of the hreflang generator (/seo-araclari/hreflang-uretici). */
export const hreflangGuide: ToolGuide = {
  steps: [
    "Base URL alanına, dil seçmeyen ziyaretçilerin göreceği sayfayı yazın; bu adres x-default etiketi olur.",
    "Her dil sürümü için bir satır doldurun: dili seçin, sürüm belirli bir ülke içinse ülkeyi de seçin ve sayfanın tam adresini yazın.",
    "Uyarıları okuyun: aynı dil-ülke çifti iki kez kullanıldıysa veya adres tam değilse araç sizi uyarır.",
    "HTML etiketlerini kopyalayın ya da hreflang-tags.html olarak indirin ve listedeki her sayfanın <head> bölümüne ekleyin.",
    "PDF gibi HTML olmayan dosyalar için HTTP Link başlığını, sayfaları sitemap üzerinden bildirmek için XML çıktısını kullanın.",
  ],
  faq: [
    {
      question: "Hreflang etiketi ne işe yarar?",
      answer:
        "Hreflang, aynı içeriğin farklı dil veya ülke sürümlerini arama motorlarına birbirine bağlı olarak tanıtır. Böylece Almanya'daki bir kullanıcı Almanca sürümü, Türkiye'deki bir kullanıcı Türkçe sürümü görür ve sürümler birbirinin kopyası sayılmaz.",
    },
    {
      question: "x-default ne demek, zorunlu mu?",
      answer:
        "x-default, kullanıcının diline veya ülkesine uyan bir sürüm yoksa gösterilecek sayfadır; genellikle dil seçim sayfası veya uluslararası ana sürümdür. Zorunlu değildir ama Google önerir. Bu araç, Base URL alanını doldurduğunuzda x-default satırını kendisi ekler.",
    },
    {
      question: "Etiketleri yalnızca ana dildeki sayfaya eklemem yeterli mi?",
      answer:
        "Hayır. Aynı etiket setinin tamamı, listedeki her sayfada bulunmalıdır ve her sayfa kendini de listelemelidir. Türkçe sayfa İngilizceyi gösterip İngilizce sayfa Türkçeyi göstermezse Google bu ilişkiyi yok sayabilir.",
    },
    {
      question: "Dil kodu ile ülke kodu arasındaki fark nedir?",
      answer:
        "Dil kodu (ISO 639-1, örneğin en) içeriğin dilini, isteğe bağlı ülke kodu (ISO 3166-1, örneğin GB) hedeflenen bölgeyi belirtir. en-gb ile en-us gibi aynı dilde bölgeye özel fiyat veya yazım farkı varsa ülke kullanın; tek bir İngilizce sürüm için yalnızca en yeterlidir. Yalnızca ülke kodu tek başına kullanılamaz.",
    },
    {
      question: "Hreflang'ı HTML'de mi, sitemap'te mi kullanmalıyım?",
      answer:
        "Üç yöntem de Google için eşdeğerdir: <head> içinde link etiketleri, HTTP Link başlığı veya sitemap'te xhtml:link öğeleri. Birini seçip tutarlı kullanın. Çok sayıda dil ve sayfanız varsa sitemap yöntemi sayfa kodunu şişirmez; PDF gibi dosyalar için tek seçenek HTTP başlığıdır.",
    },
  ],
};

export const HREFLANG_TEXT = {
  baseUrlLabel: "Base URL (x-default)",
  baseUrlPlaceholder: "https://www.ornek.com/",
  baseUrlHint: "Dil seçimi yapılmamış ziyaretçilere gösterilecek sayfa; boş bırakılırsa x-default satırı eklenmez.",
  entriesTitle: "Dil sürümleri",
  /** Legend of the n-th row (1-based). */
  rowLegend: (position: number) => `${position}. dil sürümü`,
  /** Select-box option of a language or country: "Türkçe (tr)". */
  optionLabel: (name: string, code: string) => `${name} (${code})`,
  languageLabel: "Dil",
  countryLabel: "Ülke (isteğe bağlı)",
  noCountry: "Ülke yok",
  urlLabel: "Sayfa URL'si",
  /** Example address for the row's language ("tr" until one is chosen). */
  urlPlaceholder: (language: string) => `https://www.ornek.com/${language || "tr"}/`,
  addEntry: "Dil ekle",
  removeEntry: "Satırı kaldır",
  choose: "Seçin",
  htmlTitle: "HTML etiketleri",
  htmlHint: "Listedeki her sayfanın <head> bölümüne ekleyin.",
  htmlEmpty: "Dil ve URL girdiğinizde etiketler burada oluşur.",
  htmlCopy: "Etiketleri kopyala",
  headerTitle: "HTTP Link başlığı",
  headerHint:
    "PDF gibi HTML olmayan dosyalar için sunucu yanıtına Link başlığının değeri olarak ekleyin. Yalnızca tam http(s) adresleri yer alır.",
  headerLabel: "Link başlığının değeri",
  headerEmpty: "Tam adresler girdiğinizde başlık değeri burada oluşur.",
  headerCopy: "Başlığı kopyala",
  headerCopied: "Link başlığı panoya kopyalandı!",
  sitemapTitle: "Sitemap (xhtml:link)",
  sitemapHint:
    "Listedeki her adres için bir <url> bloğu, her blokta setin tamamı. Blokları mevcut sitemap'inize taşırsanız urlset öğesine xmlns:xhtml tanımını da ekleyin.",
  sitemapLabel: "Hreflang içeren sitemap XML",
  sitemapEmpty: "Tam adresler girdiğinizde XML burada oluşur.",
  sitemapCopy: "XML'i kopyala",
  sitemapCopied: "Hreflang sitemap XML'i panoya kopyalandı!",
  checksTitle: "Kontroller",
  noWarnings: "Sorun bulunamadı.",
} as const;
