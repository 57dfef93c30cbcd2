/** The Turkish lines of the site's own /robots.txt and /llms.txt (site-files.ts writes the files). */
import type { PageGroup } from "~/site/pages";
import type { Site } from "~/site/site.content";

/** The H2 sections of /llms.txt, each listing the pages of its groups of the route table. */
export const LLMS_TXT_SECTIONS: readonly { title: string; groups: readonly PageGroup[] }[] = [
  { title: "Hizmetler", groups: ["hizmet"] },
  { title: "Ücretsiz SEO Araçları", groups: ["arac"] },
  { title: "Kurumsal", groups: ["kurumsal"] },
  { title: "Eğitim ve Kaynaklar", groups: ["kaynak"] },
  // llmstxt.org: links under "Optional" may be skipped when a shorter context is needed.
  { title: "Optional", groups: ["yasal"] },
];

export const SITE_FILES_TEXT = {
  /** The comment line that opens /robots.txt. */
  robotsGreeting: (siteName: string): string =>
    `# ${siteName}: arama motorları ve yapay zekâ tarayıcıları (GPTBot, ClaudeBot, PerplexityBot...) hoş gelir.`,
  /** The /llms.txt section of the blog's articles. */
  blogSectionTitle: "Blog Yazıları",
  llmsSummary: (siteName: string): string =>
    `${siteName}, Türkiye'deki işletmelere web tasarım, SEO, Google Ads, sosyal medya ve video prodüksiyon hizmeti veren bir dijital pazarlama ajansıdır.`,
  /** The sentences of /llms.txt's info block. */
  llmsInfo: (brand: Site): readonly string[] => [
    `Merkezimiz ${brand.address.locality}/${brand.address.region}; ${brand.foundingYear} yılından beri KOBİ'lerle çalışıyoruz.`,
    `İletişim: ${brand.phone.display}, ${brand.email}. Çalışma saatleri: ${brand.openingHours
      .map((row) => `${row.label} ${row.opens}-${row.closes}`)
      .join(", ")}.`,
    "Sitedeki SEO araçları ücretsizdir ve kayıt gerektirmez.",
  ],
} as const;
