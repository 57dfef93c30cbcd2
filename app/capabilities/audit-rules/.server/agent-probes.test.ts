import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { AI_CRAWLERS } from "~/capabilities/ai-crawlers/crawlers";
import { runAudit } from "./run-audit";

const ROBOTS = [
  "User-agent: *",
  "Content-Signal: search=yes, ai-train=no, ai-training=no",
  "Allow: /",
  "",
  "User-agent: GPTBot",
  "User-agent: PerplexityBot",
  "Disallow: /",
  "",
  "License: /license.xml",
].join("\n");

const LLMS = "# Kapalı Firma\n\n> Küçük bir işletme.\n\n## Sayfalar\n\n- [Ana sayfa](/): giriş\n";

const HOME = "<!doctype html><html lang='tr'><head><title>Ana sayfa</title></head><body><h1>Merhaba</h1><p>Metin.</p></body></html>";

let server: http.Server | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

async function serve(handler: http.RequestListener): Promise<{ origin: string; requests: { url: string; ua: string; accept: string }[] }> {
  const requests: { url: string; ua: string; accept: string }[] = [];
  server = http.createServer((req, res) => {
    requests.push({ url: req.url ?? "", ua: req.headers["user-agent"] ?? "", accept: req.headers.accept ?? "" });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, requests };
}

describe("the agent probes of an audit", () => {
  it("reads robots.txt's AI lines and verdicts, llms.txt, tdmrep.json, the Markdown answer and each bot's answer", async () => {
    const { origin, requests } = await serve((req, res) => {
      const ua = req.headers["user-agent"] ?? "";
      if (req.url === "/robots.txt") return res.end(ROBOTS);
      if (req.url === "/llms.txt") return res.writeHead(200, { "content-type": "text/markdown" }).end(LLMS);
      if (req.url === "/.well-known/tdmrep.json") return res.writeHead(200, { "content-type": "application/json" }).end('{"location":"/"}');
      if (req.url !== "/") return res.writeHead(404).end();
      // A firewall that turns one AI search bot away.
      if (ua.includes("OAI-SearchBot")) return res.writeHead(403).end("Forbidden");
      if (req.headers.accept === "text/markdown") return res.writeHead(200, { "content-type": "text/markdown; charset=utf-8", vary: "Accept-Encoding" }).end("# Merhaba");
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(HOME);
    });
    const run = await runAudit(`${origin}/`, { crawl: { sitemaps: false, fetch: { allowHosts: [new URL(origin).host] } } });
    const agents = run.site.agents;
    expect(agents?.robotsTxt).toEqual({
      contentSignals: [{ line: 2, value: "search=yes, ai-train=no, ai-training=no", unknown: ["ai-training=no"] }],
      licenses: [{ line: 9, value: "/license.xml" }],
    });
    expect(agents?.bots.find((bot) => bot.token === "GPTBot")).toEqual({ token: "GPTBot", group: "training", robotsAllowed: false, answer: { status: 200, error: null } });
    expect(agents?.bots.find((bot) => bot.token === "OAI-SearchBot")).toMatchObject({ robotsAllowed: true, answer: { status: 403, error: null } });
    expect(agents?.bots.find((bot) => bot.token === "Google-Extended")).toMatchObject({ robotsAllowed: true, answer: null });
    expect(agents?.llmsTxt).toEqual({ url: `${origin}/llms.txt`, status: 200, text: true, check: { kind: "valid", title: "Kapalı Firma", sections: 1, links: 1, summary: "as-info" }, lighthouseGaps: [] });
    expect(agents?.markdown).toEqual({ status: 200, contentType: "text/markdown; charset=utf-8", vary: "Accept-Encoding" });
    expect(agents?.tdmrep).toEqual({ url: `${origin}/.well-known/tdmrep.json`, status: 200, problem: "not-array" });

    const failed = new Map(run.outcome.outcomes.filter((o) => o.status === "failed").map((o) => [o.id, o.hits]));
    expect(failed.get("agents/robots-blocks-ai-search-despite-llms")).toEqual([{ url: `${origin}/robots.txt`, detail: "PerplexityBot" }]);
    expect(failed.get("agents/robots-blocks-ai-training")).toEqual([{ url: `${origin}/robots.txt`, detail: "GPTBot" }]);
    expect(failed.get("agents/server-refuses-ai-search")).toEqual([{ url: `${origin}/`, detail: "OAI-SearchBot: 403" }]);
    expect(failed.get("agents/markdown-vary-missing")).toEqual([{ url: `${origin}/`, detail: "Accept-Encoding" }]);
    expect(failed.has("agents/content-signals-invalid")).toBe(true);
    expect(failed.has("agents/rsl-license-invalid")).toBe(true);
    expect(failed.has("agents/tdmrep-invalid")).toBe(true);

    // One request per bot with a user agent, and four site files or answers besides the crawl's.
    const asking = AI_CRAWLERS.filter((bot) => bot.userAgent !== null);
    for (const bot of asking) expect(requests.filter((request) => request.ua === bot.userAgent)).toHaveLength(1);
    expect(requests.filter((request) => request.url === "/robots.txt")).toHaveLength(2);
    expect(requests.filter((request) => request.url === "/llms.txt")).toHaveLength(1);
    expect(requests.filter((request) => request.accept === "text/markdown")).toHaveLength(1);
  });

  it("takes the site's HTML page answered for every address as no llms.txt and no tdmrep.json", async () => {
    const { origin } = await serve((req, res) => {
      if (req.url === "/robots.txt") return res.writeHead(404).end();
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(HOME);
    });
    const run = await runAudit(`${origin}/`, { crawl: { sitemaps: false, fetch: { allowHosts: [new URL(origin).host] } } });
    expect(run.site.agents?.robotsTxt).toBeNull();
    expect(run.site.agents?.llmsTxt).toMatchObject({ status: 200, text: false, check: null });
    expect(run.site.agents?.tdmrep).toMatchObject({ status: 404, problem: null });
    expect(run.site.agents?.markdown).toEqual({ status: 200, contentType: "text/html; charset=utf-8", vary: null });
    expect(run.site.agents?.bots.every((bot) => bot.robotsAllowed === true && (bot.answer === null || bot.answer.status === 200))).toBe(true);
    const failed = run.outcome.outcomes.filter((o) => o.status === "failed" && o.family === "agents").map((o) => o.id);
    expect(failed.sort()).toEqual(["agents/llms-txt-missing", "agents/markdown-not-offered"]);
  });
});
