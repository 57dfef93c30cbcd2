import { describe, expect, it } from "vitest";
import { LLMS_DEFAULT_INFO, parseLlmsTxt, renderLlmsTxt } from "./format";
import type { LlmsDocument } from "./format";
import { REFERENCE_FIXTURES } from "../../../tests/fixtures/llms-txt/reference-fixtures";
import { parseLlmsTxtReference } from "./reference-parser";

const AGENCY: LlmsDocument = {
  name: "Dijital Ajans",
  summary: "İstanbul merkezli dijital pazarlama ajansı: web tasarım, SEO, reklam.",
  info: "Türkçe hizmet verir.\n\n- Çalışma saatleri: Pazartesi-Cuma 09:00-18:00",
  sections: [
    { title: "Optional", links: [{ title: "Blog", url: "https://ajans.com.tr/blog" }] },
    {
      title: "Hizmetler",
      links: [
        { title: "SEO", url: "https://ajans.com.tr/seo", description: "Teknik SEO ve içerik" },
        { title: "Web Tasarım", url: "https://ajans.com.tr/web-tasarim" },
      ],
    },
    { title: "Boş", links: [] },
  ],
};

describe("renderLlmsTxt", () => {
  it("writes the llmstxt.org layout with Optional last and empty sections left out", () => {
    expect(renderLlmsTxt(AGENCY)).toBe(
      [
        "# Dijital Ajans",
        "",
        "> İstanbul merkezli dijital pazarlama ajansı: web tasarım, SEO, reklam.",
        "",
        "Türkçe hizmet verir.",
        "",
        "- Çalışma saatleri: Pazartesi-Cuma 09:00-18:00",
        "",
        "## Hizmetler",
        "",
        "- [SEO](https://ajans.com.tr/seo): Teknik SEO ve içerik",
        "- [Web Tasarım](https://ajans.com.tr/web-tasarim)",
        "",
        "## Optional",
        "",
        "- [Blog](https://ajans.com.tr/blog)",
        "",
      ].join("\n"),
    );
  });

  it("round-trips through the strict parser", () => {
    expect(parseLlmsTxt(renderLlmsTxt(AGENCY))).toEqual({
      title: "Dijital Ajans",
      summary: "İstanbul merkezli dijital pazarlama ajansı: web tasarım, SEO, reklam.",
      info: "Türkçe hizmet verir.\n\n- Çalışma saatleri: Pazartesi-Cuma 09:00-18:00",
      sections: {
        Hizmetler: [
          { title: "SEO", url: "https://ajans.com.tr/seo", description: "Teknik SEO ve içerik" },
          { title: "Web Tasarım", url: "https://ajans.com.tr/web-tasarim" },
        ],
        Optional: [{ title: "Blog", url: "https://ajans.com.tr/blog" }],
      },
    });
  });

  it("has no BOM, no \\r, and ends with exactly one newline", () => {
    const text = renderLlmsTxt({ ...AGENCY, info: "satır 1\r\nsatır 2\r\n\r\n\r\n" });
    expect(text.startsWith("\ufeff")).toBe(false);
    expect(text).not.toContain("\r");
    expect(text.endsWith("\n")).toBe(true);
    expect(text.endsWith("\n\n")).toBe(false);
  });

  it("writes a default info block when there is none, so the reference parser reads title and summary", () => {
    expect(LLMS_DEFAULT_INFO.trim()).not.toBe("");
    const nameOnly = renderLlmsTxt({ name: "  Ajans  ", sections: [] });
    expect(nameOnly).toBe(`# Ajans\n\n${LLMS_DEFAULT_INFO}\n`);
    expect(parseLlmsTxt(nameOnly)).toEqual({ title: "Ajans", info: LLMS_DEFAULT_INFO, sections: {} });

    const withSummary = renderLlmsTxt({
      name: "A",
      summary: "Özet",
      info: " \n\n ",
      sections: [{ title: "Docs", links: [{ title: "x", url: "y" }] }],
    });
    expect(withSummary).toBe(`# A\n\n> Özet\n\n${LLMS_DEFAULT_INFO}\n\n## Docs\n\n- [x](y)\n`);
    const reference = parseLlmsTxtReference(withSummary);
    expect(reference.title).toBe("A");
    expect(reference.summary).toBe("Özet");
    expect(reference.info).toBe(LLMS_DEFAULT_INFO);
    expect(parseLlmsTxt(withSummary)).toEqual({
      title: "A",
      summary: "Özet",
      info: LLMS_DEFAULT_INFO,
      sections: { Docs: [{ title: "x", url: "y" }] },
    });
  });

  it("folds newlines in one-line fields into spaces", () => {
    const text = renderLlmsTxt({
      name: "Çok\nsatırlı\tad",
      summary: "özet\n\nikinci satır",
      sections: [
        {
          title: "Bölüm\nadı",
          links: [{ title: "Başlık\n2", url: "https://a.com/x", description: "açıklama\nsatır 2\r\nsatır 3" }],
        },
      ],
    });
    expect(parseLlmsTxt(text)).toEqual({
      title: "Çok satırlı ad",
      summary: "özet ikinci satır",
      info: LLMS_DEFAULT_INFO,
      sections: {
        "Bölüm adı": [{ title: "Başlık 2", url: "https://a.com/x", description: "açıklama satır 2 satır 3" }],
      },
    });
  });

  it("changes brackets in titles and encodes parentheses and spaces in URLs", () => {
    const text = renderLlmsTxt({
      name: "A",
      sections: [
        {
          title: "Docs",
          links: [
            { title: "Fiyatlar [2025] (güncel)", url: "https://tr.wikipedia.org/wiki/SEO_(pazarlama)" },
            { title: "Ters bölü \\", url: " https://a.com/dosya adı.pdf ", description: "a: b [c](d)" },
            { title: "]]", url: "https://a.com/<x>\\y" },
          ],
        },
      ],
    });
    expect(text).toContain("- [Fiyatlar (2025) (güncel)](https://tr.wikipedia.org/wiki/SEO_%28pazarlama%29)\n");
    expect(text).toContain("- [Ters bölü](https://a.com/dosya%20adı.pdf): a: b [c](d)\n");
    expect(parseLlmsTxt(text).sections["Docs"]).toEqual([
      { title: "Fiyatlar (2025) (güncel)", url: "https://tr.wikipedia.org/wiki/SEO_%28pazarlama%29" },
      { title: "Ters bölü", url: "https://a.com/dosya%20adı.pdf", description: "a: b [c](d)" },
      { title: "))", url: "https://a.com/%3Cx%3E%5Cy" },
    ]);
  });

  it("leaves out links without a title or URL", () => {
    const text = renderLlmsTxt({
      name: "A",
      sections: [
        {
          title: "Docs",
          links: [
            { title: "  ", url: "https://a.com" },
            { title: "x", url: "" },
            { title: "\\\\", url: "u" },
          ],
        },
      ],
    });
    expect(text).toBe(`# A\n\n${LLMS_DEFAULT_INFO}\n`);
  });

  it("escapes info lines that would become headings, sections or the summary", () => {
    const info = "## Sahte bölüm\n# Başlık\nMetin\n---\nAlt\n===\n   ### girintili";
    const text = renderLlmsTxt({ name: "A", info: "> alıntı\n" + info, sections: [] });
    expect(text).toBe(
      "# A\n\n\\> alıntı\n\\## Sahte bölüm\n\\# Başlık\nMetin\n\\---\nAlt\n\\===\n   \\### girintili\n",
    );
    const parsed = parseLlmsTxt(text);
    expect(parsed.summary).toBeUndefined();
    expect(parsed.sections).toEqual({});
    // With a summary, a leading quote in the info is just a quote.
    expect(renderLlmsTxt({ name: "A", summary: "S", info: "> alıntı", sections: [] })).toBe("# A\n\n> S\n\n> alıntı\n");
  });

  it("rejects documents it cannot write correctly", () => {
    expect(() => renderLlmsTxt({ name: " \n ", sections: [] })).toThrow(/name/);
    expect(() => renderLlmsTxt({ name: "A", sections: [{ title: " ", links: [] }] })).toThrow(/section/);
    expect(() =>
      renderLlmsTxt({
        name: "A",
        sections: [
          { title: "Docs", links: [] },
          { title: " Docs", links: [] },
        ],
      }),
    ).toThrow(/Docs/);
  });

  it("round-trips random documents with hostile characters", () => {
    let seed = 20_250_309;
    const random = (): number => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    const alphabet = [
      "a",
      "Ş",
      "ğ",
      "İ",
      "ı",
      " ",
      "\n",
      "\t",
      "[",
      "]",
      "(",
      ")",
      ":",
      "#",
      "##",
      ">",
      "-",
      "\\",
      "*",
      "`",
      "<",
      "&",
      "\u00a0",
      "\u2028",
      "\r",
      "\u0085",
      "😀",
    ];
    const text = (max: number): string =>
      Array.from({ length: Math.floor(random() * max) }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
        "",
      );

    for (let round = 0; round < 300; round++) {
      const doc: LlmsDocument = {
        name: "N" + text(12),
        summary: text(20),
        info: text(60),
        sections: Array.from({ length: Math.floor(random() * 4) }, (_, index) => ({
          title: `S${index}${text(8)}`,
          links: Array.from({ length: Math.floor(random() * 4) }, () => ({
            title: "t" + text(10),
            url: "u" + text(10),
            description: text(15),
          })),
        })),
      };
      const rendered = renderLlmsTxt(doc);
      const parsed = parseLlmsTxt(rendered);
      const oneLine = (value: string): string =>
        value
          .replace(/\p{Cc}/gu, " ")
          .replace(/\s+/g, " ")
          .trim();
      expect(parsed.title).toBe(oneLine(doc.name));
      expect(parsed.summary ?? "").toBe(oneLine(doc.summary ?? ""));
      // The reference parser itself reads the same title and summary.
      const reference = parseLlmsTxtReference(rendered);
      expect(reference.title).toBe(parsed.title);
      expect(reference.summary ?? "").toBe(parsed.summary ?? "");
      expect(reference.info).not.toBe("");
      for (const section of doc.sections) {
        const links = parsed.sections[oneLine(section.title)];
        const written = section.links.filter((link) => oneLine(link.title).replace(/[\\\s]+$/, "") !== "");
        expect(links?.length ?? 0).toBe(written.length);
        written.forEach((link, index) => {
          expect(links?.[index]?.description ?? "").toBe(oneLine(link.description ?? ""));
        });
      }
    }
  });
});

