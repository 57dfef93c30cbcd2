import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import puppeteer from "puppeteer-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBrowserSite, type BrowserSite } from "../../../../tests/support/browser-site";
import { startHostileBrowserSite } from "../../../../tests/support/hostile-browser-site";
import { renderedFacts } from "~/capabilities/audit-rules/.server/rendered-page";
import { SCREENSHOT_MAX_BYTES } from "../browser-facts";
import { createBrowserStage, type StageInput } from "./browser-stage";
import { DEFAULT_CHROMIUM_PATH, chromiumPath } from "./chromium-path";

/*
 * The browser stage with Debian's Chromium (CHROMIUM_PATH), on loopback fixture sites: what it
 * measures, that a hostile page reaches nothing but its own allowed site, and that every bound kills
 * the whole browser, a SIGKILL of the process running it included.
 */

const executable = chromiumPath(process.env) || DEFAULT_CHROMIUM_PATH;
const MB = 1_048_576;
// Every browser profile of this file is made under here, so a leftover Chromium is found by its command line.
const profiles = mkdtempSync(path.join(tmpdir(), "stage-test-"));
const previousTmp = process.env.TMPDIR;

let site: BrowserSite;
beforeAll(async () => {
  process.env.TMPDIR = profiles;
  site = await startBrowserSite();
});
afterAll(async () => {
  process.env.TMPDIR = previousTmp;
  await site.close();
  rmSync(profiles, { recursive: true, force: true });
});

/** Processes whose command line names a profile under `root`: a Chromium of these tests still alive. */
function chromiumsUnder(root: string): number[] {
  const found: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.slice(stat.lastIndexOf(")") + 2).startsWith("Z")) continue;
      if (readFileSync(`/proc/${entry}/cmdline`, "utf8").includes(root)) found.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** The distinct browser profiles (--user-data-dir) of the Chromium processes running under `root` (a zygote or renderer rewrites its arguments into one space-separated string). */
function profilesInUse(root: string): Set<string> {
  const found = new Set<string>();
  for (const pid of chromiumsUnder(root)) {
    try {
      const dir = /--user-data-dir=([^\0\s]+)/.exec(readFileSync(`/proc/${pid}/cmdline`, "utf8"))?.[1];
      if (dir) found.add(dir);
    } catch {
      // Gone meanwhile.
    }
  }
  return found;
}

