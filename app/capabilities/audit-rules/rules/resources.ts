import { ogImageOf } from "./social";
import type { AuditPage, AuditResources, AuditSite, ResourceAnswer } from "../audit-page";
import { type Hit, pageRule, siteRule } from "../rule";

/**
 * Rules over what the audit fetched beyond the pages (.server/resource-probes.ts): whether the
 * external links lead somewhere, how heavy the images are, whether the share images load and are
 * large enough for a large card, and security.txt. They belong to the links, images, social and
 * security families; they live together because they all read `site.resources` and are n/a when
 * it was not probed. Only the first RESOURCE_LIMITS addresses were probed: an address beyond
 * them is neither passed nor failed.
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


type ResourceList = "externalLinks" | "images" | "ogImages";
const indexes = new WeakMap<AuditResources, Map<ResourceList, Map<string, ResourceAnswer>>>();

/** The probed answers of one list by address, built once per audit (page rules ask for every page). */
function answersOf<List extends ResourceList>(resources: AuditResources, list: List): Map<string, AuditResources[List][number]> {
  let byList = indexes.get(resources);
  if (!byList) indexes.set(resources, (byList = new Map()));
  let byUrl = byList.get(list);
  if (!byUrl) byList.set(list, (byUrl = new Map(resources[list].map((answer) => [answer.url, answer]))));
  return byUrl as Map<string, AuditResources[List][number]>;
}

/** The first of `urls` that `judge` finds wrong, "n/a" when none of them was probed. */
function firstProbed<List extends ResourceList>(site: AuditSite, list: List, urls: Iterable<string>, judge: (answer: AuditResources[List][number]) => string | null): string | null | "n/a" {
  if (!site.resources) return "n/a";
  const answers = answersOf(site.resources, list);
  let probed = false;
  for (const url of urls) {
    const answer = answers.get(url);
    if (answer === undefined) continue;
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

const siteFact = (failed: boolean, url: string, detail?: string): { hits: Hit[]; applicable: number } => ({ hits: failed ? [detail === undefined ? { url } : { url, detail }] : [], applicable: 1 });

export const RESOURCE_RULES = [
  pageRule({
    id: "links/broken-external",
    family: "links",
    severity: "warning",
    weight: 4,
    check: (page, site) => (site.resources && externalNetworkDown(site.resources) ? "n/a" : firstProbed(site, "externalLinks", externalLinks(page), brokenAnswer)),
  }),
  pageRule({
    id: "images/heavy",
    family: "images",
    severity: "warning",
    weight: 4,
    // Content-Length as the server declares it for the variant a browser asks for (WebP/AVIF offered).
    check: (page, site) => firstProbed(site, "images", loadedImageSources(page), (answer) => (answer.bytes !== null && answer.bytes > HEAVY_IMAGE_BYTES ? `${answer.url} (${kilobytes(answer.bytes)})` : null)),
  }),
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
  siteRule({
    id: "security/security-txt-missing",
    family: "security",
    severity: "notice",
    weight: 1,
    check: (site) => (site.resources && site.resources.securityTxt.status !== "unreachable" ? siteFact(site.resources.securityTxt.status === "missing", securityTxtUrl(site)) : "n/a"),
  }),
  siteRule({
    id: "security/security-txt-invalid",
    family: "security",
    severity: "warning",
    weight: 2,
    check: (site) => {
      if (site.resources?.securityTxt.status !== "found") return "n/a";
      const fault = securityTxtFault(site.resources.securityTxt, site.auditedAt);
      return siteFact(fault !== null, securityTxtUrl(site), fault ?? undefined);
    },
  }),
];
