import type { RobotsDirectives } from "./site-crawl";

/** Directives with a value after a colon ("max-snippet:0"): not a crawler's name before one ("googlebot: noindex"). */
const VALUE_DIRECTIVES = new Set(["unavailable_after", "max-snippet", "max-image-preview", "max-video-preview"]);

/**
 * The directives of meta robots contents or X-Robots-Tag values that apply to `productToken`,
 * lower case and trimmed. A value may name a crawler ("googlebot: noindex"): only unnamed values
 * and those naming the token apply.
 */
export function directivesFor(values: readonly string[], productToken: string): string[] {
  const token = productToken.toLowerCase();
  const directives: string[] = [];
  for (const raw of values) {
    let value = raw.trim().toLowerCase();
    const prefix = /^([a-z0-9_-]+)\s*:\s*(.*)$/.exec(value);
    if (prefix && !VALUE_DIRECTIVES.has(prefix[1] ?? "")) {
      if (prefix[1] !== token) continue;
      value = prefix[2] ?? "";
    }
    directives.push(...value.split(/\s*,\s*/));
  }
  return directives;
}

/** Whether robots values keep `productToken` from indexing a page or following its links. */
export function parseRobotsDirectives(values: readonly string[], productToken: string): RobotsDirectives {
  const directives = directivesFor(values, productToken);
  return {
    noindex: directives.some((directive) => directive === "noindex" || directive === "none"),
    nofollow: directives.some((directive) => directive === "nofollow" || directive === "none"),
  };
}
