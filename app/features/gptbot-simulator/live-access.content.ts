import { formatNumber } from "~/shared/format";
import type { AiCrawlerGroup } from "~/capabilities/ai-crawlers/crawlers";
import type { ContentSignalKey } from "~/capabilities/ai-crawlers/content-signals";
import type { BotAccessStatus } from "./live-types";

/**
 * Turkish texts of the live access check ("Canlı erişim kontrolü"): the verdicts the pure logic
 * writes (live-bot-access.ts, live-coverage.ts, live-llms.ts) and the screen's labels.
 */

const n = (value: number): string => formatNumber(value);

/** One verdict per bot, and the detail lines under it. */
export const BOT_ACCESS_TEXT = {
  allowed: "Erişebilir",
  robotsBlocked: (line: number, rule: string) => `robots.txt engelliyor (satır ${line}: ${rule})`,
  robotsUnreachable: "robots.txt okunamadığı için tarayıcılar siteyi taramaz",
  serverBlocked: (status: number) => `Sunucu ${status} döndürüyor: güvenlik duvarı veya CDN bu botu engelliyor olabilir`,
  rateLimited: "Sunucu 429 döndürüyor: bot hız sınırına takılıyor",
  serverError: (status: number) => `Sunucu ${status} döndürüyor: sayfa bu bota sunulamıyor`,
  notFound: (status: number) => `Sayfa bulunamadı (HTTP ${status})`,
  otherStatus: (status: number) => `Sunucu ${status} döndürüyor: sayfa bu bota sunulmuyor`,
  noAnswer: (reason: string) => `Sunucu bu bota yanıt vermedi: ${reason}`,
  notChecked: (reason: string) => `Kontrol edilemedi: ${reason}`,
  noindex: (directive: string) => `${directive}: sayfa dizine eklenmemeli`,
  noai: "noai: içerik eğitimde kullanılmamalı",
  noimageai: "noimageai: görseller eğitimde kullanılmamalı",
  signalNo: (key: ContentSignalKey, line: number) => `Content-Signal: ${key}=no (satır ${line}): site sahibi ${SIGNAL_MEANING[key]} istemiyor`,

  detailRobotsRule: (line: number, rule: string, allowed: boolean) =>
    `robots.txt: ${line}. satırdaki “${rule}” kuralı ${allowed ? "izin veriyor" : "engelliyor"}.`,
  detailRobotsNoRule: "robots.txt: bu adrese uyan kural yok, izin veriliyor.",
  detailRobotsMissing: "robots.txt yok; kural olmadığı için izin veriliyor.",
  detailRobotsUnreadable: (note: string) => `robots.txt: ${note}`,
  detailRobotsOnly: (vendor: string) =>
    `Bu ad yalnızca robots.txt içindir: ${vendor} sayfaları kendi arama tarayıcısıyla indirir, bu yüzden bu adla istek gönderilmedi. Meta etiketler normal tarayıcı isteğinden okundu.`,
  detailHttp: (status: number, redirects: number) =>
    `Bu botun kullanıcı aracısıyla HTTP ${status}${redirects > 0 ? ` (${n(redirects)} yönlendirmeden sonra)` : ""}.`,
  detailNoAnswer: (reason: string) => `Bu botun kullanıcı aracısıyla yanıt alınamadı: ${reason}`,
  detailBaselineDiffers: (status: number) =>
    `Aynı sayfa bizim tarayıcımıza HTTP ${status} ile açıldı: engel bu botun kullanıcı aracısına özel.`,
  detailFewerWords: (bot: number, baseline: number) =>
    `Bu bota gelen HTML'de ${n(bot)} kelime var, normal istekte ${n(baseline)}: bot farklı (eksik) bir sayfa görüyor.`,
  detailDirectives: (source: string) => `Sayfadaki robots kuralları (bu bot için): ${source}.`,
  detailSignal: (key: ContentSignalKey, allowed: boolean, line: number) => `Content-Signal (satır ${line}): ${key}=${allowed ? "yes" : "no"}.`,
} as const;

