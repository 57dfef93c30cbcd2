import { describe, expect, it, onTestFinished, vi } from "vitest";
import { AI_FIXTURE_PATHS } from "../../../tests/support/fixture-routes/ai";
import { abortLiveCheckWhen, cleanUpAfterEach, expectNoRequestAfter, expectRefusedAsInvalid, fixtureSite, liveCheckEndpoint, liveItems, runLiveCheck, startCanary, type LiveFixtureSite } from "../../../tests/support/live-check";
import { LiveJob } from "~/capabilities/live-check/.server";
import type { LiveCheckLine } from "~/capabilities/live-check/live-check";
import { AI_CRAWLERS } from "~/capabilities/ai-crawlers/crawlers";
import { ANALYZER_MESSAGES } from "./messages.content";
import { createLiveAiAccessEndpoint, runLiveAiAccess } from "./live-access.server";
import { BOT_REQUEST_INTERVAL_MS, LIVE_AI_ACCESS_PATH } from "./live-schema";
import type { BotAccess, LiveAiAccessResult } from "./live-schema";

/* POST /api/live/ai-access behind the server's own adapter on loopback, asking the fixture site's /ai/ pages. */

type Line = LiveCheckLine<BotAccess, LiveAiAccessResult>;

cleanUpAfterEach();

const { start: startApi, post } = liveCheckEndpoint(LIVE_AI_ACCESS_PATH, createLiveAiAccessEndpoint);
const check = (base: string, url: string): Promise<{ lines: Line[]; result: LiveAiAccessResult }> =>
  runLiveCheck<BotAccess, LiveAiAccessResult>(base, LIVE_AI_ACCESS_PATH, { url });

/** The fixture site, with "origin" as the allow-list names it (127.0.0.1:<port>). */
async function fixture(options: Parameters<typeof fixtureSite>[0] = { pages: 3 }): Promise<{ site: LiveFixtureSite; origin: string }> {
  const site = await fixtureSite(options);
  return { site, origin: site.host };
}

function byToken(result: LiveAiAccessResult): Map<string, BotAccess> {
  return new Map(result.bots.map((bot) => [bot.token, bot]));
}

const ASKING = AI_CRAWLERS.filter((bot) => bot.userAgent !== null);
const ROBOTS_ONLY = AI_CRAWLERS.filter((bot) => bot.userAgent === null);

