import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ACADEMY_PAGE, ACADEMY_SESSIONS, sessionTimes, upcomingSessions } from "./content";
import { isOpen } from "./session-dates";
import { SessionList } from "./session-list";

const ENDS = ACADEMY_SESSIONS.map((session) => sessionTimes(session).endDate);

describe("academy dates against the clock", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("keeps a term open until its Sunday 18:00 Istanbul time, whatever the machine's zone", () => {
    vi.setSystemTime(new Date("2026-12-13T14:59:59Z"));
    expect(isOpen("2026-12-13T18:00:00+03:00", Date.now())).toBe(true);
    vi.setSystemTime(new Date("2026-12-13T15:00:00Z"));
    expect(isOpen("2026-12-13T18:00:00+03:00", Date.now())).toBe(false);
    expect(isOpen("not a date", Date.now())).toBe(false);
  });

  // What the route's loader runs when the page is prerendered.
  it("builds the page with the terms open on build day only", () => {
    vi.setSystemTime(new Date("2026-11-24T12:00:00+03:00"));
    expect(upcomingSessions(new Date())).toEqual(ACADEMY_SESSIONS);
    vi.setSystemTime(new Date("2026-12-13T18:30:00+03:00"));
    expect(upcomingSessions(new Date()).map((session) => session.saturday)).toEqual(["2027-01-16", "2027-02-13"]);
    vi.setSystemTime(new Date("2027-03-01T00:00:00+03:00"));
    expect(upcomingSessions(new Date())).toEqual([]);
  });
});

describe("session list markup (what the enhancement script reads)", () => {
  it("gives every term its end time and enrol-bar text, the first one the highlight, and a hidden note", () => {
    const html = renderToStaticMarkup(<SessionList sessions={ACADEMY_SESSIONS} />);
    for (const end of ENDS) expect(html).toContain(`data-session-end="${end}"`);
    expect(html).toContain(`data-next-label="${ACADEMY_PAGE.nextSession("16-17 Ocak 2027")}"`);
    expect(html.match(/data-next-badge/g)).toHaveLength(1);
    expect(html).toMatch(/<p data-sessions-empty="" hidden="" [^>]*>Yeni dönem tarihleri çok yakında/);
  });

  it("shows the note, visible, when no term is open at build time", () => {
    const html = renderToStaticMarkup(<SessionList sessions={[]} />);
    expect(html).not.toContain("<ul");
    // The apostrophe of "WhatsApp'tan" is HTML-escaped in the markup.
    expect(html).toContain(ACADEMY_PAGE.sessions.empty.split("'")[0]);
    expect(html).not.toContain("hidden");
  });
});
