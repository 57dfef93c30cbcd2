/**
 * The browser stage's child process (forked by browser-stage.ts; built to
 * build/server/browser-worker.js, run from source through tsx in development and tests). It starts
 * one Chromium for its audit, with a fresh profile and every connection through the worker's
 * guarded proxy, and answers one page at a time: Lighthouse's figures on its mobile profile, the
 * DOM after JavaScript, and for the home page a phone and a desktop screenshot.
 *
 * It holds no bound of its own beyond Lighthouse's load wait: the worker times each page, watches
 * the memory of this process and its Chromium, and kills them all when a bound is crossed. When the
 * worker goes away (its IPC channel closes), this process kills its Chromium and exits; Chromium
 * started with a pipe exits too when this process dies, so no browser outlives its job.
 */
import { setPriority } from "node:os";
import lighthouse from "lighthouse";
import puppeteer, { type Browser, type Page } from "puppeteer-core";
import { SCREENSHOT_MAX_BYTES, SCREENSHOT_VIEWPORTS, type Screenshot, type ScreenshotKind } from "../browser-facts";
import { labFromLighthouse } from "../lighthouse-result";
import { RENDERED_HTML_CHARS, isPageRequest, type PageReply, type PageRequest } from "./browser-protocol";
import { chromiumArgs } from "./chromium-flags";

/** Lower than the web process: visitors and health checks come first on a shared machine. */
const CHILD_NICENESS = 10;
/** How long the rendered pass waits for the page's load event, then for its network to go quiet. */
const RENDER_LOAD_MS = 7_000;
const RENDER_SETTLE_MS = 2_000;
/** JPEG qualities tried in turn until a screenshot fits SCREENSHOT_MAX_BYTES. */
const SCREENSHOT_QUALITIES = [70, 55, 40, 28] as const;

let browser: Browser | null = null;

async function startBrowser(request: PageRequest): Promise<Browser> {
  if (browser?.connected) return browser;
  browser = await puppeteer.launch({
    executablePath: request.executable,
    args: chromiumArgs(request.proxyUrl, { sandbox: process.getuid?.() !== 0 }),
    userDataDir: request.userDataDir,
    // Over a pipe, not a debugging port: no other local process can drive this browser, and it
    // exits when this process dies.
    pipe: true,
    headless: true,
    defaultViewport: null,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
    protocolTimeout: 60_000,
    // Nothing a page offers is ever written to disk. Set on the browser's own connection, which
    // lives as long as the browser: a setting sent over a session of our own ended with that session.
    downloadBehavior: { policy: "deny" },
  });
  return browser;
}

async function measure(request: PageRequest, running: Browser): Promise<Pick<PageReply, "lab" | "opportunities">> {
  const page = await running.newPage();
  try {
    const result = await lighthouse(
      request.url,
      { logLevel: "silent", output: "json", onlyCategories: ["performance"], maxWaitForLoad: request.loadTimeoutMs, maxWaitForFcp: Math.min(15_000, request.loadTimeoutMs) },
      undefined,
      page,
    );
    if (!result) return { lab: null, opportunities: [] };
    return labFromLighthouse(result.lhr);
  } finally {
    await page.close().catch(() => undefined);
  }
}

async function screenshot(page: Page, kind: ScreenshotKind): Promise<Screenshot | null> {
  await page.setViewport(SCREENSHOT_VIEWPORTS[kind]);
  // A layout that changes with the width settles in a frame or two.
  await new Promise((resolve) => setTimeout(resolve, 400));
  for (const quality of SCREENSHOT_QUALITIES) {
    const data = await page.screenshot({ type: "jpeg", quality, captureBeyondViewport: false });
    if (data.byteLength <= SCREENSHOT_MAX_BYTES) return { mime: "image/jpeg", data: new Uint8Array(data) };
  }
  return null;
}

async function render(request: PageRequest, running: Browser): Promise<Pick<PageReply, "renderedHtml" | "screenshots">> {
  const page = await running.newPage();
  try {
    // A service worker would answer from its own cache; the page as the network serves it is what counts.
    await page.setBypassServiceWorker(true);
    await page.setViewport(SCREENSHOT_VIEWPORTS.mobile);
    await page.goto(request.url, { waitUntil: "load", timeout: RENDER_LOAD_MS });
    await page.waitForNetworkIdle({ idleTime: 500, timeout: RENDER_SETTLE_MS }).catch(() => undefined);
    const renderedHtml = await page.evaluate((limit: number) => document.documentElement.outerHTML.slice(0, limit), RENDERED_HTML_CHARS);
    const screenshots: PageReply["screenshots"] = {};
    if (request.screenshots) {
      for (const kind of ["mobile", "desktop"] as const) {
        const shot = await screenshot(page, kind).catch(() => null);
        if (shot) screenshots[kind] = shot;
      }
    }
    return { renderedHtml, screenshots };
  } finally {
    await page.close().catch(() => undefined);
  }
}

async function answer(request: PageRequest): Promise<PageReply> {
  const reply: PageReply = { type: "page", step: request.step, url: request.url, lab: null, opportunities: [], renderedHtml: null, screenshots: {}, error: null, problem: null };
  let running: Browser;
  try {
    running = await startBrowser(request);
  } catch (error) {
    return { ...reply, error: "crashed", problem: `launch: ${String(error)}`.slice(0, 500) };
  }
  try {
    if (request.step === "measure") Object.assign(reply, await measure(request, running));
    else Object.assign(reply, await render(request, running));
  } catch (error) {
    return { ...reply, error: "load-failed", problem: `${request.step}: ${String(error)}`.slice(0, 500) };
  }
  return reply;
}

function shutdown(): void {
  try {
    browser?.process()?.kill("SIGKILL");
  } finally {
    process.exit(0);
  }
}

if (process.send) {
  try {
    setPriority(CHILD_NICENESS);
  } catch {
    // Not allowed here: the stage runs at the worker's priority.
  }
  let queue: Promise<void> = Promise.resolve();
  process.on("message", (message: unknown) => {
    if (!isPageRequest(message)) return;
    queue = queue.then(async () => {
      const reply = await answer(message);
      process.send?.(reply);
    });
  });
  process.on("disconnect", shutdown);
}