describe("parseLlmsTxt rejects non-conforming files", () => {
  const valid = "# Ajans\n\n> Özet\n\nBilgi\n\n## Docs\n\n- [a](https://a.com): b\n";

  it("accepts the valid base case", () => {
    expect(parseLlmsTxt(valid).sections).toEqual({ Docs: [{ title: "a", url: "https://a.com", description: "b" }] });
  });

  it.each([
    ["missing H1", "> Özet\n\n## Docs\n\n- [a](b)\n", /# Title/],
    ["prose before the H1", "Merhaba\n# Ajans\n\nBilgi\n", /line 1: .*# Title/],
    ["H1 without a space", "#Ajans\n\nBilgi\n", /# Title/],
    ["empty file", "", /# Title/],
    ["section before any H1", "## Docs\n- [a](b)\n", /line 1/],
    ["H3 in a section", valid + "\n### Alt\n\n- [c](d)\n", /line 11: H3/],
    ["H3 in the intro", "# Ajans\n\n### Alt\n", /line 3: H3/],
    ["H2 in the intro is a section, then prose in it", "# Ajans\n\n## Docs\nMetin\n", /line 4: only link items/],
    ["a second H1 in the intro", "# Ajans\n\nBilgi\n\n# İkinci\n", /line 5: no headings/],
    ["prose inside a section", valid + "Bu bir paragraf.\n", /line 10: only link items/],
    ["a link inside prose", valid + "bkz. - [c](d) burada\n", /only link items/],
    ["a nested list item", valid + "  - [c](d)\n", /only link items/],
    ["a bullet without a space", valid + "-[c](d)\n", /only link items/],
    ["a link with text after it", valid + "- [c](d) ek\n", /only link items/],
    ["a bare heading marker", "# A\n\n##\nDocs\n- [a](b)\n", /line 3: a section heading/],
    ["two sections of one name", valid + "\n## Docs\n\n- [c](d)\n", /two sections are named "Docs"/],
    ["CRLF line endings", valid.replaceAll("\n", "\r\n"), /line 1: uses "\\r"/],
    ["a byte order mark", "\ufeff" + valid, /byte order mark/],
    ["a title running onto the next line", "# Ajans\nBilgi\n", /title must be followed/],
    ["a two-line summary", "# Ajans\n\n> bir\n> iki\n\nBilgi\n", /line 4: the summary/],
    ["a summary with a lazy continuation", "# Ajans\n\n> bir\niki\n", /line 4: the summary/],
    ["an empty summary", "# Ajans\n\n>\n\nBilgi\n", /line 3: the summary blockquote is empty/],
    // Where the reference parser fails or misreads, so does this one.
    ["only an H1", "# Ajans\n", /title must be followed/],
    ["an H1 and sections only", "# Ajans\n\n## Docs\n\n- [a](b)\n", /title must be followed/],
    ["an H1 and a summary only", "# Ajans\n\n> Özet\n", /reads the summary as info/],
    ["a summary right before the first section", "# Ajans\n\n> Özet\n\n## Docs\n\n- [a](b)\n", /reads the summary as info/],
    ["a summary without a blank line after the H1, then sections", "# Ajans\n> Özet\n\n## Docs\n- [a](b)\n", /title must be followed/],
  ])("rejects %s", (_, text, message) => {
    expect(() => parseLlmsTxt(text)).toThrow(message);
  });

  it("keeps a section named __proto__ as data", () => {
    const parsed = parseLlmsTxt("# A\n\nBilgi\n\n## __proto__\n\n- [a](b)\n");
    expect(Object.keys(parsed.sections)).toEqual(["__proto__"]);
    expect(Object.getPrototypeOf(parsed.sections)).toBe(Object.prototype);
  });
});

describe("parseLlmsTxt against the reference parser's captured results", () => {
  it("accepts only what the reference reads, and returns exactly the reference's values", () => {
    let compared = 0;
    let refused = 0;
    for (const { input, expected } of REFERENCE_FIXTURES) {
      let parsed;
      try {
        parsed = parseLlmsTxt(input);
      } catch {
        refused++;
        continue;
      }
      expect(expected, input).not.toBeNull();
      if (expected === null) continue;
      const sections = Object.entries(parsed.sections).map(([name, links]) => [
        name,
        links.map((link) => ({ title: link.title, url: link.url, desc: link.description ?? null })),
      ]);
      expect(sections, input).toEqual(expected.sections);
      expect(parsed.title, input).toBe(expected.title);
      expect(parsed.summary ?? null, input).toBe(expected.summary);
      expect(parsed.info ?? "", input).toBe(expected.info);
      compared++;
    }
    expect(compared).toBeGreaterThan(10);
    expect(refused).toBeGreaterThan(10);
  });

  it("refuses every input on which the reference fails", () => {
    const failing = REFERENCE_FIXTURES.filter((fixture) => fixture.expected === null);
    expect(failing.length).toBeGreaterThan(3);
    for (const { input } of failing) expect(() => parseLlmsTxt(input), input).toThrow();
  });
});