/** Every file under `root`, as paths. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" }).map((entry) => path.join(root, entry));
}

async function until(check: () => boolean, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function input(pages: StageInput["pages"], allowHosts: string[], change: Partial<StageInput> = {}): StageInput {
  return { pages, policy: { allowHosts }, signal: new AbortController().signal, deadline: Date.now() + 90_000, readRendered: renderedFacts, ...change };
}

describe.sequential("the audit's browser stage", () => {
  it("is off without a browser, and has nothing to measure without a page, starting nothing either way", async () => {
    const off = await createBrowserStage({ executable: null, concurrency: 1, memoryBytes: 1_536 * MB }).run(input([{ url: `${site.origin}/`, role: "home" }], []));
    expect(off.facts).toEqual({ status: "off", pages: [], screenshots: { mobile: false, desktop: false }, durationMs: 0 });
    const empty = await createBrowserStage({ executable, concurrency: 1, memoryBytes: 1_536 * MB }).run(input([], []));
    expect(empty.facts.status).toBe("failed");
    expect(chromiumsUnder(profiles)).toEqual([]);
  });

  it("measures the sampled pages, names the slow page's opportunities, reads what JavaScript changed and takes two screenshots", async () => {
    const stage = createBrowserStage({ executable, concurrency: 1, memoryBytes: 1_536 * MB });
    const host = `127.0.0.1:${site.port}`;
    const { facts, screenshots } = await stage.run(
      input(
        [
          { url: `${site.origin}/`, role: "home" },
          { url: `${site.origin}/yavas`, role: "most-linked" },
          { url: `${site.origin}/kurumsal/hakkimizda`, role: "template" },
        ],
        [host],
      ),
    );
    expect(facts.status).toBe("measured");
    const [home, slow, scripted] = facts.pages;
    expect(home?.lab?.score).toBeGreaterThanOrEqual(90);
    expect(home?.opportunities).toEqual([]);
    expect(slow?.lab?.lcpMs).toBeGreaterThan(home?.lab?.lcpMs ?? 0);
    expect(slow?.opportunities.map((found) => found.id)).toEqual(expect.arrayContaining(["render-blocking", "unsized-images", "image-delivery", "unused-javascript"]));
    expect(scripted?.rendered).toMatchObject({ title: "Hikâyemiz | Anadolu Seramik Atölyesi", robots: "noindex", canonical: `${site.origin}/hikayemiz` });
    expect(scripted?.rendered?.internalLinks).toContain(`${site.origin}/basinda-biz`);
    for (const kind of ["mobile", "desktop"] as const) {
      const shot = screenshots[kind];
      expect(shot?.mime).toBe("image/jpeg");
      expect(shot?.data.byteLength).toBeGreaterThan(5_000);
      expect(shot?.data.byteLength).toBeLessThanOrEqual(SCREENSHOT_MAX_BYTES);
      // A JPEG's start-of-image marker.
      expect([...(shot?.data.subarray(0, 2) ?? [])]).toEqual([0xff, 0xd8]);
    }
    expect(facts.screenshots).toEqual({ mobile: true, desktop: true });
    // Killed when the stage ended: gone a moment later.
    await until(() => chromiumsUnder(profiles).length === 0, 5_000);
  }, 120_000);

  for (const [name, allowPorts] of [
    ["by address and port", [] as number[]],
    ["by address alone, with the canary's port allowed", null],
  ] as const) {
    it(`lets no connection of a hostile page reach the canary (${name}) while the page itself loads`, async () => {
      const hostile = await startHostileBrowserSite();
      try {
        const stage = createBrowserStage({ executable, concurrency: 1, memoryBytes: 1_536 * MB });
        const { facts } = await stage.run({
          ...input([{ url: `${hostile.origin}/`, role: "home" }], [hostile.allowedHost]),
          policy: { allowHosts: [hostile.allowedHost], allowPorts: allowPorts ?? [hostile.canaryPort] },
        });
        expect(hostile.canaryConnections()).toBe(0);
        expect(hostile.canaryDatagrams()).toBe(0);
        // The fence is not a wall: the page, its stylesheet and its redirecting address did load through it.
        expect(hostile.allowedRequests).toEqual(expect.arrayContaining(["/", "/allowed.css", "/redirect-to-canary", "/worker.js"]));
        expect(facts.pages).toHaveLength(1);
      } finally {
        await hostile.close();
      }
    }, 90_000);
  }

  it("(the control) the same hostile page does reach the canary from a Chromium without the fence, by every kind of channel", async () => {
    const hostile = await startHostileBrowserSite();
    const browser = await puppeteer.launch({ executablePath: executable, args: ["--headless=new", "--no-sandbox", "--disable-gpu"], pipe: true, userDataDir: mkdtempSync(path.join(profiles, "control-")) });
    // What each channel asks the canary for: so the fenced runs' zeros stand for each of them, not only for one image.
    const channels = ["/img0.png", "/frame0", "/fetch", "/beacon", "/events", "/socket", "/redirected", "/import.css", "/from-worker", "/navigated"];
    try {
      const page = await browser.newPage();
      await page.goto(`${hostile.origin}/`, { waitUntil: "load", timeout: 15_000 }).catch(() => undefined);
      await until(() => channels.every((channel) => hostile.canaryPaths().includes(channel)) && hostile.canaryDatagrams() > 0, 15_000).catch(() => undefined);
      expect(channels.filter((channel) => !hostile.canaryPaths().includes(channel))).toEqual([]);
      expect(hostile.canaryDatagrams()).toBeGreaterThan(0);
    } finally {
      await browser.close();
      await hostile.close();
    }
  }, 60_000);

  it("kills the browser over the memory ceiling, says why, and leaves no Chromium", async () => {
    const stage = createBrowserStage({ executable, concurrency: 1, memoryBytes: 40 * MB });
    const { facts } = await stage.run(input([{ url: `${site.origin}/`, role: "home" }], [`127.0.0.1:${site.port}`]));
    expect(facts.status).toBe("failed");
    expect(facts.pages[0]?.error).toBe("memory");
    await until(() => chromiumsUnder(profiles).length === 0, 5_000);
  }, 60_000);

  it("bounds each load of a page to 10 MB: a 4 MB home page loaded three times keeps its figures and screenshots, a 12 MB page keeps none", async () => {
    const stage = createBrowserStage({ executable, concurrency: 1, memoryBytes: 1_536 * MB });
    const before = site.requests.length;
    const { facts, screenshots } = await stage.run(
      input(
        [
          { url: `${site.origin}/agir`, role: "home" },
          { url: `${site.origin}/cok-agir`, role: "deep" },
        ],
        [`127.0.0.1:${site.port}`],
      ),
    );
    const [heavy, tooHeavy] = facts.pages;
    // Lighthouse's load, the rendered load and the desktop screenshot's reload: 12 MB in all, 4 MB a load.
    expect(site.requests.slice(before).filter((asked) => asked === "/js/paket-4mb.js").length).toBeGreaterThanOrEqual(3);
    expect(heavy).toMatchObject({ error: null, rendered: { title: "Büyük paket | Anadolu Seramik Atölyesi" } });
    expect(heavy?.lab).not.toBeNull();
    expect(screenshots.mobile && screenshots.desktop).toBeTruthy();
    expect(tooHeavy).toMatchObject({ error: "too-large", lab: null, opportunities: [], rendered: null });
    expect(facts.status).toBe("measured");
  }, 120_000);

  it("gives a page that never answers no more than each step's time bound, and leaves no Chromium", async () => {
    const stage = createBrowserStage({ executable, concurrency: 1, memoryBytes: 1_536 * MB, stepTimeMs: { measure: 4_000, render: 3_000 } });
    const { facts } = await stage.run(input([{ url: `${site.origin}/asili`, role: "home" }], [`127.0.0.1:${site.port}`]));
    expect(facts.pages[0]).toMatchObject({ error: "timeout", lab: null, rendered: null });
    // Two steps of 4 s and 3 s, each with a browser to start again after the kill.
    expect(facts.durationMs).toBeLessThan(12_000);
    await until(() => chromiumsUnder(profiles).length === 0, 5_000);
  }, 60_000);

  it("denies a page every permission it asks for and every download", async () => {
    const home = mkdtempSync(path.join(profiles, "home-"));
    const previousHome = process.env.HOME;
    process.env.HOME = home;
    try {
      const stage = createBrowserStage({ executable, concurrency: 1, memoryBytes: 1_536 * MB });
      const { facts } = await stage.run(input([{ url: `${site.origin}/izinler`, role: "deep" }], [`127.0.0.1:${site.port}`]));
      const title = facts.pages[0]?.rendered?.title ?? "";
      expect(title).toContain("konum:reddedildi");
      expect(title).toContain("bildirim:denied");
      expect(title).not.toContain("verildi");
      // Not in the profile, not in the Downloads folder of the HOME Chromium ran with, not half-written either.
      expect(filesUnder(profiles).filter((file) => file.includes("kampanya-katalogu"))).toEqual([]);
    } finally {
      process.env.HOME = previousHome;
    }
  }, 60_000);

  it("runs at most BROWSER_CONCURRENCY browsers at once in one process", async () => {
    for (const concurrency of [1, 2]) {
      const stage = createBrowserStage({ executable, concurrency, memoryBytes: 1_536 * MB });
      let most = 0;
      const watch = setInterval(() => {
        most = Math.max(most, profilesInUse(profiles).size);
      }, 50);
      try {
        const one = (): ReturnType<typeof stage.run> => stage.run(input([{ url: `${site.origin}/`, role: "deep" }], [`127.0.0.1:${site.port}`]));
        const results = await Promise.all([one(), one()]);
        expect(results.map((result) => result.facts.status)).toEqual(["measured", "measured"]);
      } finally {
        clearInterval(watch);
      }
      expect(most).toBe(concurrency);
      await until(() => chromiumsUnder(profiles).length === 0, 5_000);
    }
  }, 120_000);

  it("stops at once when the job is stopped, and leaves no Chromium", async () => {
    const stage = createBrowserStage({ executable, concurrency: 1, memoryBytes: 1_536 * MB });
    const controller = new AbortController();
    const running = stage.run(input([{ url: `${site.origin}/yavas`, role: "home" }], [`127.0.0.1:${site.port}`], { signal: controller.signal }));
    await until(() => chromiumsUnder(profiles).length > 0, 20_000);
    const stoppedAt = Date.now();
    controller.abort("cancel");
    const { facts } = await running;
    expect(Date.now() - stoppedAt).toBeLessThan(3_000);
    expect(facts.pages[0]?.error).toBe("timeout");
    await until(() => chromiumsUnder(profiles).length === 0, 5_000);
  }, 60_000);

  it("leaves no Chromium behind when the process running the stage is killed with SIGKILL", async () => {
    const own = mkdtempSync(path.join(profiles, "killed-"));
    const runner = spawn(process.execPath, ["--import", "tsx", fileOf("../../../../tests/support/browser-stage-process.ts"), `${site.origin}/yavas`, `127.0.0.1:${site.port}`], {
      env: { ...process.env, TMPDIR: own },
      stdio: "ignore",
    });
    try {
      await until(() => chromiumsUnder(own).length > 0, 30_000);
      runner.kill("SIGKILL");
      // The child sees its IPC channel close and kills its Chromium; Chromium sees its pipe close.
      await until(() => chromiumsUnder(own).length === 0, 10_000);
    } finally {
      runner.kill("SIGKILL");
    }
  }, 60_000);
});

function fileOf(relative: string): string {
  return new URL(relative, import.meta.url).pathname;
}
