import type { ToolGuide } from "~/site/tool-article-types";
import type { StopReason } from "~/capabilities/crawl/site-crawl";
import { formatNumber } from "~/shared/format";
import { AUDIT_MAX_PAGES_CAP } from "./limits";
import type { SiteAuditPhase } from "./schema";
import type { TemplateKind } from "./finding-groups";

/** Turkish texts of the free site audit: the form and its progress (/seo-analizi). */
export const AUDIT_FORM_TEXT = {
  title: "Sitenizi analiz edin",
  urlLabel: "Site adresi",
  urlPlaceholder: "https://www.ornek.com",
  urlHint: "Ana sayfanızın adresini yazın; sitenizdeki bağlantıları ve site haritanızı izleyerek sayfalarınızı biz buluruz.",
  submit: "Ücretsiz analiz et",
  privacy: "Üyelik gerekmez. Yalnızca herkese açık sayfalarınızı, robots.txt kurallarınıza uyarak okuruz.",
  reauditNote: "Önceki raporunuzla karşılaştırılacak: neyin düzeldiğini ve neyin yeni çıktığını göreceksiniz.",
  errorNetwork: "Sunucuya bağlanılamadı. İnternet bağlantınızı kontrol edip tekrar deneyin.",
  errorUnexpected: "Analiz sırasında beklenmeyen bir hata oluştu. Lütfen tekrar deneyin.",
  opening: "Analiz tamamlandı, raporunuz açılıyor...",
} as const;

export const AUDIT_PROGRESS_TEXT = {
  progressLabel: "Analiz ilerlemesi",
  found: "Bulunan sayfa",
  fetched: "İncelenen sayfa",
  skipped: "Atlanan",
  rules: "Çalışan kontrol",
  current: "Şu an incelenen:",
  stop: "Durdur",
  stopped: "Analiz durduruldu. Şimdiye kadar incelenen sayfaların raporu hazırlanıyor...",
  starting: "Analiz başlatılıyor...",
  restarted: "Analiz bir aksaklık nedeniyle baştan yeniden başlatıldı; raporunuz aynı bağlantıda hazırlanıyor.",
  /** While the audit waits in line. */
  waiting: "Sıranız gelince analiz kendiliğinden başlar.",
} as const;

export const AUDIT_PHASE_TEXT: Record<SiteAuditPhase, string> = {
  crawl: "Sayfalarınız okunuyor",
  browser: "Sayfa hızı ve telefon görünümü ölçülüyor",
  rules: "Kontroller çalışıyor",
  saving: "Rapor kaydediliyor",
};

export function auditProgressValueText(
  phase: SiteAuditPhase,
  fetched: number,
  found: number,
  rulesDone: number,
  rulesTotal: number,
  browser?: { done: number; total: number },
): string {
  if (phase === "crawl") return `${fetched} / ${found} sayfa incelendi`;
  if (phase === "browser") return `${browser?.done ?? 0} / ${browser?.total ?? 0} sayfa tarayıcıda ölçüldü`;
  return `${rulesDone} / ${rulesTotal} kontrol tamamlandı`;
}

