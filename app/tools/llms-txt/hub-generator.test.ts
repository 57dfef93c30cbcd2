import { describe, expect, it } from "vitest";
import { parseLlmsTxt } from "./format";
import {
  DEFAULT_PROJECT_DESCRIPTION,
  DEFAULT_PROJECT_NAME,
  createLlmsHubForm,
  generateLlmsHubTxt,
} from "./hub-generator";
import type { LlmsHubForm } from "./hub-generator";

function form(overrides: Partial<LlmsHubForm>): LlmsHubForm {
  return { ...createLlmsHubForm(), ...overrides };
}

describe("hub llms.txt generator", () => {
  it("fills a blank form with the spec's defaults", () => {
    expect(DEFAULT_PROJECT_NAME).toBe("Your Project Name");
    const text = generateLlmsHubTxt(createLlmsHubForm());
    expect(text).toBe(`# Your Project Name\n\n> ${DEFAULT_PROJECT_DESCRIPTION}\n`);
    expect(parseLlmsTxt(text)).toEqual({
      title: "Your Project Name",
      summary: DEFAULT_PROJECT_DESCRIPTION,
      sections: {},
    });
  });

  it("treats whitespace-only fields as empty", () => {
    const text = generateLlmsHubTxt(form({ projectName: "  ", projectDescription: "\n\t", notes: " \n " }));
    expect(text).toBe(generateLlmsHubTxt(createLlmsHubForm()));
  });

  it("writes docs, examples and optional resources, Optional last", () => {
    const text = generateLlmsHubTxt(
      form({
        projectName: "Ajans Kütüphanesi",
        projectDescription: "Türkçe SEO araçları",
        notes: "Önemli notlar:\n\n- Tarayıcıda çalışır\n## bölüm sanılmasın",
        optional: [{ title: "Ek kaynak", url: "https://a.com/ek", description: "" }],
        docs: [
          { title: "Başlangıç", url: "https://a.com/docs/start.md", description: "Hızlı başlangıç" },
          { title: "", url: "https://a.com/x", description: "başlıksız" },
          { title: "URL'siz", url: " ", description: "" },
        ],
        examples: [{ title: "Örnek (1)", url: "https://a.com/ornek(1).md" }],
      }),
    );
    expect(text).toBe(
      [
        "# Ajans Kütüphanesi",
        "",
        "> Türkçe SEO araçları",
        "",
        "Önemli notlar:",
        "",
        "- Tarayıcıda çalışır",
        "\\## bölüm sanılmasın",
        "",
        "## Docs",
        "",
        "- [Başlangıç](https://a.com/docs/start.md): Hızlı başlangıç",
        "",
        "## Examples",
        "",
        "- [Örnek (1)](https://a.com/ornek%281%29.md)",
        "",
        "## Optional",
        "",
        "- [Ek kaynak](https://a.com/ek)",
        "",
      ].join("\n"),
    );
    const parsed = parseLlmsTxt(text);
    expect(Object.keys(parsed.sections)).toEqual(["Docs", "Examples", "Optional"]);
    expect(parsed.info).toBe("Önemli notlar:\n\n- Tarayıcıda çalışır\n\\## bölüm sanılmasın");
  });

  it("leaves out sections without complete items", () => {
    const text = generateLlmsHubTxt(form({ projectName: "P", docs: [{ title: "a", url: "" }] }));
    expect(text).not.toContain("##");
  });
});
