import type { ToolGuide } from "~/site/tool-article-types";
import { formatBytes, formatNumber } from "~/shared/format";
import { MAX_SITEMAP_BYTES, MAX_URLS_PER_SITEMAP } from "./constants";

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
  title: "Site haritanız",
  baseUrlLabel: "Base URL",
  baseUrlPlaceholder: "https://www.ornek.com",
  baseUrlHint:
    "Sitenizin ana adresi. Yaygın sayfalar, toplu listedeki göreli yollar (/iletisim gibi) ve sitemap index bu adrese göre oluşturulur.",
  modeLabel: "Adres giriş yöntemi",
  formMode: "Tek tek ekle",
  bulkMode: "Toplu yapıştır",
  entriesTitle: "Adresler",
  /** Legend of the n-th row (1-based). */
  rowLegend: (position: number) => `${position}. adres`,
  urlLabel: "URL",
  urlPlaceholder: "https://www.ornek.com/sayfa",
  priorityLabel: "Öncelik",
  changefreqLabel: "Değişim sıklığı",
  /** Change-frequency option: "Aylık (monthly)". */
  changefreqOption: (label: string, value: string) => `${label} (${value})`,
  lastmodLabel: "Son güncelleme",
  addEntry: "URL ekle",
  addCommonPages: "Yaygın sayfaları ekle",
  removeEntry: "Satırı kaldır",
  invalidUrl: "Geçerli bir URL girin",
  previewLabel: "sitemap.xml önizlemesi",
  previewEmpty: "Geçerli bir adres girdiğinizde XML burada oluşur.",
  /** Under the preview: size of the file and what was left out. */
  previewSummary: (result: { urlCount: number; byteLength: number; invalidUrls: number; duplicateUrls: number }) =>
    `${formatNumber(result.urlCount)} URL · ${formatBytes(result.byteLength)}` +
    (result.invalidUrls > 0 ? ` · ${formatNumber(result.invalidUrls)} geçersiz adres atlandı` : "") +
    (result.duplicateUrls > 0 ? ` · ${formatNumber(result.duplicateUrls)} tekrar eden adres atlandı` : ""),
  limitsTitle: "Sınırlar ve öneriler",
  limitsAdvice:
    `Tek bir sitemap dosyası en fazla ${formatNumber(MAX_URLS_PER_SITEMAP)} URL içerebilir ve sıkıştırılmamış hâliyle ${formatBytes(MAX_SITEMAP_BYTES)}'ı geçemez. Daha büyük siteler için adresleri numaralı dosyalara bölüp bir sitemap index dosyasıyla gönderin.`,
  bulkTextareaLabel: "URL listesi (her satıra bir adres)",
  bulkClear: "Temizle",
  bulkTextareaPlaceholder: "https://www.ornek.com/\nhttps://www.ornek.com/hakkimizda\n/iletisim",
  bulkTextareaHint:
    "Binlerce satır yapıştırabilirsiniz. Tam adresler (https://...) ve base URL girildiyse göreli yollar (/iletisim gibi) kabul edilir; tekrar eden ve geçersiz satırlar atlanır.",
  bulkDefaultsTitle: "Tüm adresler için",
  bulkProcessing: "Adresler işleniyor…",
  bulkAccepted: "Kabul edilen",
  bulkRejected: "Geçersiz",
  bulkDuplicates: "Tekrar eden",
  bulkRejectedSamplesTitle: "Geçersiz satırlardan örnekler",
  /** Before the rejected line's text: "3. satır: ". */
  bulkRejectedLine: (lineNumber: number) => `${formatNumber(lineNumber)}. satır: `,
  bulkRejectedHelp:
    "Yalnızca http:// veya https:// ile başlayan tam adresler ve base URL girildiyse göreli yollar (/iletisim gibi) kabul edilir.",
  bulkFilesTitle: "ZIP içeriği",
  /** Status once a single file is ready. */
  bulkSingleReady: (urlCount: number, byteLength: number) =>
    `${formatNumber(urlCount)} adreslik sitemap.xml hazır (${formatBytes(byteLength)}).`,
  /** Status once the list was split into several files. */
  bulkSetReady: (urlCount: number, fileCount: number) =>
    `${formatNumber(urlCount)} adres, tek dosya sınırını (${formatNumber(MAX_URLS_PER_SITEMAP)} URL / ${formatBytes(MAX_SITEMAP_BYTES)}) aştığı için ${formatNumber(fileCount)} dosyaya bölündü; sitemap index ile birlikte ZIP olarak hazır.`,
  /** Size line of the index file in the ZIP listing. */
  bulkIndexSize: (sitemapCount: number, byteLength: number) => `${formatNumber(sitemapCount)} sitemap · ${formatBytes(byteLength)}`,
  /** Size line of a numbered file in the ZIP listing. */
  bulkFileSize: (urlCount: number, byteLength: number) => `${formatNumber(urlCount)} URL · ${formatBytes(byteLength)}`,
  bulkOutsideBase: (count: number) =>
    `${formatNumber(count)} adres base URL'nin dışında; bir sitemap yalnızca bulunduğu dizinin altındaki adresleri listeleyebilir.`,
  bulkIndexPreviewLabel: (fileName: string) => `${fileName} önizlemesi`,
  bulkFirstFilePreviewLabel: (fileName: string) => `${fileName} önizlemesi (ilk satırlar)`,
  bulkPreviewLabel: "XML önizlemesi (ilk satırlar)",
  bulkEmpty: "Adreslerinizi yapıştırdığınızda özet ve önizleme burada görünür.",
  zipDownloaded: "sitemap.zip dosyası indirildi!",
  zipDownloadLabel: "sitemap.zip indir",
  bulkWorkerError: "Adresler işlenirken bir hata oluştu. Sayfayı yenileyip tekrar deneyin.",
} as const;

