import { describe, expect, it } from "vitest";
import { fetchedPage, pageSignals } from "../../../tests/support/live-check-builders";
import type { FetchedPage, PageRobotsEntry, PageSignals } from "~/capabilities/live-check/live-check";
import { evaluateAiCrawlers } from "./ai-crawlers";
import { AI_CRAWLERS } from "~/capabilities/ai-crawlers/crawlers";
import type { AiCrawler } from "~/capabilities/ai-crawlers/crawlers";
import { BOT_ACCESS_TEXT } from "./live-access.content";
import { botAccess, directivesFor, type BotAccessInput, type RobotsState } from "./live-bot-access";
import { contentSignalsFor, parseContentSignals } from "~/capabilities/ai-crawlers/content-signals";

const URL_ = "https://ornek.com.tr/hizmetler";

function bot(token: string): AiCrawler {
  const found = AI_CRAWLERS.find((candidate) => candidate.token === token);
  if (!found) throw new Error(token);
  return found;
}

function signals(overrides: Partial<PageSignals> = {}): PageSignals {
  return pageSignals({ title: "Hizmetler", lang: "tr", wordCount: 400, scriptCount: 1, ...overrides });
}

/** The page as one request saw it: `status` null is a request that got no answer. */
function page(status: number | null, overrides: Partial<FetchedPage> = {}, signalOverrides: Partial<PageSignals> = {}): FetchedPage {
  return fetchedPage({
    url: URL_,
    finalUrl: URL_,
    status,
    contentType: status === null ? null : "text/html",
    bytes: 1000,
    signals: status === null ? null : signals(signalOverrides),
    userAgent: "ua",
    ...overrides,
  });
}

function robotsFor(robotsTxt: string, token: string): RobotsState {
  const [verdict] = evaluateAiCrawlers(robotsTxt, URL_, [bot(token)]);
  if (!verdict) throw new Error(token);
  return { kind: "found", verdict };
}

function input(token: string, overrides: Partial<BotAccessInput> = {}): BotAccessInput {
  return { bot: bot(token), robots: { kind: "missing" }, page: page(200), baseline: page(200), signals: {}, ...overrides };
}

const robots = (...entries: PageRobotsEntry[]): Partial<PageSignals> => ({ robots: entries });

