import { formatNumber } from "~/shared/format";
import { URL_MAX_LENGTH } from "~/capabilities/url/http-url";

/**
 * Turkish texts of the canonical tool's live check ("Canlı kontrol"): the form, the refusals of
 * POST /api/live/canonical, each finding with the sentence that says how to fix it, the verdict
 * per URL and the CSV export. The generator's own texts stay in ./content.ts.
 */

/** How many addresses one live check reads (the screen's limit and the server schema's). */
export const CANONICAL_LIVE_MAX_URLS = 20;

export const CANONICAL_LIVE_MESSAGES = {
  empty: "Lütfen kontrol edilecek en az bir adres girin.",
  tooMany: `Bir kontrolde en fazla ${formatNumber(CANONICAL_LIVE_MAX_URLS)} adres kontrol edilebilir. Lütfen listeyi kısaltın.`,
  missingFields: "Lütfen kontrol edilecek adresleri gönderin.",
  /** A line that is not an http(s) address; `line` is 1-based. */
  invalid: (line: number): string => `${formatNumber(line)}. adres geçerli değil. Lütfen https:// ile başlayan tam bir adres girin.`,
  tooLong: (line: number): string => `${formatNumber(line)}. adres en fazla ${formatNumber(URL_MAX_LENGTH)} karakter olabilir.`,
} as const;

export const CANONICAL_LIVE_TEXT = {
  urlsLabel: "Kontrol edilecek adresler",
  urlsPlaceholder: "https://www.ornek.com/\nhttps://www.ornek.com/urunler?renk=siyah",
  urlsHint: `Her satıra bir adres yazın; en fazla ${formatNumber(CANONICAL_LIVE_MAX_URLS)} adres.`,
  start: "Canlı kontrol et",
  clear: "Listeyi temizle",
  resultTitle: "Canlı kontrol sonucu",
  /** Live summary while and after the rows arrive. */
  resultCount: (done: number, total: number): string => `${formatNumber(done)} / ${formatNumber(total)} adres kontrol edildi.`,
  failed: "Kontrol tamamlanamadı:",
  /** The check ended at one of its limits (time, data, requests): some rows say which request it stopped. */
  limitReached: "Kontrol bir sınıra takıldığı için bazı istekler gönderilmedi; ilgili satırlar nedenini söylüyor.",
  columnUrl: "Adres",
  columnSignals: "Canonical sinyalleri",
  columnVerdict: "Sonuç",
  redirectsLabel: "Yönlendirmeler:",
  noRedirects: "Yönlendirme yok",
  htmlCanonicalLabel: "HTML canonical:",
  headerCanonicalLabel: "Link başlığı:",
  ogUrlLabel: "og:url:",
  targetLabel: "Canonical hedefi:",
  parameterLabel: "Parametre testi:",
  none: "yok",
  fixLabel: "Ne yapmalı:",
  csvDownload: "Sonuçları CSV olarak indir",
  csvDownloaded: "Canlı kontrol sonuçları indirildi!",
  severity: { error: "Hata", warning: "Uyarı", info: "Bilgi" },
} as const;

export const CANONICAL_LIVE_CSV_FILE_NAME = "canonical-canli-kontrol.csv";

export const CANONICAL_LIVE_CSV_HEADER = [
  "Adres",
  "Son adres",
  "HTTP durumu",
  "Yönlendirme zinciri",
  "HTML canonical",
  "Link başlığı canonical",
  "og:url",
  "Canonical hedefi durumu",
  "Parametre testi canonical",
  "Sonuç",
  "Bulgular",
  "Ne yapmalı",
] as const;

/** The verdict line of one URL. */
export const CANONICAL_LIVE_VERDICTS = {
  consistent: "Sinyaller tutarlı",
  errors: (count: number): string => `Sinyaller çelişiyor: düzeltilmesi gereken ${formatNumber(count)} sorun`,
  warnings: (count: number): string => `Sinyaller kısmen tutarlı: ${formatNumber(count)} uyarı`,
  failed: "Sayfa kontrol edilemedi",
} as const;

