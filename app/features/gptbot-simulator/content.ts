import type { ToolGuide } from "~/site/tool-article-types";

/** How-to and FAQ of the GPTBot simulator (/seo-araclari/gptbot-simulatoru). */
export const gptbotGuide: ToolGuide = {
  steps: [
    "Analiz etmek istediğiniz sayfanın adresini girin, örneğin https://www.siteniz.com/hizmetler.",
    "“Analiz Et” düğmesine basın: sunucumuz sayfayı GPTBot'un kullanıcı aracısıyla indirir ve sitenizin robots.txt dosyasını okur.",
    "SEO ve erişilebilirlik puanlarını, kelime sayısını ve sorun listelerini inceleyin; her sorunun kaç puan düşürdüğü yanında yazar.",
    "Yapay zekâ tarayıcıları tablosunda GPTBot, ClaudeBot, PerplexityBot gibi botların sayfaya girip giremediğini, bunu belirleyen robots.txt grubunu ve kuralını satır numarasıyla görün.",
    "“Botun gördüğü içerik” panelinde JavaScript çalışmadan okunabilen metni kontrol edin; raporu kopyalayın ya da gptbot-analysis.txt olarak indirin.",
    "Sayfa henüz yayında değilse veya giriş gerektiriyorsa “HTML yapıştır” sekmesini kullanın: kod tarayıcınızda analiz edilir, hiçbir yere gönderilmez.",
  ],
  faq: [
    {
      question: "GPTBot nedir, ChatGPT'de görünmemi etkiler mi?",
      answer:
        "GPTBot, OpenAI'ın yapay zekâ modellerini eğitmek için web'i tarayan botudur. ChatGPT'nin arama sonuçları için OAI-SearchBot, bir kullanıcı ChatGPT'den bir sayfayı açmasını istediğinde ChatGPT-User kullanılır. GPTBot'u engellemek sitenizin ChatGPT aramasında görünmesini tek başına engellemez; üç botu ayrı ayrı değerlendirin. Tablo her birinin durumunu ayrı gösterir.",
    },
    {
      question: "GPTBot'u robots.txt ile nasıl engellerim ya da izin veririm?",
      answer:
        "robots.txt dosyanıza “User-agent: GPTBot” satırını ve altına “Disallow: /” yazarsanız sitenin tamamı kapanır; yalnızca bir klasörü kapatmak için “Disallow: /ozel/” kullanın. Bir bota ait grup varsa o bot genel (*) grubu dikkate almaz. Her bot için ayrı bir User-agent satırı yazın: “User-agent: GPTBot ChatGPT-User” satırı yalnızca GPTBot olarak okunur. Aynı adrese birden çok kural uyarsa en uzun yol kazanır, eşitlikte Allow üstün gelir. Değişiklikten sonra aracı yeniden çalıştırıp tabloyu kontrol edin.",
    },
    {
      question: "Yapay zekâ botları JavaScript ile yüklenen içeriği görür mü?",
      answer:
        "Çoğu yapay zekâ tarayıcısı sayfayı bir tarayıcı gibi çalıştırmaz, sunucunun gönderdiği HTML'i okur. İçeriğiniz yalnızca JavaScript ile oluşuyorsa “Botun gördüğü içerik” paneli boş ya da eksik görünür. Sunucu tarafında oluşturma (SSR) veya ön oluşturma (prerender) bu sorunu çözer.",
    },
    {
      question: "SEO ve erişilebilirlik puanları nasıl hesaplanıyor?",
      answer:
        "Her puan 100'den başlar. Başlık etiketinin eksik olması, birden fazla H1, alt metni olmayan görseller, etiketsiz form alanları gibi her kural tetiklendiğinde belirli bir puan düşülür ve listede yanında yazar. 80 ve üzeri Mükemmel, 60 ve üzeri İyi, altı Zayıf olarak gösterilir. Puan yol göstericidir; Google'ın kendi sıralama puanı değildir.",
    },
    {
      question: "Ateşman okunabilirlik puanı ne anlatır?",
      answer:
        "Ateşman formülü Türkçe metinler için geliştirilmiştir: kelime başına düşen hece ve cümle başına düşen kelime sayısından 0-100 arası bir puan hesaplar. 90 ve üzeri çok kolay, 70-89 kolay, 50-69 orta güçlükte, 30-49 zor, 30'un altı çok zor okunur. Kısa cümleler ve yaygın kelimeler puanı yükseltir.",
    },
    {
      question: "Neden bazı adresleri analiz edemiyorum?",
      answer:
        "Güvenlik için yalnızca internete açık http ve https adresleri analiz edilir; yerel ağ adresleri (192.168.x.x, 10.x.x.x gibi), localhost ve bulut sunucularının iç adresleri reddedilir. Sayfanın 10 saniye içinde yanıt vermesi, 5 MB'ı aşmaması ve HTML döndürmesi gerekir. Giriş gerektiren ya da yayında olmayan sayfalar için “HTML yapıştır” sekmesini kullanın.",
    },
  ],
};