/** What each content signal is about, in the verdict sentence. */
export const SIGNAL_MEANING: Record<ContentSignalKey, string> = {
  search: "içeriğin arama dizinine eklenmesini",
  "ai-input": "içeriğin yapay zekâ yanıtlarında kullanılmasını",
  "ai-train": "içeriğin yapay zekâ eğitiminde kullanılmasını",
};

export const ROBOTS_SUMMARY_TEXT = {
  found: (url: string) => `robots.txt okundu: ${url}`,
  missing: (status: number) => `robots.txt bulunamadı (HTTP ${status}); kural olmadığı için tüm tarayıcılara izin verilir.`,
  unreachable: (reason: string) =>
    `robots.txt dosyasına ulaşılamadı (${reason}). Bu durumda tarayıcılar siteyi hiç taramamayı seçer (RFC 9309).`,
  serverError: (status: number) => `HTTP ${status}`,
  notText: (type: string) =>
    `robots.txt düz metin olarak sunulmuyor (${type}); kuralları okunmadı. Dosyayı text/plain olarak sunun.`,
} as const;

export const COVERAGE_TEXT = {
  ok: (words: number) => `HTML'de ${n(words)} kelime var`,
  okDetail: "JavaScript çalıştırmayan botlar (GPTBot, ClaudeBot, PerplexityBot gibi) sayfanın metnini sunucunun gönderdiği HTML'den okuyabilir.",
  thin: (words: number) => `HTML'de yalnızca ${n(words)} kelime var`,
  thinDetail: (scripts: number) =>
    `JavaScript çalıştırmayan botlar bu kadarını görür. Metnin çoğu JavaScript ile yükleniyorsa (sayfada ${n(scripts)} betik var) sunucu tarafında oluşturma (SSR) veya ön oluşturma (prerender) kullanın.`,
  shell: "Boş uygulama kabuğu: HTML'de içerik yok",
  shellDetail: (words: number, scripts: number) =>
    `HTML'de yalnızca boş bir bağlama noktası (örneğin <div id="root">) ve ${n(scripts)} betik var, ${n(words)} kelime. İçerik tarayıcıda JavaScript ile oluşuyor; JavaScript çalıştırmayan yapay zekâ botları sayfayı boş görür. Sunucu tarafında oluşturma (SSR) veya ön oluşturma (prerender) bu sorunu çözer.`,
  unavailable: "Sayfanın metni ölçülemedi",
  unavailableDetail: (reason: string) => `HTML alınamadı: ${reason}`,
  notHtml: (type: string) => `Sayfa HTML değil (${type}).`,
} as const;

export const LLMS_TXT_TEXT = {
  valid: "llms.txt var ve biçime uygun",
  validDetail: (title: string, sections: number, links: number) =>
    `Başlık “${title}”, ${n(sections)} bölüm, ${n(links)} bağlantı (llmstxt.org başvuru ayrıştırıcısıyla okundu).`,
  noSummary: "Özet satırı (> ...) yok; başlığın altına kısa bir özet eklemeniz önerilir.",
  summaryAsInfo:
    "Özet satırından (> ...) sonra bölümlerden önce metin olmadığı için başvuru ayrıştırıcısı özeti ek bilgi olarak okuyor; özetin altına kısa bir paragraf ekleyin.",
  noLinks: "Dosyada bağlantı yok; bölümlere (## Ad) “- [Ad](adres): açıklama” satırları ekleyin.",
  invalid: "llms.txt var ama biçime uymuyor",
  noTitle: "Dosya “# Başlık” satırıyla ve ardından boş bir satırla başlamıyor; başvuru ayrıştırıcısı başlığı bulamıyor.",
  badLink: (line: number | null, text: string) =>
    `${line === null ? "Bir satır" : `${n(line)}. satır`} bağlantı maddesi değil: “${text}”. Bölümlerde (## Ad) yalnızca “- [Ad](adres): açıklama” satırları olabilir.`,
  notText: (type: string) => `Dosya düz metin değil, ${type} olarak sunuluyor; text/plain veya text/markdown olmalı.`,
  absent: "llms.txt yok",
  absentDetail: (status: number) =>
    `/llms.txt adresi HTTP ${status} döndürüyor. llms.txt zorunlu değildir; yapay zekâ araçlarına sitenizin önemli sayfalarını listelemek için ekleyebilirsiniz.`,
  unknown: "llms.txt kontrol edilemedi",
  unknownDetail: (reason: string) => `/llms.txt alınamadı: ${reason}`,
  serverError: (status: number) => `HTTP ${status}`,
} as const;

