import { describe, expect, it } from "vitest";
import { fetchedPage, pageSignals } from "../../../tests/support/live-check-builders";
import type { FetchedPage, HreflangAnnotation, PageSignals } from "~/capabilities/live-check/live-check";
import { annotationsOf, checkHreflangLive, langAgrees, newAlternates, normalizeUrl, type HreflangCheckInput, type HreflangLiveResult } from "./live-check";

const O = "https://www.ornek.com";

function signals(overrides: Partial<PageSignals> = {}): PageSignals {
  return pageSignals({ title: "Sayfa", wordCount: 100, ...overrides });
}

/** A fetched 200 HTML page, canonical to itself, with `links` as HTML annotations ("tr" → path). */
function fetched(path: string, links: Record<string, string> | [string, string][], overrides: Partial<FetchedPage> = {}, signalOverrides: Partial<PageSignals> = {}): FetchedPage {
  const url = `${O}${path}`;
  const entries = Array.isArray(links) ? links : Object.entries(links);
  const hreflang: HreflangAnnotation[] = entries.map(([value, href]) => ({ hreflang: value, href: `${O}${href}`, source: "html" }));
  return fetchedPage({ url, finalUrl: url, bytes: 1000, signals: signals({ canonical: url, hreflang, ...signalOverrides }), ...overrides });
}

const GOOD = { tr: "/tr/", en: "/en/", "x-default": "/" };

function run(pages: FetchedPage[], extra: Partial<HreflangCheckInput> = {}): HreflangLiveResult {
  return checkHreflangLive({ startUrl: pages[0]?.url ?? O, pages, sitemap: null, ...extra });
}

function problemsOf(result: HreflangLiveResult, path: string): string[] {
  return result.pages.find((page) => page.url === `${O}${path}`)?.problems.map((problem) => problem.code) ?? ["(no page)"];
}

function cellsOf(result: HreflangLiveResult, path: string): string[] {
  return result.pages.find((page) => page.url === `${O}${path}`)?.cells.map((cell) => `${cell.key}:${cell.status}`) ?? [];
}

describe("checkHreflangLive: a good set", () => {
  const result = run([fetched("/tr/", GOOD, {}, { lang: "tr" }), fetched("/en/", GOOD, {}, { lang: "en-US" }), fetched("/", GOOD, {}, { lang: "en" })]);

  it("finds nothing to fix", () => {
    expect(result.columns.map((column) => [column.value, column.href])).toEqual([
      ["tr", `${O}/tr/`],
      ["en", `${O}/en/`],
      ["x-default", `${O}/`],
    ]);
    expect(result.pages.map((page) => page.verdict)).toEqual(["ok", "ok", "ok"]);
    expect(result.clusterProblems).toEqual([]);
    expect(result.fixPack).toEqual({
      set: [
        { hreflang: "tr", href: `${O}/tr/` },
        { hreflang: "en", href: `${O}/en/` },
        { hreflang: "x-default", href: `${O}/` },
      ],
      pages: [],
      leftOut: [],
    });
  });

  it("marks each page's own column as itself", () => {
    expect(cellsOf(result, "/tr/")).toEqual(["tr:self", "en:ok", "x-default:ok"]);
    expect(cellsOf(result, "/")).toEqual(["tr:ok", "en:ok", "x-default:self"]);
  });

  it("lets one page carry both a language and x-default (Google's language-selector example)", () => {
    const both = { en: "/en/", de: "/de/", "x-default": "/en/" };
    const twin = run([fetched("/en/", both), fetched("/de/", both)]);
    expect(twin.pages.map((page) => page.verdict)).toEqual(["ok", "ok"]);
    expect(cellsOf(twin, "/en/")).toEqual(["en:self", "de:ok", "x-default:self"]);
  });
});

