import { describe, expect, it } from "vitest";
import { fetchedPage, pageSignals } from "../../../tests/support/live-check-builders";
import type { FetchedPage, PageSignals } from "~/capabilities/live-check/live-check";
import {
  canonicalLiveCsv,
  canonicalRow,
  describeParameterTest,
  describeTarget,
  effectiveCanonical,
  followUpFetches,
  formatChain,
  hasTestParameters,
  isNoindex,
  sameUrl,
  sortRows,
  verdictOf,
  withTestParameters,
  type CanonicalFinding,
  type CanonicalLiveRow,
  type FindingCode,
} from "./live-check";
import { CANONICAL_LIVE_CSV_HEADER, CANONICAL_LIVE_FINDINGS, CANONICAL_LIVE_VERDICTS } from "./live.content";

const A = "https://www.ornek.com/urun";
const B = "https://www.ornek.com/asil";
const C = "https://www.ornek.com/en-asil";

/** The signals of an ordinary Turkish page without a canonical; `overrides` sets the case. */
function signals(overrides: Partial<PageSignals> = {}): PageSignals {
  return pageSignals({ title: "Sayfa", lang: "tr", wordCount: 100, ...overrides });
}

/** A page whose HTML canonical is `canonical` (absolute, as written), og:url the same. */
function withCanonical(canonical: string, extra: Partial<PageSignals> = {}): PageSignals {
  return signals({ canonical, canonicalHref: canonical, canonicalCount: 1, ogUrl: canonical, ...extra });
}

function fetched(url: string, overrides: Partial<FetchedPage> = {}): FetchedPage {
  return fetchedPage({ url, finalUrl: url, headers: { "content-type": "text/html" }, bytes: 1000, signals: signals(), ...overrides });
}

function selfCanonical(url: string, extra: Partial<PageSignals> = {}): FetchedPage {
  return fetched(url, { signals: withCanonical(url, extra) });
}

/** The parameter variant of `url` that canonicalises to `canonical` (default: the clean URL). */
function variant(url: string, canonical: string | null = url): FetchedPage {
  const withParams = withTestParameters(url);
  return fetched(withParams, { signals: canonical === null ? signals() : withCanonical(canonical) });
}

function codes(row: CanonicalLiveRow): FindingCode[] {
  return row.findings.map((f) => f.code);
}

function only(row: CanonicalLiveRow, code: FindingCode): CanonicalFinding {
  const found = row.findings.filter((f) => f.code === code);
  expect(found).toHaveLength(1);
  return found[0] as CanonicalFinding;
}

const blocked = { code: "blocked_address", message: "Bu adres özel/yerel bir ağa işaret ettiği için analiz edilemez." };

describe("withTestParameters", () => {
  it("adds the campaign parameters as the query of a clean URL", () => {
    expect(withTestParameters("https://www.ornek.com/urun")).toBe("https://www.ornek.com/urun?utm_source=test&gclid=test");
  });

  it("appends them to an existing query, keeping it as written", () => {
    expect(withTestParameters("https://www.ornek.com/liste?renk=siyah&q=a%20b")).toBe(
      "https://www.ornek.com/liste?renk=siyah&q=a%20b&utm_source=test&gclid=test",
    );
  });

  it("drops the fragment and treats a bare ? as no query", () => {
    expect(withTestParameters("https://www.ornek.com/urun?#bolum")).toBe("https://www.ornek.com/urun?utm_source=test&gclid=test");
  });
});

