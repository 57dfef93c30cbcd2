/**
 * A server process for the "killed between stored and sent" test (app/features/leads/
 * report-requests.server.test.ts): stores one report request, lets its outbox claim the e-mails
 * (the SMTP server it is given never answers), says "claimed" on stdout, and waits to be killed.
 */
import { loadEnv } from "../../app/.server/env";
import { createServices } from "../../app/services.server";

const [databaseUrl, smtpUrl] = process.argv.slice(2);
const services = await createServices(loadEnv({ DATABASE_URL: databaseUrl, SMTP_URL: smtpUrl, SITE_URL: "https://www.ajans.example", LOG_LEVEL: "error" }));
const stored = await services.reportRequests.insert({
  tool: "llms-txt-uretici",
  email: "kill-9@ornek.com",
  name: "",
  site: "https://ornek.com/",
  reportId: null,
  score: null,
  findings: ["llms.txt hazır"],
  file: { name: "llms.txt", type: "text/plain", content: "# Örnek\n" },
  newsletter: false,
  ipAddress: null,
  userAgent: null,
  attribution: { landing_page: "/", referrer_host: null, utm_source: "google", utm_medium: "cpc", utm_campaign: null, utm_term: null, utm_content: null, gclid: "x", fbclid: null, form_source: "llms-txt-uretici" },
});
services.reportOutbox?.kick();
for (;;) {
  const row = await services.reportRequests.get(stored.id);
  if (row?.visitor_mail_status === "sending") break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
process.stdout.write("claimed\n");
await new Promise(() => undefined);
