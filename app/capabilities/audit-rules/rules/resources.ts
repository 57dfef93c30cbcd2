import { ogImageOf } from "./social";
import type { AuditPage, AuditResources, AuditSite, ResourceAnswer } from "../audit-page";
import { pageRule, siteFact, siteRule } from "../rule";
import { siteIndex } from "../site-index";

/**
 * Rules over what the audit fetched beyond the pages (.server/resource-probes.ts): whether the
 * external links lead somewhere, whether the images load and how heavy they are, whether the
 * share images load and are large enough for a large card, the site's icon, whether http://
 * moves to https:// for good, how long browsers may keep the site's files, and security.txt.
 * They belong to the links, images, social, core, security and delivery families; they live
 * together because they all read `site.resources`.
 *
 * When they are legitimately n/a, besides what each says: `site.resources` is null when the home
 * page did not answer 200 (nothing was probed), and an address beyond the first RESOURCE_LIMITS
 * was not probed, so it is neither passed nor failed. A probe that got no answer (a timeout, our
 * own bounds, a bot wall) proves nothing and fails no rule. The probes always run when the home
 * page answered 200, so no rule here is n/a for want of a probe.
 */

/** web.dev's "efficiently encode images" budget: beyond ~200 KB an image is a large share of a mobile page. */
export const HEAVY_IMAGE_BYTES = 200 * 1024;

/**
 * Facebook's sharing guide: below 600×315 pixels a share shows a small thumbnail instead of the
 * large card (1200×630 is the recommended size; LinkedIn asks for 1200×627).
 */
export const OG_IMAGE_MIN = { width: 600, height: 315 } as const;

/** X's card images must be under 5 MB; Facebook's limit (8 MB) is looser. */
export const OG_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * Lighthouse's "efficient animated content" threshold: a GIF above ~100 KB is almost always an
 * animation (a banner), which a video or an animated WebP carries at a fraction of the bytes.
 */
export const HEAVY_GIF_BYTES = 100 * 1024;

/** PageSpeed's caching guidance: at least a week for static files, up to a year. */
export const ASSET_MIN_CACHE_SECONDS = 7 * 24 * 3600;

/**
 * Answers that bot walls and logins give a crawler while a visitor gets through (401, 403, 407,
 * 429; LinkedIn's 999 is outside 400-599 anyway): they prove nothing about the address.
 */
const ANSWERS_TO_BOTS = new Set([401, 403, 407, 429]);

/** What a visitor following the address would meet: an error status, or "—" for no answer at all; null when it works or nothing is known. */
export function brokenAnswer(answer: ResourceAnswer): string | null {
  if (answer.failure === "unreachable") return `${answer.url} (—)`;
  if (answer.status === null || answer.challenged || ANSWERS_TO_BOTS.has(answer.status)) return null;
  return answer.status >= 400 && answer.status <= 599 ? `${answer.url} (${answer.status})` : null;
}


/** The answer proves nothing about the address: none came, a bot wall or a rate limit answered. */
const provesNothing = (answer: ResourceAnswer): boolean => answer.status === null || answer.challenged || ANSWERS_TO_BOTS.has(answer.status);

/**
 * The site's own address: its host, its www twin or a subdomain of it (a cdn. or static. host of
 * its own). A third party's file (a tag manager, a chat widget) has caching its owner cannot change.
 */
export function isOwnHost(url: string, homeUrl: string): boolean {
  try {
    const host = new URL(url).hostname;
    const home = new URL(homeUrl).hostname.replace(/^www\./, "");
    return host === home || host.endsWith(`.${home}`);
  } catch {
    return false;
  }
}

/**
 * How long a browser may keep a file without asking again, in seconds: Cache-Control's max-age
 * (it overrides Expires), Infinity for `immutable`, 0 for no-store or no-cache, else Expires;
 * null when neither says (the browser then guesses, usually for minutes).
 */
export function cacheLifetime(answer: Pick<ResourceAnswer, "cacheControl" | "expiresSeconds">): number | null {
  const directives = new Map<string, string>();
  for (const part of (answer.cacheControl ?? "").split(",")) {
    const [name = "", value = ""] = part.trim().toLowerCase().split("=");
    if (name !== "" && !directives.has(name)) directives.set(name.trim(), value.trim().replace(/^"|"$/g, ""));
  }
  if (directives.has("no-store") || directives.has("no-cache")) return 0;
  if (directives.has("immutable")) return Infinity;
  const maxAge = Number.parseInt(directives.get("max-age") ?? "", 10);
  if (Number.isFinite(maxAge)) return Math.max(0, maxAge);
  return answer.expiresSeconds;
}

