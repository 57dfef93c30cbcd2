import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { GOOGLEBOT_USER_AGENT } from "./googlebot-probe";
import { runAudit } from "./run-audit";

const page = (title: string, extra = "") =>
  `<!doctype html><html lang="tr"><head><title>${title}</title></head><body><h1>Örnek Tesisat</h1><p>Su kaçağı tespiti ve tıkanıklık açma.</p>${extra}</body></html>`;
const INJECTED = ["bet1", "bet2", "bet3"].map((name) => `<a href="https://${name}.example/">deneme bonusu veren siteler</a>`).join("");

let server: http.Server | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

async function serve(home: (ua: string) => [status: number, html: string]): Promise<{ origin: string; agents: string[] }> {
  const agents: string[] = [];
  server = http.createServer((req, res) => {
    if (req.url !== "/") return res.writeHead(404).end();
    const ua = req.headers["user-agent"] ?? "";
    agents.push(ua);
    const [status, html] = home(ua);
    res.writeHead(status, { "content-type": "text/html; charset=utf-8" }).end(html);
  });
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, agents };
}

const audit = (origin: string) => runAudit(`${origin}/`, { crawl: { sitemaps: false, fetch: { allowHosts: [new URL(origin).host] } } });
const cloaking = (run: Awaited<ReturnType<typeof audit>>) => run.outcome.outcomes.find((outcome) => outcome.id === "integrity/cloaking");

describe("the Googlebot probe of an audit", () => {
  it("asks for the home page once as Googlebot and catches links shown to Googlebot alone", async () => {
    const { origin, agents } = await serve((ua) => (/googlebot/i.test(ua) ? [200, page("Deneme Bonusu Veren Siteler", INJECTED)] : [200, page("Örnek Tesisat")]));
    const run = await audit(origin);
    expect(agents.filter((ua) => ua === GOOGLEBOT_USER_AGENT)).toHaveLength(1);
    expect(run.site.googlebot?.view).toMatchObject({ title: "Deneme Bonusu Veren Siteler", outboundHosts: ["bet1.example", "bet2.example", "bet3.example"] });
    expect(cloaking(run)).toMatchObject({ status: "failed", hits: [{ url: `${origin}/` }] });
  });

  it("passes a site that serves Googlebot what it serves everyone", async () => {
    const { origin } = await serve(() => [200, page("Örnek Tesisat")]);
    expect(cloaking(await audit(origin))?.status).toBe("passed");
  });

  it("proves nothing when a firewall turns away a Googlebot that does not come from Google", async () => {
    const { origin } = await serve((ua) => (/googlebot/i.test(ua) ? [403, "Forbidden"] : [200, page("Örnek Tesisat")]));
    const run = await audit(origin);
    expect(run.site.googlebot).toEqual({ status: 403, error: null, view: null });
    expect(cloaking(run)?.status).toBe("n/a");
  });
});
