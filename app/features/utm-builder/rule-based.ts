import { parseWebsiteUrl, UTM_PARAM_NAMES } from "./build";
import { classifyGa4Channel, GA4_EMAIL_VALUES, GA4_REFERRAL_MEDIUMS, GA4_SOCIAL_MEDIUMS } from "./ga4-channel";
import { UTM_RULE_BASED_LABEL } from "./messages";
import { foldTurkish, hasTurkishCharacters, hasUpperCase, lowerCaseUtm } from "./normalize";
import { sourceCategoryOf } from "./source-categories";

/**
 * Deterministic stand-ins for the two AI actions of the UTM screen, used by the server when no AI
 * key is configured. They say so in their first line (UTM_RULE_BASED_LABEL) so nobody mistakes
 * them for model output.
 */

export interface CampaignSuggestionInput {
  readonly source: string;
  readonly medium: string;
}

export interface LinkAnalysisInput {
  readonly baseUrl: string;
  readonly source: string;
  readonly medium: string;
  readonly campaign: string;
}

/** "Google Ads" → "google-ads": the naming convention the suggestions teach. */
export function slugifyUtm(value: string): string {
  return lowerCaseUtm(foldTurkish(value.trim()))
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Turkey has been on UTC+3 all year since 2016; fixing the offset keeps the month stamp the same on
 * a server in another time zone and in the visitor's browser.
 */
function turkishYearMonth(now: Date): { year: number; month: number } {
  const local = new Date(now.getTime() + 3 * 60 * 60 * 1000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() };
}

/** "2026-11" for a moment in November 2026, Turkish time. */
export function turkishMonthStamp(now: Date): string {
  const { year, month } = turkishYearMonth(now);
  return `${year}-${String(month + 1).padStart(2, "0")}`;
}

const SEASONS = ["kis", "kis", "bahar", "bahar", "bahar", "yaz", "yaz", "yaz", "sonbahar", "sonbahar", "sonbahar", "kis"];

const MONTHLY_PROMOTIONS: readonly { readonly slug: string; readonly why: string }[] = [
  { slug: "yeni-yil-firsatlari", why: "Ocak ayının yeni yıl alışverişleri için." },
  { slug: "sevgililer-gunu", why: "14 Şubat Sevgililer Günü promosyonu için." },
  { slug: "kadinlar-gunu", why: "8 Mart Dünya Kadınlar Günü kampanyası için." },
  { slug: "bahar-indirimi", why: "Nisan ayının bahar indirimleri için." },
  { slug: "anneler-gunu", why: "Mayıs ayındaki Anneler Günü için." },
  { slug: "babalar-gunu", why: "Haziran ayındaki Babalar Günü için." },
  { slug: "yaz-indirimi", why: "Temmuz ayının yaz indirimleri için." },
  { slug: "tatil-sezonu", why: "Ağustos tatil sezonu kampanyası için." },
  { slug: "okula-donus", why: "Eylül ayının okula dönüş dönemi için." },
  { slug: "sonbahar-firsatlari", why: "Ekim ayının sonbahar fırsatları için." },
  { slug: "black-friday", why: "Kasım ayının Black Friday / Efsane Cuma indirimleri için." },
  { slug: "yilbasi-kampanyasi", why: "Aralık ayının yılbaşı alışverişleri için." },
];

type Theme = { readonly slug: string; readonly why: string };

/** Two campaign themes per kind of channel, so the suggestions fit what the medium is for. */
function channelThemes(channel: string): readonly [Theme, Theme] {
  if (channel.endsWith("Search")) {
    return [
      { slug: "marka-aramalari", why: "Marka adınızla yapılan aramaları ayrı ölçmek için." },
      { slug: "hizmet-aramalari", why: "Hizmet odaklı (marka dışı) anahtar kelimeler için." },
    ];
  }
  if (channel.endsWith("Social")) {
    return [
      { slug: "yeniden-hedefleme", why: "Sitenizi ziyaret etmiş kişilere yönelik reklamlar için." },
      { slug: "takipci-etkilesim", why: "Gönderi ve hikâyelerden gelen trafiği ayırmak için." },
    ];
  }
  if (channel.endsWith("Video")) {
    return [
      { slug: "tanitim-videosu", why: "Marka veya ürün tanıtım videoları için." },
      { slug: "video-yeniden-hedefleme", why: "Videoyu izleyenlere yönelik tekrar gösterim için." },
    ];
  }
  if (channel.endsWith("Shopping")) {
    return [
      { slug: "urun-katalogu", why: "Ürün listeleme reklamları ve katalog trafiği için." },
      { slug: "sepet-kampanyasi", why: "Sepete ekleme ve satın almaya odaklı kampanyalar için." },
    ];
  }
  if (channel === "Email") {
    return [
      { slug: "aylik-bulten", why: "Aylık e-bülten gönderimleri için." },
      { slug: "sepet-hatirlatma", why: "Terk edilen sepet e-postaları için." },
    ];
  }
  if (channel === "Display") {
    return [
      { slug: "bilinirlik-banner", why: "Marka bilinirliği için görüntülü reklamlar." },
      { slug: "yeniden-pazarlama", why: "Görüntülü ağda yeniden pazarlama reklamları için." },
    ];
  }
  return [
    { slug: "lansman", why: "Yeni ürün veya hizmet lansmanı için." },
    { slug: "donusum", why: "Form, arama veya satış gibi dönüşüm odaklı kampanyalar için." },
  ];
}

export const CAMPAIGN_NAMING_RULES: readonly string[] = [
  "Yalnızca küçük harf kullanın; GA4 “Yaz” ve “yaz” değerlerini ayrı satırlarda raporlar.",
  "Türkçe karakter yerine karşılığını yazın (ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u).",
  "Boşluk yerine tire (-) kullanın ve aynı kampanyada alt çizgiyle karıştırmayın.",
  "Tarih damgasını YYYY-AA biçiminde ekleyin (ör. 2026-11); raporlarda dönemleri ayırmak kolaylaşır.",
  "Aynı kampanyanın bütün linklerinde birebir aynı adı kullanın ve adları bir tabloda saklayın.",
];

export function ruleBasedCampaignSuggestions(input: CampaignSuggestionInput, now: Date): string {
  const source = slugifyUtm(input.source) || "kaynak";
  const medium = slugifyUtm(input.medium) || "medium";
  const channel = classifyGa4Channel({ source: input.source, medium: input.medium });
  const { year, month } = turkishYearMonth(now);
  const stamp = turkishMonthStamp(now);
  const promo = MONTHLY_PROMOTIONS[month] ?? { slug: "kampanya", why: "Dönemsel kampanya için." };
  const season = SEASONS[month] ?? "sezon";
  const [themeA, themeB] = channelThemes(channel.channel);

  const suggestions: readonly Theme[] = [
    { slug: `${promo.slug}-${year}`, why: promo.why },
    { slug: `${season}-kampanyasi-${year}`, why: "Sezonluk kampanyaları yıl bazında karşılaştırmak için." },
    { slug: `${themeA.slug}-${stamp}`, why: themeA.why },
    { slug: `${themeB.slug}-${stamp}`, why: themeB.why },
    {
      slug: `${source}-${medium}-${promo.slug}-${stamp}`,
      why: "Kaynak ve medium adını da taşıyan, dışa aktarımlarda kendini açıklayan biçim.",
    },
  ];

  const lines = [
    UTM_RULE_BASED_LABEL,
    "",
    `Kaynak: ${input.source.trim()} | Medium: ${input.medium.trim()}`,
    `GA4 kanalı: ${channel.channel} (${channel.labelTr})`,
    "",
    "Kampanya adı önerileri:",
    ...suggestions.flatMap((s, i) => [`${i + 1}. ${s.slug}`, `   ${s.why}`]),
    "",
    "Adlandırma kuralları:",
    ...CAMPAIGN_NAMING_RULES.map((rule) => `- ${rule}`),
  ];
  if (channel.warning) lines.push("", `Uyarı: ${channel.explanation}`);
  return lines.join("\n");
}

/** Turkish medium values people use that GA4 does not recognise, with the standard replacement. */
const TURKISH_MEDIUMS: Readonly<Record<string, string>> = {
  eposta: "email",
  "e-posta": "email",
  "e posta": "email",
  "e-bulten": "email",
  ebulten: "email",
  bulten: "email",
  "bülten": "email",
  "e-bülten": "email",
  mail: "email",
  newsletter: "email",
  sosyal: "social",
  "sosyal-medya": "social",
  "sosyal medya": "social",
  sosyalmedya: "social",
  ucretli: "cpc",
  "ücretli": "cpc",
  reklam: "cpc",
  organik: "organic",
  yonlendirme: "referral",
  "yönlendirme": "referral",
  "satis-ortakligi": "affiliate",
  affiliates: "affiliate",
};

const STANDARD_MEDIUMS = new Set([
  "cpc", "ppc", "cpm", "cpv", "paid", "organic", "referral", "display", "banner", "affiliate", "audio", "sms", "push",
  "video", ...GA4_EMAIL_VALUES, ...GA4_SOCIAL_MEDIUMS, ...GA4_REFERRAL_MEDIUMS,
]);

const GENERIC_CAMPAIGNS = new Set(["test", "deneme", "kampanya", "campaign", "reklam", "yeni", "promo", "indirim"]);
const CLICK_IDS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid", "ttclid"];

function valueChecks(label: string, value: string): string[] {
  const out: string[] = [];
  const trimmed = value.trim();
  if (trimmed !== value) out.push(`Uyarı: ${label} değerinin başında veya sonunda boşluk var; link oluşturulurken kırpılır.`);
  if (hasUpperCase(trimmed)) {
    out.push(
      `Uyarı: ${label} büyük harf içeriyor (“${trimmed}”). GA4 raporları değeri yazıldığı gibi tutar; ` +
        `“${lowerCaseUtm(trimmed)}” ile karışıp iki ayrı satır oluşur. Küçük harf kullanın.`,
    );
  }
  if (hasTurkishCharacters(trimmed)) {
    const sample = /[çÇğĞıİöÖşŞüÜ]/.exec(trimmed)?.[0] ?? "ç";
    out.push(
      `Uyarı: ${label} Türkçe karakter içeriyor (“${trimmed}”). Linkte ${sample} → ${encodeURIComponent(sample)} gibi kodlanır ve farklı yazımlar ` +
        `ayrı değer sayılır; “${lowerCaseUtm(foldTurkish(trimmed))}” gibi sade yazın.`,
    );
  }
  if (/\s/.test(trimmed)) {
    out.push(`Uyarı: ${label} boşluk içeriyor; linkte %20 olarak görünür. Boşluk yerine tire (-) veya alt çizgi (_) kullanın.`);
  }
  return out;
}

export function ruleBasedAnalysis(input: LinkAnalysisInput): string {
  const findings: string[] = [];
  const parsed = parseWebsiteUrl(input.baseUrl);
  if (!parsed.ok) {
    findings.push(
      parsed.error === "unsupported-scheme"
        ? "Uyarı: Website URL http:// veya https:// ile başlamıyor; bu adres kampanya linki olarak kullanılamaz."
        : "Uyarı: Website URL geçerli bir adres değil; linki oluşturmadan önce adresi düzeltin.",
    );
  } else {
    const { url, assumedHttps } = parsed;
    if (assumedHttps) {
      findings.push("Uyarı: Adreste protokol yok; https:// varsayıldı. Linki paylaşmadan önce tam adresi yazın.");
    } else if (url.protocol === "http:") {
      findings.push(
        "Uyarı: Adres http:// ile başlıyor. https:// kullanın; http→https yönlendirmesi gereksiz bir adım ekler " +
          "ve bazı yönlendirmeler sorgu parametrelerini düşürür.",
      );
    } else {
      findings.push("İyi: Adres https:// kullanıyor.");
    }
    for (const name of UTM_PARAM_NAMES) {
      const count = url.searchParams.getAll(name).length;
      if (count > 1) {
        findings.push(`Uyarı: ${name} adreste ${count} kez geçiyor; hangi değerin sayılacağı belirsizdir. Tek bir değer bırakın.`);
      } else if (count === 1) {
        findings.push(`Uyarı: Website URL zaten ${name} içeriyor; araç bunu formdaki değerle değiştirir. Temiz adresi kullanın.`);
      }
    }
    const clickIds = CLICK_IDS.filter((id) => url.searchParams.has(id));
    if (clickIds.length > 0) {
      findings.push(
        `Uyarı: Adres tıklama kimliği içeriyor (${clickIds.join(", ")}). Bu değerler tek bir tıklamaya aittir; ` +
          "paylaşılan linklerden çıkarın.",
      );
    }
  }

  findings.push(...valueChecks("Kaynak (utm_source)", input.source));
  findings.push(...valueChecks("Medium (utm_medium)", input.medium));
  findings.push(...valueChecks("Kampanya (utm_campaign)", input.campaign));

  const source = input.source.trim().toLowerCase();
  const medium = input.medium.trim().toLowerCase();
  const campaign = input.campaign.trim().toLowerCase();
  const turkishMedium = TURKISH_MEDIUMS[medium];
  if (turkishMedium) {
    findings.push(
      `Uyarı: Medium “${input.medium.trim()}” GA4 tarafından tanınmaz. Standart karşılığı “${turkishMedium}” değerini kullanın.`,
    );
  }
  if (sourceCategoryOf(medium) !== null && !STANDARD_MEDIUMS.has(medium)) {
    findings.push(
      `Uyarı: Medium alanında bir site adı var (“${input.medium.trim()}”). Kaynak ile medium yer değiştirmiş olabilir: ` +
        "kaynak platformu (facebook), medium kanal türünü (cpc, social) anlatır.",
    );
  } else if (
    STANDARD_MEDIUMS.has(source) &&
    sourceCategoryOf(source) === null &&
    // GA4's Email and SMS rules accept these as a source too.
    !GA4_EMAIL_VALUES.includes(source) &&
    source !== "sms"
  ) {
    findings.push(
      `Uyarı: Kaynak alanında bir medium değeri var (“${input.source.trim()}”). Kaynak ile medium yer değiştirmiş olabilir.`,
    );
  }
  if (medium === "ppc") {
    findings.push(
      "Bilgi: “ppc” de ücretli sayılır, ancak Google Ads otomatik etiketlemesi “cpc” kullanır. Raporların tek satırda " +
        "birleşmesi için bütün ücretli linklerde aynı değeri (cpc) seçin.",
    );
  }
  if (sourceCategoryOf(source) === "search" && source.startsWith("google") && /^(cpc|ppc)$/.test(medium)) {
    findings.push(
      "Bilgi: Google Ads reklamlarında otomatik etiketleme (gclid) açıkken GA4 varsayılan olarak reklam verisini kullanır; " +
        "manuel UTM'ler ancak “manuel etiketlemenin otomatik etiketlemeyi geçersiz kılmasına izin ver” ayarıyla öne geçer.",
    );
  }

  if (!/\d{4}/.test(campaign)) {
    findings.push("Öneri: Kampanya adına tarih damgası ekleyin (ör. yaz-indirimi-2026-06); dönemleri karşılaştırmak kolaylaşır.");
  }
  if (GENERIC_CAMPAIGNS.has(campaign)) {
    findings.push(`Uyarı: Kampanya adı çok genel (“${input.campaign.trim()}”); amacı ve dönemi anlatan bir ad verin.`);
  }
  if (/[&?#=/%+]/.test(campaign)) {
    findings.push("Uyarı: Kampanya adında &, ?, #, =, /, % veya + var. Link kodlanır ama raporlarda okunması zorlaşır; harf, rakam ve tire kullanın.");
  }
  if (campaign.length > 100) findings.push("Uyarı: Kampanya adı 100 karakterden uzun; raporlarda kesilir, kısaltın.");

  const channel = classifyGa4Channel({ source: input.source, medium: input.medium, campaign: input.campaign });
  const lines = [
    UTM_RULE_BASED_LABEL,
    "",
    "UTM Link Analizi",
    `Kaynak: ${input.source.trim()} | Medium: ${input.medium.trim()} | Kampanya: ${input.campaign.trim()}`,
    "",
    `GA4 kanalı: ${channel.channel} (${channel.labelTr})`,
    channel.explanation,
    "",
    "Bulgular:",
    ...findings.map((f) => `- ${f}`),
    "",
    "Genel hatırlatmalar:",
    "- Site içi bağlantılarda UTM kullanmayın: her tıklama yeni bir oturum başlatır ve asıl kaynağı siler.",
    "- Ücretli linkler için tek bir medium değerinde karar kılın (cpc veya ppc, ikisi birden değil).",
    "- UTM'li linki yayınlamadan önce Test butonuyla açın ve GA4 Gerçek Zamanlı raporunda görün.",
    "- Tüm kampanya linklerini ortak bir tabloda tutun; aynı kampanyaya farklı adlar verilmesini önler.",
  ];
  return lines.join("\n");
}