/** A GIF as served, or by its address when the server did not say. */
export const isGif = (answer: ResourceAnswer): boolean => answer.contentType === "image/gif" || (answer.contentType === null && /\.gif$/i.test(pathOf(answer.url)));

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "";
  }
}

type ResourceList = "externalLinks" | "images" | "ogImages" | "assets";
const indexes = new WeakMap<AuditResources, Map<ResourceList, Map<string, ResourceAnswer>>>();

/** The probed answers of one list by address, built once per audit (page rules ask for every page). */
function answersOf<List extends ResourceList>(resources: AuditResources, list: List): Map<string, AuditResources[List][number]> {
  let byList = indexes.get(resources);
  if (!byList) indexes.set(resources, (byList = new Map()));
  let byUrl = byList.get(list);
  if (!byUrl) byList.set(list, (byUrl = new Map(resources[list].map((answer) => [answer.url, answer]))));
  return byUrl as Map<string, AuditResources[List][number]>;
}

/** What the probe of `list` answered at `url`; undefined when it was not probed (or nothing was). */
export function probedAnswer<List extends ResourceList>(site: AuditSite, list: List, url: string): AuditResources[List][number] | undefined {
  return site.resources ? answersOf(site.resources, list).get(url) : undefined;
}

/**
 * The first of `urls` that `judge` finds wrong, "n/a" when none of them was probed with an answer
 * that says something: one our own bounds stopped ("unchecked": time, policy, cancel) proves nothing.
 */
function firstProbed<List extends ResourceList>(site: AuditSite, list: List, urls: Iterable<string>, judge: (answer: AuditResources[List][number]) => string | null): string | null | "n/a" {
  if (!site.resources) return "n/a";
  const answers = answersOf(site.resources, list);
  let probed = false;
  for (const url of urls) {
    const answer = answers.get(url);
    if (answer === undefined || answer.failure === "unchecked") continue;
    probed = true;
    const found = judge(answer);
    if (found !== null) return found;
  }
  return probed ? null : "n/a";
}

/**
 * Not one external target answered, and the unreachable ones are on two hosts or more: the
 * audit's own network is the likely cause (it runs offline, or a filter drops its requests), not
 * a dozen dead sites, so the links are not judged. One unreachable host alone is still reported.
 */
function externalNetworkDown(resources: AuditResources): boolean {
  const hosts = new Set<string>();
  for (const answer of resources.externalLinks) {
    if (answer.status !== null) return false;
    if (answer.failure === "unreachable") hosts.add(new URL(answer.url).host);
  }
  return hosts.size >= 2;
}

function* externalLinks(page: AuditPage): Generator<string> {
  for (const link of page.links) if (!link.internal) yield link.url;
}

/**
 * The image addresses a browser loads from `src`: a `<noscript>` copy is never shown beside
 * scripts, and beside a WebP/AVIF source the browser loads that one, not the fallback in `src`.
 */
export function* loadedImageSources(page: AuditPage): Generator<string> {
  for (const image of page.images) if (image.src !== null && !image.inNoscript && !image.modernSource) yield image.src;
}

const kilobytes = (bytes: number): string => `${Math.round(bytes / 1024)} KB`;

/** The page's own scripts, stylesheets and images, as probed (scripts and stylesheets in `assets`, images in `images`). */
function* ownFilesProbed(page: AuditPage, site: AuditSite): Generator<ResourceAnswer> {
  const seen = new Set<string>();
  const lists: [ResourceList, Iterable<string>][] = [
    ["assets", [...page.scripts.flatMap((script) => (script.src === null ? [] : [script.src])), ...page.stylesheets.map((sheet) => sheet.href)]],
    ["images", loadedImageSources(page)],
  ];
  for (const [list, urls] of lists) {
    for (const url of urls) {
      if (seen.has(url) || !isOwnHost(url, site.homeUrl)) continue;
      seen.add(url);
      const answer = probedAnswer(site, list, url);
      if (answer !== undefined) yield answer;
    }
  }
}