describe("hasTestParameters / sameUrl / isNoindex / effectiveCanonical", () => {
  it("finds either test parameter with the test value only", () => {
    expect(hasTestParameters(`${A}?utm_source=test`)).toBe(true);
    expect(hasTestParameters(`${A}?x=1&gclid=test`)).toBe(true);
    expect(hasTestParameters(`${A}?utm_source=google`)).toBe(false);
    expect(hasTestParameters(A)).toBe(false);
    expect(hasTestParameters("göreli/adres")).toBe(false);
  });

  it("compares parsed addresses: host case, default port and fragment do not count, the path does", () => {
    expect(sameUrl("https://WWW.ornek.com:443/urun#a", A)).toBe(true);
    expect(sameUrl("https://www.ornek.com", "https://www.ornek.com/")).toBe(true);
    expect(sameUrl(`${A}/`, A)).toBe(false);
    expect(sameUrl(`http://www.ornek.com/urun`, A)).toBe(false);
  });

  it("reads noindex and none for everybody or Google, from meta or header, and ignores other crawlers", () => {
    expect(isNoindex(null)).toBe(false);
    expect(isNoindex(signals({ robots: [{ source: "meta", scope: "*", directives: ["noindex", "follow"] }] }))).toBe(true);
    expect(isNoindex(signals({ robots: [{ source: "header", scope: "*", directives: ["none"] }] }))).toBe(true);
    expect(isNoindex(signals({ robots: [{ source: "meta", scope: "googlebot", directives: ["noindex"] }] }))).toBe(true);
    expect(isNoindex(signals({ robots: [{ source: "meta", scope: "bingbot", directives: ["noindex"] }] }))).toBe(false);
    expect(isNoindex(signals({ robots: [{ source: "meta", scope: "*", directives: ["nofollow"] }] }))).toBe(false);
  });

  it("takes the HTML canonical first, the Link header otherwise", () => {
    expect(effectiveCanonical(fetched(A, { signals: signals({ canonical: B, headerCanonical: C }) }))).toBe(B);
    expect(effectiveCanonical(fetched(A, { signals: signals({ headerCanonical: C }) }))).toBe(C);
    expect(effectiveCanonical(fetched(A, { signals: null }))).toBeNull();
  });
});

describe("followUpFetches", () => {
  it("asks for the canonical target when it is another address, and always for the parameter variant", () => {
    expect(followUpFetches(fetched(A, { signals: withCanonical(B) }))).toEqual({ target: B, parameter: withTestParameters(A) });
    expect(followUpFetches(selfCanonical(A))).toEqual({ target: null, parameter: withTestParameters(A) });
    expect(followUpFetches(fetched(A))).toEqual({ target: null, parameter: withTestParameters(A) });
  });

  it("builds the variant from the final address after redirects", () => {
    const page = fetched(A, { finalUrl: B, redirects: [{ url: A, status: 301 }], signals: withCanonical(B) });
    expect(followUpFetches(page)).toEqual({ target: null, parameter: withTestParameters(B) });
  });

  it("asks for nothing more when the page failed, is not 200, or is not HTML", () => {
    const none = { target: null, parameter: null };
    expect(followUpFetches(fetched(A, { status: null, signals: null, error: blocked }))).toEqual(none);
    expect(followUpFetches(fetched(A, { status: 404, signals: withCanonical(B) }))).toEqual(none);
    expect(followUpFetches(fetched(A, { contentType: "application/pdf", signals: null }))).toEqual(none);
  });
});

