import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBrowserSite, type BrowserSite } from "../../../tests/support/browser-site";
import { cleanUpAfterEach, postLiveCheck, readLiveLines, startLiveCheckApi } from "../../../tests/support/live-check";
import { json, type ApiHandler } from "~/.server/json-api";
import { chromiumPath } from "~/capabilities/browser/.server/chromium-path";
import { SCREENSHOT_MAX_BYTES } from "~/capabilities/browser/browser-facts";
import { createSiteAuditEndpoint } from "./endpoint.server";
import { siteAuditJob } from "./job.server";
import type { StoredReport } from "./report-store.server";
import type { SiteAuditLine } from "./schema";

/*
 * An audit with the browser stage through the real endpoint and job (AUDIT_BROWSER pointing at
 * Debian's Chromium): the progress reaches the browser phase, the stored report carries the lab
 * figures of the sampled pages, the performance and JavaScript findings come from them, and the
 * two screenshots are stored beside the report.
 */

cleanUpAfterEach();

const readStored: ApiHandler = async (request, { services }) => {
  const { id } = (await request.json()) as { id: string };
  const stored = await services.auditReports.get(id);
  const sizes = Object.fromEntries(
    await Promise.all((["mobile", "desktop"] as const).map(async (kind) => [kind, (await services.auditReports.getScreenshot(id, kind))?.data.byteLength ?? null] as const)),
  );
  return json({ stored, sizes });
};

let site: BrowserSite;
beforeAll(async () => {
  site = await startBrowserSite();
});
afterAll(() => site.close());

describe("a site audit with the browser stage", () => {
  it("measures the sampled pages, stores their figures and screenshots, and turns them into findings", async () => {
    const base = await startLiveCheckApi({
      env: { ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}`, AUDIT_BROWSER: chromiumPath(process.env), AUDIT_MAX_PAGES: "20" },
      services: { jobKinds: [siteAuditJob()] },
      routes: [
        { method: "POST", path: "/api/site-audit", handler: createSiteAuditEndpoint() },
        { method: "POST", path: "/test/stored", handler: readStored },
      ],
    });
    const lines = await readLiveLines<SiteAuditLine>(await postLiveCheck(base, "/api/site-audit", { url: `${site.origin}/` }));
    const result = lines.find((line) => line.type === "result");
    if (result?.type !== "result") throw new Error(`no result: ${JSON.stringify(lines.at(-1))}`);
    expect(lines.some((line) => line.type === "progress" && line.phase === "browser" && (line.browser?.total ?? 0) >= 3)).toBe(true);

    const { stored, sizes } = (await (await postLiveCheck(base, "/test/stored", { id: result.reportId })).json()) as { stored: StoredReport; sizes: Record<string, number | null> };
    if (stored.status !== "done") throw new Error(`report ${stored.status}`);
    const { browser, findings } = stored.report;
    expect(browser?.status).toBe("measured");
    expect(browser?.pages.map((page) => page.url)).toEqual(expect.arrayContaining([`${site.origin}/`, `${site.origin}/yavas`, `${site.origin}/kurumsal/hakkimizda`]));
    expect(browser?.pages.find((page) => page.url === `${site.origin}/`)?.lab?.score).toBeGreaterThanOrEqual(90);
    expect(browser?.screenshots).toEqual({ mobile: true, desktop: true });
    for (const kind of ["mobile", "desktop"]) {
      expect(sizes[kind]).toBeGreaterThan(5_000);
      expect(sizes[kind]).toBeLessThanOrEqual(SCREENSHOT_MAX_BYTES);
    }
    const failed = new Set(findings.map((finding) => finding.id));
    for (const id of ["performance/render-blocking", "performance/unsized-images"]) {
      if (!failed.has(id as never)) throw new Error(`${id} did not fire; findings: ${[...failed].join(", ")}`);
    }
  }, 150_000);
});
