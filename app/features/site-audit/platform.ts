import type { AuditPage, AuditSite } from "~/capabilities/audit-rules/audit-page";
import type { RuleId } from "~/capabilities/audit-rules/rule";

/**
 * Which site builder or shop platform a site runs on, read from what the audit already keeps of
 * its pages: the generator meta tags, the Server / X-Powered-By / Link headers, and where its
 * scripts, stylesheets and images come from. The report uses it to replace advice that assumes
 * access to the web server (Apache or Nginx settings) with what an owner of that platform can do
 * in its panel, or the fact that the platform decides it. A guess, never a verdict: nothing is
 * scored on it, and an unrecognised or mixed site gets no platform (the generic advice stays).
 */

export const PLATFORMS = ["wordpress", "wix", "shopify", "joomla", "drupal", "webflow", "squarespace", "ticimax", "ideasoft", "tsoft", "ikas"] as const;
export type PlatformId = (typeof PLATFORMS)[number];

interface Signature {
  /** Matched against the generator meta and the Server and X-Powered-By headers. */
  name: RegExp;
  /** Extra generator values that only this platform's plugins write (WordPress: WooCommerce, Elementor …). */
  generator?: RegExp;
  /** Hosts of the platform's own file servers, for scripts, stylesheets and images. */
  assetHost?: RegExp;
  /**
   * Paths the platform gives a site's theme files, for scripts and stylesheets only: an image
   * from another site's /wp-content/ (a hotlinked picture) says nothing about this one.
   */
  assetPath?: RegExp;
  /** A header value that only this platform sends (WordPress's REST API Link). */
  header?: { name: "link" | "server" | "x-powered-by"; value: RegExp };
}

