import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, cspForHtml, cspForRenderedHtml, inlineScriptHashes } from "./csp";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes executable inline scripts byte for byte, entities and all", () => {
    const code = 'window.__ctx = {"a":"<\\/script>","b":"&amp;"};';
    const html = `<!DOCTYPE html><html><head><script>${code}</script><script type="module">import "/assets/x.js";</script></head></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha(code), sha('import "/assets/x.js";')]);
  });

  it("skips external scripts and JSON data blocks, which CSP does not execute", () => {
    const html = `<script src="/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script><script type="application/json">{}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("lists each distinct script once", () => {
    expect(inlineScriptHashes("<script>a()</script><script>a()</script>")).toEqual([sha("a()")]);
  });
});

describe("contentSecurityPolicy", () => {
  it("locks framing, plugins and base URLs and allows the hashes given", () => {
    const policy = cspForHtml("<script>boot()</script>");
    expect(policy).toContain(`script-src 'self' ${sha("boot()")}`);
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(policy).toContain(directive);
    }
    expect(policy).not.toContain("'unsafe-eval'");
    expect(contentSecurityPolicy([])).toContain("script-src 'self';");
  });
});

describe("cspForRenderedHtml", () => {
  const marker = "Zm9vYmFyYmF6cXV4cXV1eA";
  // What a server-rendered page looks like when a visitor's text slipped into it unescaped: the
  // app's marked scripts, its enhancement script, JSON-LD, and an injected script.
  const page = [
    "<!DOCTYPE html><html><head>",
    `<link rel="stylesheet" href="/a.css" nonce="${marker}"/>`,
    '<script type="application/ld+json">{"@type":"Organization"}</script>',
    "</head><body><main><p>Merhaba <script>steal(document.cookie)</script></p>",
    '<script nonce="guessed">alsoInjected()</script>',
    '<script type="module">enhance()</script>',
    `<script nonce="${marker}">window.__reactRouterContext = {"a":"\\u003cscript>"};</script>`,
    `<script nonce="${marker}" type="module" async="">import("/assets/entry.js");</script>`,
    "</body></html>",
  ].join("");
  const { html, policy } = cspForRenderedHtml(page, marker, ["enhance()"]);

  it("hashes the scripts the app marked and the known ones, never an injected one", () => {
    expect(policy).toContain(sha('window.__reactRouterContext = {"a":"\\u003cscript>"};'));
    expect(policy).toContain(sha('import("/assets/entry.js");'));
    expect(policy).toContain(sha("enhance()"));
    expect(policy).not.toContain(sha("steal(document.cookie)"));
    expect(policy).not.toContain(sha("alsoInjected()"));
    expect(policy.match(/'sha256-/g)).toHaveLength(3);
  });

  it("lists a known script only on a page that carries it", () => {
    const other = cspForRenderedHtml(page, marker, ["enhance()", "academyDates()"]);
    expect(other.policy).toContain(sha("enhance()"));
    expect(other.policy).not.toContain(sha("academyDates()"));
  });

  it("takes the marker out of the document", () => {
    expect(html).not.toContain(marker);
    expect(html).toContain('<script type="module" async="">import("/assets/entry.js");</script>');
    expect(html).toContain('<link rel="stylesheet" href="/a.css"/>');
  });

  it("differs from cspForHtml, which trusts every script of our own build output", () => {
    expect(cspForHtml(page)).toContain(sha("steal(document.cookie)"));
  });
});