/** Texts of the simulator screen beyond the required messages (ANALYZER_MESSAGES). */
export const GPTBOT_TEXT = {
  modeLabel: "Analiz yöntemi",
  noScript: "Analiz için tarayıcınızda JavaScript'in açık olması gerekir.",
  urlTab: "Adres ile analiz",
  htmlTab: "HTML yapıştır",
  urlLabel: "Sayfa adresi (URL)",
  urlPlaceholder: "https://www.siteniz.com/hizmetler",
  urlHint: "Sayfa, GPTBot'un kullanıcı aracısıyla sunucumuzdan indirilir; yalnızca internete açık adresler analiz edilir.",
  analyse: "Analiz Et",
  analysing: "Analiz ediliyor...",
  htmlLabel: "Sayfanın HTML kodu",
  htmlPlaceholder: "<!doctype html>\n<html lang=\"tr\">\n  <head><title>…</title></head>\n  …",
  htmlHint: "Tarayıcınızda “Sayfa kaynağını görüntüle” ile açılan kodu yapıştırın. Kod bu cihazda analiz edilir, sunucuya gönderilmez.",
  pageUrlLabel: "Sayfanın adresi (isteğe bağlı)",
  pageUrlHint: "Göreli bağlantıları çözmek ve robots.txt kurallarını eşleştirmek için kullanılır.",
  robotsLabel: "robots.txt içeriği (isteğe bağlı)",
  robotsPlaceholder: "User-agent: GPTBot\nDisallow: /ozel/",
  robotsHint: "Yapıştırırsanız yapay zekâ tarayıcılarının bu sayfaya erişimi de kontrol edilir.",
  emptyHtml: "Lütfen analiz edilecek HTML kodunu yapıştırın!",
  htmlTooLarge: "HTML kodu en fazla 5 MB olabilir.",
  /** Base URL of pasted HTML when the visitor gives none. */
  pastedDefaultUrl: "https://ornek.com.tr/",
  networkError: "Sunucuya ulaşılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.",
  unexpectedAnswer: "Sunucudan beklenmeyen bir yanıt geldi. Lütfen biraz sonra tekrar deneyin.",
  copyReport: "Raporu kopyala",
  copySuccess: "İçerik panoya kopyalandı!",
  downloadSuccess: "gptbot-analysis.txt dosyası indirildi!",
  emptyReport: "Önce bir sayfa analiz edin!",
} as const;

/**
 * How the simulator explains each crawler's robots.txt verdict: the group and the rule that
 * decided, with line numbers, so the site owner knows which line to change. Shared by the
 * screen and gptbot-analysis.txt.
 */
export const CRAWLER_DECISION_TEXT = {
  column: "Karar veren grup ve kural",
  caption: "Yapay zekâ tarayıcılarının bu sayfaya erişimi, karar veren robots.txt grubu ve kuralı",
  line: (line: number) => `${line}. satır`,
  ruleLabel: "Kural",
  groupLabel: "Grup",
  ownGroup: "botun kendi grubu",
  globalGroup: "* grubu, bot için ayrı grup yok",
  noMatchingRule: "Gruptaki hiçbir kural bu adrese uymuyor; bu yüzden izin veriliyor.",
  noGroup: "Bu botu veya * değerini içeren bir User-agent grubu yok; bu yüzden izin veriliyor.",
  noRobotsTxt: "robots.txt yok; bu yüzden izin veriliyor.",
  /** A User-agent line naming the bot after its first word, which crawlers do not apply to it. */
  ignoredMention: (bot: string, value: string, line: number) =>
    `${line}. satırdaki “User-agent: ${value}” yalnızca ilk ad olarak okunur, ${bot} için geçerli değildir. ${bot} için ayrı bir “User-agent: ${bot}” satırı yazın.`,
  gptbotAllowed: "GPTBot bu sayfayı tarayabilir.",
  gptbotBlocked: (rule: string, line: number) => `GPTBot bu sayfayı tarayamaz: robots.txt'nin ${line}. satırındaki “${rule}” kuralı engelliyor.`,
} as const;

