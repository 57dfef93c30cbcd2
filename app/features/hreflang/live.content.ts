/** Turkish texts of the hreflang tool's live mode ("Canlı doğrula"): screen labels and every finding. */
import type { HreflangCodeProblem } from "~/capabilities/hreflang-check/codes";

export const LIVE_HREFLANG_MAX_ALTERNATES = 50;

export const LIVE_HREFLANG_MESSAGES = {
  missingFields: "İstek eksik: kontrol edilecek sayfanın adresini gönderin.",
  emptyUrl: "Kontrol edilecek sayfanın adresini yazın.",
  invalidUrl: "Geçerli bir http:// veya https:// adresi yazın.",
  urlTooLong: "Adres çok uzun (en fazla 2048 karakter).",
  invalidSitemapUrl: "Sitemap adresi geçerli bir http:// veya https:// adresi olmalı.",
  sitemapUrlTooLong: "Sitemap adresi çok uzun (en fazla 2048 karakter).",
} as const;

const CODE_PROBLEM_TEXT: Record<HreflangCodeProblem, string> = {
  malformed: "dil[-bölge] biçiminde değil",
  underscore: "parçalar alt çizgiyle ayrılmış; hreflang kısa çizgi kullanır",
  "region-only": "yalnızca bölge kodu; Google bölge kodundan dil çıkarmaz, önce dil kodu gelmeli (örneğin en-GB)",
  "unknown-language": "dil kısmı ISO 639-1 dil kodu değil",
  "unknown-region": "bölge kısmı ISO 3166-1 alpha-2 ülke kodu değil",
};