describe("checkHreflangLive: links between the versions", () => {
  it("a version that is pointed to but does not point back misses a return link", () => {
    const result = run([fetched("/tr/", GOOD), fetched("/en/", { en: "/en/", "x-default": "/" }), fetched("/", GOOD)]);
    expect(problemsOf(result, "/en/")).toEqual(["missing-return"]);
    expect(cellsOf(result, "/en/")).toEqual(["tr:missing", "en:self", "x-default:ok"]);
    expect(result.pages[1]?.problems[0]?.message).toBe(
      `Dönüş bağlantısı eksik: ${O}/tr/ bu sayfayı gösteriyor ama bu sayfa onu (tr) göstermiyor; Google tek yönlü bağlantıları yok sayabilir.`,
    );
    expect(result.fixPack.pages).toEqual([{ url: `${O}/en/`, missing: [{ hreflang: "tr", href: `${O}/tr/` }] }]);
  });

  it("a version of the set that neither links here nor is listed here is a missing link", () => {
    // /de/ is named by /tr/ only; /en/ does not list it and /de/ does not list /en/.
    const result = run([
      fetched("/tr/", { tr: "/tr/", en: "/en/", de: "/de/" }),
      fetched("/en/", { tr: "/tr/", en: "/en/" }),
      fetched("/de/", { tr: "/tr/", de: "/de/" }),
    ]);
    expect(problemsOf(result, "/en/")).toEqual(["missing-link"]);
    expect(problemsOf(result, "/de/")).toEqual(["missing-link"]);
    expect(result.pages[1]?.problems[0]?.message).toBe(`Setteki de sürümü (${O}/de/) listelenmemiş.`);
  });

  it("a page that does not list itself misses its self-reference", () => {
    const result = run([fetched("/tr/", { en: "/en/", "x-default": "/en/" }), fetched("/en/", { tr: "/tr/", en: "/en/", "x-default": "/en/" })]);
    expect(cellsOf(result, "/tr/")).toEqual(["en:ok", "x-default:ok", "tr:missing-self"]);
    expect(problemsOf(result, "/tr/")).toEqual(["missing-self"]);
    expect(result.fixPack.pages).toEqual([{ url: `${O}/tr/`, missing: [{ hreflang: "tr", href: `${O}/tr/` }] }]);
  });

  it("a page named by no value of the set, and a page with no annotations at all", () => {
    const result = run([fetched("/tr/", { en: "/en/" }), fetched("/en/", [])]);
    expect(problemsOf(result, "/tr/")).toEqual(["not-in-set"]);
    expect(problemsOf(result, "/en/")).toEqual(["no-annotations", "missing-self"]);
  });

  it("one value claimed by two addresses is reported once for the set and as a different address on the page", () => {
    const result = run([
      fetched("/tr/", { tr: "/tr/", en: "/en/", "x-default": "/" }),
      fetched("/en/", { tr: "/tr/", en: "/en/", "x-default": "/" }),
      fetched("/", { tr: "/tr/", en: "/en-gb/", "x-default": "/" }),
      fetched("/en-gb/", { tr: "/tr/", en: "/en-gb/", "x-default": "/" }),
    ]);
    expect(result.clusterProblems.map((problem) => problem.message)).toEqual([
      `en değeri birden fazla adrese verilmiş (${O}/en/, ${O}/en-gb/); her dil-bölge değeri tek bir adresi göstermeli.`,
    ]);
    expect(cellsOf(result, "/")).toEqual(["tr:ok", "en:other-url", "x-default:self"]);
    expect(result.pages[2]?.cells[1]?.found).toBe(`${O}/en-gb/`);
    expect(problemsOf(result, "/")).toEqual(["other-url"]);
  });

  it("names the addresses pages point to that are not fetched yet, each once", () => {
    const pages = [fetched("/tr/", GOOD), fetched("/en/", { ...GOOD, de: "/de/" })];
    expect(newAlternates(pages, null, new Set([`${O}/tr/`]))).toEqual([`${O}/en/`, `${O}/`, `${O}/de/`]);
  });
});

describe("checkHreflangLive: values", () => {
  it("x-default missing is a problem of the set", () => {
    const pair = { tr: "/tr/", en: "/en/" };
    const result = run([fetched("/tr/", pair), fetched("/en/", pair)]);
    expect(result.clusterProblems.map((problem) => problem.code)).toEqual(["no-x-default"]);
    expect(result.pages.map((page) => page.verdict)).toEqual(["ok", "ok"]);
  });

  it("wrong codes are explained with the fix, and the fix pack writes the fixed value", () => {
    const set: [string, string][] = [
      ["en-UK", "/uk/"],
      ["tr_TR", "/tr/"],
      ["x-default", "/uk/"],
    ];
    const result = run([fetched("/uk/", set), fetched("/tr/", set)]);
    expect(result.pages[0]?.problems.map((problem) => problem.message)).toEqual([
      '"en-UK" geçerli bir hreflang değeri değil: bölge kısmı ISO 3166-1 alpha-2 ülke kodu değil. Doğrusu: en-GB.',
      '"tr_TR" geçerli bir hreflang değeri değil: parçalar alt çizgiyle ayrılmış; hreflang kısa çizgi kullanır. Doğrusu: tr-TR.',
    ]);
    expect(result.columns.map((column) => column.code)).toEqual([
      { ok: false, problem: "unknown-region", suggestion: "en-GB" },
      { ok: false, problem: "underscore", suggestion: "tr-TR" },
      { ok: true, value: "x-default" },
    ]);
    expect(result.fixPack.set.map((link) => link.hreflang)).toEqual(["en-GB", "tr-TR", "x-default"]);
    expect(result.fixPack.pages.map((page) => page.missing.map((link) => link.hreflang))).toEqual([
      ["en-GB", "tr-TR"],
      ["en-GB", "tr-TR"],
    ]);
  });

  it("a region alone is refused, a script subtag is allowed", () => {
    const set = { "zh-Hant": "/zh-tw/", "zh-Hans": "/zh-cn/", GB: "/gb/" };
    const result = run([fetched("/zh-tw/", set), fetched("/zh-cn/", set), fetched("/gb/", set)]);
    const messages = result.pages[0]?.problems.map((problem) => problem.message) ?? [];
    expect(messages).toEqual([
      '"GB" geçerli bir hreflang değeri değil: yalnızca bölge kodu; Google bölge kodundan dil çıkarmaz, önce dil kodu gelmeli (örneğin en-GB).',
    ]);
    // A value that cannot be fixed stays out of the pack.
    expect(result.fixPack.set.map((link) => link.hreflang)).toEqual(["zh-Hant", "zh-Hans"]);
  });

  it("values are compared without case", () => {
    const result = run([fetched("/tr/", { "TR-tr": "/tr/", en: "/en/" }), fetched("/en/", { "tr-TR": "/tr/", EN: "/en/" })]);
    expect(result.columns.map((column) => column.key)).toEqual(["tr-tr", "en"]);
    expect(result.pages.map((page) => page.verdict)).toEqual(["ok", "ok"]);
  });
});