/** "200", "301 → 302 → 200", "istenemedi". */
export const CANONICAL_LIVE_STATUS = {
  notFetched: "istenemedi",
  http: (status: number): string => `HTTP ${status}`,
  targetSelf: "sayfanın kendisi",
  parameterSkipped: "denenmedi",
} as const;

/** Every finding: what was seen (`message`) and what to change (`fix`). */
export const CANONICAL_LIVE_FINDINGS = {
  fetchFailed: {
    message: (reason: string): string => `Sayfa istenemedi: ${reason}`,
    fix: "Adresin doğru yazıldığını ve sitenin herkese açık olduğunu kontrol edip tekrar deneyin.",
  },
  pageStatus: {
    message: (status: number): string => `Sayfa HTTP ${status} döndürdü; canonical yalnızca 200 veren sayfalarda dikkate alınır.`,
    fix: "Sayfayı 200 durum koduyla yayınlayın ya da bu adres yerine sayfanın çalışan adresini kontrol edin.",
  },
  notHtml: {
    message: (type: string): string => `Adres bir HTML sayfası döndürmedi (${type}); bu kontrol HTML sayfalarının canonical sinyallerini okur.`,
    fix: "HTML sayfalarının adreslerini girin; PDF gibi dosyalar için canonical'ı Link başlığıyla verin.",
  },
  redirected: {
    message: (finalUrl: string): string =>
      `Kontrol ettiğiniz adres yönlendiriyor, yani bağlantı verilecek adres bu değil: ziyaretçiler ve Google ${finalUrl} adresine ulaşıyor. Diğer sonuçlar bu son adres içindir.`,
    fix: (finalUrl: string): string =>
      `Menülerde, iç bağlantılarda, site haritasında, reklamlarda ve canonical etiketlerinde doğrudan ${finalUrl} adresini kullanın; yönlendiren adrese bağlantı vermeyin.`,
  },
  redirectChain: {
    message: (hops: number): string => `Yönlendirme zinciri: son adrese ${formatNumber(hops)} yönlendirmeyle ulaşılıyor.`,
    fix: "İlk adresi tek bir 301 yönlendirmesiyle doğrudan son adrese gönderin.",
  },
  temporaryRedirect: {
    message: (status: number): string => `Zincirde geçici bir yönlendirme (${status}) var; geçici yönlendirme asıl adres sinyalini zayıflatır.`,
    fix: "Adres kalıcı olarak taşındıysa 301 (veya 308) kalıcı yönlendirme kullanın.",
  },
  noCanonical: {
    message: "Sayfada canonical yok (ne HTML etiketi ne Link başlığı).",
    fix: '<head> bölümüne sayfanın kendi adresini gösteren bir <link rel="canonical"> ekleyin.',
  },
  multipleCanonicals: {
    message: (count: number): string => `Sayfada ${formatNumber(count)} canonical etiketi var; birden fazla canonical olduğunda Google hepsini yok sayabilir.`,
    fix: "Tek bir canonical etiketi bırakın (çoğu zaman tema ile SEO eklentisi aynı anda etiket ekler).",
  },
  headerMismatch: {
    message: (html: string, header: string): string => `HTML canonical (${html}) ile Link başlığındaki canonical (${header}) farklı.`,
    fix: "İki yerde de aynı adresi verin ya da birini kaldırın; çelişen iki sinyali Google yok sayabilir.",
  },
  relativeCanonical: {
    message: (href: string): string => `Canonical göreli yazılmış (${href}); çalışır ama mutlak adres önerilir.`,
    fix: "Canonical'ı https:// ile başlayan tam adresle yazın; göreli adres test sunucusunda veya başka protokolde yanlış adrese çözülebilir.",
  },
  ogUrlMismatch: {
    message: (ogUrl: string, canonical: string): string => `og:url (${ogUrl}) canonical'dan (${canonical}) farklı.`,
    fix: "og:url'yi canonical ile aynı adrese ayarlayın; paylaşımlar ve arama motoru aynı adresi görsün.",
  },
  canonicalElsewhere: {
    message: (canonical: string): string => `Bu sayfa ${canonical} adresini asıl sürüm olarak gösteriyor (kopya olarak işaretli).`,
    fix: "Bilerek yapıldıysa bir şey yapmanız gerekmez; bu sayfa asıl sürümse canonical'ı sayfanın kendi adresine çevirin.",
  },
  noindexElsewhere: {
    message: (canonical: string): string => `Sayfa noindex taşıyor ve canonical olarak başka bir adresi (${canonical}) gösteriyor; Google bu ikisinin birlikte kullanılmamasını söyler.`,
    fix: "Sayfa kopyaysa noindex'i kaldırıp yalnızca canonical'ı bırakın; aranmasını istemiyorsanız canonical'ı kaldırıp yalnızca noindex kullanın.",
  },
  noindexSelf: {
    message: "Sayfa kendi adresini canonical gösteriyor ama noindex taşıyor: bir yandan asıl sürüm, bir yandan dizin dışı diyor.",
    fix: "Sayfa dizine girmeliyse noindex'i kaldırın; girmemeliyse canonical'ı kaldırın.",
  },
  targetFailed: {
    message: (target: string, reason: string): string => `Canonical hedefi (${target}) istenemedi: ${reason}`,
    fix: "Canonical'ın herkese açık, doğru yazılmış bir adresi gösterdiğinden emin olun.",
  },
  targetRedirects: {
    message: (target: string, chain: string): string => `Canonical hedefi (${target}) yönlendiriyor: ${chain}.`,
    fix: "Canonical'ı yönlendirmenin son adresine çevirin; canonical doğrudan 200 veren sayfayı göstermeli.",
  },
  targetStatus: {
    message: (target: string, status: number): string => `Canonical hedefi (${target}) HTTP ${status} döndürüyor.`,
    fix: "Canonical'ı 200 durum koduyla açılan, dizine eklenebilir bir sayfaya çevirin.",
  },
  targetNotHtml: {
    message: (target: string): string => `Canonical hedefi (${target}) bir HTML sayfası değil.`,
    fix: "Canonical'ı aynı içeriğin HTML sayfasına çevirin.",
  },
  targetNoindex: {
    message: (target: string): string => `Canonical hedefi (${target}) noindex taşıyor: asıl sürüm dizin dışı.`,
    fix: "Hedef sayfadaki noindex'i kaldırın ya da canonical'ı dizine eklenebilir bir sayfaya çevirin.",
  },
  targetCanonicalised: {
    message: (target: string, next: string): string => `Canonical hedefi (${target}) kendisi de başka bir adresi (${next}) canonical gösteriyor: canonical zinciri.`,
    fix: (next: string): string => `Canonical'ı doğrudan ${next} adresine çevirin (ya da hedef sayfanın canonical'ını kendi adresine düzeltin).`,
  },
  targetNoCanonical: {
    message: (target: string): string => `Canonical hedefi (${target}) kendi adresini canonical göstermiyor (canonical'ı yok).`,
    fix: "Hedef sayfaya kendi adresini gösteren bir canonical ekleyin.",
  },
  parameterFailed: {
    message: (url: string, reason: string): string => `Parametreli adres (${url}) denenemedi: ${reason}`,
    fix: "Sayfa kampanya parametreleriyle açılmıyorsa reklam bağlantılarınızı kontrol edin.",
  },
  parameterNoCanonical: {
    message: (url: string): string => `Parametreli adreste (${url}) canonical yok; utm ve gclid ekli her adres ayrı bir kopya olarak görülebilir.`,
    fix: "Sayfanın her sürümünde parametresiz adresi gösteren canonical bulunsun (kendine referans veren canonical bunu sağlar).",
  },
  parameterEchoed: {
    message: (canonical: string): string => `Parametreli adres kendisini parametreleriyle canonical gösteriyor (${canonical}).`,
    fix: "Canonical'ı istek adresinden değil, sayfanın temiz adresinden üretin: utm_source, gclid gibi parametreler canonical'a yazılmamalı.",
  },
  parameterOther: {
    message: (canonical: string, expected: string): string => `Parametreli adresin canonical'ı (${canonical}) temiz adresinkinden (${expected}) farklı.`,
    fix: (expected: string): string => `Parametreli adreste de canonical ${expected} olmalı.`,
  },
} as const;
