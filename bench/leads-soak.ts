/**
 * Soak test of the leads path: 500 contact submissions at concurrency 50 against the production
 * server while its SMTP server goes down and comes back. Every lead must be stored, delivered
 * exactly once, and no request may fail. Needs `npm run build` first.
 */
import path from "node:path";
import { openDatabase } from "../app/.server/db/connection";
import { startTestSmtpServer } from "../tests/support/smtp";
import { startProductionServer } from "./production-server";
import { runIfMain, type BenchRow } from "./types";

const TOTAL = 500;
const CONCURRENCY = 50;
const PORT = Number(process.env.SOAK_PORT ?? 3300);
const SMTP_PORT = PORT + 1;
const DELIVERY_DEADLINE_MS = 60_000;

export async function run(): Promise<BenchRow[]> {
  const smtp = await startTestSmtpServer(SMTP_PORT);
  const server = await startProductionServer(
    PORT,
    {
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      CONTACT_RATE_LIMIT: "100000",
      OUTBOX_INTERVAL_MS: "250",
      OUTBOX_RETRY_BASE_MS: "500",
    },
    ["ignore", "ignore", "inherit"],
  );
  const databaseFile = path.join(server.dir, "bench.db");
  try {

    let next = 0;
    let serverErrors = 0;
    let otherFailures = 0;
    const started = performance.now();
    async function worker() {
      while (next < TOTAL) {
        const index = next++;
        // The mail side fails for the middle of the run: down at 100, back at 350.
        if (index === 100) await smtp.stop();
        if (index === 350) await smtp.start();
        const body = new URLSearchParams({
          name: `Soak Ziyaretçi ${index}`,
          phone: "0532 000 00 00",
          email: `soak${index}@ornek.com`,
          subject: `Soak ${index}`,
          message: `Dayanıklılık testi mesajı numara ${index}, lütfen yanıtlamayın.`,
        });
        const response = await fetch(`http://127.0.0.1:${PORT}/iletisim`, {
          method: "POST",
          body,
          headers: { "Content-Type": "application/x-www-form-urlencoded" },
        });
        await response.arrayBuffer();
        if (response.status >= 500) serverErrors += 1;
        else if (response.status !== 200) otherFailures += 1;
      }
    }
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const submitSeconds = (performance.now() - started) / 1000;
    await smtp.start();

    const database = await openDatabase(databaseFile);
    const deadline = Date.now() + DELIVERY_DEADLINE_MS;
    let counts: Record<string, number> = {};
    while (Date.now() < deadline) {
      const rows = await database.db
        .selectFrom("contact_messages")
        .select((eb) => ["status", eb.fn.countAll<number>().as("count")])
        .groupBy("status")
        .execute();
      counts = Object.fromEntries(rows.map((row) => [row.status, Number(row.count)]));
      if ((counts.delivered ?? 0) === TOTAL) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    await database.close();

    const messageIds = smtp.received.map((mail) => mail.parsed.messageId ?? "");
    const stored = Object.values(counts).reduce((sum, count) => sum + count, 0);
    return [
      { figure: `leads soak: messages stored (of ${TOTAL}, concurrency ${CONCURRENCY}, SMTP down for 250)`, value: stored, unit: "messages", goal: TOTAL, goalKind: "min" },
      { figure: "leads soak: messages delivered", value: counts.delivered ?? 0, unit: "messages", goal: TOTAL, goalKind: "min" },
      { figure: "leads soak: duplicate deliveries", value: messageIds.length - new Set(messageIds).size, unit: "messages", goal: 0, goalKind: "max" },
      { figure: "leads soak: 5xx answers", value: serverErrors, unit: "responses", goal: 0, goalKind: "max" },
      { figure: "leads soak: other non-200 answers", value: otherFailures, unit: "responses", goal: 0, goalKind: "max" },
      { figure: "leads soak: submissions per second", value: Math.round(TOTAL / submitSeconds), unit: "req/s" },
    ];
  } finally {
    server.stop();
    await smtp.stop();
  }
}

await runIfMain(import.meta.url, run);
