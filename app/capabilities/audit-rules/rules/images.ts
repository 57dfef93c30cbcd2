import type { AuditImage, AuditPage, AuditSite } from "../audit-page";
import { pageRule } from "../rule";
import { HEAVY_GIF_BYTES, isGif, probedAnswer } from "./resources";

/**
 * Images: whether each image says what it shows (alt, for screen readers and Google Images),
 * keeps its place while it loads (width and height, for layout shift) and loads when it should
 * (web.dev: lazy-load what is below the fold, never what is above it), in a format that does not
 * waste the visitor's data. What needs the image's bytes (its weight, whether it loads) is in
 * resources.ts, over the probes; the format rule reads the probe's Content-Type where it has one.
 * Each rule is n/a on a page without images (beside what it says itself).
 */

/**
 * Where the fold likely is without a browser: after this many words of text, or this many images
 * (a grid of cards has few words). Either puts an image a phone's screen or more down the page.
 */
export const BELOW_FOLD_WORDS = 150;
export const BELOW_FOLD_INDEX = 6;

/** Above this, an alt text stops being a description (screen readers read it in one breath). */
export const ALT_MAX_CHARS = 150;

/** Extensions of formats that WebP and AVIF replace at a fraction of the bytes. */
const LEGACY_FORMAT = /\.(jpe?g|png|gif|bmp|tiff?)$/i;
/**
 * Image CDNs that pick WebP or AVIF for the browser that asks, whatever the address's extension
 * (imgix and others by query, Cloudinary by an f_auto path segment).
 */
const NEGOTIATED_FORMAT = /[?&](fm|format|f|output)=(webp|avif|auto)\b|[?&]auto=[^&]*format|\/f_(auto|webp|avif)[,/]/i;
/**
 * Image CDNs that serve WebP or AVIF to a browser that accepts them at any address, `.jpg` ones
 * included: Shopify (its CDN host and the shop's own /cdn/shop/ path), Wix, Jetpack's Photon
 * (i0-i3.wp.com), Cloudflare Images and Image Resizing, ShortPixel, Optimole, ImageKit. Used
 * only where the probe does not tell what was served.
 */
const NEGOTIATING_HOST = /^(cdn\.shopify\.com|static\.wixstatic\.com|i[0-3]\.wp\.com|imagedelivery\.net|cdn\.shortpixel\.ai|[\w-]+\.i\.optimole\.com|ik\.imagekit\.io)$/i;
const NEGOTIATING_PATH = /^\/(cdn-cgi\/image|cdn\/shop)\//i;
/** Media types WebP and AVIF replace, as a server declares them. */
const LEGACY_TYPE = /^image\/(jpeg|pjpeg|png|gif|bmp|x-ms-bmp|tiff)$/;
/** An alt text that is a file name or a camera's numbering, not a description. */
const FILE_NAME_ALT = /^[\w-]+\.(jpe?g|png|gif|webp|avif|svg|bmp|tiff?)$|^(img|dsc|dscn|dscf|pxl|image|photo|foto|resim|gorsel|görsel)[\s_-]*\d+$/i;

/** Up to this many pixels a side an image is an icon: a modern format would save next to nothing. */
export const ICON_MAX_PX = 64;

/** A tracking pixel (1×1) carries nothing to describe or to load lazily. */
const isPixel = (image: AuditImage): boolean => image.width?.trim() === "1" && image.height?.trim() === "1";

/** Images a visitor with scripts on sees: not a `<noscript>` fallback, not a tracking pixel. */
const shownImages = (page: AuditPage): AuditImage[] => page.images.filter((image) => !image.inNoscript && !isPixel(image));

/** Applies to pages that show images; a hit names the first offender (and how many there are). */
function firstOf(page: AuditPage, offends: (image: AuditImage) => boolean, images: AuditImage[] = shownImages(page)): string | null | "n/a" {
  if (images.length === 0) return "n/a";
  const offenders = images.filter(offends);
  const first = offenders[0];
  if (first === undefined) return null;
  const name = first.src ?? `#${first.index + 1}`;
  return offenders.length > 1 ? `${name} (+${offenders.length - 1})` : name;
}

/** A width or height attribute the browser can reserve space with: a positive number of pixels. */
const isDimension = (value: string | null): boolean => value !== null && /^\s*\d*\.?\d+\s*(px)?\s*$/i.test(value) && Number.parseFloat(value) > 0;

const isIcon = (image: AuditImage): boolean =>
  isDimension(image.width) && isDimension(image.height) && Number.parseFloat(image.width ?? "") <= ICON_MAX_PX && Number.parseFloat(image.height ?? "") <= ICON_MAX_PX;

/**
 * Deferred until it nears the screen: by the browser (`loading="lazy"`) or by a lazy-loading
 * script (lazysizes, the WordPress plugins), which defers it at least as much.
 */
