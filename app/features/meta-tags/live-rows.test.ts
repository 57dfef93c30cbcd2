import { describe, expect, it } from "vitest";
import { LIVE_META_TEXT } from "./live.content";
import {
  LIVE_META_LIMITS,
  checkMetaField,
  liveMetaCsv,
  liveMetaFill,
  liveMetaRow,
  liveMetaRows,
  pageOutcome,
  rowWarnings,
} from "./live-rows";
import { LIVE_META_MAX_URLS, checkLiveMetaUrls, liveMetaRequestSchema, type LiveMetaPage } from "./live-schema";
import { LIVE_META_MESSAGES } from "./live-messages.content";
import { META_DESCRIPTION_LIMIT, META_TITLE_LIMIT } from "~/capabilities/text-metrics/serp-limits";
import { SERP_DESCRIPTION_MAX_WIDTH_PX, SERP_TITLE_MAX_WIDTH_PX, arialTextWidth } from "~/capabilities/text-metrics/pixel-width";

function page(overrides: Partial<LiveMetaPage> = {}): LiveMetaPage {
  return {
    index: 0,
    url: "https://ornek.com/",
    finalUrl: "https://ornek.com/",
    status: 200,
    contentType: "text/html",
    html: true,
    title: "Kurumsal Web Tasarım | Örnek",
    description: "Hızlı ve mobil uyumlu kurumsal web siteleri.",
    error: null,
    ...overrides,
  };
}

describe("limits", () => {
  it("are the editor's: characters from the tool, pixels from the desktop result", () => {
    expect(LIVE_META_LIMITS.title).toMatchObject({ chars: META_TITLE_LIMIT, maxWidthPx: SERP_TITLE_MAX_WIDTH_PX });
    expect(LIVE_META_LIMITS.description).toMatchObject({ chars: META_DESCRIPTION_LIMIT, maxWidthPx: SERP_DESCRIPTION_MAX_WIDTH_PX });
  });
});

describe("pageOutcome", () => {
  it("tells a readable page from an unreachable one, an error answer and a non-HTML answer", () => {
    expect(pageOutcome(page())).toBe("ok");
    expect(pageOutcome(page({ status: null, html: false, error: "Bu adrese bağlanılamadı." }))).toBe("unreachable");
    expect(pageOutcome(page({ status: 404 }))).toBe("http-status");
    expect(pageOutcome(page({ status: 500, html: false }))).toBe("http-status");
    expect(pageOutcome(page({ contentType: "application/json", html: false }))).toBe("not-html");
  });
});

describe("checkMetaField", () => {
  it("flags a missing field once, not as too long or too wide", () => {
    expect(checkMetaField(null, "title")).toEqual({ text: "", length: 0, widthPx: 0, flags: ["missing"] });
    expect(checkMetaField("   ", "description").flags).toEqual(["missing"]);
  });

  it("counts characters as people see them and measures with the Arial table by default", () => {
    const check = checkMetaField("  Çağrı   Şükrü  ", "title");
    expect(check.text).toBe("Çağrı Şükrü");
    expect(check.length).toBe(11);
    expect(check.widthPx).toBe(Math.round(arialTextWidth("Çağrı Şükrü", 20)));
    expect(check.flags).toEqual([]);
  });

  it("flags a title over 60 characters, and one that is narrow in characters but wide in pixels", () => {
    expect(checkMetaField("i".repeat(META_TITLE_LIMIT), "title").flags).toEqual([]);
    expect(checkMetaField("i".repeat(META_TITLE_LIMIT + 1), "title").flags).toEqual(["too-long"]);
    // 40 W's: within 60 characters, far beyond 580 px.
    expect(checkMetaField("W".repeat(40), "title").flags).toEqual(["too-wide"]);
    expect(checkMetaField("W".repeat(70), "title").flags).toEqual(["too-long", "too-wide"]);
  });

  it("uses the screen's measurer when given (the browser's own fonts)", () => {
    const measurer = (text: string, font: string): number => (font.startsWith("14px") ? text.length * 100 : 0);
    expect(checkMetaField("abcdefghij", "description", measurer)).toMatchObject({ widthPx: 1000, flags: ["too-wide"] });
  });

  it("flags a description over 155 characters", () => {
    expect(checkMetaField("i".repeat(META_DESCRIPTION_LIMIT + 1), "description").flags).toEqual(["too-long"]);
  });
});