/** Texts of the analysis report on screen (the panels below the form). */
export const ANALYSIS_REPORT_TEXT = {
  heading: "Analiz sonucu",
  analysedUrl: "Analiz edilen adres: ",
  pastedBaseUrl: "Yapıştırılan HTML, temel adres: ",
  /** Followed by the first address and ")." */
  redirectsFollowed: (count: number) => `${count} yönlendirme izlendi (ilk adres: `,
  seoScore: "SEO puanı",
  accessibilityScore: "Erişilebilirlik puanı",
  wordCount: "Kelime sayısı",
  readabilitySummary: (score: string, band: string) => `Okunabilirlik: ${score} (${band})`,
  seoIssuesTitle: (count: number) => `SEO sorunları (${count})`,
  accessibilityIssuesTitle: (count: number) => `Erişilebilirlik sorunları (${count})`,
  severity: { error: "Hata", warning: "Uyarı", info: "Bilgi" },
  noIssues: "Sorun bulunamadı.",
  penalty: (points: number) => `−${points} puan`,
  allowed: "İzin veriliyor",
  blocked: "Engelleniyor",
  userAgent: (agent: string) => `User-agent: ${agent}`,
  crawlersTitle: "Yapay zekâ tarayıcıları (robots.txt)",
  gptbotNoindex: " Ayrıca sayfa GPTBot için noindex olarak işaretli.",
  crawlerColumn: "Tarayıcı",
  statusColumn: "Durum",
  robotsFound: (url: string) => `robots.txt okundu: ${url}`,
  robotsMissing: (status: number) => `robots.txt bulunamadı (HTTP ${status}); kural olmadığı için tüm tarayıcılara izin verilir.`,
  robotsUnreachable: (reason: string) =>
    `robots.txt dosyasına ulaşılamadı: ${reason} Bu durumda tarayıcılar siteyi hiç taramamayı seçer (RFC 9309), bu yüzden izinler hesaplanmadı.`,
  robotsPasted: "İzinler, yapıştırdığınız robots.txt içeriğine göre hesaplandı.",
  robotsNotProvided: "robots.txt içeriği yapıştırılmadığı için tarayıcı izinleri kontrol edilmedi.",
  metaTitle: "Meta bilgileri ve robots yönergeleri",
  titleTerm: "Başlık (title)",
  descriptionTerm: "Meta açıklama",
  canonicalTerm: "Canonical",
  langTerm: "Dil (lang)",
  directivesTerm: "Meta robots ve X-Robots-Tag",
  allCrawlersTerm: "Tüm tarayıcılar için",
  gptbotTerm: "GPTBot için",
  missing: "Yok",
  noDirectives: "Sayfada robots meta etiketi veya X-Robots-Tag başlığı yok.",
  length: (length: number, limit: number) => `(${length} karakter${length > limit ? `, ${limit} sınırının üstünde` : ""})`,
  readabilityTitle: "Okunabilirlik",
  sentenceCount: "Cümle sayısı",
  wordsPerSentence: "Cümle başına ortalama kelime",
  atesmanScore: "Ateşman puanı",
  atesmanScale:
    "Ateşman ölçeği Türkçe metinler içindir: 90 ve üzeri çok kolay, 70-89 kolay, 50-69 orta güçlükte, 30-49 zor, 30'un altı çok zor okunur.",
  headingsTitle: (count: number) => `Başlık yapısı (${count})`,
  noHeadings: "Sayfada başlık (H1-H6) bulunamadı.",
  headingList: "Başlık listesi",
  headingLevel: (level: number) => `H${level}`,
  emptyHeading: "(boş başlık)",
  moreHeadings: (count: number) => `… ve ${count} başlık daha`,
  contentTitle: "Görseller, bağlantılar ve yapılandırılmış veri",
  imagesHeading: "Görseller",
  images: (count: number, missingAlt: number) => `${count} görsel${count > 0 ? `; ${missingAlt} tanesinde alt metni yok.` : "."}`,
  moreImages: (count: number) => `… ve ${count} görsel daha`,
  linksHeading: "Bağlantılar",
  links: (total: number, internal: number) => `${total} bağlantı: ${internal} site içi, ${total - internal} dış bağlantı.`,
  structuredDataHeading: "Yapılandırılmış veri (JSON-LD)",
  structuredDataTypes: "Bulunan JSON-LD türleri",
  structuredDataWithoutType: "JSON-LD bloklarında @type bulunamadı.",
  noStructuredData: "JSON-LD yapılandırılmış veri bulunamadı.",
  botViewTitle: "Botun gördüğü içerik",
  botViewIntro: "JavaScript çalıştırmayan bir tarayıcının bu sayfadan okuduğu metin: başlık, açıklama ve sayfa metni, blok başına bir satır.",
  botViewLabel: "Botun gördüğü metin",
} as const;