/** How-to and FAQ of /seo-analizi. */
export const siteAuditGuide: ToolGuide = {
  steps: [
    "Sitenizin ana sayfa adresini yazın ve “Ücretsiz analiz et” düğmesine basın.",
    "Sayfalarınız bağlantılar ve site haritası üzerinden bulunur, her biri teknik SEO, içerik, hız, güvenlik ve yapay zekâ uyumu açısından kontrol edilir.",
    "Rapor hazır olunca size özel bir bağlantıda açılır: puanınızı, hataları, uyarıları ve önerileri etkilenen adreslerle birlikte görürsünüz.",
    "Her bulgunun altında neden önemli olduğu ve nasıl düzelteceğiniz yazar; çoğu için ücretsiz aracımıza tek tıkla gidebilirsiniz.",
    "Düzeltmeleri yaptıktan sonra raporda “Yeniden analiz et” düğmesine basın: neyin düzeldiğini ve neyin yeni çıktığını görün.",
  ],
  faq: [
    {
      question: "Analiz gerçekten ücretsiz mi?",
      answer:
        "Evet. Üyelik, e-posta ya da kredi kartı istemiyoruz. Raporu PDF, CSV veya JSON olarak indirebilir, bağlantısını ekibinizle paylaşabilirsiniz.",
    },
    {
      question: "Kaç sayfa inceleniyor?",
      answer: `Varsayılan olarak ilk 100 sayfanız incelenir (en fazla ${formatNumber(AUDIT_MAX_PAGES_CAP)}). Sayfalar ana sayfanızdan başlayarak bağlantılar ve site haritanız üzerinden bulunur; robots.txt dosyanızda engellediğiniz adreslere girilmez.`,
    },
    {
      question: "Analiz siteme zarar verir mi?",
      answer:
        "Hayır. Sayfalarınızı bir ziyaretçi gibi yalnızca okuruz, aynı anda en fazla birkaç istek göndeririz ve robots.txt dosyanızdaki Crawl-delay kuralına uyarız. Form göndermez, giriş yapmaz, hiçbir şeyi değiştirmeyiz.",
    },
    {
      question: "Rapor ne kadar süre saklanıyor?",
      answer:
        "Rapor bağlantısı 30 gün açık kalır, sonra kendiliğinden silinir. Bağlantıyı bilen herkes raporu görebilir; isterseniz rapordaki “Raporu sil” düğmesiyle hemen silebilirsiniz. Rapor arama motorlarına kapalıdır.",
    },
    {
      question: "Puan nasıl hesaplanıyor?",
      answer:
        "Her kontrolün bir önemi (hata, uyarı, öneri) ve ağırlığı vardır. Bir sorun ne kadar çok sayfanızı etkiliyorsa puanınızdan o kadar çok düşer; birkaç sayfadaki küçük bir eksik puanınızı batırmaz ama görünür kalır. Her konu başlığının da kendi puanı vardır.",
    },
    {
      question: "Sayfa hızını ve telefon görünümünü nasıl ölçüyorsunuz?",
      answer:
        "Ana sayfanızı ve dört örnek sayfanızı gerçek bir tarayıcıda, Google'ın Lighthouse aracıyla ve PageSpeed Insights'ın kullandığı mobil profille açıyoruz: performans puanı, LCP, CLS, TBT gibi laboratuvar ölçümleri, sayfayı yavaşlatan dosyalar, JavaScript ile sonradan değişen içerik ve telefon ekranınızın görüntüsü rapora eklenir.",
    },
    {
      question: "Hangi kontroller bu analizde yok?",
      answer:
        "Gerçek ziyaretçilerinizden toplanan saha verileri (Chrome kullanıcı deneyimi raporu) ve etkileşim hızı (INP) bu analizde yoktur; bunlar için Google PageSpeed Insights'ı ve Search Console'u, ayrıntılı bir yol haritası için bizimle görüşmeyi öneririz.",
    },
  ],
};

