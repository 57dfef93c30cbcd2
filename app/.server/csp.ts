import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

/** Script types the browser never executes, so CSP does not apply to them (JSON-LD, JSON data). */
const DATA_BLOCK_TYPES = new Set(["application/ld+json", "application/json"]);

/**
 * SHA-256 sources for every executable inline script of a finished HTML document. Hashes (not
 * nonces) let the same policy protect prerendered files, whose bytes are fixed at build time, and
 * server-rendered pages.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  let current: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "script" || attributes.src !== undefined) return;
        const type = (attributes.type ?? "").trim().toLowerCase();
        if (DATA_BLOCK_TYPES.has(type)) return;
        current = [];
      },
      ontext(text) {
        current?.push(text);
      },
      onclosetag(name) {
        if (name !== "script" || current === null) return;
        const digest = createHash("sha256").update(current.join(""), "utf8").digest("base64");
        hashes.add(`'sha256-${digest}'`);
        current = null;
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return [...hashes];
}

export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trimEnd(),
    // React style props and the toaster's injected stylesheet need inline styles; they cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    // Service pages embed videos from YouTube's privacy-enhanced domain, only after a click.
    "frame-src https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

export function cspForHtml(html: string): string {
  return contentSecurityPolicy(inlineScriptHashes(html));
}

/** For JSON and other non-HTML responses: nothing may load, nothing may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
