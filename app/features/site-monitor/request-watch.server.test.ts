import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "~/.server/db/connection";
import { createRateLimiter } from "~/.server/rate-limit";
import { sqliteTestDatabase, type TestDatabase } from "../../../tests/support/databases";
import { createMonitorMailStore } from "./monitor-mails.server";
import { WATCH_REQUEST_REPLIES, WATCH_REQUEST_TEXT } from "./request-watch.content";
import { WATCH_RECIPIENT_RULE, confirmFromLink, endFromLink, requestWatch, watchIdFromLink, type WatchRequestDeps } from "./request-watch.server";
import { WATCH_TOKEN_PARAM } from "./watch-links.server";
import { createWatchStore } from "./watch-store.server";

const REPORT = { id: "AbCdEfGhIjKlMnOpQrSt-_", startUrl: "https://www.ornek.com.tr/" };
/** The stored report the request names, as the endpoint would load it. */
const reportIs = (report: typeof REPORT) => () => Promise.resolve(report);
const LINKS = { siteUrl: "https://www.ajans.example", secret: "a-secret-of-at-least-sixteen" };
const NOW = Date.parse("2026-12-01T09:00:00.000Z");

let database: TestDatabase | undefined;
let handle: DatabaseHandle | undefined;
afterEach(async () => {
  await handle?.close();
  await database?.drop();
});

async function setUp() {
  database = sqliteTestDatabase();
  handle = await openDatabase(database.url);
  const watches = createWatchStore(handle.db, { maxPerEmail: 3, checkHours: 24, auditDays: 7 });
  const mails = createMonitorMailStore(handle.db, handle.dialect);
  const limiter = createRateLimiter(handle.db);
  const deps = (clientIp = "203.0.113.9"): WatchRequestDeps => ({
    limiter,
    subscribe: (watch, now) => watches.subscribe(watch, now),
    storeMail: (mail, now) => mails.store(mail, now),
    links: LINKS,
    maxPerEmail: 3,
    clientIp,
    attribution: { form_source: "site-monitor" },
    now: () => NOW,
  });
  return { watches, mails, deps };
}

