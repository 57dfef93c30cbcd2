/**
 * The web design offer as data: package prices, pages, revisions, support, delivery times and this
 * month's promotion (docs/requirements.md R9.2). Defined once here; the web design page, its FAQ, the home
 * page and the services overview read these constants. Kept apart from the page's long copy so
 * pages that only quote a price do not ship it.
 */

import { formatMoney } from "~/shared/format";
import { discountedPrice } from "~/shared/money";
import { FIGURES } from "~/site/stats.content";
import type { OfferedPackage, Promotion } from "~/shared/content-types";

export { discountedPrice };

/** Delivery times by project type (docs/requirements.md R9.2, FAQ). */
export const DELIVERY_TIMES = {
  simple: "10-15 gün",
  ecommerce: "20-30 gün",
  complex: "45-60 gün",
} as const;

/** Free technical support after launch, in every package. */
export const FREE_SUPPORT_YEARS = 1;

/** docs/requirements.md R9.2: 20% discount this month. */
const DISCOUNT_PERCENT = 20;

export const WEB_PROMOTION = {
  discountPercent: DISCOUNT_PERCENT,
  title: `Bu aya özel %${DISCOUNT_PERCENT} indirim`,
  text: `Bu ay içinde başlayan tüm web tasarım projelerinde paket fiyatına %${DISCOUNT_PERCENT} indirim uyguluyoruz. İndirimli fiyat teklifinizde yazılı olarak yer alır.`,
} as const satisfies Promotion;

interface WebPackageSpec {
  name: string;
  price: number;
  pages: number | "unlimited";
  revisions: number | "unlimited";
  delivery: string;
  popular: boolean;
  summary: string;
  ctaLabel: string;
  /** Features beyond pages, revisions, support and delivery. */
  extras: readonly string[];
}

const PACKAGE_SPECS = [
  {
    name: "Temel",
    price: 8000,
    pages: 5,
    revisions: 2,
    delivery: DELIVERY_TIMES.simple,
    popular: false,
    summary: "Firmasını internette güven veren bir siteyle tanıtmak isteyen küçük işletmeler için.",
    ctaLabel: "Temel Paketi Seçin",
    extras: [
      "Mobil uyumlu, hızlı açılan tasarım",
      "Temel SEO kurulumu: başlıklar, meta etiketleri, sitemap",
      "İletişim formu, WhatsApp butonu ve harita",
      "SSL sertifikası ve Google Analytics 4 kurulumu",
    ],
  },
  {
    name: "Profesyonel",
    price: 15000,
    pages: 10,
    revisions: 5,
    delivery: DELIVERY_TIMES.simple,
    popular: true,
    summary: "Markasına özel tasarım, blog ve güçlü SEO altyapısıyla müşteri kazanmak isteyen işletmeler için.",
    ctaLabel: "Profesyonel Paketi Seçin",
    extras: [
      "Markanıza özel arayüz tasarımı, hazır tema yok",
      "Kolay yönetim paneli ve blog modülü",
      "Gelişmiş SEO altyapısı ve yapılandırılmış veri",
      `Hız optimizasyonu: mobil PageSpeed ${FIGURES.pageSpeed.number} hedefi`,
      "Google İşletme Profili ve Search Console kurulumu",
    ],
  },
  {
    name: "E-ticaret",
    price: 25000,
    pages: "unlimited",
    revisions: "unlimited",
    delivery: DELIVERY_TIMES.ecommerce,
    popular: false,
    summary: "Ürünlerini 7/24 online satmak, ödeme ve kargoyu otomatikleştirmek isteyen markalar için.",
    ctaLabel: "E-ticaret Paketini Seçin",
    extras: [
      "Sanal POS ile kredi kartı, havale ve kapıda ödeme",
      "Kargo entegrasyonu ve sipariş takibi",
      "Stok, kampanya ve indirim kuponu yönetimi",
      "Ürün ve kategori sayfalarında e-ticaret SEO'su",
      "Müşteri üyeliği, favoriler ve sipariş geçmişi",
    ],
  },
] as const satisfies readonly WebPackageSpec[];

export type WebPackageName = (typeof PACKAGE_SPECS)[number]["name"];

export function packageMessage(name: string, price: number): string {
  return `Merhaba, ${name} web tasarım paketi (${formatMoney(price)}) hakkında bilgi almak istiyorum.`;
}

function packageFeatures(spec: WebPackageSpec): string[] {
  return [
    spec.pages === "unlimited" ? "Sınırsız ürün, kategori ve içerik sayfası" : `${spec.pages} sayfaya kadar kurumsal site`,
    ...spec.extras,
    spec.revisions === "unlimited" ? "Sınırsız revizyon" : `${spec.revisions} revizyon hakkı`,
    `${FREE_SUPPORT_YEARS} yıl ücretsiz teknik destek`,
    `Teslim süresi: ${spec.delivery}`,
  ];
}

export interface WebPackage extends OfferedPackage {
  pages: number | "unlimited";
  revisions: number | "unlimited";
}

export const WEB_PACKAGES: readonly WebPackage[] = PACKAGE_SPECS.map((spec) => ({
  name: spec.name,
  price: spec.price,
  durationLabel: "tek seferlik, KDV hariç",
  features: packageFeatures(spec),
  popular: spec.popular,
  summary: spec.summary,
  ctaLabel: spec.ctaLabel,
  message: packageMessage(spec.name, spec.price),
  pages: spec.pages,
  revisions: spec.revisions,
}));