/** A file the browser keeps for less than ASSET_MIN_CACHE_SECONDS, with what its headers say; null for a long-kept one. */
function shortCache(answer: ResourceAnswer): string | null {
  const lifetime = cacheLifetime(answer);
  if (lifetime !== null && lifetime >= ASSET_MIN_CACHE_SECONDS) return null;
  return `${answer.url} (${answer.cacheControl ?? (answer.expiresSeconds === null ? "—" : `Expires: ${answer.expiresSeconds} s`)})`;
}

/** A broken image; one on another host that is merely unreachable while the audit's outside network looks down proves nothing. */
function brokenImage(resources: AuditResources, homeUrl: string): (answer: ResourceAnswer) => string | null {
  return (answer) => (answer.failure === "unreachable" && !isOwnHost(answer.url, homeUrl) && externalNetworkDown(resources) ? null : brokenAnswer(answer));
}

function ogImageSize(answer: AuditResources["ogImages"][number]): string | null {
  if (answer.bytes !== null && answer.bytes > OG_IMAGE_MAX_BYTES) return `${answer.url} (${kilobytes(answer.bytes)})`;
  if (answer.width === null || answer.height === null) return null;
  const small = answer.width < OG_IMAGE_MIN.width || answer.height < OG_IMAGE_MIN.height;
  return small ? `${answer.url} (${answer.width}×${answer.height})` : null;
}

const securityTxtUrl = (site: AuditSite): string => new URL("/.well-known/security.txt", site.homeUrl).href;

/** RFC 9116 §2.5.5: Expires is an RFC 3339 date-time; a file past it is stale and must not be trusted. */
function securityTxtFault(securityTxt: AuditResources["securityTxt"], auditedAt: string): string | null {
  if (!securityTxt.contact) return "Contact: —";
  if (securityTxt.expires === null) return "Expires: —";
  const expires = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/i.test(securityTxt.expires) ? Date.parse(securityTxt.expires) : NaN;
  if (Number.isNaN(expires)) return `Expires: ${securityTxt.expires}`;
  return expires <= Date.parse(auditedAt) ? `Expires: ${securityTxt.expires}` : null;
}


const isHttpsUrl = (url: string | null): boolean => url?.startsWith("https:") === true;
const PERMANENT_REDIRECTS = new Set([301, 308]);