describe("canonicalRow: the page itself", () => {
  it('says "Sinyaller tutarlı" for a self-canonical page with the same og:url whose variant canonicalises to it', () => {
    const row = canonicalRow({ index: 0, page: selfCanonical(A), target: null, parameter: variant(A) });
    expect(row.findings).toEqual([]);
    expect(row.verdict).toEqual({ level: "ok", summary: "Sinyaller tutarlı" });
    expect(row.selfCanonical).toBe(true);
    expect(row.target).toBeNull();
    expect(row.parameterTest).toMatchObject({ url: withTestParameters(A), status: 200, canonical: A });
  });

  it("reports a page that could not be fetched (a private address) as failed, with the reason, and nothing else", () => {
    const row = canonicalRow({ index: 3, page: fetched(A, { status: null, signals: null, error: blocked }), target: null, parameter: null });
    expect(codes(row)).toEqual(["fetch-failed"]);
    expect(row.findings[0]?.message).toBe(CANONICAL_LIVE_FINDINGS.fetchFailed.message(blocked.message));
    expect(row.verdict).toEqual({ level: "failed", summary: CANONICAL_LIVE_VERDICTS.failed });
    expect(row.error).toBe(blocked.message);
    expect(row.index).toBe(3);
  });

  it("reports a page that is not 200 and judges nothing else on it", () => {
    const row = canonicalRow({ index: 0, page: fetched(A, { status: 404, signals: withCanonical(B) }), target: null, parameter: null });
    expect(codes(row)).toEqual(["page-status"]);
    expect(row.findings[0]?.message).toContain("HTTP 404");
    expect(row.verdict.level).toBe("error");
  });

  it("warns that a non-HTML answer is not checked", () => {
    const row = canonicalRow({ index: 0, page: fetched(A, { contentType: "application/pdf", signals: null }), target: null, parameter: null });
    expect(codes(row)).toEqual(["not-html"]);
    expect(row.findings[0]?.message).toContain("application/pdf");
    expect(row.verdict.level).toBe("warning");
  });

  it("warns when the page has no canonical, and the variant without one is an error", () => {
    const row = canonicalRow({ index: 0, page: fetched(A), target: null, parameter: variant(A, null) });
    expect(codes(row)).toEqual(["no-canonical", "parameter-no-canonical"]);
    expect(only(row, "no-canonical").severity).toBe("warning");
    expect(only(row, "parameter-no-canonical").severity).toBe("error");
    expect(row.verdict).toEqual({ level: "error", summary: CANONICAL_LIVE_VERDICTS.errors(2) });
  });

  it("is an error to have more than one canonical tag", () => {
    const row = canonicalRow({ index: 0, page: selfCanonical(A, { canonicalCount: 2 }), target: null, parameter: variant(A) });
    expect(only(row, "multiple-canonicals").message).toBe(CANONICAL_LIVE_FINDINGS.multipleCanonicals.message(2));
    expect(row.canonicalCount).toBe(2);
  });

  it("is an error when the HTML canonical and the Link header disagree, and says both", () => {
    const row = canonicalRow({ index: 0, page: selfCanonical(A, { headerCanonical: B }), target: null, parameter: variant(A) });
    expect(codes(row)).toEqual(["header-mismatch"]);
    expect(only(row, "header-mismatch").message).toBe(CANONICAL_LIVE_FINDINGS.headerMismatch.message(A, B));
    expect(row.headerCanonical).toBe(B);
  });

  it("accepts the same canonical in the HTML and the header, written differently", () => {
    const row = canonicalRow({ index: 0, page: selfCanonical(A, { headerCanonical: "https://WWW.ornek.com:443/urun" }), target: null, parameter: variant(A) });
    expect(row.findings).toEqual([]);
  });

  it("uses the Link header canonical when the HTML has none", () => {
    const page = fetched(A, { signals: signals({ headerCanonical: A }) });
    const row = canonicalRow({ index: 0, page, target: null, parameter: variant(A) });
    expect(row.selfCanonical).toBe(true);
    expect(row.findings).toEqual([]);
  });

  it("notes a relative canonical (it works; absolute is recommended) without changing the verdict", () => {
    const page = selfCanonical(A, { canonicalHref: "/urun" });
    const row = canonicalRow({ index: 0, page, target: null, parameter: variant(A) });
    const relative = only(row, "relative-canonical");
    expect(relative.severity).toBe("info");
    expect(relative.message).toBe(CANONICAL_LIVE_FINDINGS.relativeCanonical.message("/urun"));
    expect(relative.fix).toContain("https://");
    expect(row.verdict.summary).toBe("Sinyaller tutarlı");
  });

  it("does not call an absolute canonical in upper case relative", () => {
    const row = canonicalRow({ index: 0, page: selfCanonical(A, { canonicalHref: "HTTPS://www.ornek.com/urun" }), target: null, parameter: variant(A) });
    expect(codes(row)).toEqual([]);
  });

  it("warns when og:url differs from the canonical, and ignores a missing og:url", () => {
    const mismatch = canonicalRow({ index: 0, page: selfCanonical(A, { ogUrl: B }), target: null, parameter: variant(A) });
    expect(only(mismatch, "og-url-mismatch").message).toBe(CANONICAL_LIVE_FINDINGS.ogUrlMismatch.message(B, A));
    expect(mismatch.verdict).toEqual({ level: "warning", summary: CANONICAL_LIVE_VERDICTS.warnings(1) });
    const missing = canonicalRow({ index: 0, page: selfCanonical(A, { ogUrl: null }), target: null, parameter: variant(A) });
    expect(missing.findings).toEqual([]);
  });

  it("is an error to carry noindex with a canonical to itself", () => {
    const page = selfCanonical(A, { robots: [{ source: "meta", scope: "*", directives: ["noindex"] }] });
    const row = canonicalRow({ index: 0, page, target: null, parameter: variant(A) });
    expect(codes(row)).toEqual(["noindex-self"]);
    expect(row.noindex).toBe(true);
  });

  it("is an error to carry noindex (X-Robots-Tag) with a canonical elsewhere; the target is still checked", () => {
    const page = fetched(A, { signals: withCanonical(B, { robots: [{ source: "header", scope: "*", directives: ["noindex"] }] }) });
    const row = canonicalRow({ index: 0, page, target: selfCanonical(B), parameter: variant(A, B) });
    expect(codes(row)).toEqual(["noindex-elsewhere"]);
    expect(only(row, "noindex-elsewhere").message).toContain(B);
  });

  it("does not report noindex alone (without a canonical)", () => {
    const page = fetched(A, { signals: signals({ robots: [{ source: "meta", scope: "*", directives: ["noindex"] }] }) });
    const row = canonicalRow({ index: 0, page, target: null, parameter: variant(A, null) });
    expect(codes(row)).not.toContain("noindex-self");
    expect(codes(row)).not.toContain("noindex-elsewhere");
  });
});