export const LIVE_ACCESS_TEXT = {
  title: "Yapay zekâ botlarının gerçek erişimi",
  intro:
    "Sayfa her yapay zekâ botunun kullanıcı aracısıyla ayrı ayrı istenir (istekler arasında en az 250 ms beklenir). Her bot için robots.txt kuralı, sunucunun gerçek yanıtı, meta robots ve X-Robots-Tag kuralları (noai dahil) ve robots.txt'deki Content-Signal satırları birlikte değerlendirilir.",
  urlLabel: "Kontrol edilecek sayfanın adresi",
  urlHint: "Yalnızca internete açık adresler kontrol edilir; robots.txt ve llms.txt de okunur.",
  start: "Erişimi kontrol et",
  resultTitle: "Erişim sonucu",
  checkedUrl: "Kontrol edilen adres: ",
  stopped: (reason: string) => `Kontrol erken bitti: ${reason}`,
  refused: (reason: string) => `Sayfa istenemedi: ${reason} Hiçbir bot adına istek gönderilmedi.`,
  groups: {
    training: "Model eğitimi yapan botlar",
    search: "Yapay zekâ arama botları",
    user: "Kullanıcı isteğiyle gelen botlar",
  } satisfies Record<AiCrawlerGroup, string>,
  groupCaption: (group: string) => `${group}: bot başına erişim kararı ve ayrıntıları`,
  botColumn: "Bot",
  verdictColumn: "Karar",
  httpColumn: "HTTP yanıtı",
  detailColumn: "Ayrıntı",
  noRequest: "İstek yok",
  noAnswer: "Yanıt yok",
  status: {
    allowed: "Erişebilir",
    restricted: "Kısıtlı",
    blocked: "Engelli",
    unknown: "Bilinmiyor",
  } satisfies Record<BotAccessStatus, string>,
  coverageTitle: "JavaScript çalıştırmayan botların gördüğü metin",
  llmsTitle: "llms.txt",
  signalsTitle: "robots.txt Content-Signal satırları",
  noSignals: "robots.txt'de Content-Signal satırı yok; içerik kullanımı için bir tercih belirtilmemiş.",
  signalLine: (line: number, value: string, agents: string) => `${line}. satır (${agents}): ${value}`,
  signalAllAgents: "tüm tarayıcılar",
  signalUnknown: (entries: string) => ` Tanınmayan değerler: ${entries}.`,
  csvDownload: "Sonucu CSV olarak indir",
  csvDownloaded: "yapay-zeka-bot-erisimi.csv dosyası indirildi!",
  summary: (allowed: number, restricted: number, blocked: number) =>
    `${n(allowed)} bot erişebilir, ${n(restricted)} bot kısıtlı, ${n(blocked)} bot engelli.`,
} as const;

/** The CSV export of the bots' verdicts: file name and header row. */
export const LIVE_ACCESS_CSV = {
  fileName: "yapay-zeka-bot-erisimi.csv",
  header: ["Bot", "Şirket", "Amaç", "Grup", "Durum", "Karar", "HTTP durumu", "robots.txt kuralı", "robots.txt satırı", "Gönderilen kullanıcı aracısı", "Ayrıntılar"],
} as const;