const isLazy = (image: AuditImage): boolean => image.loading === "lazy" || image.lazyScript;

const likelyBelowFold = (image: AuditImage): boolean => image.wordsBefore >= BELOW_FOLD_WORDS || image.index >= BELOW_FOLD_INDEX;

/** Images the browser loads from an address (not inline `data:` ones, not a script's placeholder without src). */
const loadedImages = (page: AuditPage): AuditImage[] => shownImages(page).filter((image) => image.src !== null);

/**
 * Whether the image reaches a browser in a format WebP and AVIF replace. What the probe was served
 * when it asked as a browser does (WebP and AVIF offered) decides: LiteSpeed, Cloudflare Polish
 * and image CDNs serve WebP at a `.jpg` address. Without a probed image answer, the address
 * decides: a legacy extension not on a CDN known to pick the format for the browser.
 */
function servedLegacy(src: string, site: AuditSite): boolean {
  const answer = probedAnswer(site, "images", src);
  // A heavy GIF is an animation: delivery/animated-gif says what to make of it (a video), not this rule.
  if (answer !== undefined && isGif(answer) && answer.bytes !== null && answer.bytes > HEAVY_GIF_BYTES) return false;
  const served = answer?.status !== null && answer?.status !== undefined && answer.status < 300 ? answer.contentType : null;
  if (served?.startsWith("image/")) return LEGACY_TYPE.test(served);
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return false;
  }
  return LEGACY_FORMAT.test(url.pathname) && !NEGOTIATED_FORMAT.test(src) && !NEGOTIATING_HOST.test(url.hostname) && !NEGOTIATING_PATH.test(url.pathname);
}

/**
 * When an image rule does not apply ("n/a"):
 * - alt-missing, alt-file-name, alt-too-long, dimensions-missing: the page shows no image (a
 *   `<noscript>` copy and a 1×1 tracking pixel are not shown).
 * - lazy-above-fold: no image loaded from an address is larger than an icon.
 * - not-lazy-below-fold: no image but the first, icons aside, is likely below the fold.
 * - legacy-format: no image is loaded from an address.
 * An image a lazy-loading script fills in (data-src) is loaded from that address: the record
 * reads it there, so a page lazy-loaded by script is judged, not passed over.
 */
export const IMAGE_RULES = [
  pageRule({
    id: "images/alt-missing",
    family: "images",
    severity: "warning",
    weight: 5,
    // alt="" is right for a decorative image: only a missing attribute is a defect.
    check: (page) => firstOf(page, (image) => image.alt === null),
  }),
  pageRule({
    id: "images/alt-file-name",
    family: "images",
    severity: "notice",
    weight: 2,
    check: (page) => firstOf(page, (image) => image.alt !== null && FILE_NAME_ALT.test(image.alt.trim())),
  }),
  pageRule({
    id: "images/alt-too-long",
    family: "images",
    severity: "notice",
    weight: 1,
    check: (page) => firstOf(page, (image) => image.alt !== null && image.alt.trim().length > ALT_MAX_CHARS),
  }),
  pageRule({
    id: "images/dimensions-missing",
    family: "images",
    severity: "warning",
    weight: 3,
    check: (page) => firstOf(page, (image) => !isDimension(image.width) || !isDimension(image.height)),
  }),
  pageRule({
    id: "images/lazy-above-fold",
    family: "images",
    severity: "warning",
    weight: 4,
    // The first image the visitor sees is often the largest paint: lazy, it waits for layout (and
    // for a lazy-loading script, longer still). A small logo or icon before it never is, and costs
    // little either way.
    check: (page) => {
      const first = loadedImages(page).find((image) => !isIcon(image));
      if (first === undefined) return "n/a";
      return isLazy(first) && !likelyBelowFold(first) ? (first.src ?? true) : null;
    },
  }),
  pageRule({
    id: "images/not-lazy-below-fold",
    family: "images",
    severity: "notice",
    weight: 2,
    // The first image is exempt (when it is far down, loading it early costs little), and so are
    // icons (a few hundred bytes each, not worth a deferred request).
    check: (page) => {
      const below = loadedImages(page).slice(1).filter((image) => likelyBelowFold(image) && !isIcon(image));
      return below.length === 0 ? "n/a" : firstOf(page, (image) => !isLazy(image), below);
    },
  }),
  pageRule({
    id: "images/legacy-format",
    family: "images",
    severity: "notice",
    weight: 2,
    // n/a: the page shows no image loaded from an address. Not for want of a probe: without one the address is judged.
    check: (page, site) => {
      const images = loadedImages(page);
      return firstOf(page, (image) => image.src !== null && !image.modernSource && !isIcon(image) && servedLegacy(image.src, site), images);
    },
  }),
];
