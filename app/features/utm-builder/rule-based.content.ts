import type { Ga4ChannelResult } from "./ga4-channel";
import { UTM_RULE_BASED_LABEL } from "./messages.content";

/**
 * The Turkish of the rule-based stand-ins for the UTM screen's two AI actions (rule-based.ts): the
 * campaign themes and names they suggest, the findings of the link analysis and the two answers'
 * layout.
 */

export interface CampaignTheme {
  readonly slug: string;
  readonly why: string;
}

/** Slug of the season, by month (January first), for "<season>-kampanyasi-<year>". */
export const SEASON_SLUGS: readonly string[] = ["kis", "kis", "bahar", "bahar", "bahar", "yaz", "yaz", "yaz", "sonbahar", "sonbahar", "sonbahar", "kis"];
export const FALLBACK_SEASON_SLUG = "sezon";

/** The month's promotion, January first. */
export const MONTHLY_PROMOTIONS: readonly CampaignTheme[] = [
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
export const FALLBACK_PROMOTION: CampaignTheme = { slug: "kampanya", why: "Dönemsel kampanya için." };

/** Two campaign themes per kind of channel, so the suggestions fit what the medium is for. */
export const CHANNEL_THEMES = {
  search: [
    { slug: "marka-aramalari", why: "Marka adınızla yapılan aramaları ayrı ölçmek için." },
    { slug: "hizmet-aramalari", why: "Hizmet odaklı (marka dışı) anahtar kelimeler için." },
  ],
  social: [
    { slug: "yeniden-hedefleme", why: "Sitenizi ziyaret etmiş kişilere yönelik reklamlar için." },
    { slug: "takipci-etkilesim", why: "Gönderi ve hikâyelerden gelen trafiği ayırmak için." },
  ],
  video: [
    { slug: "tanitim-videosu", why: "Marka veya ürün tanıtım videoları için." },
    { slug: "video-yeniden-hedefleme", why: "Videoyu izleyenlere yönelik tekrar gösterim için." },
  ],
  shopping: [
    { slug: "urun-katalogu", why: "Ürün listeleme reklamları ve katalog trafiği için." },
    { slug: "sepet-kampanyasi", why: "Sepete ekleme ve satın almaya odaklı kampanyalar için." },
  ],
  email: [
    { slug: "aylik-bulten", why: "Aylık e-bülten gönderimleri için." },
    { slug: "sepet-hatirlatma", why: "Terk edilen sepet e-postaları için." },
  ],
  display: [
    { slug: "bilinirlik-banner", why: "Marka bilinirliği için görüntülü reklamlar." },
    { slug: "yeniden-pazarlama", why: "Görüntülü ağda yeniden pazarlama reklamları için." },
  ],
  other: [
    { slug: "lansman", why: "Yeni ürün veya hizmet lansmanı için." },
    { slug: "donusum", why: "Form, arama veya satış gibi dönüşüm odaklı kampanyalar için." },
  ],
} as const satisfies Record<string, readonly [CampaignTheme, CampaignTheme]>;

export const CAMPAIGN_NAMING_RULES: readonly string[] = [
  "Yalnızca küçük harf kullanın; GA4 “Yaz” ve “yaz” değerlerini ayrı satırlarda raporlar.",
  "Türkçe karakter yerine karşılığını yazın (ç→c, ğ→g, ı→i, ö→o, ş→s, ü→u).",
  "Boşluk yerine tire (-) kullanın ve aynı kampanyada alt çizgiyle karıştırmayın.",
  "Tarih damgasını YYYY-AA biçiminde ekleyin (ör. 2026-11); raporlarda dönemleri ayırmak kolaylaşır.",
  "Aynı kampanyanın bütün linklerinde birebir aynı adı kullanın ve adları bir tabloda saklayın.",
];

/** The campaign suggestions answer, under the label that says it is not a model's. */
function suggestionsReport(answer: {
  source: string;
  medium: string;
  channel: Ga4ChannelResult;
  suggestions: readonly CampaignTheme[];
}): string {
  const { channel, suggestions } = answer;
  const lines = [
    UTM_RULE_BASED_LABEL,
    "",
    `Kaynak: ${answer.source} | Medium: ${answer.medium}`,
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

/** The link analysis answer: the channel, the findings, then the reminders that always apply. */
function analysisReport(answer: {
  source: string;
  medium: string;
  campaign: string;
  channel: Ga4ChannelResult;
  findings: readonly string[];
}): string {
  const { channel, findings } = answer;
  const lines = [
    UTM_RULE_BASED_LABEL,
    "",
    "UTM Link Analizi",
    `Kaynak: ${answer.source} | Medium: ${answer.medium} | Kampanya: ${answer.campaign}`,
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

export const RULE_BASED_TEXT = {
  seasonSlug: (season: string, year: number) => `${season}-kampanyasi-${year}`,
  seasonWhy: "Sezonluk kampanyaları yıl bazında karşılaştırmak için.",
  selfDescribingWhy: "Kaynak ve medium adını da taşıyan, dışa aktarımlarda kendini açıklayan biçim.",
  suggestionsReport,
  analysisReport,
} as const;

/** The findings of the link analysis, one line each. */
export const RULE_BASED_FINDINGS = {
  fieldLabels: { source: "Kaynak (utm_source)", medium: "Medium (utm_medium)", campaign: "Kampanya (utm_campaign)" },
  padded: (label: string) => `Uyarı: ${label} değerinin başında veya sonunda boşluk var; link oluşturulurken kırpılır.`,
  upperCase: (label: string, value: string, lowered: string) =>
    `Uyarı: ${label} büyük harf içeriyor (“${value}”). GA4 raporları değeri yazıldığı gibi tutar; ` +
    `“${lowered}” ile karışıp iki ayrı satır oluşur. Küçük harf kullanın.`,
  turkishLetters: (label: string, value: string, sample: string, encoded: string, plain: string) =>
    `Uyarı: ${label} Türkçe karakter içeriyor (“${value}”). Linkte ${sample} → ${encoded} gibi kodlanır ve farklı yazımlar ` +
    `ayrı değer sayılır; “${plain}” gibi sade yazın.`,
  spaces: (label: string) =>
    `Uyarı: ${label} boşluk içeriyor; linkte %20 olarak görünür. Boşluk yerine tire (-) veya alt çizgi (_) kullanın.`,
  unsupportedScheme: "Uyarı: Website URL http:// veya https:// ile başlamıyor; bu adres kampanya linki olarak kullanılamaz.",
  invalidUrl: "Uyarı: Website URL geçerli bir adres değil; linki oluşturmadan önce adresi düzeltin.",
  assumedHttps: "Uyarı: Adreste protokol yok; https:// varsayıldı. Linki paylaşmadan önce tam adresi yazın.",
  plainHttp:
    "Uyarı: Adres http:// ile başlıyor. https:// kullanın; http→https yönlendirmesi gereksiz bir adım ekler " +
    "ve bazı yönlendirmeler sorgu parametrelerini düşürür.",
  https: "İyi: Adres https:// kullanıyor.",
  repeatedParam: (name: string, count: number) =>
    `Uyarı: ${name} adreste ${count} kez geçiyor; hangi değerin sayılacağı belirsizdir. Tek bir değer bırakın.`,
  paramInUrl: (name: string) =>
    `Uyarı: Website URL zaten ${name} içeriyor; araç bunu formdaki değerle değiştirir. Temiz adresi kullanın.`,
  clickIds: (ids: readonly string[]) =>
    `Uyarı: Adres tıklama kimliği içeriyor (${ids.join(", ")}). Bu değerler tek bir tıklamaya aittir; ` +
    "paylaşılan linklerden çıkarın.",
  turkishMedium: (medium: string, standard: string) =>
    `Uyarı: Medium “${medium}” GA4 tarafından tanınmaz. Standart karşılığı “${standard}” değerini kullanın.`,
  siteInMedium: (medium: string) =>
    `Uyarı: Medium alanında bir site adı var (“${medium}”). Kaynak ile medium yer değiştirmiş olabilir: ` +
    "kaynak platformu (facebook), medium kanal türünü (cpc, social) anlatır.",
  mediumInSource: (source: string) =>
    `Uyarı: Kaynak alanında bir medium değeri var (“${source}”). Kaynak ile medium yer değiştirmiş olabilir.`,
  ppc:
    "Bilgi: “ppc” de ücretli sayılır, ancak Google Ads otomatik etiketlemesi “cpc” kullanır. Raporların tek satırda " +
    "birleşmesi için bütün ücretli linklerde aynı değeri (cpc) seçin.",
  googleAutoTagging:
    "Bilgi: Google Ads reklamlarında otomatik etiketleme (gclid) açıkken GA4 varsayılan olarak reklam verisini kullanır; " +
    "manuel UTM'ler ancak “manuel etiketlemenin otomatik etiketlemeyi geçersiz kılmasına izin ver” ayarıyla öne geçer.",
  noDateStamp: "Öneri: Kampanya adına tarih damgası ekleyin (ör. yaz-indirimi-2026-06); dönemleri karşılaştırmak kolaylaşır.",
  genericCampaign: (campaign: string) =>
    `Uyarı: Kampanya adı çok genel (“${campaign}”); amacı ve dönemi anlatan bir ad verin.`,
  reservedCharacters:
    "Uyarı: Kampanya adında &, ?, #, =, /, % veya + var. Link kodlanır ama raporlarda okunması zorlaşır; harf, rakam ve tire kullanın.",
  campaignTooLong: "Uyarı: Kampanya adı 100 karakterden uzun; raporlarda kesilir, kısaltın.",
} as const;
