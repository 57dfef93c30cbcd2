import type { ToolGuide } from "~/site/tool-article-types";

/** How-to and FAQ of the UTM link builder (/seo-araclari/utm-uretici). */
export const utmGuide: ToolGuide = {
  steps: [
    "Website URL alanına ziyaretçinin ineceği sayfanın adresini yazın; adresteki mevcut parametreler ve #bölüm korunur.",
    "Kaynak, medium ve kampanya adını doldurun; link siz yazarken önizleme kutusunda oluşur.",
    "GA4 kanal satırını kontrol edin: trafik “Unassigned” görünüyorsa medium değerini standart bir değerle değiştirin.",
    "İsterseniz küçük harf ve Türkçe karakter seçeneklerini açın, kampanya adı önerisi veya link analizi isteyin.",
    "Linki Test butonuyla açıp kontrol edin, ardından kopyalayın ya da utm-link.txt olarak indirin.",
  ],
  faq: [
    {
      question: "UTM parametreleri SEO sıralamamı etkiler mi?",
      answer:
        "Hayır. UTM parametreleri yalnızca analiz aracınıza ziyaretin nereden geldiğini söyler; Google sıralamasını etkilemez. Yine de UTM'li adreslerin arama sonuçlarına girmemesi için sayfalarınızda parametresiz adresi gösteren bir canonical etiketi bulunmalıdır.",
    },
    {
      question: "Site içi bağlantılarda UTM kullanabilir miyim?",
      answer:
        "Kullanmayın. Kendi sitenizdeki bir bağlantıya UTM eklerseniz ziyaretçi tıkladığında GA4 yeni bir kaynak kaydeder ve ziyaretçinin asıl geldiği kanal (örneğin organik arama) raporlarda kaybolur. Site içi tıklamaları ölçmek için GA4 olaylarını kullanın.",
    },
    {
      question: "Büyük harf ve Türkçe karakter neden sorun olur?",
      answer:
        "GA4 değerleri yazıldığı gibi saklar: “Facebook” ile “facebook” ya da “kış-indirimi” ile “kis-indirimi” raporlarda ayrı satırlar olur. Türkçe karakterler linkte %C5%9F gibi kodlanır ve okunması zorlaşır. Bu yüzden araçta küçük harf ve Türkçe karakter sadeleştirme seçenekleri var; ekibinizin bütün linklerde aynı kuralı kullanması en önemlisidir.",
    },
    {
      question: "Google Ads reklamlarımda UTM kullanmam gerekir mi?",
      answer:
        "Google Ads hesabınız GA4'e bağlıysa ve otomatik etiketleme (gclid) açıksa gerekmez; GA4 kampanya bilgisini doğrudan Google Ads'ten alır. Manuel UTM ancak Google Ads dışında bir analiz aracı kullanıyorsanız veya GA4'te “manuel etiketlemenin otomatik etiketlemeyi geçersiz kılmasına izin ver” ayarını açtıysanız işe yarar.",
    },
    {
      question: "Trafiğim GA4'te neden “Unassigned” görünüyor?",
      answer:
        "GA4 oturumları kaynak ve medium değerine göre varsayılan kanallara ayırır. Medium olarak “eposta”, “sosyal-medya” veya “reklam” gibi kuralların tanımadığı bir değer yazarsanız trafik hiçbir kanala uymaz ve Atanmamış (Unassigned) olur. Araç, yazdığınız kaynak/medium çiftinin hangi kanala düşeceğini anında gösterir.",
    },
    {
      question: "Kampanya önerileri yapay zekâ ile mi oluşturuluyor?",
      answer:
        "Sunucuda bir yapay zekâ servisi tanımlıysa öneriler ve analiz bu servisten gelir. Tanımlı değilse aynı istekleri kural tabanlı bir üretici yanıtlar ve panelde “Kural tabanlı öneri (yapay zekâ yapılandırılmadı)” etiketi görünür. Her iki durumda da girdiğiniz değerler yalnızca yanıtı oluşturmak için kullanılır ve saklanmaz.",
    },
  ],
};

/** Labels and texts of the UTM screen that are not in messages.content.ts. */
export const UTM_TEXT = {
  formTitle: "Kampanya bilgileri",
  formLabel: "UTM link formu",
  labels: {
    websiteUrl: "Website URL",
    source: "Kaynak",
    medium: "Medium",
    campaign: "Kampanya adı",
    content: "İçerik",
    term: "Anahtar kelime",
  },
  optional: "isteğe bağlı",
  requiredField: "Bu alan zorunludur.",
  placeholders: {
    websiteUrl: "https://www.siteniz.com/kampanya-sayfasi",
    source: "google, facebook, newsletter",
    medium: "cpc, email, social",
    campaign: "yaz-indirimi-2026-06",
    content: "banner-ust",
    term: "web tasarım",
  },
  hints: {
    websiteUrl: "Adresteki mevcut parametreler ve #bölüm korunur; eski utm_ değerleri formdakilerle değiştirilir.",
    source: "Trafiği gönderen platform veya site.",
    medium: "Kanal türü; GA4 kanal grubunu çoğunlukla bu değer belirler.",
  },
  normalizeTitle: "Değerleri sadeleştir",
  lowercase: "Küçük harfe çevir",
  foldTurkish: "Türkçe karakterleri sadeleştir (ç→c, ş→s …)",
  spaces: "Boşlukları alt çizgiye çevir (anahtar kelime hariç)",
  buildButton: "Linki oluştur",
  previewTitle: "UTM linkiniz",
  previewLabel: "Oluşturulan UTM linki",
  previewEmpty: "Zorunlu alanları (Website URL, kaynak, medium, kampanya adı) doldurduğunuzda link burada oluşur.",
  assumedHttps: "Adreste protokol yoktu; https:// varsayıldı.",
  replaced: (names: readonly string[]) => `Adresteki ${names.join(", ")} değeri formdaki değerle değiştirildi.`,
  test: "Test et",
  testHint: "Linki yeni sekmede açar",
  copy: "Linki kopyala",
  download: "utm-link.txt indir",
  channelTitle: "GA4 varsayılan kanalı",
  channelEmpty: "Kaynak ve medium girdiğinizde trafiğin GA4'te hangi kanala düşeceği burada görünür.",
  aiTitle: "Yapay zekâ yardımı",
  aiIntro:
    "Kaynak ve medium için kampanya adı önerileri alın veya oluşan linki yaygın hatalara karşı analiz ettirin. İstekler sunucumuz üzerinden yapılır; değerleriniz saklanmaz.",
  suggestButton: "Kampanya adı öner",
  suggestLoading: "Öneriler hazırlanıyor...",
  analyzeButton: "Linki analiz et",
  analyzeLoading: "Analiz ediliyor...",
  analyzeNeedsLink: "Analiz için önce linki oluşturun.",
  suggestionsTitle: "Kampanya adı önerileri",
  analysisTitle: "Link analizi",
  aiModeLabel: "Yapay zekâ yanıtı",
  panelEmptySuggestions: "Öneriler burada görünecek.",
  panelEmptyAnalysis: "Analiz sonucu burada görünecek.",
  helpTitle: "UTM parametreleri",
  helpRequired: "zorunlu",
  helpExamples: "Örnekler",
  usageTitle: "Adım adım kullanım",
} as const;
