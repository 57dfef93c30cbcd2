import type { AuditPage } from "../audit-page";
import { pageRule } from "../rule";

/**
 * Mobile: whether a phone shows the page at its own width and lets the visitor zoom. Google
 * indexes the mobile version of a page; without a working viewport a phone draws the desktop
 * layout (about 980 px) shrunk to fit. What needs a real browser (tap target sizes, font sizes,
 * content wider than the screen) is not here.
 */

/**
 * Below this maximum-scale, Lighthouse's accessibility audit (meta-viewport) fails the page: the
 * visitor cannot zoom enough to read (WCAG 1.4.4 asks for 200 %, Lighthouse for 500 %).
 */
export const MIN_MAXIMUM_SCALE = 5;

/**
 * The viewport's properties by lower-case name. Browsers split the content at commas, semicolons
 * and whitespace outside `key = value` (css-viewport's parsing of the meta element).
 */
export function viewportProperties(content: string): Map<string, string> {
  const properties = new Map<string, string>();
  for (const match of content.toLowerCase().matchAll(/([^\s,;=]+)\s*(?:=\s*([^\s,;=]*))?/g)) {
    const [, key = "", value = ""] = match;
    if (!properties.has(key)) properties.set(key, value);
  }
  return properties;
}

/** The page's viewport properties; "n/a" for a page without one (viewport-missing says so). */
const viewportOf = (page: AuditPage): Map<string, string> | "n/a" => (page.viewport === null ? "n/a" : viewportProperties(page.viewport));

/**
 * When a mobile rule does not apply ("n/a"): viewport-no-width, viewport-fixed-width and
 * zoom-blocked need a viewport to judge, so they do not apply to a page without one
 * (viewport-missing reports that); viewport-missing applies to every HTML page.
 */
export const MOBILE_RULES = [
  pageRule({
    id: "mobile/viewport-missing",
    family: "mobile",
    severity: "error",
    weight: 8,
    check: (page) => page.viewport === null,
  }),
  pageRule({
    id: "mobile/viewport-no-width",
    family: "mobile",
    severity: "warning",
    weight: 5,
    // initial-scale alone also makes browsers use the device's width.
    check: (page) => {
      const viewport = viewportOf(page);
      if (viewport === "n/a") return "n/a";
      return viewport.has("width") || viewport.has("initial-scale") ? null : page.viewport || true;
    },
  }),
  pageRule({
    id: "mobile/viewport-fixed-width",
    family: "mobile",
    severity: "warning",
    weight: 5,
    check: (page) => {
      const viewport = viewportOf(page);
      if (viewport === "n/a") return "n/a";
      const width = viewport.get("width");
      return width !== undefined && /^\d/.test(width) ? `width=${width}` : null;
    },
  }),
  pageRule({
    id: "mobile/zoom-blocked",
    family: "mobile",
    severity: "warning",
    weight: 4,
    check: (page) => {
      const viewport = viewportOf(page);
      if (viewport === "n/a") return "n/a";
      // "no" and numbers between -1 and 1 turn zooming off (the css-viewport translation, ACT rule b4f0c3).
      const scalable = viewport.get("user-scalable");
      const scalableNumber = Number(scalable);
      if (scalable === "no" || (scalable !== undefined && scalable !== "" && Number.isFinite(scalableNumber) && Math.abs(scalableNumber) < 1)) return `user-scalable=${scalable}`;
      // device-width, device-height and negative values leave the browser's own limit.
      const maximum = Number.parseFloat(viewport.get("maximum-scale") ?? "");
      return Number.isFinite(maximum) && maximum >= 0 && maximum < MIN_MAXIMUM_SCALE ? `maximum-scale=${viewport.get("maximum-scale")}` : null;
    },
  }),
];