export const RESOURCE_RULES = [
  /**
   * n/a: the page links to no other site, none of its targets was among the probed ones, or not
   * one external target answered while the unreachable ones span two hosts or more (the audit's
   * own network is down, externalNetworkDown).
   */
  pageRule({
    id: "links/broken-external",
    family: "links",
    severity: "warning",
    weight: 4,
    check: (page, site) => (site.resources && externalNetworkDown(site.resources) ? "n/a" : firstProbed(site, "externalLinks", externalLinks(page), brokenAnswer)),
  }),
  /** n/a: the page shows no image loaded from an address, or none of them was probed. */
  pageRule({
    id: "images/heavy",
    family: "images",
    severity: "warning",
    weight: 4,
    // Content-Length as the server declares it for the variant a browser asks for (WebP/AVIF offered).
    // A heavy GIF has the more telling delivery/animated-gif instead.
    check: (page, site) =>
      firstProbed(site, "images", loadedImageSources(page), (answer) =>
        answer.bytes !== null && answer.bytes > HEAVY_IMAGE_BYTES && !(isGif(answer) && answer.bytes > HEAVY_GIF_BYTES) ? `${answer.url} (${kilobytes(answer.bytes)})` : null,
      ),
  }),
  /**
   * n/a: the page shows no image loaded from an address, or none of them was probed. An image
   * answering 401, 403, 407 or 429 or behind a bot wall, or not answering in time, is not judged.
   */
  pageRule({
    id: "images/broken",
    family: "images",
    severity: "warning",
    weight: 5,
    check: (page, site) => (site.resources ? firstProbed(site, "images", loadedImageSources(page), brokenImage(site.resources, site.homeUrl)) : "n/a"),
  }),
  /** n/a: the page shows no image loaded from an address, or none of them was probed. */
  pageRule({
    id: "delivery/animated-gif",
    family: "delivery",
    severity: "notice",
    weight: 3,
    check: (page, site) =>
      firstProbed(site, "images", loadedImageSources(page), (answer) => (isGif(answer) && answer.bytes !== null && answer.bytes > HEAVY_GIF_BYTES ? `${answer.url} (${kilobytes(answer.bytes)})` : null)),
  }),
  /**
   * n/a: the page loads none of the site's own scripts, stylesheets or images (third-party files
   * are not the owner's to cache), or none of them was probed, or none answered 2xx.
   */
  pageRule({
    id: "delivery/asset-cache-short",
    family: "delivery",
    severity: "notice",
    weight: 3,
    check: (page, site) => {
      if (!site.resources) return "n/a";
      let judged = false;
      for (const answer of ownFilesProbed(page, site)) {
        if (answer.status === null || answer.status < 200 || answer.status > 299) continue;
        judged = true;
        const found = shortCache(answer);
        if (found !== null) return found;
      }
      return judged ? null : "n/a";
    },
  }),
  /**
   * n/a: nothing was probed, the home page has no record, or it has no icon link and /favicon.ico
   * gave no answer that proves anything (none, a bot wall, a rate limit).
   */
  siteRule({
    id: "core/favicon-missing",
    family: "core",
    severity: "warning",
    weight: 3,
    check: (site) => {
      const home = siteIndex(site).pageAt(site.homeUrl);
      if (!site.resources || home === undefined) return "n/a";
      if (home.favicon) return siteFact(false, site.homeUrl);
      const answer = site.resources.favicon;
      if (answer === null || provesNothing(answer)) return "n/a";
      // A catch-all HTML page at /favicon.ico is no icon.
      const icon = answer.status !== null && answer.status >= 200 && answer.status < 300 && answer.contentType !== "text/html";
      return siteFact(!icon, answer.url, answer.contentType === null ? String(answer.status) : `${answer.status} ${answer.contentType}`);
    },
  }),
  /**
   * n/a: the site is served over http (security/http-page says so), nothing was probed, or http://
   * gave no answer that proves anything (none: port 80 closed or filtered, a bot wall, a rate limit).
   */
  siteRule({
    id: "security/http-to-https",
    family: "security",
    severity: "error",
    weight: 7,
    check: (site) => {
      const answer = site.resources?.httpHome;
      if (!answer || provesNothing(answer)) return "n/a";
      const detail = answer.location === null ? String(answer.status) : `${answer.status} → ${answer.location}`;
      return siteFact(!isHttpsUrl(answer.location), answer.url, detail);
    },
  }),
  /** n/a: as security/http-to-https, and when http:// does not redirect to https:// at all (that rule's finding). */
  siteRule({
    id: "security/http-to-https-temporary",
    family: "security",
    severity: "notice",
    weight: 2,
    check: (site) => {
      const answer = site.resources?.httpHome;
      if (!answer || provesNothing(answer) || !isHttpsUrl(answer.location) || answer.status === null) return "n/a";
      return siteFact(!PERMANENT_REDIRECTS.has(answer.status), answer.url, `${answer.status} → ${answer.location}`);
    },
  }),
  /** n/a: the page has no og:image, or it was not among the probed ones. */
  pageRule({
    id: "social/og-image-broken",
    family: "social",
    severity: "warning",
    weight: 5,
    check: (page, site) => {
      const image = ogImageOf(page);
      return image === null ? "n/a" : firstProbed(site, "ogImages", [image], brokenAnswer);
    },
  }),
  /** n/a: the page has no og:image, or it was not among the probed ones (an unreadable size is not judged). */
  pageRule({
    id: "social/og-image-size",
    family: "social",
    severity: "warning",
    weight: 3,
    check: (page, site) => {
      const image = ogImageOf(page);
      return image === null ? "n/a" : firstProbed(site, "ogImages", [image], ogImageSize);
    },
  }),
  /** n/a: nothing was probed, or the request got no answer or a server error (proves nothing). */
  siteRule({
    id: "security/security-txt-missing",
    family: "security",
    severity: "notice",
    weight: 1,
    check: (site) => (site.resources && site.resources.securityTxt.status !== "unreachable" ? siteFact(site.resources.securityTxt.status === "missing", securityTxtUrl(site)) : "n/a"),
  }),
  /** n/a: security.txt was not found (security/security-txt-missing says so), or nothing was probed. */
  siteRule({
    id: "security/security-txt-invalid",
    family: "security",
    severity: "warning",
    weight: 2,
    check: (site) => {
      if (site.resources?.securityTxt.status !== "found") return "n/a";
      const fault = securityTxtFault(site.resources.securityTxt, site.auditedAt);
      return siteFact(fault !== null, securityTxtUrl(site), fault);
    },
  }),
];
