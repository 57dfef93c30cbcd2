import { describe, expect, it } from "vitest";
import { ACADEMY, ACADEMY_SESSIONS, sessionTimes, upcomingSessions } from "~/features/academy/content";
import { site } from "~/site/site.content";
import { academyEventJsonLd } from "./event-json-ld";

const ISTANBUL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/;

describe("academy Event JSON-LD", () => {
  const session = ACADEMY_SESSIONS[0];
  if (!session) throw new Error("no academy session");
  const event = academyEventJsonLd(session) as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

  it("has every property Google's event rich result requires and recommends", () => {
    expect(event["@context"]).toBe("https://schema.org");
    expect(["Event", "EducationEvent"]).toContain(event["@type"]);
    expect(event.name).toBe(ACADEMY.name);
    expect(event.description.length).toBeGreaterThan(50);
    expect(event.startDate).toMatch(ISTANBUL_DATE_TIME);
    expect(event.endDate).toMatch(ISTANBUL_DATE_TIME);
    expect(new Date(event.endDate).getTime()).toBeGreaterThan(new Date(event.startDate).getTime());
    expect(event.eventAttendanceMode).toBe("https://schema.org/OfflineEventAttendanceMode");
    expect(event.eventStatus).toBe("https://schema.org/EventScheduled");
    expect(event.image).toEqual([expect.stringMatching(/^https:\/\/www\.example\.com\/.+\.(png|jpg|webp)$/)]);
    expect(event.location).toMatchObject({
      "@type": "Place",
      name: expect.any(String),
      address: {
        "@type": "PostalAddress",
        streetAddress: site.address.streetAddress,
        addressLocality: site.address.locality,
        addressRegion: site.address.region,
        postalCode: site.address.postalCode,
        addressCountry: "TR",
      },
    });
    expect(event.offers).toEqual({
      "@type": "Offer",
      price: 5800,
      priceCurrency: "TRY",
      availability: "https://schema.org/InStock",
      url: site.academyPaymentUrl,
      validFrom: expect.stringMatching(ISTANBUL_DATE_TIME),
    });
    expect(event.organizer).toMatchObject({ "@type": "Organization", name: site.name, url: "https://www.example.com/" });
    expect(event.performer).toMatchObject({ "@type": "Person", name: expect.any(String) });
    expect(event.maximumAttendeeCapacity).toBe(4);
  });

  it("puts the offer on sale before the term starts", () => {
    expect(new Date(event.offers.validFrom).getTime()).toBeLessThan(new Date(event.startDate).getTime());
  });
});

describe("academy terms", () => {
  it("are Saturday-Sunday weekends after 2026-11-21, 16 hours in total", () => {
    for (const session of ACADEMY_SESSIONS) {
      expect(session.saturday > "2026-11-21").toBe(true);
      expect(new Date(`${session.saturday}T12:00:00Z`).getUTCDay()).toBe(6);
      expect(new Date(`${session.sunday}T12:00:00Z`).getUTCDay()).toBe(0);
      const { startDate, endDate } = sessionTimes(session);
      expect(startDate).toBe(`${session.saturday}T09:00:00+03:00`);
      expect(endDate).toBe(`${session.sunday}T18:00:00+03:00`);
    }
    // 09:00-18:00 with a one-hour lunch break, two days.
    const [startHour, endHour] = [Number(ACADEMY.dayStart.slice(0, 2)), Number(ACADEMY.dayEnd.slice(0, 2))];
    expect((endHour - startHour - 1) * 2).toBe(ACADEMY.totalHours);
  });

  it("drop off once they have ended", () => {
    expect(upcomingSessions(new Date("2026-11-21T12:00:00+03:00"))).toEqual(ACADEMY_SESSIONS);
    expect(upcomingSessions(new Date("2026-12-13T17:59:00+03:00"))[0]?.saturday).toBe("2026-12-12");
    expect(upcomingSessions(new Date("2026-12-13T18:01:00+03:00"))[0]?.saturday).toBe("2027-01-16");
    expect(upcomingSessions(new Date("2030-01-01T00:00:00Z"))).toEqual([]);
  });
});
