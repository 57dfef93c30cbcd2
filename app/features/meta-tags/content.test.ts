import { describe, expect, it } from "vitest";
import { META_LIMIT_GUIDE, META_TEXT } from "./content";

describe("meta generator screen texts", () => {
  it("name the limits the tool applies", () => {
    expect(META_LIMIT_GUIDE.map((item) => item.title)).toEqual([
      "Title: en fazla 60 karakter",
      "Description: en fazla 155 karakter",
      "Karakter değil piksel",
      "Her sayfaya özgün metin",
    ]);
    expect(META_LIMIT_GUIDE[0]?.text).toContain("yaklaşık 580 piksele kadar");
    expect(META_LIMIT_GUIDE[1]?.text).toContain("yaklaşık 920 piksel (iki satır)");
    expect(META_TEXT.suggestionLengths(48, 150)).toBe("Başlık 48 / 60 · Açıklama 150 / 155 karakter");
    expect(META_TEXT.pixelWidth(312, 580)).toBe("312 / 580 px (masaüstü genişliği)");
  });
});