/** Turkish texts of a stored report (/seo-analizi/rapor/<id>). */
export const REPORT_TEXT = {
  documentTitle: "SEO Analiz Raporu",
  heading: "SEO analiz raporu",
  siteLabel: "Site",
  auditedAtLabel: "Analiz tarihi",
  pagesLabel: "İncelenen sayfa",
  expiresLabel: "Bağlantının geçerliliği",
  scoreLabel: "Genel puan",
  scoreOutOf: "/ 100",
  familiesHeading: "Konu başlıklarına göre puanlar",
  familyNoScore: "Uygulanmadı",
  findingsHeading: "Bulgular",
  severityHeadings: { error: "Hatalar", warning: "Uyarılar", notice: "Öneriler" },
  severityIntro: {
    error: "Size bugün ziyaretçi ya da görünürlük kaybettiren sorunlar: önce bunları düzeltin.",
    warning: "Büyük olasılıkla ziyaretçi ya da sıralama kaybettiren sorunlar.",
    notice: "Yapmaya değer iyileştirmeler.",
  },
  noFindings: "Tebrikler! Kontrollerimizde hiçbir sorun çıkmadı.",
  affected: (count: number) => `${formatNumber(count)} adres`,
  moreAffected: (count: number) => `ve ${formatNumber(count)} adres daha (tamamı CSV ve JSON dosyalarında)`,
  whyLabel: "Neden önemli?",
  fixLabel: "Ne yapmalı?",
  /** Before the part of a fix meant for the owner's developer, on a line of its own. */
  developerLabel: "Geliştiriciniz için:",
  toolLink: "Ücretsiz aracımızla düzeltin",
  addressesLabel: "Etkilenen adresler",
  passedHeading: (count: number) => `Geçilen kontroller (${formatNumber(count)})`,
  notApplicableHeading: (count: number) => `Bu sitede uygulanmayan kontroller (${formatNumber(count)})`,
  exportsHeading: "Raporu indirin",
  exportLabels: { pdf: "PDF indir", csv: "CSV indir", json: "JSON indir" },
  reaudit: "Yeniden analiz et",
  reauditHint: "Düzeltmelerinizden sonra sitenizi yeniden analiz edin; bu raporla karşılaştırırız.",
  delete: "Raporu sil",
  deleteHint: "Rapor ve bağlantısı kalıcı olarak silinir.",
  deleted: "Raporunuz silindi.",
  comparisonHeading: "Önceki rapora göre",
  comparisonScore: (before: number, now: number) => `Puanınız ${before} → ${now}`,
  fixedHeading: (count: number) => `Düzelen sorunlar (${formatNumber(count)})`,
  appearedHeading: (count: number) => `Yeni çıkan sorunlar (${formatNumber(count)})`,
  nothingChanged: "Önceki rapordan bu yana bulgularda değişiklik yok.",
  pendingTitle: "Raporunuz hazırlanıyor",
  pendingText: "Analiz sürüyor ya da yeni durduruldu; rapor birkaç saniye içinde bu sayfada açılacak.",
  pendingRefresh: "Sayfayı yenile",
  failedTitle: "Analiz tamamlanamadı",
  failedText: "Bu analiz yarıda kaldı ve raporu yazılamadı. Sitenizi yeniden analiz edebilirsiniz.",
  notFoundTitle: "Rapor bulunamadı",
  notFoundText: "Bu bağlantıdaki rapor silinmiş, süresi dolmuş ya da hiç oluşturulmamış. Sitenizi yeniden analiz edebilirsiniz.",
  newAudit: "Yeni analiz başlat",
  firstFixesHeading: "Önce bunları yapın",
  firstFixesIntro: "Puanınızı en çok düşüren ve düzeltmesi sizin elinizde olan konular; her birinin ayrıntısı aşağıda.",
  /** Where a first fix applies: a site-wide setting, or how many pages. */
  siteWide: "Site genelinde",
  onPages: (count: number) => `${formatNumber(count)} sayfada`,
  onAllPages: (count: number) => `${formatNumber(count)} sayfanın hepsinde`,
  platformLabel: "Altyapı",
  platformGuess: (name: string) => `${name} (sayfalarınızdan anlaşıldığı kadarıyla)`,
  platformFixLabel: (name: string) => `${name} kullanıyorsanız ne yapmalı?`,
  genericFixLabel: "Kendi sunucusu olan siteler için genel çözüm (geliştiriciniz için)",
  groupAddressesLabel: "Adresleri göster",
  otherAddressesLabel: (count: number) => `Diğer adresler (${formatNumber(count)})`,
  moreInGroup: (count: number) => `ve ${formatNumber(count)} adres daha (tamamı CSV ve JSON dosyalarında)`,
} as const;

