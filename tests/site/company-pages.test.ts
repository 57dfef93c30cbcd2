import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ABOUT_ACHIEVEMENTS, ABOUT_MILESTONES, ABOUT_MISSION, ABOUT_STORY, ABOUT_VALUES } from "../../app/features/about/content";
import { ACADEMY, ACADEMY_FAQ, ACADEMY_TESTIMONIALS } from "~/features/academy/content";
import { COOKIE_TEXT, KVKK_TEXT, PRIVACY_TEXT, TERMS_TEXT, type LegalDocument } from "~/features/legal/content";
import { getPage } from "~/site/pages";
import { LOGO_SIZE, PORTFOLIO_CLIENTS } from "~/features/portfolio/content";
import { FIGURES } from "~/site/stats.content";

const PUBLIC = path.resolve(__dirname, "../../public");

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, entry]) => (key === "icon" ? [] : strings(entry)));
  return [];
}

function words(...values: unknown[]): number {
  return values
    .flatMap(strings)
    .flatMap((text) => text.split(/\s+/))
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

describe("/hakkimizda", () => {
  it("tells the story in at least 400 words, with four values", () => {
    const page = getPage("/hakkimizda");
    expect(words(page.intro, ABOUT_STORY, ABOUT_VALUES, ABOUT_MILESTONES, ABOUT_ACHIEVEMENTS, ABOUT_MISSION)).toBeGreaterThanOrEqual(400);
    expect(ABOUT_VALUES).toHaveLength(4);
  });

  it("quotes the agency's figures from stats.ts only", () => {
    const text = strings([ABOUT_STORY, ABOUT_MILESTONES, ABOUT_ACHIEVEMENTS]).join(" ");
    for (const key of ["projects", "clients", "team", "satisfaction", "growth"] as const) expect(text).toContain(FIGURES[key].number);
    // No other "N+" or "%N" figure is typed into the page's text.
    const allowed = new Set<string>(Object.values(FIGURES).map((figure) => figure.number));
    for (const [figure] of text.matchAll(/%\d+|\d+\+/g)) expect(allowed.has(figure), figure).toBe(true);
  });
});

describe("/portfolyo", () => {
  it("shows about 38 fictional clients, each with an SVG wordmark of the declared size", () => {
    expect(PORTFOLIO_CLIENTS.length).toBeGreaterThanOrEqual(36);
    expect(new Set(PORTFOLIO_CLIENTS.map((client) => client.name)).size).toBe(PORTFOLIO_CLIENTS.length);
    for (const client of PORTFOLIO_CLIENTS) {
      const file = path.join(PUBLIC, client.logo);
      expect(existsSync(file), client.logo).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toContain(`width="${LOGO_SIZE.width}" height="${LOGO_SIZE.height}"`);
      expect(svg).not.toMatch(/href="https?:/);
    }
  });
});

describe("/akademi", () => {
  it("keeps the required business constants", () => {
    expect(ACADEMY).toMatchObject({ price: 5800, currency: "TRY", priceLabel: "5.800 TL", totalHours: 16, seats: 4 });
    expect(ACADEMY.mentoring).toContain("1 hafta");
    expect(ACADEMY.aftercare).toContain("6 ay");
    expect(ACADEMY_TESTIMONIALS.length).toBeGreaterThanOrEqual(3);
    expect(ACADEMY_FAQ.length).toBeGreaterThanOrEqual(4);
  });
});

describe("legal texts", () => {
  const documents: [string, LegalDocument][] = [
    ["kvkk", KVKK_TEXT],
    ["gizlilik", PRIVACY_TEXT],
    ["cerez", COOKIE_TEXT],
    ["kosullar", TERMS_TEXT],
  ];

  it.each(documents)("%s has a date and substantial sections", (_name, document) => {
    expect(document.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(document.sections.length).toBeGreaterThanOrEqual(5);
    expect(words(document.sections)).toBeGreaterThan(220);
  });

  it("KVKK covers the controller, the contact form, newsletter and rate-limit data, transfers, the eight m.11 rights and how to apply", () => {
    const text = strings(KVKK_TEXT).join(" ");
    for (const phrase of ["Veri sorumlusu", "ad soyad", "E-posta adresi", "IP adresi", "m.5/2-c", "E-posta hizmet sağlayıcı", "saklama süresi", "30 gün", "Kurul'a şikâyet"]) {
      expect(text.toLocaleLowerCase("tr"), phrase).toContain(phrase.toLocaleLowerCase("tr"));
    }
    const rights = KVKK_TEXT.sections.find((section) => section.heading.includes("11."))?.blocks.find((block) => typeof block === "object" && "list" in block);
    expect(rights && typeof rights === "object" && "list" in rights ? rights.list : []).toHaveLength(8);
  });

  it("the cookie policy lists what measurement sets, only with consent, and where the choice is kept", () => {
    const text = strings(COOKIE_TEXT).join(" ");
    expect(text).toMatch(/kendi amacıyla hiçbir çerez oluşturmaz/);
    for (const name of ["_ga", "_gcl_au", "localStorage", "cerez-tercihleri", "Çerez tercihleri"]) expect(text, name).toContain(name);
    expect(text).toMatch(/onay vermeden önce Google'a hiçbir istek gönderilmez/);
  });

  it("is marked in the source for review by the agency's lawyer", () => {
    expect(readFileSync(path.resolve(__dirname, "../../app/features/legal/content.ts"), "utf8")).toMatch(/HUKUKİ İNCELEME GEREKLİ[\s\S]*lawyer/);
  });
});
