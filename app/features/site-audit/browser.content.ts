import { METRIC_THRESHOLDS, type BrowserPageError, type MetricName, type MetricRating, type SampleRole, type ScreenshotKind } from "~/capabilities/browser/browser-facts";
import { formatNumber } from "~/shared/format";

/** The report's words for the browser stage: the screenshots, the speed figures, and why none were measured. */

const seconds = (ms: number): string => `${formatNumber(ms / 1000, 1)} sn`;

/** A metric's value as PageSpeed Insights writes it, in Turkish number format. */
export function formatMetric(name: MetricName, value: number): string {
  if (name === "score") return formatNumber(Math.round(value));
  if (name === "cls") return formatNumber(value, 2);
  if (name === "tbtMs") return `${formatNumber(Math.round(value))} ms`;
  return seconds(value);
}

export const METRIC_LABELS: Record<Exclude<MetricName, "score">, { short: string; name: string }> = {
  lcpMs: { short: "LCP", name: "En büyük içeriğin görünmesi" },
  cls: { short: "CLS", name: "Yüklenirken kayma" },
  tbtMs: { short: "TBT", name: "Toplam donma süresi" },
  fcpMs: { short: "FCP", name: "İlk içeriğin görünmesi" },
  siMs: { short: "SI", name: "Hız endeksi" },
};

export const RATING_WORDS: Record<MetricRating, string> = { good: "İyi", "needs-improvement": "İyileştirilmeli", poor: "Kötü" };

/** "İyi: 2,5 sn ve altı · Kötü: 4 sn üstü". */
export function thresholdText(name: Exclude<MetricName, "score">): string {
  const { good, poor } = METRIC_THRESHOLDS[name];
  return `İyi: ${formatMetric(name, good)} ve altı · Kötü: ${formatMetric(name, poor)} üstü`;
}

export const SAMPLE_ROLE_NAMES: Record<SampleRole, string> = {
  home: "Ana sayfa",
  "most-linked": "En çok bağlantı alan sayfa",
  deep: "Sitenin derinindeki bir sayfa",
  template: "Başka bir sayfa türünden örnek",
};

export const PAGE_ERROR_TEXT: Record<BrowserPageError, string> = {
  timeout: "Sayfa zamanında açılmadı",
  "too-large": "Sayfa 10 MB'tan fazla veri indirdi",
  memory: "Sayfa tarayıcıda çok fazla bellek kullandı",
  crashed: "Tarayıcı bu sayfada durdu",
  "load-failed": "Sayfa tarayıcıda açılamadı",
};

export const BROWSER_TEXT = {
  heading: "Sayfa hızı ve telefon görünümü",
  screenshotsIntro: "Ana sayfanızın ilk ekranı, ziyaretçinin gördüğü gibi:",
  screenshotAlt: (kind: ScreenshotKind, site: string) => (kind === "mobile" ? `${site} ana sayfasının telefonda ilk ekranı` : `${site} ana sayfasının masaüstünde ilk ekranı`),
  screenshotCaption: { mobile: "Telefonda (390 piksel genişlik)", desktop: "Masaüstünde (1.350 piksel genişlik)" } satisfies Record<ScreenshotKind, string>,
  speedHeading: (page: string) => `Sayfa hızı: ${page}`,
  gaugeLabel: (score: number, rating: MetricRating) => `Performans puanı ${formatNumber(score)} / 100: ${RATING_WORDS[rating]}`,
  gaugeCaption: "Performans puanı",
  labNote:
    "Bunlar laboratuvar ölçümleridir: sayfalarınızı Google'ın Lighthouse aracıyla, PageSpeed Insights'ın kullandığı mobil profilde (yavaş 4G bağlantısı, orta hızda telefon) açtık. Sonuçlar PageSpeed Insights'ın \"Performans sorunlarını teşhis edin\" bölümüyle karşılaştırılabilir; gerçek ziyaretçi verileri bundan farklı olabilir.",
  pagesHeading: "Ölçülen diğer sayfalar",
  pagesColumns: { page: "Sayfa", role: "Neden seçildi", score: "Puan" },
  notMeasured: {
    off: "Sayfa hızı bu analizde ölçülmedi: bu sunucuda sayfaları açacak bir tarayıcı çalışmıyor. Sitenizin diğer kontrolleri eksiksiz yapıldı.",
    failed: "Sayfa hızı bu analizde ölçülemedi: sayfalarınız tarayıcıda zamanında ya da sınırlarımız içinde açılmadı. Yeniden analiz ederek tekrar deneyebilirsiniz.",
    absent: "Bu rapor, sayfa hızı ve telefon görünümü ölçümü eklenmeden önce hazırlandı; ölçüm için sitenizi yeniden analiz edin.",
  },
} as const;