describe("POST /api/live/ai-access", () => {
  it("asks the page once per bot with its user agent, spaced, and gives each bot its verdict", async () => {
    const { site, origin } = await fixture({ pages: 3, llmsTxt: true });
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: origin });
    const url = `http://${origin}${AI_FIXTURE_PATHS.firewall}`;
    const { lines, result } = await check(base, url);

    // The recorded requests: robots.txt, llms.txt, our reference request, one per bot with a user agent.
    const pageRequests = site.requests.filter((request) => request.path === AI_FIXTURE_PATHS.firewall);
    expect(pageRequests).toHaveLength(1 + ASKING.length);
    for (const bot of ASKING) expect(pageRequests.filter((request) => request.userAgent === bot.userAgent), bot.token).toHaveLength(1);
    expect(pageRequests.filter((request) => /PusulaDijitalBot/.test(request.userAgent))).toHaveLength(1);
    for (const bot of ROBOTS_ONLY) expect(site.requests.some((request) => request.userAgent.includes(bot.token)), bot.token).toBe(false);
    expect(site.requests.map((request) => request.path).sort()).toEqual([...pageRequests.map(() => AI_FIXTURE_PATHS.firewall), "/llms.txt", "/robots.txt"].sort());
    // Spaced: the next test checks the gaps where the job starts the requests, on a fake clock;
    // arrival times here would depend on how busy the machine is.

    // Every bot's verdict streamed as an item before the result, and the result lists them all in order.
    const items = liveItems(lines);
    expect(items.map((item) => item.token).sort()).toEqual(AI_CRAWLERS.map((bot) => bot.token).sort());
    expect(result.bots.map((bot) => bot.token)).toEqual(AI_CRAWLERS.map((bot) => bot.token));
    const progress = lines.filter((line) => line.type === "progress").at(-1);
    expect(progress?.type === "progress" && [progress.done, progress.total]).toEqual([3 + ASKING.length, 3 + ASKING.length]);

    const bots = byToken(result);
    expect(bots.get("GPTBot")).toMatchObject({
      status: "blocked",
      verdict: "Sunucu 403 döndürüyor: güvenlik duvarı veya CDN bu botu engelliyor olabilir",
      http: { status: 403 },
    });
    expect(bots.get("GPTBot")?.details).toContain("Aynı sayfa bizim tarayıcımıza HTTP 200 ile açıldı: engel bu botun kullanıcı aracısına özel.");
    expect(bots.get("OAI-SearchBot")).toMatchObject({ status: "allowed", verdict: "Erişebilir", http: { status: 200 } });
    expect(bots.get("CCBot")?.status).toBe("blocked");
    expect(bots.get("CCBot")?.verdict).toMatch(/^robots\.txt engelliyor \(satır \d+: Disallow: \/ai\/\)$/);
    expect(bots.get("Bytespider")).toMatchObject({ status: "restricted", contentSignals: [{ key: "ai-train", allowed: false }] });
    for (const bot of ROBOTS_ONLY) {
      expect(bots.get(bot.token)).toMatchObject({ status: "allowed", http: null, userAgent: null });
      expect(bots.get(bot.token)?.details.some((detail) => detail.includes("bu adla istek gönderilmedi"))).toBe(true);
    }

    expect(result.robotsTxt).toMatchObject({ kind: "found", status: 200 });
    expect(result.contentSignals).toEqual([expect.objectContaining({ value: "search=yes, ai-train=no", userAgents: ["Bytespider"] })]);
    expect(result.coverage).toMatchObject({ kind: "ok" });
    expect(result.llmsTxt).toMatchObject({ kind: "valid", status: 200 });
    expect(result.stopped).toBeNull();
    expect(result.refused).toBeNull();
  }, 20_000);

  it("starts the bots' requests at least BOT_REQUEST_INTERVAL_MS apart, counted against the job's limits", async () => {
    const { origin } = await fixture();
    // The job's clock is faked and moves only while no request is in flight, so the gaps between
    // its starts are exact whatever the machine's load (real sockets still carry the requests).
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"] });
    onTestFinished(() => void vi.useRealTimers());
    // The job names the URL it starts in its progress, right after the spacing wait, and counts
    // it done when it ends.
    const started: { url: string; at: number }[] = [];
    let done = 0;
    const job = new LiveJob<BotAccess>({
      fetch: { allowHosts: [origin] },
      onProgress: (progress) => {
        if (progress.current !== null) started.push({ url: progress.current, at: Date.now() });
        done = progress.done;
      },
    });
    const url = `http://${origin}${AI_FIXTURE_PATHS.article}`;
    let settled = false;
    const running = runLiveAiAccess({ url }, job).finally(() => (settled = true));
    for (let steps = 0; !settled; steps += 1) {
      while (!settled && started.length > done) await new Promise((resolve) => setImmediate(resolve));
      if (settled) break;
      // Only stops a check that would never end.
      expect(steps).toBeLessThan(10_000);
      await vi.advanceTimersByTimeAsync(10);
    }
    const result = await running;
    job.finish();
    expect(result.bots).toHaveLength(AI_CRAWLERS.length);
    expect(job.requestCount).toBe(3 + ASKING.length);
    const botStarts = started.filter((start) => start.url === url).slice(1).map((start) => start.at);
    expect(botStarts).toHaveLength(ASKING.length);
    const gaps = botStarts.slice(1).map((at, index) => at - (botStarts[index] ?? 0));
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(BOT_REQUEST_INTERVAL_MS);
  });

  it("stops at the job's request limit and says so", async () => {
    const { site, origin } = await fixture();
    const job = new LiveJob<BotAccess>({ fetch: { allowHosts: [origin] }, limits: { maxRequests: 6 } });
    const result = await runLiveAiAccess({ url: `http://${origin}${AI_FIXTURE_PATHS.article}` }, job);
    job.finish();
    expect(site.requests).toHaveLength(6);
    expect(result.stopped).toBe("Bir kontrolde en fazla 6 istek gönderilir; bu adres istenmedi.");
    // Three bots were asked; the others were refused by the limit and are "not checked", unless
    // robots.txt already decides (CCBot may not fetch /ai/).
    const notSent = result.bots.filter((bot) => bot.http !== null && bot.http.status === null);
    expect(notSent).toHaveLength(ASKING.length - 3);
    for (const bot of notSent) {
      if (bot.token === "CCBot") expect(bot.status).toBe("blocked");
      else expect(bot).toMatchObject({ status: "unknown", verdict: "Kontrol edilemedi: Bir kontrolde en fazla 6 istek gönderilir; bu adres istenmedi." });
    }
  });

  it("reports noai from the header and the meta tag, a bot-scoped meta rule, and an empty application shell", async () => {
    const { origin } = await fixture();
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: origin });

    const header = byToken((await check(base, `http://${origin}${AI_FIXTURE_PATHS.noaiHeader}`)).result);
    expect(header.get("ClaudeBot")).toMatchObject({ status: "restricted", verdict: "noai: içerik eğitimde kullanılmamalı", directives: ["noai"] });

    const meta = await check(base, `http://${origin}${AI_FIXTURE_PATHS.noaiMeta}`);
    expect(byToken(meta.result).get("Google-Extended")).toMatchObject({ status: "restricted", directives: ["noai", "noimageai"] });
    expect(meta.result.llmsTxt).toMatchObject({ kind: "absent", status: 404 });

    const scoped = byToken((await check(base, `http://${origin}${AI_FIXTURE_PATHS.metaGptbot}`)).result);
    expect(scoped.get("GPTBot")).toMatchObject({ status: "restricted", verdict: "noindex: sayfa dizine eklenmemeli" });
    expect(scoped.get("ClaudeBot")?.status).toBe("allowed");

    const shell = (await check(base, `http://${origin}${AI_FIXTURE_PATHS.shell}`)).result;
    expect(shell.coverage).toMatchObject({ kind: "empty-shell", verdict: "Boş uygulama kabuğu: HTML'de içerik yok", wordCount: 0, scriptCount: 1 });
  }, 30_000);

  it("answers 400 with the simulator's Turkish message for a bad address, before any request", async () => {
    const base = await startApi({});
    await expectRefusedAsInvalid((body) => post(base, body), [
      [{ url: "" }, ANALYZER_MESSAGES.emptyUrl],
      [{}, ANALYZER_MESSAGES.emptyUrl],
      [{ url: "ftp://ornek.com/" }, ANALYZER_MESSAGES.invalidUrl],
    ]);
  });

  it("never connects to a private address, and asks no bot when the page itself is refused", async () => {
    const canary = await startCanary();
    const connects: string[] = [];
    // The canary is on loopback but not on the allow-list.
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: "127.0.0.1:1" }, { fetch: { beforeConnect: ({ address, port }) => connects.push(`${address}:${port}`) } });

    for (const url of ["http://10.0.0.1/", `http://127.0.0.1:${canary.port}/ai/article`]) {
      const { lines, result } = await check(base, url);
      expect(result.refused).toBe("Bu adres özel/yerel bir ağa işaret ettiği için analiz edilemez.");
      expect(result.bots).toEqual([]);
      expect(liveItems(lines)).toEqual([]);
    }
    expect(connects).toEqual([]);
    expect(canary.hits).toEqual([]);
  });

  it("stops asking when the visitor presses Durdur: no request reaches the site a second after it", async () => {
    const { site, origin } = await fixture();
    const base = await startApi({ ANALYZER_ALLOWED_HOSTS: origin });
    const controller = new AbortController();
    const response = await post(base, { url: `http://${origin}${AI_FIXTURE_PATHS.article}` }, controller.signal);
    const abortedAt = await abortLiveCheckWhen<Line>(response, controller, (line) => line.type === "progress" && line.items.length > 0);
    // The bound, a hang-catching one: "Durdur" reaches the running job within its poll
    // (400 ms), and a request already on its way lands at once; a job that went on would ask
    // four more bots (250 ms apart) in the second after the bound.
    await expectNoRequestAfter(site, abortedAt + 1000, 2000);
    expect(site.requests.filter((request) => request.path === AI_FIXTURE_PATHS.article).length).toBeLessThan(1 + ASKING.length);
  });
});