/** Page templates as the report names a group of their pages: "ürün sayfalarının 212'sinde". */
export const TEMPLATE_GROUP_NAMES: Record<TemplateKind, string> = {
  product: "ürün sayfalarının",
  category: "kategori sayfalarının",
  blog: "blog yazılarının",
  news: "haber sayfalarının",
  tag: "etiket sayfalarının",
  brand: "marka sayfalarının",
  author: "yazar sayfalarının",
  service: "hizmet sayfalarının",
};

/** The last word of a number as read aloud, with its possessive ending: 1 "bir" → "i", 6 "altı" → "sı". */
const POSSESSIVE_OF_DIGIT = ["ı", "i", "si", "ü", "ü", "i", "sı", "si", "i", "u"] as const;
const POSSESSIVE_OF_TENS = ["", "u", "si", "u", "ı", "si", "ı", "i", "i", "ı"] as const;

/** "212'si", "6'sı", "10'u", "100'ü", "1.000'i": a count with the possessive ending its spoken form takes. */
export function countPossessive(count: number): string {
  const whole = Math.abs(Math.trunc(count));
  let ending: string;
  if (whole === 0) ending = "ı";
  else if (whole % 10 !== 0) ending = POSSESSIVE_OF_DIGIT[whole % 10] ?? "i";
  else if (whole % 100 !== 0) ending = POSSESSIVE_OF_TENS[(whole % 100) / 10] ?? "i";
  else if (whole % 1_000 !== 0) ending = "ü";
  else if (whole % 1_000_000 !== 0) ending = "i";
  else if (whole % 1_000_000_000 !== 0) ending = "u";
  else ending = "ı";
  return `${formatNumber(count)}'${ending}`;
}

/** "212'sinde", "6'sında", "10'unda": in so many of them. */
export function countLocative(count: number): string {
  const possessive = countPossessive(count);
  return `${possessive}n${/[ıu]$/.test(possessive) ? "da" : "de"}`;
}

/** A phrase as the start of a line: "ürün sayfalarının …" → "Ürün sayfalarının …". */
export function atLineStart(phrase: string): string {
  return `${phrase.charAt(0).toLocaleUpperCase("tr")}${phrase.slice(1)}`;
}

/** "ürün sayfalarının 212'sinde", or "/kampanya/ altındaki sayfaların 12'sinde" for a folder without a known template. */
export function groupPhrase(kind: TemplateKind | null, pattern: string, count: number): string {
  return `${kind === null ? `${pattern} altındaki sayfaların` : TEMPLATE_GROUP_NAMES[kind]} ${countLocative(count)}`;
}

/** Why the crawl ended before every page was read, as the report says it. */
export const STOP_REASON_TEXT: Record<StopReason, string | null> = {
  done: null,
  "page-limit": "Sayfa sınırına ulaşıldı: sitenizin ilk sayfaları incelendi.",
  "time-limit": "Süre sınırına ulaşıldı: o ana kadar okunan sayfalar incelendi.",
  "byte-limit": "Veri sınırına ulaşıldı: o ana kadar okunan sayfalar incelendi.",
  cancelled: "Analiz durduruldu: o ana kadar okunan sayfalar incelendi.",
  "host-budget": "Bu site son bir saat içinde çok sık incelendi: o ana kadar okunan sayfalar incelendi.",
};

/** The call to action that leads to the audit from the home page and the SEO service page. */
export const AUDIT_CALLOUT_TEXT = {
  title: "Sitenizin SEO puanını 1 dakikada öğrenin",
  text: "Adresinizi yazın; sayfalarınızı 150'yi aşkın kontrolle tarayıp hataları, eksikleri ve nasıl düzelteceğinizi ücretsiz bir Türkçe raporda gösterelim.",
  urlLabel: "Site adresiniz",
  button: "Ücretsiz SEO analizi yap",
} as const;