describe("Sitemi takip et", () => {
  it("refuses what it cannot use, in Turkish, before storing or sending anything", async () => {
    const { watches, deps } = await setUp();
    for (const [input, message] of [
      [{ email: "", consent: true, name: "" }, WATCH_REQUEST_TEXT.emailMissing],
      [{ email: "ad@", consent: true, name: "" }, WATCH_REQUEST_TEXT.emailInvalid],
      [{ email: `${"a".repeat(250)}@b.co`, consent: true, name: "" }, WATCH_REQUEST_TEXT.emailInvalid],
      [{ email: "ad@ornek.com", consent: false, name: "" }, WATCH_REQUEST_TEXT.consentMissing],
      [{ email: "ad@ornek.com", consent: "on", name: "x".repeat(101) }, WATCH_REQUEST_TEXT.nameTooLong],
    ] as const) {
      expect(await requestWatch(reportIs(REPORT), input, deps())).toMatchObject({ status: 400, body: { status: "invalid", message } });
    }
    expect(await watches.list()).toEqual([]);
  });

  it("stores the watch pending and one confirmation, however often the same address asks, and tells nobody whether it watches already", async () => {
    const { watches, mails, deps } = await setUp();
    const first = await requestWatch(reportIs(REPORT), { email: "Sahibi@Ornek.com.tr", consent: "on", name: "Ayşe" }, deps());
    expect(first).toEqual({ status: 200, body: { status: "sent", message: WATCH_REQUEST_REPLIES.sent("www.ornek.com.tr") } });
    const again = await requestWatch(reportIs(REPORT), { email: "sahibi@ornek.com.tr", consent: "on", name: "" }, deps("198.51.100.4"));
    expect(again).toEqual(first);
    const [watch] = await watches.list();
    expect(watch).toMatchObject({ status: "pending", email: "sahibi@ornek.com.tr", form_source: "site-monitor" });
    const sent = await mails.listForWatch(watch?.id ?? "");
    expect(sent.map((mail) => mail.kind)).toEqual(["confirm"]);
    // The link in it confirms this watch, and only as a confirmation.
    const link = /https:\/\/www\.ajans\.example\/site-takibi\/onayla\?t=[^\s"<]+/.exec(sent[0]?.text ?? "")?.[0] ?? "";
    const token = new URL(link).searchParams.get(WATCH_TOKEN_PARAM);
    expect(watchIdFromLink("confirm", token, LINKS.secret)).toBe(watch?.id);
    expect(watchIdFromLink("unsubscribe", token, LINKS.secret)).toBeNull();
  });

  it("limits a client's requests and a recipient's confirmations, whoever asks", async () => {
    const { mails, watches, deps } = await setUp();
    const results = [];
    for (let i = 0; i < 6; i += 1) results.push(await requestWatch(reportIs({ ...REPORT, startUrl: `https://site-${i}.example/` }), { email: `kisi${i}@ornek.com`, consent: true, name: "" }, deps()));
    expect(results.slice(0, 5).every((result) => result.status === 200)).toBe(true);
    expect(results[5]).toMatchObject({ status: 429, body: { status: "failed", message: WATCH_REQUEST_REPLIES.tooMany } });
    // A stranger's address, asked for from many clients: at most the day's few confirmations.
    for (let i = 0; i < 3 + WATCH_RECIPIENT_RULE.limit; i += 1) {
      await requestWatch(reportIs({ ...REPORT, startUrl: `https://hedef-${i}.example/` }), { email: "yabanci@ornek.com", consent: true, name: "" }, deps(`192.0.2.${i + 1}`));
    }
    const stranger = (await watches.list(500)).filter((watch) => watch.email === "yabanci@ornek.com");
    expect(stranger).toHaveLength(3);
    const confirmations = (await Promise.all(stranger.map((watch) => mails.listForWatch(watch.id)))).flat();
    expect(confirmations.length).toBeLessThanOrEqual(WATCH_RECIPIENT_RULE.limit);
  });

  it("confirms from the link once, and ends everything from the unsubscribe link, one click or two", async () => {
    const { watches, mails, deps } = await setUp();
    await requestWatch(reportIs(REPORT), { email: "sahibi@ornek.com.tr", consent: true, name: "" }, deps());
    const [watch] = await watches.list();
    const [confirmation] = await mails.listForWatch(watch?.id ?? "");
    const tokenIn = (pattern: RegExp) => new URL(pattern.exec(confirmation?.text ?? "")?.[0] ?? "https://x.invalid").searchParams.get(WATCH_TOKEN_PARAM);
    const confirmToken = tokenIn(/https:\/\/www\.ajans\.example\/site-takibi\/onayla\?t=[^\s"<]+/);
    const leaveToken = tokenIn(/https:\/\/www\.ajans\.example\/site-takibi\/birak\?t=[^\s"<]+/);
    const confirmDeps = { secret: LINKS.secret, confirm: (id: string, now: number) => watches.confirm(id, now) };
    expect((await confirmFromLink(confirmToken, confirmDeps)).outcome).toBe("confirmed");
    expect((await confirmFromLink(confirmToken, confirmDeps)).outcome).toBe("already");
    expect((await confirmFromLink(leaveToken, confirmDeps)).outcome).toBe("invalid");
    expect((await confirmFromLink("forged.token", confirmDeps)).outcome).toBe("invalid");
    expect((await confirmFromLink(confirmToken, { ...confirmDeps, now: () => Date.now() + 8 * 24 * 60 * 60_000 })).outcome).toBe("expired");
    const endDeps = { secret: LINKS.secret, remove: (id: string) => watches.remove(id), removeMails: (id: string) => mails.removeForWatch(id) };
    expect(await endFromLink(leaveToken, endDeps)).toBe("ended");
    expect(await endFromLink(leaveToken, endDeps)).toBe("ended");
    expect(await watches.list()).toEqual([]);
    expect(await mails.listForWatch(watch?.id ?? "")).toEqual([]);
    // The address is gone with it: a confirmation link mailed earlier confirms nothing now.
    expect((await confirmFromLink(confirmToken, confirmDeps)).outcome).toBe("invalid");
  });
});
