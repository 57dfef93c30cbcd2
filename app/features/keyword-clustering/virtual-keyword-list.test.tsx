import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VirtualKeywordList } from "./virtual-keyword-list";

const keywords = Array.from({ length: 2_000 }, (_, n) => `anahtar kelime ${n + 1}`);

describe("VirtualKeywordList", () => {
  const html = renderToStaticMarkup(<VirtualKeywordList keywords={keywords} label="web tasarım grubundaki anahtar kelimeler" highlightFirst />);
  const rows = html.match(/<li /g) ?? [];

  it("draws only the rows of the first screen, not the whole list", () => {
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(html).toContain("anahtar kelime 1<");
    expect(html).not.toContain("anahtar kelime 2000<");
  });

  it("stays a labelled, focusable region holding a list whose rows tell their position and its size", () => {
    expect(html).toMatch(/^<div role="region" aria-label="web tasarım grubundaki anahtar kelimeler" tabindex="0"/);
    expect(html).toContain("<ul");
    expect(html).toContain('aria-setsize="2000" aria-posinset="1"');
    expect(html).toContain('aria-posinset="2"');
  });

  it("keeps the scroll height of the whole list as padding below the drawn rows", () => {
    const bottom = Number(/padding-bottom:(\d+)px/.exec(html)?.[1]);
    expect(bottom).toBe((keywords.length - rows.length) * 32);
  });
});
