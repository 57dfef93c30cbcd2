import * as cheerio from "cheerio";
import { describe, expect, it } from "vitest";
import { escapeChatText, escapeHtmlAttribute, escapeJsonForAnyReader, escapeXml, escapeXmlDroppingInvalid } from "./markup";

const HOSTILE = `<script>alert("x")</script> & 'y' <!channel> ğüşıöçİ`;

describe("escapeXml and escapeHtmlAttribute", () => {
  it("replace the five markup characters, and leave plain text as it is", () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&apos;f");
    expect(escapeHtmlAttribute(`a&b<c>d"e'f`)).toBe("a&amp;b&lt;c&gt;d&quot;e&#39;f");
    expect(escapeHtmlAttribute("ğüşıöçİ")).toBe("ğüşıöçİ");
  });

  it("read back exactly as HTML element text and as either kind of quoted attribute", () => {
    const escaped = escapeHtmlAttribute(HOSTILE);
    const $ = cheerio.load(`<p title="${escaped}" data-x='${escaped}'>${escaped}</p>`);
    expect($("script")).toHaveLength(0);
    expect($("p").text()).toBe(HOSTILE);
    expect($("p").attr("title")).toBe(HOSTILE);
    expect($("p").attr("data-x")).toBe(HOSTILE);
  });
});

describe("escapeXmlDroppingInvalid", () => {
  it("drops what XML 1.0 cannot carry, keeps tabs and line ends, and escapes the rest", () => {
    expect(escapeXmlDroppingInvalid(`a\u0000\u0001\u000b\u000c\u001f\ufffe\uffffb&<>"'\t\n\r`)).toBe("ab&amp;&lt;&gt;&quot;&apos;\t\n\r");
  });

  it("reads back as the text minus the dropped characters", () => {
    const $ = cheerio.load(`<t>${escapeXmlDroppingInvalid(`${HOSTILE}\u0002`)}</t>`, { xml: true });
    expect($("t").text()).toBe(HOSTILE);
  });
});

describe("escapeChatText", () => {
  it("escapes only the three characters Slack reads as markup", () => {
    expect(escapeChatText(`<!channel> <https://x.test|y> & "q" 'r'`)).toBe(`&lt;!channel&gt; &lt;https://x.test|y&gt; &amp; "q" 'r'`);
    expect(escapeChatText("ğüşıöçİ")).toBe("ğüşıöçİ");
  });
});

describe("escapeJsonForAnyReader", () => {
  it("writes markup, line and bidi characters as \\u escapes, keeping the parsed value", () => {
    const value = { text: `${HOSTILE}\u2028\u2029\u0085\u202e\u2066\u200f\u061c\u007f` };
    const out = escapeJsonForAnyReader(JSON.stringify(value));
    expect(out).not.toMatch(/[<>&\u2028\u2029\u0085\u202e\u2066\u200f\u061c\u007f]/);
    expect(out).toContain("\\u003cscript\\u003e");
    expect(JSON.parse(out)).toEqual(value);
  });

  it("handles output far past one slice, escapes straddling the slice edges", () => {
    // Three million characters, every one escaped: more than two slices of a million.
    const value = ["<&>".repeat(1_000_000)];
    const out = escapeJsonForAnyReader(JSON.stringify(value));
    expect(out.length).toBe(2 + 2 + 3_000_000 * 6);
    expect(JSON.parse(out)).toEqual(value);
  });
});