describe("checkHreflangLive: the alternates themselves", () => {
  it("a 404 is reported, its annotations are not read, and it stays out of the fix pack", () => {
    const result = run([fetched("/tr/", { ...GOOD, de: "/de/" }), fetched("/en/", GOOD), fetched("/", GOOD), fetched("/de/", {}, { status: 404 })]);
    expect(problemsOf(result, "/de/")).toEqual(["http-status"]);
    expect(result.pages[3]?.problems[0]?.message).toBe("HTTP 404 döndü; hreflang yalnızca 200 yanıt veren sayfaları göstermeli.");
    expect(cellsOf(result, "/de/").every((cell) => cell.endsWith(":unread"))).toBe(true);
    expect(result.fixPack.leftOut).toEqual([`${O}/de/`]);
    // The others do not list /de/, which is not eligible: nothing to add about it.
    expect(result.fixPack.set.map((link) => link.href)).not.toContain(`${O}/de/`);
  });

  it("an address that did not answer is unread, with the fetcher's reason", () => {
    const page = fetched("/de/", {}, { status: null, signals: null, error: { code: "blocked", message: "Özel ağ adresleri kontrol edilemez." } });
    const result = run([fetched("/tr/", { tr: "/tr/", de: "/de/" }), page]);
    expect(result.pages[1]?.verdict).toBe("unread");
    expect(result.pages[1]?.problems.map((problem) => problem.message)).toEqual(["Sayfa açılamadı: Özel ağ adresleri kontrol edilemez."]);
  });

  it("a redirected alternate is reported with where it ends", () => {
    const page = fetched("/en/", GOOD, { finalUrl: `${O}/en/home`, redirects: [{ url: `${O}/en/`, status: 301 }] }, { canonical: `${O}/en/home` });
    const result = run([fetched("/tr/", GOOD), page, fetched("/", GOOD)]);
    expect(problemsOf(result, "/en/")).toEqual(["redirected"]);
    expect(result.fixPack.leftOut).toEqual([`${O}/en/`]);
  });

  it("a non-HTML answer is reported", () => {
    const result = run([fetched("/tr/", { tr: "/tr/", en: "/en.pdf" }), fetched("/en.pdf", {}, { signals: null, contentType: "application/pdf" })]);
    expect(problemsOf(result, "/en.pdf")).toEqual(["not-html"]);
  });

  it("noindex in meta robots, googlebot meta or X-Robots-Tag; another crawler's noindex does not count", () => {
    const meta = fetched("/en/", GOOD, {}, { robots: [{ source: "meta", scope: "*", directives: ["noindex", "follow"] }] });
    const header = fetched("/", GOOD, {}, { robots: [{ source: "header", scope: "*", directives: ["none"] }] });
    const googlebot = fetched("/de/", { ...GOOD, de: "/de/" }, {}, { robots: [{ source: "meta", scope: "googlebot", directives: ["noindex"] }] });
    const other = fetched("/tr/", { ...GOOD, de: "/de/" }, {}, { robots: [{ source: "meta", scope: "gptbot", directives: ["noindex"] }] });
    const result = run([other, meta, header, googlebot]);
    expect(result.pages.find((page) => page.url === `${O}/en/`)?.problems[0]?.message).toBe(
      "Dizine eklenmesi engellenmiş (meta robots); noindex bir sayfa hreflang setinde olmamalı.",
    );
    expect(result.pages.find((page) => page.url === `${O}/`)?.problems[0]?.message).toContain("(X-Robots-Tag başlığı)");
    expect(problemsOf(result, "/de/")).toContain("noindex");
    expect(problemsOf(result, "/tr/")).not.toContain("noindex");
  });

  it("a canonical to another address (tag or Link header) is reported; no canonical is fine", () => {
    const tag = fetched("/en/", GOOD, {}, { canonical: `${O}/tr/` });
    const header = fetched("/", GOOD, {}, { canonical: null, headerCanonical: `${O}/tr/` });
    const none = fetched("/tr/", GOOD, {}, { canonical: null });
    const result = run([none, tag, header]);
    expect(problemsOf(result, "/en/")).toEqual(["canonical-elsewhere"]);
    expect(problemsOf(result, "/")).toEqual(["canonical-elsewhere"]);
    expect(problemsOf(result, "/tr/")).toEqual([]);
    expect(result.fixPack.set).toEqual([{ hreflang: "tr", href: `${O}/tr/` }]);
  });
});

