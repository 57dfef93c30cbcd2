import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { SIGNAL_TEXT, WATCH_MAIL_TEXT } from "./watch-mail.content";
import { RULE_TEXTS } from "~/capabilities/audit-rules/catalogue.content";
import type { RuleId } from "~/capabilities/audit-rules/rule";
import { composeSignalMail, composeSummaryMail, composeWatchConfirmation } from "./watch-mails.server";
import { WATCH_CONFIRM_TTL_MS, WATCH_TOKEN_PARAM, verifyWatchLink } from "./watch-links.server";

const OPTIONS = { siteUrl: "https://www.ajans.example", secret: "a-secret-of-at-least-sixteen", now: Date.parse("2026-12-01T06:00:00.000Z") };
const WATCH = { id: "8f0c2a5e-0000-4000-8000-000000000001", host: "www.ornek.com.tr", report_id: "AbCdEfGhIjKlMnOpQrSt-_" };

const tokenOf = (url: string) => new URL(url).searchParams.get(WATCH_TOKEN_PARAM);

describe("a watch's e-mails", () => {
  it("the confirmation links to a signed confirmation valid 7 days, and every mail carries a one-click unsubscribe (RFC 8058)", () => {
    const mail = composeWatchConfirmation(WATCH, OPTIONS);
    const links = cheerio.load(mail.html)("a").map((_i, element) => cheerio.load(element)("a").attr("href")).get();
    const confirm = links.find((href) => href.includes("/site-takibi/onayla"));
    expect(verifyWatchLink("confirm", tokenOf(confirm ?? ""), OPTIONS.secret, OPTIONS.now + WATCH_CONFIRM_TTL_MS - 1_000)).toEqual({ ok: true, id: WATCH.id });
    expect(verifyWatchLink("confirm", tokenOf(confirm ?? ""), OPTIONS.secret, OPTIONS.now + WATCH_CONFIRM_TTL_MS + 1_000)).toEqual({ ok: false, reason: "expired" });
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const unsubscribe = /^<(.+)>$/.exec(mail.headers["List-Unsubscribe"] ?? "")?.[1] ?? "";
    expect(verifyWatchLink("unsubscribe", tokenOf(unsubscribe), OPTIONS.secret, OPTIONS.now + 10 * 365 * 86_400_000)).toEqual({ ok: true, id: WATCH.id });
    // A confirmation token does not unsubscribe, and the other way round.
    expect(verifyWatchLink("unsubscribe", tokenOf(confirm ?? ""), OPTIONS.secret, OPTIONS.now).ok).toBe(false);
  });

  it("an alert names the change, why it matters and what to do, with the report, an expert and the way out", () => {
    const mail = composeSignalMail(WATCH, { kind: "alert", signal: "home-noindex", detail: "noindex" }, OPTIONS);
    expect(mail.subject).toBe(`www.ornek.com.tr: ${SIGNAL_TEXT["home-noindex"].title}`);
    expect(mail.text).toContain(SIGNAL_TEXT["home-noindex"].fix);
    const $ = cheerio.load(mail.html);
    const hrefs = $("a").map((_i, element) => $(element).attr("href")).get();
    // The report through our link: following it tells us the owner reads these e-mails.
    const report = hrefs.find((href) => href.startsWith("https://www.ajans.example/site-takibi/rapor?t="));
    expect(verifyWatchLink("report", tokenOf(report ?? ""), OPTIONS.secret, OPTIONS.now + 365 * 86_400_000)).toEqual({ ok: true, id: WATCH.id });
    expect(hrefs.some((href) => href.startsWith("https://www.ajans.example/iletisim?konu="))).toBe(true);
    expect(hrefs.some((href) => href.startsWith("https://www.ajans.example/site-takibi/birak?t="))).toBe(true);
    const fixed = composeSignalMail(WATCH, { kind: "recovered", signal: "home-noindex", detail: null }, OPTIONS);
    expect(fixed.subject).toBe("www.ornek.com.tr: düzeldi, ana sayfanızdaki noindex kaldırıldı");
  });

  it("keeps what the watched site chose as text, never markup", () => {
    const mail = composeSignalMail(WATCH, { kind: "alert", signal: "canonical-moved", detail: `www.ornek.com.tr → <img src=x onerror=alert(1)>.example` }, OPTIONS);
    const $ = cheerio.load(mail.html);
    expect($("img")).toHaveLength(0);
    expect($("body").text()).toContain("<img src=x onerror=alert(1)>.example");
  });

  it("the weekly summary counts what was fixed and what is new, names the first five of each in Turkish, and links the new report", () => {
    const ids = Object.keys(RULE_TEXTS) as RuleId[];
    const appeared = ids.slice(0, 7);
    const fixed = ids.slice(7, 9);
    const mail = composeSummaryMail(WATCH, { previousScore: 71, score: 64, fixed, appeared }, OPTIONS);
    expect(mail.subject).toBe("www.ornek.com.tr: haftalık analiz, 2 sorun düzeldi, 7 yeni sorun");
    const $ = cheerio.load(mail.html);
    const items = $("li").map((_i, element) => $(element).text()).get();
    expect(items).toEqual([...appeared.slice(0, 5).map((id) => RULE_TEXTS[id]?.title), WATCH_MAIL_TEXT.summaryMore(2), ...fixed.map((id) => RULE_TEXTS[id]?.title)]);
    expect(mail.text).toContain(`- ${RULE_TEXTS[fixed[0] ?? "x/x"]?.title ?? "?"}`);
    expect(mail.text).toContain("SEO puanınız: 71 → 64");
    const hrefs = $("a").map((_i, element) => $(element).attr("href")).get();
    // Through our link to the watch's latest report (the new one, remembered once the mail is stored).
    expect(hrefs.some((href) => href.startsWith("https://www.ajans.example/site-takibi/rapor?t="))).toBe(true);
    expect(hrefs.some((href) => href.startsWith("https://www.ajans.example/iletisim?konu="))).toBe(true);
    expect(hrefs.some((href) => href.startsWith("https://www.ajans.example/site-takibi/birak?t="))).toBe(true);
    expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    // Only one side changed: the subject names only that side.
    expect(composeSummaryMail(WATCH, { previousScore: 60, score: 70, fixed, appeared: [] }, OPTIONS).subject).toBe("www.ornek.com.tr: haftalık analiz, 2 sorun düzeldi");
    expect(composeSummaryMail(WATCH, { previousScore: 60, score: 50, fixed: [], appeared: ids.slice(0, 1) }, OPTIONS).subject).toBe("www.ornek.com.tr: haftalık analiz, 1 yeni sorun");
  });
});