describe("botAccess", () => {
  it("says 'Erişebilir' when nothing stands in the way, with what was checked", () => {
    const access = botAccess(input("OAI-SearchBot"));
    expect(access).toMatchObject({
      token: "OAI-SearchBot",
      group: "search",
      status: "allowed",
      verdict: "Erişebilir",
      robots: { allowed: true, rule: null, line: null },
      http: { status: 200, redirects: 0, error: null, wordCount: 400 },
      directives: [],
      contentSignals: [],
    });
    expect(access.details).toEqual([BOT_ACCESS_TEXT.detailRobotsMissing, "Bu botun kullanıcı aracısıyla HTTP 200."]);
  });

  it("names the robots.txt rule and its line when robots.txt refuses the bot", () => {
    const robotsTxt = "User-agent: *\nAllow: /\n\nUser-agent: GPTBot\nDisallow: /\n";
    const access = botAccess(input("GPTBot", { robots: robotsFor(robotsTxt, "GPTBot") }));
    expect(access.status).toBe("blocked");
    expect(access.verdict).toBe("robots.txt engelliyor (satır 5: Disallow: /)");
    expect(access.robots).toEqual({ allowed: false, rule: "Disallow: /", line: 5 });
    expect(access.details[0]).toBe("robots.txt: 5. satırdaki “Disallow: /” kuralı engelliyor.");
  });

  it("names the allowing rule too, and a group without a matching rule", () => {
    const allowing = botAccess(input("GPTBot", { robots: robotsFor("User-agent: GPTBot\nAllow: /hizmetler\nDisallow: /\n", "GPTBot") }));
    expect(allowing).toMatchObject({ status: "allowed", robots: { allowed: true, rule: "Allow: /hizmetler", line: 2 } });
    expect(allowing.details[0]).toBe("robots.txt: 2. satırdaki “Allow: /hizmetler” kuralı izin veriyor.");
    const noRule = botAccess(input("GPTBot", { robots: robotsFor("User-agent: *\nDisallow: /ozel/\n", "GPTBot") }));
    expect(noRule.details[0]).toBe(BOT_ACCESS_TEXT.detailRobotsNoRule);
  });

  it("blocks every bot when robots.txt cannot be read (crawlers then stay away)", () => {
    const access = botAccess(input("ClaudeBot", { robots: { kind: "unreachable", note: "robots.txt dosyasına ulaşılamadı (HTTP 503)." } }));
    expect(access).toMatchObject({ status: "blocked", verdict: BOT_ACCESS_TEXT.robotsUnreachable, robots: { allowed: null } });
  });

  it("reports a 403 to the bot's user agent as a firewall or CDN block, and that the plain request got 200", () => {
    const access = botAccess(input("GPTBot", { page: page(403, {}, { wordCount: 1 }) }));
    expect(access.status).toBe("blocked");
    expect(access.verdict).toBe("Sunucu 403 döndürüyor: güvenlik duvarı veya CDN bu botu engelliyor olabilir");
    expect(access.details).toContain("Aynı sayfa bizim tarayıcımıza HTTP 200 ile açıldı: engel bu botun kullanıcı aracısına özel.");
    expect(access.http?.status).toBe(403);
  });

  it("words the other error answers", () => {
    const verdictFor = (status: number): string => botAccess(input("ClaudeBot", { page: page(status) })).verdict;
    expect(verdictFor(401)).toBe(BOT_ACCESS_TEXT.serverBlocked(401));
    expect(verdictFor(429)).toBe("Sunucu 429 döndürüyor: bot hız sınırına takılıyor");
    expect(verdictFor(503)).toBe("Sunucu 503 döndürüyor: sayfa bu bota sunulamıyor");
    expect(verdictFor(404)).toBe("Sayfa bulunamadı (HTTP 404)");
    expect(verdictFor(451)).toBe("Sunucu 451 döndürüyor: sayfa bu bota sunulmuyor");
  });

  it("keeps robots.txt as the verdict when the server refuses the bot too, and lists both", () => {
    const access = botAccess(input("CCBot", { robots: robotsFor("User-agent: CCBot\nDisallow: /\n", "CCBot"), page: page(403) }));
    expect(access.verdict).toBe("robots.txt engelliyor (satır 2: Disallow: /)");
    expect(access.details).toContain("Bu botun kullanıcı aracısıyla HTTP 403.");
  });

  it("tells a dropped connection for one bot (blocked) from the site being down for everybody (unknown)", () => {
    const dropped = page(null, { error: { code: "network", message: "Bağlantı kesildi." } });
    expect(botAccess(input("PerplexityBot", { page: dropped })).status).toBe("blocked");
    expect(botAccess(input("PerplexityBot", { page: dropped })).verdict).toBe("Sunucu bu bota yanıt vermedi: Bağlantı kesildi.");
    expect(botAccess(input("PerplexityBot", { page: dropped, baseline: dropped })).status).toBe("unknown");
    // Behind a robots.txt refusal the failed request is still listed.
    const refused = botAccess(input("PerplexityBot", { page: dropped, robots: robotsFor("User-agent: PerplexityBot\nDisallow: /\n", "PerplexityBot") }));
    expect(refused.verdict).toBe("robots.txt engelliyor (satır 2: Disallow: /)");
    expect(refused.details).toContain("Bu botun kullanıcı aracısıyla yanıt alınamadı: Bağlantı kesildi.");
  });

  it("says 'not checked' for a request the job never sent (cancel, limits)", () => {
    const cancelled = page(null, { error: { code: "cancelled", message: "Kontrol durduruldu; bu adres istenmedi." } });
    const access = botAccess(input("Amazonbot", { page: cancelled }));
    expect(access).toMatchObject({ status: "unknown", verdict: "Kontrol edilemedi: Kontrol durduruldu; bu adres istenmedi." });
  });

  it("explains that a robots.txt-only token gets no request, and reads the page's rules from the plain request", () => {
    const access = botAccess(
      input("Google-Extended", { page: null, baseline: page(200, {}, robots({ source: "meta", scope: "*", directives: ["noai"] })) }),
    );
    expect(access.http).toBeNull();
    expect(access.userAgent).toBeNull();
    expect(access.details).toContain(BOT_ACCESS_TEXT.detailRobotsOnly("Google"));
    expect(access).toMatchObject({ status: "restricted", verdict: "noai: içerik eğitimde kullanılmamalı" });
  });

  it("reads noai, noimageai and noindex from meta and X-Robots-Tag, general and scoped to the bot", () => {
    const header = page(200, {}, robots({ source: "header", scope: "*", directives: ["noai"] }));
    expect(botAccess(input("ClaudeBot", { page: header })).verdict).toBe("noai: içerik eğitimde kullanılmamalı");
    const images = page(200, {}, robots({ source: "meta", scope: "*", directives: ["noimageai"] }));
    expect(botAccess(input("ClaudeBot", { page: images })).verdict).toBe("noimageai: görseller eğitimde kullanılmamalı");
    const scoped = page(200, {}, robots({ source: "meta", scope: "gptbot", directives: ["noindex"] }));
    expect(botAccess(input("GPTBot", { page: scoped }))).toMatchObject({ status: "restricted", verdict: "noindex: sayfa dizine eklenmemeli", directives: ["noindex"] });
    // Scoped to another bot: not this one's.
    expect(botAccess(input("ClaudeBot", { page: scoped })).status).toBe("allowed");
    const none = page(200, {}, robots({ source: "header", scope: "*", directives: ["none"] }));
    expect(botAccess(input("OAI-SearchBot", { page: none })).verdict).toBe("none: sayfa dizine eklenmemeli");
  });

  it("puts noindex before noai before noimageai, and lists every directive once", () => {
    const both = page(
      200,
      {},
      robots({ source: "meta", scope: "*", directives: ["noai", "noimageai"] }, { source: "header", scope: "gptbot", directives: ["noindex", "noai"] }),
    );
    const access = botAccess(input("GPTBot", { page: both }));
    expect(access.verdict).toBe("noindex: sayfa dizine eklenmemeli");
    expect(access.directives).toEqual(["noai", "noimageai", "noindex"]);
    expect(access.details).toContain("Sayfadaki robots kuralları (bu bot için): noai, noimageai, noindex.");
  });

  it("applies the content signal of the bot's purpose: ai-train to training bots, search and ai-input to search bots, ai-input to user-triggered ones", () => {
    const file = parseContentSignals("User-agent: *\nContent-Signal: search=yes, ai-train=no, ai-input=no\nAllow: /\n");
    const forBot = (token: string) => botAccess(input(token, { signals: contentSignalsFor(file, token) }));
    const training = forBot("GPTBot");
    expect(training).toMatchObject({ status: "restricted", contentSignals: [{ key: "ai-train", allowed: false, line: 2 }] });
    expect(training.verdict).toBe("Content-Signal: ai-train=no (satır 2): site sahibi içeriğin yapay zekâ eğitiminde kullanılmasını istemiyor");
    const search = forBot("OAI-SearchBot");
    expect(search.contentSignals.map((signal) => [signal.key, signal.allowed])).toEqual([
      ["search", true],
      ["ai-input", false],
    ]);
    expect(search.verdict).toBe("Content-Signal: ai-input=no (satır 2): site sahibi içeriğin yapay zekâ yanıtlarında kullanılmasını istemiyor");
    expect(forBot("ChatGPT-User").contentSignals.map((signal) => signal.key)).toEqual(["ai-input"]);
  });

  it("keeps a 'yes' signal as a detail only", () => {
    const file = parseContentSignals("User-agent: *\nContent-Signal: search=yes\nAllow: /\n");
    const access = botAccess(input("PerplexityBot", { signals: contentSignalsFor(file, "PerplexityBot") }));
    expect(access.status).toBe("allowed");
    expect(access.details).toContain("Content-Signal (satır 2): search=yes.");
  });

  it("notes when the bot gets far less text than a plain request (a challenge page)", () => {
    const access = botAccess(input("ClaudeBot", { page: page(200, {}, { wordCount: 12 }), baseline: page(200, {}, { wordCount: 600 }) }));
    expect(access.status).toBe("allowed");
    expect(access.details).toContain("Bu bota gelen HTML'de 12 kelime var, normal istekte 600: bot farklı (eksik) bir sayfa görüyor.");
  });

  it("counts redirects in the HTTP detail", () => {
    const redirected = page(200, { redirects: [{ url: "http://ornek.com.tr/hizmetler", status: 301 }] });
    expect(botAccess(input("ClaudeBot", { page: redirected })).details).toContain("Bu botun kullanıcı aracısıyla HTTP 200 (1 yönlendirmeden sonra).");
  });
});

describe("directivesFor", () => {
  it("takes the general rules and the bot's own, never another bot's", () => {
    const fetched = page(
      200,
      {},
      robots(
        { source: "meta", scope: "*", directives: ["max-snippet:50"] },
        { source: "meta", scope: "claudebot", directives: ["noai"] },
        { source: "header", scope: "gptbot", directives: ["noindex"] },
      ),
    );
    expect(directivesFor(fetched, "GPTBot")).toEqual(["max-snippet:50", "noindex"]);
    expect(directivesFor(null, "GPTBot")).toEqual([]);
  });
});
