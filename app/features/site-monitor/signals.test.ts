import { describe, expect, it } from "vitest";
import { judgeSignals, signalChanges, type CheckFacts, type SignalMemory } from "./signals";

const CHECKED_AT = "2026-12-01T06:00:00.000Z";
const healthy = (change: Partial<CheckFacts> = {}): CheckFacts => ({
  host: "www.ornek.com.tr",
  checkedAt: CHECKED_AT,
  home: { status: 200, finalHost: "www.ornek.com.tr", noindex: false, canonicalHost: "ornek.com.tr", ttfbMs: 180 },
  pages: [{ url: "https://www.ornek.com.tr/hizmetler", status: 200, noindex: false }],
  robotsBlocksHome: false,
  sitemap: "ok",
  certificateValidTo: "2027-03-01T00:00:00.000Z",
  ...change,
});
const states = (facts: CheckFacts) => Object.fromEntries(Object.entries(judgeSignals(facts)).map(([id, verdict]) => [id, verdict.state]));

describe("judgeSignals", () => {
  it("finds a healthy site ok on every signal (www or not, the canonical stays on the same site)", () => {
    expect(Object.values(states(healthy())).every((state) => state === "ok")).toBe(true);
  });

  it("names each critical change", () => {
    expect(judgeSignals(healthy({ home: { error: "timeout" } }))["home-down"]).toEqual({ state: "bad", detail: "timeout" });
    expect(judgeSignals(healthy({ home: { status: 503, finalHost: "www.ornek.com.tr", noindex: false, canonicalHost: null, ttfbMs: 90 } }))["home-down"]).toEqual({ state: "bad", detail: "503" });
    expect(judgeSignals(healthy({ home: { status: 200, finalHost: "www.ornek.com.tr", noindex: true, canonicalHost: null, ttfbMs: 90 } }))["home-noindex"].state).toBe("bad");
    expect(judgeSignals(healthy({ pages: [{ url: "https://www.ornek.com.tr/hizmetler", status: 200, noindex: true }] }))["page-noindex"]).toEqual({ state: "bad", detail: "https://www.ornek.com.tr/hizmetler" });
    expect(judgeSignals(healthy({ robotsBlocksHome: true }))["robots-blocks"].state).toBe("bad");
    expect(judgeSignals(healthy({ sitemap: "gone" }))["sitemap-gone"]).toEqual({ state: "bad", detail: "gone" });
    expect(judgeSignals(healthy({ sitemap: "empty" }))["sitemap-gone"].state).toBe("bad");
    expect(judgeSignals(healthy({ home: { status: 200, finalHost: "www.ornek.com.tr", noindex: false, canonicalHost: "kopya-site.com", ttfbMs: 90 } }))["canonical-moved"]).toEqual({ state: "bad", detail: "www.ornek.com.tr → kopya-site.com" });
    expect(judgeSignals(healthy({ certificateValidTo: "2026-12-13T00:00:00.000Z" }))["certificate-expiring"]).toEqual({ state: "bad", detail: "11" });
    expect(judgeSignals(healthy({ certificateValidTo: "2026-11-30T00:00:00.000Z" }))["certificate-expiring"]).toEqual({ state: "bad", detail: "0" });
  });

  it("knows nothing it could not read: no robots.txt answer, a home page in error, plain http", () => {
    const unread = states(healthy({ home: null, pages: [], robotsBlocksHome: null, sitemap: null, certificateValidTo: null }));
    expect(Object.values(unread).every((state) => state === "unknown")).toBe(true);
    const erroring = states(healthy({ home: { status: 500, finalHost: "www.ornek.com.tr", noindex: true, canonicalHost: "baska.com", ttfbMs: 50 } }));
    expect(erroring["home-noindex"]).toBe("unknown");
    expect(erroring["canonical-moved"]).toBe("unknown");
    expect(states(healthy({ certificateValidTo: "not a date" }))["certificate-expiring"]).toBe("unknown");
  });
});

describe("signalChanges", () => {
  const noindex = healthy({ home: { status: 200, finalHost: "www.ornek.com.tr", noindex: true, canonicalHost: null, ttfbMs: 90 } });

  it("alerts once when a signal turns bad, stays quiet while it stays bad, and says düzeldi once when it recovers", () => {
    let memory: SignalMemory = {};
    const first = signalChanges(memory, judgeSignals(healthy()));
    expect(first.alerts).toEqual([]);
    memory = first.memory;
    const broke = signalChanges(memory, judgeSignals(noindex));
    expect(broke.alerts).toEqual([{ signal: "home-noindex", detail: "noindex" }]);
    const again = signalChanges(broke.memory, judgeSignals(noindex));
    expect(again.alerts).toEqual([]);
    expect(again.recovered).toEqual([]);
    const fixed = signalChanges(again.memory, judgeSignals(healthy()));
    expect(fixed.recovered).toEqual(["home-noindex"]);
    expect(signalChanges(fixed.memory, judgeSignals(healthy()))).toMatchObject({ alerts: [], recovered: [] });
  });

  it("alerts on the first check already when something is bad, and an unknown check changes nothing", () => {
    expect(signalChanges({}, judgeSignals(noindex)).alerts.map((alert) => alert.signal)).toEqual(["home-noindex"]);
    const unread = signalChanges({ "robots-blocks": "bad" }, judgeSignals(healthy({ robotsBlocksHome: null })));
    expect(unread).toMatchObject({ alerts: [], recovered: [] });
    expect(unread.memory["robots-blocks"]).toBe("bad");
  });

  it("says ulaşılamadı once while the site is down, and holds the other signals until it is back", () => {
    const down = healthy({ home: { error: "timeout" }, robotsBlocksHome: true });
    const first = signalChanges({}, judgeSignals(down));
    expect(first.alerts).toEqual([{ signal: "home-down", detail: "timeout" }]);
    const second = signalChanges(first.memory, judgeSignals(down));
    expect(second.alerts).toEqual([]);
    // Back up, still blocking Google: the robots alert goes out now, with the recovery.
    const back = signalChanges(second.memory, judgeSignals(healthy({ robotsBlocksHome: true })));
    expect(back.recovered).toEqual(["home-down"]);
    expect(back.alerts.map((alert) => alert.signal)).toEqual(["robots-blocks"]);
  });
});