describe("liveMetaRow and rowWarnings", () => {
  it("checks both fields of a readable page and counts the issues", () => {
    const row = liveMetaRow(page({ title: "x".repeat(70), description: null }));
    expect(row.outcome).toBe("ok");
    expect(row.title?.flags).toContain("too-long");
    expect(row.description?.flags).toEqual(["missing"]);
    expect(row.issues).toBe((row.title?.flags.length ?? 0) + 1);
    expect(rowWarnings(row)).toContain(LIVE_META_TEXT.flags.titleTooLong);
    expect(rowWarnings(row)).toContain(LIVE_META_TEXT.flags.descriptionMissing);
  });

  it("does not judge the title of an error page: the row says why it was not read", () => {
    const notFound = liveMetaRow(page({ status: 404, title: "Sayfa bulunamadı" }));
    expect(notFound).toMatchObject({ outcome: "http-status", title: null, description: null, issues: 1 });
    expect(rowWarnings(notFound)).toEqual(["Hata yanıtı (404)"]);
    const refused = liveMetaRow(page({ status: null, html: false, error: "Özel ağ adresleri istenmez." }));
    expect(rowWarnings(refused)).toEqual(["Ulaşılamadı: Özel ağ adresleri istenmez."]);
    const json = liveMetaRow(page({ contentType: "application/json", html: false }));
    expect(rowWarnings(json)).toEqual(["HTML değil (application/json)"]);
  });

  it("orders rows as the visitor listed the addresses, whatever order they finished in", () => {
    const rows = liveMetaRows([
      page({ index: 2, url: "https://c/" }),
      page({ index: 0, url: "https://a/" }),
      page({ index: 1, url: "https://b/" }),
    ]);
    expect(rows.map((row) => row.page.url)).toEqual(["https://a/", "https://b/", "https://c/"]);
  });
});

describe("liveMetaCsv", () => {
  it("writes a header and one line per row, with a BOM, harmless cells and the warnings in words", () => {
    const csv = liveMetaCsv([
      liveMetaRow(page({ title: '=HYPERLINK("x")', description: "Bir, iki" })),
      liveMetaRow(page({ index: 1, url: "https://ornek.com/yok", finalUrl: "https://ornek.com/yok", status: 404 })),
    ]);
    const lines = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(lines[0]).toBe(LIVE_META_TEXT.csvHeader.join(","));
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[1]).toContain('"Bir, iki"');
    expect(lines[2]).toBe("https://ornek.com/yok,https://ornek.com/yok,404,Hata yanıtı (404),,,,,,,Hata yanıtı (404)");
    expect(lines.at(-1)).toBe("");
  });
});

describe("liveMetaFill", () => {
  it("fills the editor with what the page has and names what it lacks", () => {
    expect(liveMetaFill(page())).toEqual({
      ok: true,
      title: "Kurumsal Web Tasarım | Örnek",
      description: "Hızlı ve mobil uyumlu kurumsal web siteleri.",
      missing: [],
    });
    expect(liveMetaFill(page({ title: null, description: " " }))).toEqual({
      ok: true,
      title: "",
      description: "",
      missing: ["title", "description"],
    });
  });

  it("fills nothing from an error answer, a non-HTML answer or an unreachable page", () => {
    expect(liveMetaFill(page({ status: 404 }))).toEqual({ ok: false, outcome: "http-status" });
    expect(liveMetaFill(page({ html: false, contentType: "image/png" }))).toEqual({ ok: false, outcome: "not-html" });
    expect(liveMetaFill(page({ status: null, html: false }))).toEqual({ ok: false, outcome: "unreachable" });
  });
});

describe("request rule", () => {
  it("accepts 1 to 20 addresses, normalised, and refuses more with a Turkish message", () => {
    expect(checkLiveMetaUrls(["ornek.com/a"])).toEqual({ ok: true, urls: ["https://ornek.com/a"] });
    const twenty = Array.from({ length: LIVE_META_MAX_URLS }, (_, i) => `https://ornek.com/${i}`);
    expect(checkLiveMetaUrls(twenty)).toMatchObject({ ok: true });
    expect(checkLiveMetaUrls([...twenty, "https://ornek.com/x"])).toEqual({ ok: false, message: LIVE_META_MESSAGES.tooMany });
    expect(checkLiveMetaUrls([])).toEqual({ ok: false, message: LIVE_META_MESSAGES.emptyList });
    expect(checkLiveMetaUrls(["https://ornek.com/", "ftp://x"])).toEqual({
      ok: false,
      message: `2. satır: ${LIVE_META_MESSAGES.invalidUrl}`,
    });
    expect(checkLiveMetaUrls("https://ornek.com/")).toEqual({ ok: false, message: LIVE_META_MESSAGES.missingFields });
  });

  it("is the server's schema too", () => {
    expect(liveMetaRequestSchema.safeParse({ urls: ["https://ornek.com"] })).toMatchObject({
      success: true,
      data: { urls: ["https://ornek.com/"] },
    });
    const refused = liveMetaRequestSchema.safeParse({ urls: Array.from({ length: LIVE_META_MAX_URLS + 1 }, () => "https://ornek.com/") });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(LIVE_META_MESSAGES.tooMany);
  });
});
