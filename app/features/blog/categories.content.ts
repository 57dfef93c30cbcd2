/**
 * The blog's categories and authors as readers see them. The category slugs (in /blog?kategori=…)
 * and the author names (in every article's front matter) are stored values, so they stay as they
 * are. No imports: react-router.config.ts loads this module before the path alias exists.
 */

export const BLOG_CATEGORIES = [
  { slug: "seo", label: "SEO" },
  { slug: "sosyal-medya", label: "Sosyal Medya" },
  { slug: "e-ticaret", label: "E-ticaret" },
  { slug: "web-tasarim", label: "Web Tasarım" },
  { slug: "analitik", label: "Analitik" },
  { slug: "icerik-pazarlamasi", label: "İçerik Pazarlaması" },
] as const;

/** Label of the "show everything" chip; it links to /blog without a query. */
export const ALL_CATEGORIES_LABEL = "Tümü";

/** PLACEHOLDER: a fictional author written for the template; list the agency's real authors (and set them in the articles' front matter). */
export const BLOG_AUTHORS = {
  "Selin Aydın": { role: "SEO Direktörü" },
  "Emre Kaya": { role: "Performans Pazarlama Uzmanı" },
  "Deniz Yılmaz": { role: "Sosyal Medya ve İçerik Yöneticisi" },
  "Can Özdemir": { role: "Kıdemli Web Geliştirici" },
} as const;
