import { describe, expect, it } from "vitest";
import { sameHostLlmsLinks } from "./llms-links";

describe("sameHostLlmsLinks", () => {
  const text = [
    "# Örnek",
    "> Özet",
    "## Docs",
    "- [Hizmetler](https://ornek.com/hizmetler): notlar",
    "- [Blog](/blog#ust)",
    "* [İletişim](https://www.ornek.com/iletisim \"başlık\")",
    "- [Dış](https://baska.com/a)",
    "- [Tekrar](https://ornek.com/hizmetler)",
    "Metin [satır içi](https://ornek.com/satir-ici) bağlantı",
    "- [E-posta](mailto:info@ornek.com)",
  ].join("\n");

  it("keeps list links on the site's host or its www twin, resolved, unique and in order", () => {
    expect(sameHostLlmsLinks(text, "https://ornek.com/llms.txt", "https://ornek.com/")).toEqual([
      "https://ornek.com/hizmetler",
      "https://ornek.com/blog",
      "https://www.ornek.com/iletisim",
    ]);
  });

  it("stops at the cap", () => {
    expect(sameHostLlmsLinks(text, "https://ornek.com/llms.txt", "https://ornek.com/", 1)).toEqual(["https://ornek.com/hizmetler"]);
  });
});
