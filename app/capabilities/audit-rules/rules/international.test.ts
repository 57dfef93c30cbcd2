import { describe, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import { CLEAN_HEADERS, ORIGIN, auditPage, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { INTERNATIONAL_RULES } from "./international";

type Version = readonly [value: string, path: string];

/** A Turkish and an English version with a Turkish default: the set every twin starts from. */
const SET: readonly Version[] = [
  ["tr", "/tr/"],
  ["en", "/en/"],
  ["x-default", "/tr/"],
];

const tags = (versions: readonly Version[]): string => versions.map(([value, path]) => `<link rel="alternate" hreflang="${value}" href="${ORIGIN}${path}">`).join("");
const header = (versions: readonly Version[]): string => versions.map(([value, path]) => `<${ORIGIN}${path}>; rel="alternate"; hreflang="${value}"`).join(", ");

/** A version at `path` in `lang` carrying `versions` as tags, with `change` on top. */
const version = (path: string, lang: string, versions: readonly Version[], change: (p: PageParts) => Partial<PageParts> = () => ({})) =>
  auditPage(path, (p) => ({ lang, headExtra: `${p.headExtra}${tags(versions)}`, ...change(p) }));

const TR = `${ORIGIN}/tr/`;
const EN = `${ORIGIN}/en/`;
const NOINDEX = `<meta name="robots" content="noindex">`;

const FIXTURES: Record<(typeof INTERNATIONAL_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "international/invalid-code": [
    {
      pages: [
        version("/tr/", "tr", [["tr", "/tr/"], ["en-UK", "/en/"], ["x-default", "/tr/"]]),
        version("/en/", "en", [["tr", "/tr/"], ["en-UK", "/en/"], ["x-default", "/tr/"]]),
      ],
    },
    // Values are case-insensitive, and a script subtag is allowed.
    {
      pages: [
        version("/tr/", "tr", [["TR", "/tr/"], ["en-gb", "/en/"], ["zh-Hant", "/zh/"], ["x-default", "/tr/"]]),
        version("/en/", "en-GB", [["TR", "/tr/"], ["en-gb", "/en/"], ["zh-Hant", "/zh/"], ["x-default", "/tr/"]]),
      ],
    },
  ],
  "international/relative-href": [
    {
      pages: [
        auditPage("/tr/", (p) => ({ headExtra: `${p.headExtra}<link rel="alternate" hreflang="tr" href="/tr/">${tags(SET.slice(1))}` })),
        version("/en/", "en", SET),
      ],
      expectHits: [TR],
    },
    // The scheme in capitals is still a fully-qualified address.
    { pages: [auditPage("/tr/", (p) => ({ headExtra: `${p.headExtra}<link rel="alternate" hreflang="tr" href="HTTPS://www.ornek-firma.com.tr/tr/">${tags(SET.slice(1))}` })), version("/en/", "en", SET)] },
  ],
  "international/missing-self": [
    { pages: [version("/tr/", "tr", SET), version("/en/", "en", [["tr", "/tr/"], ["x-default", "/tr/"]])], expectHits: [EN] },
    // The self-reference may come in the Link header while the others are tags.
    {
      pages: [
        version("/tr/", "tr", SET),
        version("/en/", "en", [["tr", "/tr/"], ["x-default", "/tr/"]], () => ({ headers: { ...CLEAN_HEADERS, link: header([["en", "/en/"]]) } })),
      ],
    },
  ],
  "international/duplicate-value": [
    { pages: [version("/tr/", "tr", [...SET, ["en", "/en-eski/"]]), version("/en/", "en", SET)], expectHits: [TR] },
    // Two values may name one address (English for everyone, and for Britain).
    { pages: [version("/tr/", "tr", [...SET, ["en-GB", "/en/"]]), version("/en/", "en", [...SET, ["en-GB", "/en/"]])] },
  ],
  "international/no-x-default": [
    { pages: [version("/tr/", "tr", SET.slice(0, 2)), version("/en/", "en", SET.slice(0, 2))] },
    { pages: [version("/tr/", "tr", [...SET.slice(0, 2), ["X-Default", "/tr/"]]), version("/en/", "en", [...SET.slice(0, 2), ["X-Default", "/tr/"]])] },
  ],
  "international/lang-mismatch": [
    // The theme writes lang="tr" on every version.
    { pages: [version("/tr/", "tr", SET), version("/en/", "tr", SET)], expectHits: [EN] },
    // A region in lang and none in the value agree.
    { pages: [version("/tr/", "tr-TR", SET), version("/en/", "en-US", SET)] },
  ],
  "international/missing-return": [
    { pages: [version("/tr/", "tr", SET), auditPage("/en/", { lang: "en" })], expectHits: [EN] },
    // The return links may all come in the Link header.
    { pages: [version("/tr/", "tr", SET), auditPage("/en/", { lang: "en", headers: { ...CLEAN_HEADERS, link: header(SET) } })] },
  ],
  "international/alternate-redirects": [
    // The version's address is not the one the set names, so the return link is missing too.
    {
      pages: [version("/tr/", "tr", [["tr", "/tr/"], ["en", "/en"], ["x-default", "/tr/"]]), version("/en/", "en", SET, () => ({ redirectedFrom: ["/en"] }))],
      linked: false,
      inSitemap: false,
      alsoFires: ["international/missing-return"],
      expectHits: [TR],
    },
    { pages: [version("/tr/", "tr", SET), version("/en/", "en", SET)], linked: false, inSitemap: false },
  ],
  "international/alternate-error": [
    // The version answering 404 is itself a client error.
    { pages: [version("/tr/", "tr", SET), auditPage("/en/", { status: 404 })], linked: false, inSitemap: false, alsoFires: ["crawl/client-error"], expectHits: [TR] },
    { pages: [version("/tr/", "tr", SET), version("/en/", "en", SET)], linked: false, inSitemap: false },
  ],
  "international/alternate-noindex": [
    // A noindex page is listed by the crawl family's notice too.
    {
      pages: [version("/tr/", "tr", SET), version("/en/", "en", SET, (p) => ({ headExtra: `${NOINDEX}${p.headExtra}${tags(SET)}` }))],
      inSitemap: false,
      alsoFires: ["crawl/noindex"],
      expectHits: [TR],
    },
    { pages: [version("/tr/", "tr", SET), version("/en/", "en", SET, (p) => ({ headExtra: `<meta name="robots" content="index, follow">${p.headExtra}${tags(SET)}` }))] },
  ],
  "international/alternate-not-canonical": [
    {
      pages: [
        version("/tr/", "tr", SET),
        version("/en/", "en", SET, (p) => ({ headExtra: `${p.headExtra.replace(`href="${EN}"`, `href="${ORIGIN}/en/index.html"`).replace(`content="${EN}"`, `content="${ORIGIN}/en/index.html"`)}${tags(SET)}` })),
      ],
      expectHits: [TR],
    },
    // The version names itself, written with a fragment.
    { pages: [version("/tr/", "tr", SET), version("/en/", "en", SET, (p) => ({ headExtra: `${p.headExtra.replace(`href="${EN}"`, `href="${EN}#icerik"`)}${tags(SET)}` }))] },
  ],
};

/** The English version as the audit read it without the crawl reaching it (AuditSite.namedPages). */
const namedEnglish = (change: Partial<PageParts> | ((p: PageParts) => Partial<PageParts>)) => ({
  namedPages: [auditPage("/en/", (p) => ({ ...(typeof change === "function" ? change(p) : change), source: "named" as const, foundOn: null }))],
});

/** Versions outside the crawl (another domain, nothing links to them) are judged on the audit's own reading of them. */
const NAMED_VERSION_FIXTURES: Record<string, [defect: RuleFixture, twin: RuleFixture]> = {
  "international/alternate-error": [
    { pages: [version("/tr/", "tr", SET)], site: () => namedEnglish({ status: 404 }), expectHits: [TR] },
    { pages: [version("/tr/", "tr", SET)], site: () => namedEnglish((p) => ({ lang: "en", headExtra: `${p.headExtra}${tags(SET)}` })) },
  ],
  "international/missing-return": [
    { pages: [version("/tr/", "tr", SET)], site: () => namedEnglish({ lang: "en" }), expectHits: [EN] },
    { pages: [version("/tr/", "tr", SET)], site: () => namedEnglish((p) => ({ lang: "en", headExtra: `${p.headExtra}${tags(SET)}` })) },
  ],
};

describe("international rules", () => {
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });

  it.each(Object.entries(NAMED_VERSION_FIXTURES))("%s judges a version outside the crawl that the audit read", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, { ...defect, linked: false, inSitemap: false }, { ...twin, linked: false, inSitemap: false }, ALL_RULES);
  });
});
