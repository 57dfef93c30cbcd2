import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, cspForHtml, inlineScriptHashes } from "./csp";

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