describe("canonicalRow: redirects of the entered address", () => {
  it("warns that an address that redirects is not the one to link to, naming the target, and checks the final page", () => {
    const page = fetched(A, { finalUrl: B, redirects: [{ url: A, status: 301 }], signals: withCanonical(B) });
    const row = canonicalRow({ index: 0, page, target: null, parameter: variant(B) });
    expect(codes(row)).toEqual(["redirected"]);
    expect(only(row, "redirected").severity).toBe("warning");
    expect(only(row, "redirected").message).toContain(B);
    expect(only(row, "redirected").fix).toContain(B);
    expect(row.selfCanonical).toBe(true);
    expect(row.verdict).toEqual({ level: "warning", summary: "Sinyaller kısmen tutarlı: 1 uyarı" });
  });

  it("warns about a chain and about a temporary hop, with each hop's status in the chain", () => {
    const middle = "https://www.ornek.com/ara";
    const page = fetched(A, {
      finalUrl: B,
      redirects: [
        { url: A, status: 301 },
        { url: middle, status: 302 },
      ],
      signals: withCanonical(B),
    });
    const row = canonicalRow({ index: 0, page, target: null, parameter: variant(B) });
    expect(codes(row)).toEqual(["redirected", "redirect-chain", "temporary-redirect"]);
    expect(only(row, "redirect-chain").message).toBe(CANONICAL_LIVE_FINDINGS.redirectChain.message(2));
    expect(only(row, "temporary-redirect").message).toContain("302");
    expect(formatChain(page)).toBe(`${A} (301) → ${middle} (302) → ${B} (200)`);
    expect(row.verdict.level).toBe("warning");
  });
});

