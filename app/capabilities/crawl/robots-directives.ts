import type { RobotsDirectives } from "./site-crawl";

/**
 * Robots directives of a meta robots content or an X-Robots-Tag value. A value may name a
 * crawler ("googlebot: noindex"); only unnamed ones and those naming our product token apply.
 */
export function parseRobotsDirectives(values: readonly string[], productToken: string): RobotsDirectives {
  const out: RobotsDirectives = { noindex: false, nofollow: false };
  const token = productToken.toLowerCase();
  for (const raw of values) {
    let value = raw.trim().toLowerCase();
    const prefix = /^([a-z0-9_-]+)\s*:\s*(.*)$/.exec(value);
    if (prefix && !["unavailable_after", "max-snippet", "max-image-preview", "max-video-preview"].includes(prefix[1] ?? "")) {
      if (prefix[1] !== token) continue;
      value = prefix[2] ?? "";
    }
    for (const directive of value.split(/\s*,\s*/)) {
      if (directive === "noindex" || directive === "none") out.noindex = true;
      if (directive === "nofollow" || directive === "none") out.nofollow = true;
    }
  }
  return out;
}