describe("checkHreflangLive: <html lang>", () => {
  it("must agree with the value pointing to the page", () => {
    const result = run([fetched("/tr/", GOOD, {}, { lang: "en" }), fetched("/en/", GOOD, {}, { lang: "en-GB" }), fetched("/", GOOD, {}, { lang: "de" })]);
    expect(result.pages[0]?.problems.map((problem) => problem.message)).toEqual([
      '<html lang="en"> ile bu sayfayı gösteren hreflang (tr) uyuşmuyor; sayfanın dili ile hreflang aynı olmalı.',
    ]);
    // en-GB fits "en"; the x-default page's language is not checked.
    expect(problemsOf(result, "/en/")).toEqual([]);
    expect(problemsOf(result, "/")).toEqual([]);
  });

  it("compares regions only when both name one, and reads a wrong code as its fix", () => {
    expect(langAgrees("en-GB", "en-US")).toBe(false);
    expect(langAgrees("en", "en-US")).toBe(true);
    expect(langAgrees("EN-us", "en-US")).toBe(true);
    expect(langAgrees("tr", "en")).toBe(false);
    const set: [string, string][] = [["en-UK", "/uk/"], ["de", "/de/"]];
    const result = run([fetched("/uk/", set, {}, { lang: "en-GB" }), fetched("/de/", set, {}, { lang: "de" })]);
    expect(problemsOf(result, "/uk/")).toEqual(["invalid-code"]);
  });
});

describe("checkHreflangLive: sources and limits", () => {
  it("adds the sitemap's entries to a page's own, found by the asked or the final address", () => {
    const start = fetched("/tr/", {});
    const en = fetched("/en", {}, { finalUrl: `${O}/en/`, redirects: [] }, { canonical: `${O}/en/` });
    const sitemapSet: HreflangAnnotation[] = [
      { hreflang: "tr", href: `${O}/tr/`, source: "sitemap" },
      { hreflang: "en", href: `${O}/en`, source: "sitemap" },
    ];
    const sitemap = { url: `${O}/sitemap.xml`, annotations: { [`${O}/tr/`]: sitemapSet, [`${O}/en/`]: sitemapSet } };
    expect(annotationsOf(en, sitemap)).toHaveLength(2);
    const result = run([start, en], { sitemap });
    expect(result.sitemapUrl).toBe(`${O}/sitemap.xml`);
    expect(result.pages.map((page) => page.sources)).toEqual([["sitemap"], ["sitemap"]]);
  });

  it("merges HTML, header and sitemap without counting a repeat twice", () => {
    const page = fetched("/tr/", { tr: "/tr/" });
    page.signals?.hreflang.push({ hreflang: "tr", href: `${O}/tr/#x`, source: "header" });
    expect(annotationsOf(page, { url: "s", annotations: { [`${O}/tr/`]: [{ hreflang: "TR", href: `${O}/tr/`, source: "sitemap" }] } })).toEqual([
      { hreflang: "tr", href: `${O}/tr/`, source: "html" },
    ]);
  });

  it("one version only, addresses over the cap, an early stop", () => {
    const result = run([fetched("/tr/", { tr: "/tr/", "x-default": "/tr/" })], { capped: [`${O}/a`, `${O}/b`], stopReason: "time-limit" });
    expect(result.clusterProblems.map((problem) => problem.message)).toEqual([
      "Sette yalnızca bir sayfa var; hreflang en az iki dil veya bölge sürümüyle anlam taşır.",
      "Setteki 2 adres, 50 sayfa sınırı yüzünden açılmadı.",
      "Kontrol erken durdu (süre sınırı); sonuç eksik olabilir.",
    ]);
  });

  it("normalizes addresses like annotations carry them", () => {
    expect(normalizeUrl("https://Ornek.com/a#b")).toBe("https://ornek.com/a");
    expect(normalizeUrl("not a url")).toBe("not a url");
  });
});