const SIGNATURES: Record<PlatformId, Signature> = {
  wordpress: {
    name: /\bwordpress\b|\bwp ?engine\b/i,
    generator: /\b(woocommerce|elementor|wpbakery|site kit by google|slider revolution|divi)\b/i,
    assetPath: /\/wp-(content|includes)\//i,
    header: { name: "link", value: /rel="?https:\/\/api\.w\.org\/?"?/i },
  },
  wix: { name: /\bwix(\.com)?\b|\bpepyaka\b/i, assetHost: /(^|\.)(wixstatic\.com|parastorage\.com|wixsite\.com)$/i },
  shopify: { name: /\bshopify\b/i, assetHost: /(^|\.)(shopify\.com|shopifycdn\.com|shopifycdn\.net)$/i, assetPath: /^\/cdn\/shop\//i },
  joomla: { name: /\bjoomla\b/i, assetPath: /\/(media\/jui|media\/system\/js|components\/com_[a-z]+)\//i },
  drupal: { name: /\bdrupal\b/i, assetPath: /\/(sites\/default\/files|core\/misc|misc\/drupal\.js)/i },
  webflow: { name: /\bwebflow\b/i, assetHost: /(^|\.)(website-files\.com|webflow\.com)$/i },
  squarespace: { name: /\bsquarespace\b/i, assetHost: /(^|\.)(squarespace\.com|squarespace-cdn\.com|sqspcdn\.com)$/i },
  ticimax: { name: /\bticimax\b/i, assetHost: /(^|[.-])ticimax\.[a-z.]+$/i },
  ideasoft: { name: /\bidea ?soft\b/i, assetHost: /(^|[.-])(myideasoft\.com|ideasoft\.com\.tr|ideasoft\.com|ideacdn\.net)$/i },
  tsoft: { name: /\bt-soft\b|\btsoft\b/i, assetHost: /(^|[.-])tsoft(static)?\.[a-z.]+$/i },
  ikas: { name: /\bikas\b/i, assetHost: /(^|\.)myikas\.com$/i },
};

/** How much each kind of sign counts: a platform needs DETECTION_THRESHOLD and a lead over the rest. */
const SIGN_WEIGHT = { generator: 3, header: 3, themeFiles: 2, images: 1 } as const;
export const DETECTION_THRESHOLD = 2;
/** Pages looked at: the platform shows on the first ones as well as on the five-hundredth. */
const PAGES_READ = 50;

const HOST = /^https?:\/\/([^/?#:]+)(?::\d+)?([^?#]*)/i;

function hostAndPath(url: string | null): { host: string; path: string } | null {
  const match = url === null ? null : HOST.exec(url);
  return match ? { host: (match[1] ?? "").toLowerCase(), path: match[2] || "/" } : null;
}

/** The kinds of sign a page shows for each platform. */
function signsOf(page: AuditPage): Map<PlatformId, Set<keyof typeof SIGN_WEIGHT>> {
  const signs = new Map<PlatformId, Set<keyof typeof SIGN_WEIGHT>>();
  const note = (platform: PlatformId, kind: keyof typeof SIGN_WEIGHT) => {
    const set = signs.get(platform) ?? new Set();
    set.add(kind);
    signs.set(platform, set);
  };
  const ownHost = hostAndPath(page.finalUrl)?.host.replace(/^www\./, "") ?? "";
  const themeFiles = [...page.scripts.map((script) => script.src), ...page.stylesheets.map((sheet) => sheet.href)].map(hostAndPath);
  const images = page.images.map((image) => hostAndPath(image.src));
  for (const platform of PLATFORMS) {
    const signature = SIGNATURES[platform];
    const generator = page.generator ?? "";
    if (signature.name.test(generator) || (signature.generator?.test(generator) ?? false)) note(platform, "generator");
    if (signature.name.test(page.headers.server ?? "") || signature.name.test(page.headers["x-powered-by"] ?? "")) note(platform, "header");
    if (signature.header && signature.header.value.test(page.headers[signature.header.name] ?? "")) note(platform, "header");
    // Images alone weigh little: a picture copied from a Wix or Shopify address is not a theme.
    if (images.some((file) => file !== null && (signature.assetHost?.test(file.host) ?? false))) note(platform, "images");
    for (const file of themeFiles) {
      if (file === null) continue;
      if (signature.assetHost?.test(file.host)) note(platform, "themeFiles");
      // Shopify's /cdn/shop/ path counts on the shop's own host only; WordPress's /wp-content/ on a CDN host of its own too.
      if (signature.assetPath?.test(file.path) && (platform !== "shopify" || file.host.replace(/^www\./, "") === ownHost)) note(platform, "themeFiles");
    }
  }
  return signs;
}

/**
 * The platform the site's pages point to most, or null: each kind of sign counts once (a
 * generator tag on every page is one sign, not fifty), and a tie (a WordPress site selling
 * through an embedded Shopify button, say, with no other sign) names none.
 */
export function detectPlatform(site: Pick<AuditSite, "pages">): PlatformId | null {
  const kinds = new Map<PlatformId, Set<keyof typeof SIGN_WEIGHT>>();
  for (const page of site.pages.slice(0, PAGES_READ)) {
    for (const [platform, signs] of signsOf(page)) {
      const set = kinds.get(platform) ?? new Set();
      for (const sign of signs) set.add(sign);
      kinds.set(platform, set);
    }
  }
  const scored = [...kinds].map(([platform, signs]) => ({ platform, score: [...signs].reduce((sum, sign) => sum + SIGN_WEIGHT[sign], 0) }));
  scored.sort((a, b) => b.score - a.score);
  const [first, second] = scored;
  if (!first || first.score < DETECTION_THRESHOLD || (second && second.score === first.score)) return null;
  return first.platform;
}

/** A stored report's platform, checked: a report written by an older or newer build may name one this build lacks. */
export function knownPlatform(value: unknown): PlatformId | null {
  return typeof value === "string" && (PLATFORMS as readonly string[]).includes(value) ? (value as PlatformId) : null;
}

/**
 * What a rule's fix asks of the web server, for the rules whose generic advice assumes access to
 * it (headers, compression, redirects, files at the site's root). The platform texts are keyed by
 * these topics (platform.content.ts), so a new rule of the same kind needs one line here.
 */
export const SERVER_TOPICS = ["https", "security-headers", "caching", "compression", "security-txt", "redirects"] as const;
export type ServerTopic = (typeof SERVER_TOPICS)[number];

export const SERVER_TOPIC_OF_RULE: Partial<Record<RuleId, ServerTopic>> = {
  "security/http-page": "https",
  "security/hsts-missing": "security-headers",
  "security/hsts-short": "security-headers",
  "security/csp-missing": "security-headers",
  "security/csp-allows-any-script": "security-headers",
  "security/frame-protection-missing": "security-headers",
  "security/nosniff-missing": "security-headers",
  "security/referrer-policy-leaky": "security-headers",
  "security/version-disclosed": "security-headers",
  "delivery/cache-policy-missing": "caching",
  "delivery/no-store": "caching",
  "delivery/not-compressed": "compression",
  "delivery/vary-accept-encoding-missing": "compression",
  "security/security-txt-missing": "security-txt",
  "security/security-txt-invalid": "security-txt",
  "crawl/redirect-chain": "redirects",
};
