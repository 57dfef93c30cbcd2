/**
 * The SEO tools hub: one card per tool (docs/requirements.md R3, "SEO tool card") and the texts around the
 * grid. The UTM generator has no card (docs/requirements.md R2.6); the hub links it in a line below the grid.
 */

/**
 * lucide-react icons of the cards, resolved in app/features/seo-tools/seo-tool-card.tsx. Every tool
 * page loads this list's icons, so a new card prefers an icon the pages already load (lightbulb).
 */
export type SeoToolIcon = "scan-search" | "file-text" | "languages" | "link" | "network" | "tags" | "layers" | "bot" | "trophy" | "lightbulb";

/**
 * The cards: the free site audit first (its own page, /seo-analizi), then the route slugs under
 * /seo-araclari that get a card (docs/requirements.md R2.6: all but utm-uretici).
 */
export type SeoToolId =
  | "seo-analizi"
  | "llms-txt-uretici"
  | "hreflang-uretici"
  | "canonical-uretici"
  | "sitemap-uretici"
  | "meta-uretici"
  | "kelime-gruplayici"
  | "gptbot-simulatoru"
  | "sira-bulucu"
  | "icerik-yazari";

export interface SeoToolCard {
  id: SeoToolId;
  title: string;
  description: string;
  icon: SeoToolIcon;
  /** Unavailable cards render as a disabled 'Çok Yakında' card without a link (docs/requirements.md R4.3). */
  available: boolean;
}

export const TOOLS_HUB_PATH = "/seo-araclari";

/** The free site audit's page (app/features/site-audit). */
export const SITE_AUDIT_PATH = "/seo-analizi";

export function seoToolHref(id: string): string {
  return `${TOOLS_HUB_PATH}/${id}`;
}

/** The free site audit's card: its own page, and its key in report requests. */
export const SITE_AUDIT_CARD_ID = "seo-analizi" satisfies SeoToolId;

/** The page a card opens: the site audit has its own address, every tool its slug under the hub. */
export function toolCardHref(card: SeoToolCard): string {
  return card.id === SITE_AUDIT_CARD_ID ? SITE_AUDIT_PATH : seoToolHref(card.id);
}

/** A tool's name as its card shows it. */
export function seoToolTitle(id: SeoToolId): string {
  return SEO_TOOL_CARDS.find((card) => card.id === id)?.title ?? id;
}

export const COMING_SOON_LABEL = "Çok Yakında";

export const SEO_TOOL_CARDS: readonly SeoToolCard[] = [
  {
    id: "seo-analizi",
    title: "Ücretsiz SEO Analizi",
    description:
      "Tek adresle sitenizin tamamını 150'yi aşkın kontrolle tarayın; puanınızı, hataları ve çözüm yollarını Türkçe raporda görün.",
    icon: "scan-search",
    available: true,
  },
  {
    id: "llms-txt-uretici",
    title: "llms.txt Oluşturucu",
    description:
      "Sitenizi ChatGPT, Claude ve Perplexity gibi yapay zekâ asistanlarına özetleyen llms.txt dosyasını llmstxt.org biçiminde hazırlayın.",
    icon: "file-text",
    available: true,
  },
  {
    id: "hreflang-uretici",
    title: "Hreflang Etiketi Oluşturucu",
    description:
      "Çok dilli sayfalarınız için x-default dahil hreflang etiketlerini HTML, HTTP Link başlığı ve sitemap biçiminde oluşturun.",
    icon: "languages",
    available: true,
  },
  {
    id: "canonical-uretici",
    title: "Canonical Etiketi Oluşturucu",
    description:
      "Kopya içerik sorunlarını önleyen canonical etiketlerini adresleri doğrulayarak oluşturun, sık yapılan hatalara karşı uyarı alın.",
    icon: "link",
    available: true,
  },
  {
    id: "sitemap-uretici",
    title: "XML Sitemap Oluşturucu",
    description:
      "Adreslerinizi tek tek ekleyin ya da binlercesini toplu yapıştırın; sitemaps.org şemasına uygun sitemap.xml dosyanızı indirin.",
    icon: "network",
    available: true,
  },
  {
    id: "meta-uretici",
    title: "Meta Başlık ve Açıklama Oluşturucu",
    description:
      "Anahtar kelimenize göre meta başlık ve açıklama önerileri alın, uzunluğu ölçün ve Google arama sonucu önizlemesini görün.",
    icon: "tags",
    available: true,
  },
  {
    id: "kelime-gruplayici",
    title: "Anahtar Kelime Gruplayıcı",
    description:
      "Anahtar kelime listenizi benzerliğe göre gruplara ayırın; her grup için ana kelimeyi ve zorluk tahminini görün.",
    icon: "layers",
    available: true,
  },
  {
    id: "gptbot-simulatoru",
    title: "GPTBot Simülatörü",
    description:
      "Sayfanızı bir yapay zekâ tarayıcısının gözüyle inceleyin: robots.txt izinleri, başlıklar, okunabilirlik ve SEO puanı.",
    icon: "bot",
    available: true,
  },
  {
    id: "sira-bulucu",
    title: "Google Sıra Bulucu",
    description:
      "Search Console verinizle sorgularınızın ortalama konumunu ve 2. sayfadaki fırsatları görün; canlı kontrol açıksa ilk 100'deki sıranızı bulun.",
    icon: "trophy",
    available: true,
  },
  {
    id: "icerik-yazari",
    title: "AI İçerik Yazarı",
    description:
      "Sayfa türüne ve tonunuza göre Türkçe içerik taslağı yazdırın ya da kural tabanlı içerik özeti alın; sonuç SEO kontrolünden geçer.",
    icon: "lightbulb",
    available: true,
  },
];

export const HUB_TEXT = {
  gridTitle: "Araçlar",
  gridIntro: "Bir araç seçin; her biri ayrı bir sayfada açılır ve tarayıcınızda çalışır.",
  openTool: "Aracı aç",
  llmsPromoTitle: "Hazır llms.txt şablonu",
  llmsPromoText:
    "Kendi llms.txt dosyanızı birkaç dakikada hazırlayın ya da ekibimizin kullandığı örnek dosyayı ücretsiz indirip sitenize uyarlayın.",
  storageButton: "Ücretsiz llms.txt dosyasını indir",
  storageButtonHint: "(yeni sekmede açılır)",
  openLlmsForm: "Hızlı llms.txt formunu aç",
  backToGrid: "Araç listesine dön",
  llmsFormTitle: "Hızlı llms.txt oluşturucu",
  llmsFormIntro:
    "Projenizin adını, kısa açıklamasını ve bağlantılarını girin. Dosya llmstxt.org'un klasik düzeninde (Docs, Examples, Optional) anında hazırlanır; boş bıraktığınız ad ve açıklama yerine örnek metin kullanılır.",
  otherToolsLead: "Kampanya bağlantılarınızı mı etiketliyorsunuz?",
  utmLinkLabel: "UTM Link Oluşturucu",
  utmLinkTail: "ile Google Analytics'te hangi kampanyanın ziyaretçi getirdiğini görün.",
} as const;
