import { chromium } from "playwright";
import { startBrowserSite } from "./tests/support/browser-site.ts";
import { startProductionServer } from "./bench/production-server.ts";
import { auditThroughEndpoint } from "./bench/server-load.ts";
const site = await startBrowserSite();
const server = await startProductionServer(3777, { ANALYZER_ALLOWED_HOSTS: `127.0.0.1:${site.port}`, AUDIT_BROWSER: "/usr/bin/chromium", AUDIT_RATE_LIMIT: "1000", TARGET_HOST_HOURLY_REQUESTS: "1000000" });
try {
  const audited = await auditThroughEndpoint(server.origin, `${site.origin}/`);
  const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
  for (const [name, width, height] of [["desktop", 1280, 2400], ["phone", 390, 2600]] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto(`${server.origin}/seo-analizi/rapor/${audited.reportId}`);
    await page.screenshot({ path: `/tmp/shots/report-${name}.png` });
    if (name === "desktop") {
      const dev = page.getByTestId("audit-fix-developer").first();
      console.log("developer lines:", await page.getByTestId("audit-fix-developer").count());
      const pdf = await page.request.get(`${server.origin}/seo-analizi/rapor/${audited.reportId}/pdf`);
      console.log("pdf", pdf.status(), (await pdf.body()).length);
      void dev;
    }
    await page.close();
  }
  await browser.close();
  console.log(audited);
} finally {
  await server.stop();
  await site.close();
}
