/** Texts of the blog: the list page (/blog), an article page and the pieces both show. */

export const BLOG_LIST_TEXT = {
  allArticlesTitle: "Tüm yazılar",
  categoryTitle: (category: string) => `${category} yazıları`,
  shownCount: (total: number, shown: number) => `${total} yazıdan ${shown} tanesi gösteriliyor`,
  /** Shown when a category has no article yet; the link text follows it. */
  emptyCategory: "Bu kategoride henüz yazı yok.",
  emptyCategoryLink: "Tüm yazılara göz atın",
  emptyCategoryEnd: ".",
  loadMore: "Daha Fazla Makale Yükle",
  cta: {
    title: "Bu yöntemleri sizin siteniz için uygulayalım",
    text: "Yazılarda anlattığımız adımları işletmenize uyarlamak için ücretsiz bir ön görüşme yapalım; sitenizi inceleyip size öncelikli üç öneriyle dönelim.",
    buttonLabel: "Ücretsiz Ön Görüşme",
    message: "Merhaba, blogunuzu okudum; sitem için ücretsiz ön görüşme yapmak istiyorum.",
  },
} as const;

/** The visible link to the RSS feed on /blog. */
export const BLOG_FEED_LINK_LABEL = "RSS ile takip edin";

export const BLOG_ARTICLE_TEXT = {
  /** Title of the 404 an unknown article slug answers with. */
  notFoundTitle: "Sayfa bulunamadı",
  relatedServicesTitle: "Bu konuda size yardımcı olabiliriz",
  relatedToolsTitle: "Ücretsiz araçlarla hemen deneyin",
  backToList: "Tüm blog yazılarına dön",
  relatedArticlesTitle: "Bunlar da ilginizi çekebilir",
  cta: {
    title: "Sitenizi birlikte büyütelim",
    text: "Bu yazıdaki adımları uygulamak için zamanınız yoksa ekibimiz sizin yerinize yapsın. Sitenizi inceleyip ücretsiz bir yol haritası hazırlayalım.",
    message: (articleTitle: string) => `Merhaba, "${articleTitle}" yazınızı okudum; bu konuda destek almak istiyorum.`,
  },
} as const;

export const ARTICLE_CARD_TEXT = {
  categoryLinkLabel: (category: string) => `Kategori: ${category}`,
  readMore: "Devamını Oku",
  readMoreLabel: (title: string) => `Devamını Oku: ${title}`,
} as const;

export const ARTICLE_META_TEXT = {
  /** Screen-reader label before the publication date. */
  publishedLabel: "Yayın tarihi: ",
  /** Around the update date, after the publication date. */
  updatedBefore: "(güncelleme: ",
  updatedAfter: ")",
  readTime: (minutes: number) => `${minutes} dk okuma`,
} as const;

export const CATEGORY_CHIPS_TEXT = {
  navLabel: "Blog kategorileri",
  chipLabel: (category: string, count: number) => `${category} (${count} yazı)`,
} as const;

export const TABLE_OF_CONTENTS_TITLE = "İçindekiler";
