import type { ToolGuide } from "~/features/seo-tools/article-types";

/** How-to and FAQ of the sitemap generator (/seo-araclari/sitemap-uretici). */
export const sitemapGuide: ToolGuide = {
  steps: [
    "Base URL alanına sitenizin ana adresini yazın (örneğin https://www.ornek.com).",
    'Adresleri tek tek ekleyin ya da "Yaygın sayfaları ekle" ile ana sayfa, hakkımızda, hizmetler, iletişim ve blog adreslerini bir tıkla listeye alın.',
    'Binlerce adresiniz varsa "Toplu yapıştır" sekmesine geçip her satıra bir adres gelecek şekilde listenizi yapıştırın.',
    "Son güncelleme tarihlerini kontrol edin: <lastmod> değeri, sayfanın içeriği gerçekten değiştiği tarihi göstermelidir.",
    "sitemap.xml dosyasını indirip sitenizin kök dizinine yükleyin ve Google Search Console'daki Site haritaları bölümünden gönderin.",
  ],
  faq: [
    {
      question: "Site haritası sıralamamı yükseltir mi?",
      answer:
        "Doğrudan hayır. Site haritası Google'ın sayfalarınızı daha hızlı ve eksiksiz keşfetmesine yardım eder; özellikle yeni, büyük veya iç bağlantısı zayıf sitelerde önemlidir. Sıralama ise içeriğin kalitesi ve sayfanın diğer sinyallerine bağlıdır.",
    },
    {
      question: "Priority ve changefreq değerleri ne işe yarar?",
      answer:
        "sitemaps.org protokolünde yer alırlar ama Google ikisini de yok sayar; Bing de büyük ölçüde dikkate almaz. Araç bu alanları protokole uygun olarak yazar, yine de zamanınızı doğru <lastmod> tarihlerine ayırmanız daha faydalıdır. Google lastmod değerini, sayfada gerçekten yapılan değişikliklerle tutarlı olduğu sürece kullanır.",
    },
    {
      question: "Bir site haritasına en fazla kaç adres ekleyebilirim?",
      answer:
        "Bir sitemap dosyası en fazla 50.000 adres içerebilir ve sıkıştırılmamış boyutu 50 MB'ı geçemez. Daha büyük siteler için adresler numaralı dosyalara bölünür ve bunları listeleyen bir sitemap index dosyası Google'a gönderilir. Toplu yapıştırma modunda bu sınır aşılırsa araç index ve numaralı dosyaları tek bir ZIP olarak hazırlar.",
    },
    {
      question: "Hangi sayfaları site haritasına eklememeliyim?",
      answer:
        "Yalnızca dizine eklenmesini istediğiniz, 200 durum koduyla açılan ve kendini canonical gösteren adresleri ekleyin. Yönlendirme yapan, 404 veren, noindex taşıyan, robots.txt ile engellenen veya parametreli kopya adresler site haritasında bulunmamalıdır.",
    },
    {
      question: "Site haritasını Google'a nasıl bildiririm?",
      answer:
        'Dosyayı sitenizin kök dizinine yükledikten sonra Google Search Console\'da Site haritaları bölümüne adresini girip gönderin. Ayrıca robots.txt dosyanıza "Sitemap: https://www.ornek.com/sitemap.xml" satırını ekleyerek diğer arama motorlarının da dosyayı bulmasını sağlayın.',
    },
  ],
};

export const SITEMAP_TEXT = {
  baseUrlLabel: "Base URL",
  baseUrlHint:
    "Sitenizin ana adresi. Yaygın sayfalar, toplu listedeki göreli yollar (/iletisim gibi) ve sitemap index bu adrese göre oluşturulur.",
  modeLabel: "Adres giriş yöntemi",
  formMode: "Tek tek ekle",
  bulkMode: "Toplu yapıştır",
  entriesTitle: "Adresler",
  urlLabel: "URL",
  priorityLabel: "Öncelik",
  changefreqLabel: "Değişim sıklığı",
  lastmodLabel: "Son güncelleme",
  addEntry: "URL ekle",
  addCommonPages: "Yaygın sayfaları ekle",
  removeEntry: "Satırı kaldır",
  invalidUrl: "Geçerli bir URL girin",
  previewLabel: "sitemap.xml önizlemesi",
  previewEmpty: "Geçerli bir adres girdiğinizde XML burada oluşur.",
  limitsTitle: "Sınırlar ve öneriler",
  limitsAdvice:
    "Tek bir sitemap dosyası en fazla 50.000 URL içerebilir ve sıkıştırılmamış hâliyle 50 MB'ı geçemez. Daha büyük siteler için adresleri numaralı dosyalara bölüp bir sitemap index dosyasıyla gönderin.",
  bulkTextareaLabel: "URL listesi (her satıra bir adres)",
  bulkClear: "Temizle",
  bulkTextareaHint:
    "Binlerce satır yapıştırabilirsiniz. Tam adresler (https://...) ve base URL girildiyse göreli yollar (/iletisim gibi) kabul edilir; tekrar eden ve geçersiz satırlar atlanır.",
  bulkDefaultsTitle: "Tüm adresler için",
  bulkProcessing: "Adresler işleniyor…",
  bulkAccepted: "Kabul edilen",
  bulkRejected: "Geçersiz",
  bulkDuplicates: "Tekrar eden",
  bulkRejectedSamplesTitle: "Geçersiz satırlardan örnekler",
  bulkRejectedHelp:
    "Yalnızca http:// veya https:// ile başlayan tam adresler ve base URL girildiyse göreli yollar (/iletisim gibi) kabul edilir.",
  bulkFilesTitle: "ZIP içeriği",
  bulkPreviewLabel: "XML önizlemesi (ilk satırlar)",
  bulkEmpty: "Adreslerinizi yapıştırdığınızda özet ve önizleme burada görünür.",
  zipDownloaded: "sitemap.zip dosyası indirildi!",
  zipDownloadLabel: "sitemap.zip indir",
  bulkWorkerError: "Adresler işlenirken bir hata oluştu. Sayfayı yenileyip tekrar deneyin.",
} as const;