describe("canonicalRow: the canonical target", () => {
  it("notes a canonical elsewhere to a good target (200, indexable, self-canonical): still consistent", () => {
    const row = canonicalRow({ index: 0, page: fetched(A, { signals: withCanonical(B) }), target: selfCanonical(B), parameter: variant(A, B) });
    expect(codes(row)).toEqual(["canonical-elsewhere"]);
    expect(row.verdict.summary).toBe("Sinyaller tutarlı");
    expect(row.target).toEqual({ url: B, finalUrl: B, status: 200, redirects: [], canonical: B, noindex: false, error: null });
    expect(describeTarget(row)).toBe(`${B} (200)`);
  });

  it("is an error when the target redirects, naming the chain and the address to use instead", () => {
    const target = fetched(B, { finalUrl: C, redirects: [{ url: B, status: 301 }], signals: withCanonical(C) });
    const row = canonicalRow({ index: 0, page: fetched(A, { signals: withCanonical(B) }), target, parameter: variant(A, B) });
    expect(codes(row)).toEqual(["canonical-elsewhere", "target-redirects"]);
    expect(only(row, "target-redirects").message).toBe(CANONICAL_LIVE_FINDINGS.targetRedirects.message(B, `${B} (301) → ${C} (200)`));
  });

  it("is an error when the target answers 404", () => {
    const target = fetched(B, { status: 404, signals: signals() });
    const row = canonicalRow({ index: 0, page: fetched(A, { signals: withCanonical(B) }), target, parameter: variant(A, B) });
    expect(only(row, "target-status").message).toBe(CANONICAL_LIVE_FINDINGS.targetStatus.message(B, 404));
    expect(row.verdict.level).toBe("error");
  });

  it("is an error when the target is itself canonicalised elsewhere, and says where to point instead", () => {
    const target = fetched(B, { signals: withCanonical(C) });
    const row = canonicalRow({ index: 0, page: fetched(A, { signals: withCanonical(B) }), target, parameter: variant(A, B) });
    const chain = only(row, "target-canonicalised");
    expect(chain.message).toBe(CANONICAL_LIVE_FINDINGS.targetCanonicalised.message(B, C));
    expect(chain.fix).toContain(C);
  });

  it("is an error when the target is noindex, and a warning when it has no canonical of its own", () => {
    const noindex = fetched(B, { signals: withCanonical(B, { robots: [{ source: "meta", scope: "*", directives: ["noindex"] }] }) });
    const first = canonicalRow({ index: 0, page: fetched(A, { signals: withCanonical(B) }), target: noindex, parameter: variant(A, B) });
    expect(codes(first)).toContain("target-noindex");
    expect(first.target?.noindex).toBe(true);
    const bare = canonicalRow({ index: 0, page: fetched(A, { signals: withCanonical(B) }), target: fetched(B), parameter: variant(A, B) });
    expect(only(bare, "target-no-canonical").severity).toBe("warning");
  });

  it("is an error when the target is not HTML", () => {
    const target = fetched(B, { contentType: "application/pdf", signals: null });
    const row = canonicalRow({ index: 0, page: fetched(A, { signals: withCanonical(B) }), target, parameter: variant(A, B) });
    expect(codes(row)).toContain("target-not-html");
  });

  it("reports a target that was refused (private address) with the reason", () => {
    const privateTarget = "http://10.0.0.1/gizli";
    const target = fetched(privateTarget, { status: null, signals: null, error: blocked });
    const row = canonicalRow({ index: 0, page: fetched(A, { signals: withCanonical(privateTarget) }), target, parameter: variant(A, privateTarget) });
    expect(only(row, "target-failed").message).toBe(CANONICAL_LIVE_FINDINGS.targetFailed.message(privateTarget, blocked.message));
    expect(describeTarget(row)).toBe(`istenemedi: ${blocked.message}`);
  });

  it("treats a canonical naming the entered address that redirects to the page as a redirecting target", () => {
    // The visitor entered A, which redirects to B; B names A as its canonical.
    const page = fetched(A, { finalUrl: B, redirects: [{ url: A, status: 301 }], signals: withCanonical(A) });
    expect(followUpFetches(page).target).toBe(A);
    const row = canonicalRow({ index: 0, page, target: page, parameter: variant(B, A) });
    expect(codes(row)).toContain("target-redirects");
  });
});

