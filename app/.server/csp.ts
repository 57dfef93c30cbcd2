import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";
import type { CspAdditions } from "./measurement";

/** Script types the browser never executes, so CSP does not apply to them (JSON-LD, JSON data). */
const DATA_BLOCK_TYPES = new Set(["application/ld+json", "application/json"]);

export function scriptHash(code: string): string {
  return `'sha256-${createHash("sha256").update(code, "utf8").digest("base64")}'`;
}

/**
 * SHA-256 sources for the executable inline scripts of a finished HTML document: all of them, or
 * with `onlyNonce` only those whose `nonce` attribute has that value. Hashes (not nonces) let the
 * same policy protect prerendered files, whose bytes are fixed at build time, and server-rendered
 * pages.
 */
export function inlineScriptHashes(html: string, { onlyNonce }: { onlyNonce?: string } = {}): string[] {
  const hashes = new Set<string>();
  let current: string[] | null = null;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name !== "script" || attributes.src !== undefined) return;
        const type = (attributes.type ?? "").trim().toLowerCase();
        if (DATA_BLOCK_TYPES.has(type)) return;
        if (onlyNonce !== undefined && attributes.nonce !== onlyNonce) return;
        current = [];
      },
      ontext(text) {
        current?.push(text);
      },
      onclosetag(name) {
        if (name !== "script" || current === null) return;
        hashes.add(scriptHash(current.join("")));
        current = null;
      },
    },
    { decodeEntities: false },
  );
  parser.write(html);
  parser.end();
  return [...hashes];
}

/**
 * `additions`: hosts of the measurement services, present only when they are configured
 * (app/.server/measurement.ts); without them the policy allows nothing beyond the site itself.
 */
export function contentSecurityPolicy(scriptHashes: readonly string[], additions: CspAdditions = {}): string {
  const extra = (directive: keyof CspAdditions) => (additions[directive] ?? []).map((source) => ` ${source}`).join("");
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trimEnd() + extra("script-src"),
    // React style props and the toaster's injected stylesheet need inline styles; they cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra("img-src")}`,
    "font-src 'self'",
    `connect-src 'self'${extra("connect-src")}`,
    "manifest-src 'self'",
    // Service pages embed videos from YouTube's privacy-enhanced domain, only after a click.
    `frame-src https://www.youtube-nocookie.com${extra("frame-src")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** For build output we produced ourselves (prerendered files): every inline script is ours. */
export function cspForHtml(html: string, additions: CspAdditions = {}): string {
  return contentSecurityPolicy(inlineScriptHashes(html), additions);
}

/**
 * For a page rendered per request, whose HTML may carry a visitor's text: only the scripts the app
 * emits are allowed. React and React Router mark theirs with `marker` (a per-request random value
 * given to them as the nonce, unguessable for whoever wrote the text); `knownScripts` are the
 * app's own inline scripts of fixed content, listed when the page has them. Any other `<script>` in the document, one that slipped
 * through in user input for instance, gets no hash and does not run. The marker is removed from
 * the HTML: the page's policy lists hashes, not the nonce.
 */
export function cspForRenderedHtml(
  html: string,
  marker: string,
  knownScripts: readonly string[],
  additions: CspAdditions = {},
): { html: string; policy: string } {
  // A known script is listed only on the pages that carry it (the academy's date script is on one page).
  const present = new Set(inlineScriptHashes(html));
  const known = knownScripts.map(scriptHash).filter((hash) => present.has(hash));
  const hashes = new Set([...inlineScriptHashes(html, { onlyNonce: marker }), ...known]);
  return { html: html.replaceAll(` nonce="${marker}"`, ""), policy: contentSecurityPolicy([...hashes], additions) };
}

/** For JSON and other non-HTML responses: nothing may load, nothing may frame it. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