/** "Siteyi tara": crawl the visitor's site and fill the editor with its indexable pages. */
export const SITEMAP_CRAWL_TEXT = {
  title: "Siteyi tara",
  intro:
    "Sitenizin adresini yazın; sitenizi bağlantılarını ve mevcut site haritasını izleyerek tarayalım. Dizine eklenebilir sayfalar aşağıdaki adres listesine gelir, bulduğumuz sorunlar XML'in altındaki raporda listelenir.",
  urlLabel: "Site adresi",
  urlPlaceholder: "https://www.ornek.com",
  urlHint: "Tarama yalnızca bu alan adında (ve www. eşinde) kalır; en fazla 500 sayfa ve 60 saniye sürer.",
  urlInvalid: "Geçerli bir site adresi girin (http:// veya https:// ile başlayan).",
  start: "Siteyi tara",
  modeLabel: "Bulunan sayfalar adres listesine nasıl eklensin?",
  modeReplace: "Listeyi değiştir",
  modeAppend: "Listenin sonuna ekle",
  modeHint:
    "“Listeyi değiştir” mevcut adresleri silip taramanın bulduklarını koyar; “Listenin sonuna ekle” yalnızca listede olmayan adresleri ekler.",
  resultTitle: "Tarama sonucu",
  /** Summary read out when the crawl ends. */
  resultSummary: (entries: number, excluded: number, stopped: boolean) =>
    `${formatNumber(entries)} dizine eklenebilir sayfa adres listesine eklendi, ${formatNumber(excluded)} sayfa site haritası dışında bırakıldı.` +
    (stopped ? " Tarama tamamlanmadan durdu; sonuçlar o ana kadar bulunan sayfaları kapsar." : ""),
  noEntries: "Taramada dizine eklenebilir sayfa bulunamadı; adres listesi değiştirilmedi.",
  failed: "Tarama tamamlanamadı.",
  reportTitle: "Tarama raporu",
  csvDownload: "Raporu CSV olarak indir",
  csvDownloaded: "Tarama raporu CSV olarak indirildi!",
  sectionExcluded: "Site haritasına alınmayan sayfalar",
  sectionBroken: "Kırık iç bağlantılar",
  sectionRedirects: "Yönlendirme zincirleri",
  sectionBlocked: "robots.txt ile engellenen sayfalar",
  sectionSitemapOnly: "Site haritasında olup taramada bulunmayan veya dizine eklenemeyen adresler",
  sectionMissing: "Taramada bulunup site haritasında olmayan sayfalar",
  noSitemap: "Sitede mevcut bir site haritası bulunamadı; karşılaştırma yapılmadı.",
  /** Heading of a report section with its count: "Kırık iç bağlantılar (3)". */
  sectionHeading: (title: string, count: number) => `${title} (${formatNumber(count)})`,
  sectionEmpty: "Sorun bulunmadı.",
  linkedFrom: "Bağlantı veren sayfalar:",
  moreRows: (count: number) => `… ve ${formatNumber(count)} adres daha (tamamı CSV dosyasında).`,
  reasonNoindex: (source: "meta" | "header" | "both") =>
    source === "meta"
      ? "noindex (meta robots etiketi)"
      : source === "header"
        ? "noindex (X-Robots-Tag başlığı)"
        : "noindex (meta robots etiketi ve X-Robots-Tag başlığı)",
  reasonCanonical: (canonical: string) => `canonical başka bir adresi gösteriyor: ${canonical}`,
  reasonStatus: (status: number) => `HTTP ${status} durum kodu`,
  reasonRedirect: (target: string) => `yönlendiriyor: ${target}`,
  reasonNonHtml: (contentType: string | null) => (contentType ? `HTML değil (${contentType})` : "HTML değil"),
  reasonRobots: (rule: string | null) => (rule ? `robots.txt engelliyor: ${rule}` : "robots.txt engelliyor"),
  notFoundByCrawl: "taramada bulunamadı",
  /** "Listed in https://…/sitemap.xml". */
  listedIn: (sitemap: string) => `listelendiği dosya: ${sitemap}`,
  csvHeaders: ["Bulgu türü", "URL", "Ayrıntı", "Bağlantı veren sayfalar"],
  csvTypeExcluded: "Site haritası dışında",
  csvTypeBroken: "Kırık iç bağlantı",
  csvTypeRedirect: "Yönlendirme zinciri",
  csvTypeBlocked: "robots.txt ile engelli",
  csvTypeSitemapOnly: "Site haritasında var, taramada yok veya dizine eklenemez",
  csvTypeMissing: "Site haritasında eksik",
  missingDetail: "dizine eklenebilir, site haritasında yok",
  /** Status of a broken link: "HTTP 404". */
  brokenDetail: (status: number) => `HTTP ${status}`,
} as const;