describe("canonicalRow: the parameter test", () => {
  it("is an error when the variant names itself with the parameters", () => {
    const withParams = withTestParameters(A);
    const row = canonicalRow({ index: 0, page: selfCanonical(A), target: null, parameter: variant(A, withParams) });
    expect(codes(row)).toEqual(["parameter-echoed"]);
    expect(only(row, "parameter-echoed").message).toContain(withParams);
    expect(describeParameterTest(row)).toBe(withParams);
  });

  it("warns when the variant names another clean address than the page's canonical", () => {
    const row = canonicalRow({ index: 0, page: selfCanonical(A), target: null, parameter: variant(A, B) });
    expect(only(row, "parameter-other").message).toBe(CANONICAL_LIVE_FINDINGS.parameterOther.message(B, A));
    expect(only(row, "parameter-other").fix).toContain(A);
  });

  it("expects the page's canonical elsewhere on the variant too", () => {
    const row = canonicalRow({ index: 0, page: fetched(A, { signals: withCanonical(B) }), target: selfCanonical(B), parameter: variant(A, B) });
    expect(codes(row)).toEqual(["canonical-elsewhere"]);
  });

  it("accepts a site that redirects the parameters away", () => {
    const withParams = withTestParameters(A);
    const redirected = fetched(withParams, { finalUrl: A, redirects: [{ url: withParams, status: 301 }], signals: signals() });
    const row = canonicalRow({ index: 0, page: selfCanonical(A), target: null, parameter: redirected });
    expect(row.findings).toEqual([]);
  });

  it("warns when the variant could not be tested (error, non-200, not HTML)", () => {
    const failed = fetched(withTestParameters(A), { status: null, signals: null, error: { code: "timeout", message: "Sayfa 10 saniye içinde yanıt vermedi." } });
    expect(only(canonicalRow({ index: 0, page: selfCanonical(A), target: null, parameter: failed }), "parameter-failed").message).toContain("10 saniye");
    const notFound = fetched(withTestParameters(A), { status: 500, signals: signals() });
    const row = canonicalRow({ index: 0, page: selfCanonical(A), target: null, parameter: notFound });
    expect(only(row, "parameter-failed").message).toContain("HTTP 500");
    expect(describeParameterTest(row)).toBe("HTTP 500");
  });

  it("says the test was not run when the page could not be judged", () => {
    const row = canonicalRow({ index: 0, page: fetched(A, { status: 404 }), target: null, parameter: null });
    expect(describeParameterTest(row)).toBe("denenmedi");
  });
});

describe("verdictOf", () => {
  const f = (code: FindingCode, severity: CanonicalFinding["severity"]): CanonicalFinding => ({ code, severity, message: "m", fix: "f" });

  it("counts errors and warnings together once there is an error, and ignores notes", () => {
    expect(verdictOf([])).toEqual({ level: "ok", summary: "Sinyaller tutarlı" });
    expect(verdictOf([f("relative-canonical", "info")])).toEqual({ level: "ok", summary: "Sinyaller tutarlı" });
    expect(verdictOf([f("og-url-mismatch", "warning"), f("redirect-chain", "warning")]).summary).toBe(CANONICAL_LIVE_VERDICTS.warnings(2));
    expect(verdictOf([f("header-mismatch", "error"), f("og-url-mismatch", "warning"), f("redirected", "info")])).toEqual({
      level: "error",
      summary: "Sinyaller çelişiyor: düzeltilmesi gereken 2 sorun",
    });
  });
});

describe("canonicalLiveCsv", () => {
  it("writes a header and one line per URL in the visitor's order, findings and fixes in their cells", () => {
    const good = canonicalRow({ index: 0, page: selfCanonical(A), target: null, parameter: variant(A) });
    const bad = canonicalRow({ index: 1, page: fetched(B, { signals: withCanonical(C) }), target: fetched(C, { status: 404, signals: signals() }), parameter: variant(B, C) });
    const csv = canonicalLiveCsv([bad, good]);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    const lines = csv.slice(1).split("\r\n");
    expect(lines[0]).toBe(CANONICAL_LIVE_CSV_HEADER.join(","));
    expect(lines[1]).toBe(`${A},${A},200,,${A},,${A},sayfanın kendisi,${A},Sinyaller tutarlı,,`);
    expect(lines[2]).toContain(`${B},${B},200,,${C},,${C},${C} (404),${C},Sinyaller çelişiyor: düzeltilmesi gereken 1 sorun,"Bilgi: `);
    expect(lines[2]).toContain(`Hata: ${CANONICAL_LIVE_FINDINGS.targetStatus.message(C, 404)}`);
    expect(lines.at(-1)).toBe("");
  });

  it("says why a page was not fetched", () => {
    const row = canonicalRow({ index: 0, page: fetched(A, { status: null, signals: null, error: blocked }), target: null, parameter: null });
    const line = canonicalLiveCsv([row]).split("\r\n")[1] ?? "";
    expect(line.startsWith(`${A},${A},istenemedi,`)).toBe(true);
    expect(line).toContain(blocked.message);
  });
});

describe("sortRows", () => {
  it("orders rows by the visitor's list, whatever order they finished in", () => {
    const rows = [2, 0, 1].map((index) => canonicalRow({ index, page: selfCanonical(`${A}/${index}`), target: null, parameter: null }));
    expect(sortRows(rows).map((row) => row.index)).toEqual([0, 1, 2]);
  });
});
