import { transformSync } from "esbuild";
import { describe, expect, it } from "vitest";
import { deferHydration } from "./deferred-hydration";

// The shape React Router 7.18 writes for a prerendered tool page (shortened manifest).
const ROUTER_SCRIPT = `;
import * as route0 from "/assets/root-CF_-XdgG.js";
import * as route1 from "/assets/kelime-gruplayici-9tMxwfVa.js";
  window.__reactRouterManifest = {
  "entry": { "module": "/assets/entry.client-CGcdDLw1.js", "imports": [] },
  "url": "/assets/manifest-8c36bc49.js",
  "version": "8c36bc49"
};
  window.__reactRouterRouteModules = {"root":route0,"routes/seo-araclari/kelime-gruplayici":route1};

import("/assets/entry.client-CGcdDLw1.js");`;

const PAGE = [
  "<!DOCTYPE html><html><head><title>x</title>",
  '<link rel="modulepreload" href="/assets/entry.client-CGcdDLw1.js"/><link rel="modulepreload" href="/assets/jsx-runtime-CqVsHcuC.js"/>',
  '<link rel="stylesheet" href="/assets/root.css"/></head><body><main>Metin</main>',
  '<script type="module">console.log("enhance")</script>',
  `<script type="module" async="">${ROUTER_SCRIPT}</script>`,
  "<script>window.__reactRouterContext.streamController.close();</script></body></html>",
].join("");

function routerScript(html: string): string {
  return /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";
}

describe("deferHydration", () => {
  const result = deferHydration(PAGE);
  const script = routerScript(result);

  it("removes the modulepreload links and re-adds the same ones from the script", () => {
    expect(result).not.toContain('rel="modulepreload"');
    expect(script).toContain('["/assets/entry.client-CGcdDLw1.js","/assets/jsx-runtime-CqVsHcuC.js"]');
    expect(result).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
  });

  it("turns static route imports into dynamic ones inside a function run after load and a frame", () => {
    expect(script).not.toMatch(/^\s*import \* as/m);
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root-CF_-XdgG.js"), import("/assets/kelime-gruplayici-9tMxwfVa.js")]);',
    );
    expect(script).toContain('addEventListener("load", afterPaint, { once: true })');
    expect(script).toContain("requestAnimationFrame");
    // Manifest, module table and entry import run after the route modules, as before.
    const order = ["Promise.all", "window.__reactRouterManifest", "window.__reactRouterRouteModules", 'import("/assets/entry.client'];
    const positions = order.map((part) => script.indexOf(part));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(positions.every((position) => position >= 0)).toBe(true);
  });

  it("produces a valid script without top-level await (which could hold up the load event)", () => {
    expect(() => transformSync(script, { format: "esm", loader: "js" })).not.toThrow();
    // esbuild refuses top-level await when asked for CommonJS output.
    expect(() => transformSync(script, { format: "cjs", loader: "js" })).not.toThrow();
    expect(() => transformSync("await 1;", { format: "cjs", loader: "js" })).toThrow();
  });

  it("leaves other scripts and pages without React alone", () => {
    expect(result).toContain('<script type="module">console.log("enhance")</script>');
    const contentPage = '<html><head></head><body><script type="module">x()</script></body></html>';
    expect(deferHydration(contentPage)).toBe(contentPage);
  });

  it("keeps the nonce that marks React Router's script (entry.server.tsx) and drops marked preloads too", () => {
    const marked = PAGE.replaceAll(/<link rel="modulepreload" href="([^"]+)"\/>/g, '<link rel="modulepreload" href="$1" nonce="m4rk"/>')
      .replace('<script type="module" async="">', '<script nonce="m4rk" type="module" async="">');
    const deferred = deferHydration(marked);
    expect(deferred).not.toContain('rel="modulepreload"');
    expect(deferred).toContain('<script nonce="m4rk" type="module" async="">const hydrate = async () => {');
    expect(deferred).toContain('["/assets/entry.client-CGcdDLw1.js","/assets/jsx-runtime-CqVsHcuC.js"]');
  });

  it("fails loudly when React Router's script changes shape", () => {
    const changed = PAGE.replace('import * as route1 from "/assets/kelime-gruplayici-9tMxwfVa.js";', 'import route1 from "/x.js";');
    expect(() => deferHydration(changed)).toThrow(/unexpected shape/);
  });
});
