/**
 * A built-in subset of Google's GA4 source categories (search, social, video and shopping sites).
 * Google publishes the full list as a downloadable spreadsheet linked from
 * https://support.google.com/analytics/answer/9756891 ("[GA4] Default channel group"); the entries
 * below are taken from it, plus a few sites Google's list lacks but Turkish marketers tag links
 * with every day (x.com, the Turkish marketplaces, yaani). Those additions are our assumption:
 * GA4 itself may put such traffic into Paid Other or Referral instead.
 */

export type SourceCategory = "search" | "social" | "video" | "shopping";

const SEARCH = [
  "google", "google.com", "googlemybusiness", "bing", "bing.com", "cn.bing.com", "yahoo", "yahoo.com",
  "search.yahoo.com", "yandex", "yandex.com", "yandex.com.tr", "yandex.ru", "duckduckgo", "duckduckgo.com",
  "baidu", "baidu.com", "ecosia", "ecosia.org", "naver", "naver.com", "daum", "daum.net", "seznam", "seznam.cz",
  "qwant", "qwant.com", "ask", "ask.com", "aol", "search.aol.com", "msn", "msn.com", "sogou", "sogou.com",
  "so.com", "startpage", "startpage.com", "search.brave.com", "yaani", "yaani.com.tr",
] as const;

const SOCIAL = [
  "facebook", "facebook.com", "fb", "fb.me", "m.facebook.com", "l.facebook.com", "lm.facebook.com",
  "instagram", "instagram.com", "l.instagram.com", "ig", "linkedin", "linkedin.com", "lnkd.in",
  "twitter", "twitter.com", "t.co", "x", "x.com", "tiktok", "tiktok.com", "pinterest", "pinterest.com",
  "reddit", "reddit.com", "quora", "quora.com", "snapchat", "snapchat.com", "whatsapp", "whatsapp.com",
  "t.me", "messenger", "messenger.com", "tumblr", "tumblr.com", "threads.net", "vk.com", "line", "wechat",
  "weibo", "medium.com", "meetup", "meetup.com", "flickr", "flickr.com", "disqus", "yelp", "yelp.com",
  "tripadvisor", "tripadvisor.com",
] as const;

const VIDEO = [
  "youtube", "youtube.com", "m.youtube.com", "music.youtube.com", "youtu.be", "vimeo", "vimeo.com",
  "player.vimeo.com", "twitch", "twitch.tv", "dailymotion", "dailymotion.com", "netflix", "netflix.com",
  "disneyplus", "disneyplus.com", "hulu", "hulu.com", "ted", "ted.com", "wistia", "wistia.com", "youku",
  "iqiyi",
] as const;

const SHOPPING = [
  "amazon", "amazon.com", "amazon.com.tr", "amazon.de", "amazon.co.uk", "ebay", "ebay.com", "etsy", "etsy.com",
  "shopify", "shopify.com", "shop.app", "walmart", "walmart.com", "alibaba", "alibaba.com", "mercadolibre",
  "stripe", "checkout.stripe.com", "google shopping", "igshopping", "shopzilla",
  // Turkish marketplaces (our addition, see the note above).
  "trendyol", "trendyol.com", "hepsiburada", "hepsiburada.com", "n11", "n11.com", "ciceksepeti",
  "ciceksepeti.com", "pazarama", "pazarama.com",
] as const;

const BY_NAME = new Map<string, SourceCategory>();
for (const [list, category] of [
  [SEARCH, "search"],
  [SOCIAL, "social"],
  [VIDEO, "video"],
  [SHOPPING, "shopping"],
] as const) {
  for (const name of list) BY_NAME.set(name, category);
}

/** Bare brand names long enough to be recognised as a label inside a host name ("l.facebook.com"). */
const BRAND_LABELS = new Map<string, SourceCategory>(
  [...BY_NAME].filter(([name]) => !name.includes(".") && !name.includes(" ") && name.length >= 4),
);

/**
 * Google matches the source against its list exactly; people type both "facebook" and
 * "m.facebook.com", and country domains ("google.com.tr") are endless, so besides exact matches we
 * accept sub-domains of listed domains and host names carrying a listed brand as one of their labels.
 */
export function sourceCategoryOf(source: string): SourceCategory | null {
  const s = source.trim().toLowerCase();
  if (s === "") return null;
  const exact = BY_NAME.get(s);
  if (exact) return exact;
  if (!/^[a-z0-9.-]+$/.test(s) || !s.includes(".")) return null;
  for (const [name, category] of BY_NAME) {
    if (name.includes(".") && s.endsWith(`.${name}`)) return category;
  }
  for (const label of s.split(".")) {
    const category = BRAND_LABELS.get(label);
    if (category) return category;
  }
  return null;
}