export const LIVE_HREFLANG_TEXT = {
  title: "Canlı doğrula",
  intro:
    "Bir sayfanın adresini yazın: sayfadaki <link rel=\"alternate\" hreflang> etiketlerini, HTTP Link başlığını ve site haritasındaki xhtml:link öğelerini okuruz, her dil sürümünü (en fazla 50) tek tek açıp Google'ın kurallarına göre karşılaştırırız.",
  urlLabel: "Sayfa adresi",
  urlPlaceholder: "https://www.ornek.com/tr/",
  urlHint: "Setteki herhangi bir dil sürümünün tam adresi.",
  sitemapLabel: "Sitemap adresi (isteğe bağlı)",
  sitemapPlaceholder: "https://www.ornek.com/sitemap.xml",
  sitemapHint: "Boş bırakırsanız robots.txt içindeki Sitemap satırlarına ve /sitemap.xml adresine bakarız.",
  start: "Canlı doğrula",
  failed: "Kontrol tamamlanamadı.",
  resultTitle: "Doğrulama sonucu",
  summary: (pages: number, problems: number) =>
    problems === 0 ? `${pages} sayfa kontrol edildi, sorun bulunmadı.` : `${pages} sayfa kontrol edildi, ${problems} sorun bulundu.`,
  sourcesTitle: "Okunan kaynaklar",
  sitemapRead: (url: string) => `Site haritası okundu: ${url}`,
  sitemapNone: "Site haritasında bu sayfa için hreflang bulunamadı (ya da site haritası okunamadı).",
  /** Sitemap files the check did not read, and why. */
  sitemapNotes: {
    tooLarge: (url: string, maxBytes: number) =>
      `Site haritası okunmadı: ${url} açıldığında ${Math.round(maxBytes / (1024 * 1024))} MB sınırını aşıyor (sıkıştırılmış dosya çok büyük ya da bozuk).`,
    limit: (url: string) => `Site haritası okunmadı: ${url} (kontrol başına okunan site haritası sınırına ulaşıldı).`,
    notSitemap: (url: string) => `Site haritası okunmadı: ${url} geçerli bir sitemap XML dosyası değil.`,
    nestedIndex: (url: string) => `Site haritası okunmadı: ${url} bir dizinin içindeki dizin; yalnızca bir düzey izlenir.`,
  },
  clusterTitle: "Setin geneli",
  matrixTitle: "Hreflang matrisi",
  matrixCaption: "Satırlar kontrol edilen sayfalar, sütunlar setteki hreflang değerleri; her hücre o sayfanın o değer için ne söylediğini gösterir.",
  matrixPageHeader: "Sayfa",
  matrixStatusHeader: "HTTP durumu",
  matrixVerdictHeader: "Sonuç",
  /** Column heading of a value that is not valid: "en-UK (geçersiz, doğrusu en-GB)". */
  invalidColumn: (value: string, suggestion: string | null) =>
    suggestion === null ? `${value} (geçersiz)` : `${value} (geçersiz, doğrusu ${suggestion})`,
  columnTarget: (href: string) => `Bu değerin adresi: ${href}`,
  noStatus: "yanıt yok",
  pagesTitle: "Sayfa sayfa sorunlar",
  pageOk: "Sorun yok.",
  pageVerdictOk: "Sorunsuz",
  pageVerdictProblems: (count: number) => `${count} sorun`,
  pageVerdictUnread: "Okunamadı",
  fetchedSoFar: (count: number) => `Şimdiye kadar ${count} sayfa okundu.`,
  cell: {
    ok: "Var",
    self: "Kendisi (var)",
    missing: "Eksik",
    "missing-self": "Kendisi eksik",
    "other-url": "Farklı adres",
    unread: "Okunamadı",
  },
  cellOtherUrl: (href: string) => `Farklı adres: ${href}`,
  fixTitle: "Düzeltme paketi",
  fixIntro: "Her sayfaya eklenmesi gereken etiketler, seçtiğiniz biçimde. Kodları düzeltilmiş değerlerle yazılmıştır; hatalı etiketleri kaldırmayı unutmayın.",
  fixFormatLabel: "Biçim",
  fixFormats: { html: "HTML <link> etiketleri", header: "HTTP Link başlığı", sitemap: "Sitemap <xhtml:link> öğeleri" },
  fixOutputLabel: "Eksik etiketler",
  fixEmpty: "Eklenecek etiket yok: kontrol edilebilen her sayfa setin tamamını gösteriyor.",
  fixLeftOut: (count: number) =>
    `${count} sayfa (200 dönmeyen, yönlendiren, noindex veya başka adrese canonical veren) sete alınmadı: önce o sayfaları düzeltin.`,
  fixCopy: "Paketi kopyala",
  fixCopied: "Düzeltme paketi panoya kopyalandı!",
  fixDownloaded: "Düzeltme paketi indirildi!",
  fixNothing: "Kopyalanacak etiket yok.",
  fixFileNames: { html: "hreflang-eksik-etiketler.html", header: "hreflang-link-basliklari.txt", sitemap: "hreflang-sitemap-ekleri.xml" },
  problems: {
    unreachable: (message: string) => `Sayfa açılamadı: ${message}`,
    httpStatus: (status: number) => `HTTP ${status} döndü; hreflang yalnızca 200 yanıt veren sayfaları göstermeli.`,
    redirected: (finalUrl: string) => `${finalUrl} adresine yönlendiriyor; hreflang yönlendirmenin sonundaki adresi göstermeli.`,
    notHtml: "Yanıt HTML değil; sayfadaki etiketler okunamadı.",
    noindex: (where: string) => `Dizine eklenmesi engellenmiş (${where}); noindex bir sayfa hreflang setinde olmamalı.`,
    noindexMeta: "meta robots",
    noindexHeader: "X-Robots-Tag başlığı",
    canonicalElsewhere: (canonical: string) =>
      `canonical başka bir adresi gösteriyor (${canonical}); hreflang yalnızca kendine canonical veren sayfaları göstermeli.`,
    noAnnotations: "Sayfada hiç hreflang yok (HTML, HTTP Link başlığı ve site haritasında).",
    missingSelf: "Sayfa kendini listelemiyor: her dil sürümü setin tamamını, kendisi de dahil, göstermeli.",
    notInSet: "Setteki hiçbir hreflang bu sayfayı göstermiyor; sayfa kendi değeriyle sete eklenmeli.",
    missingReturn: (value: string, href: string) =>
      `Dönüş bağlantısı eksik: ${href} bu sayfayı gösteriyor ama bu sayfa onu (${value}) göstermiyor; Google tek yönlü bağlantıları yok sayabilir.`,
    missingLink: (value: string, href: string) => `Setteki ${value} sürümü (${href}) listelenmemiş.`,
    otherUrl: (value: string, found: string, expected: string) =>
      `${value} değeri ${found} adresini gösteriyor; setin geri kalanı bu değer için ${expected} adresini kullanıyor.`,
    invalidCode: (value: string, problem: HreflangCodeProblem, suggestion: string | null) =>
      `"${value}" geçerli bir hreflang değeri değil: ${CODE_PROBLEM_TEXT[problem]}.${suggestion === null ? "" : ` Doğrusu: ${suggestion}.`}`,
    langMismatch: (lang: string, values: string) =>
      `<html lang="${lang}"> ile bu sayfayı gösteren hreflang (${values}) uyuşmuyor; sayfanın dili ile hreflang aynı olmalı.`,
    noXDefault: "x-default yok: dil veya bölgesi hiçbir sürüme uymayan ziyaretçiler için bir x-default sayfası (örneğin dil seçici) ekleyin.",
    duplicateValue: (value: string, hrefs: string) => `${value} değeri birden fazla adrese verilmiş (${hrefs}); her dil-bölge değeri tek bir adresi göstermeli.`,
    singleVersion: "Sette yalnızca bir sayfa var; hreflang en az iki dil veya bölge sürümüyle anlam taşır.",
    capped: (count: number) => `Setteki ${count} adres, ${LIVE_HREFLANG_MAX_ALTERNATES} sayfa sınırı yüzünden açılmadı.`,
    stopped: (reason: string) => `Kontrol erken durdu (${reason}); sonuç eksik olabilir.`,
  },
  stopReasons: {
    "request-limit": "istek sınırı",
    "time-limit": "süre sınırı",
    "byte-limit": "veri sınırı",
    cancelled: "iptal edildi",
    "host-budget": "site son bir saatte çok sık kontrol edildi",
  },
} as const;
