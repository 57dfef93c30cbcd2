import type { PagePath } from "./pages";

export interface NavItem {
  label: string;
  href: PagePath;
}

/** Header navigation, in the order of docs/requirements.md R2.2. */
export const HEADER_NAV: readonly NavItem[] = [
  { label: "Hakkımızda", href: "/hakkimizda" },
  { label: "Web Tasarım", href: "/web-tasarim" },
  { label: "SEO", href: "/seo" },
  { label: "Hizmetler", href: "/hizmetler" },
  { label: "SEO Araçları", href: "/seo-araclari" },
  { label: "Akademi", href: "/akademi" },
  { label: "Portfolyo", href: "/portfolyo" },
  { label: "Blog", href: "/blog" },
  { label: "İndir", href: "/indir" },
  { label: "İletişim", href: "/iletisim" },
];

export interface FooterColumn {
  title: string;
  links: readonly NavItem[];
}

/** Footer links: the eleven of docs/requirements.md R2.2, grouped for scanning, and the free tools. */
export const FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: "Kurumsal",
    links: [
      { label: "Ana Sayfa", href: "/" },
      { label: "Hakkımızda", href: "/hakkimizda" },
      { label: "Portfolyo", href: "/portfolyo" },
      { label: "Blog", href: "/blog" },
      { label: "İletişim", href: "/iletisim" },
    ],
  },
  {
    title: "Hizmetler",
    links: [
      { label: "Web Tasarım", href: "/web-tasarim" },
      { label: "SEO", href: "/seo" },
      { label: "Google Ads", href: "/google-ads" },
      { label: "Sosyal Medya Reklam", href: "/sosyal-medya-reklam" },
      { label: "Sosyal Medya Yönetimi", href: "/sosyal-medya-yonetim" },
      { label: "Video Prodüksiyon", href: "/video-produksiyon" },
    ],
  },
  {
    // The tools group: the free site audit first, then the hub of the other tools.
    title: "Ücretsiz Araçlar",
    links: [
      { label: "Ücretsiz SEO Analizi", href: "/seo-analizi" },
      { label: "SEO Araçları", href: "/seo-araclari" },
      { label: "İndirmeler", href: "/indir" },
    ],
  },
];

export const LEGAL_LINKS: readonly NavItem[] = [
  { label: "Gizlilik Politikası", href: "/gizlilik-politikasi" },
  { label: "Kullanım Koşulları", href: "/kullanim-kosullari" },
  { label: "KVKK Aydınlatma Metni", href: "/kvkk" },
  { label: "Çerez Politikası", href: "/cerez-politikasi" },
];
