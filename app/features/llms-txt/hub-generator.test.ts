import { describe, expect, it } from "vitest";
import { LLMS_DEFAULT_INFO, parseLlmsTxt } from "~/capabilities/llms-txt-grammar/format";
import {
  DEFAULT_PROJECT_DESCRIPTION,
  DEFAULT_PROJECT_NAME,
  createLlmsHubForm,
  createLlmsHubItem,
  generateLlmsHubTxt,
} from "./hub-generator";
import type { LlmsHubForm } from "./hub-generator";
import { parseLlmsTxtReference } from "~/capabilities/llms-txt-grammar/reference-parser";

function form(overrides: Partial<LlmsHubForm>): LlmsHubForm {
  return { ...createLlmsHubForm(), ...overrides };
}

describe("hub llms.txt generator", () => {
  it("fills a blank form with the required defaults", () => {
    expect(DEFAULT_PROJECT_NAME).toBe("Your Project Name");
    const text = generateLlmsHubTxt(createLlmsHubForm());
    expect(text).toBe(`# Your Project Name\n\n> ${DEFAULT_PROJECT_DESCRIPTION}\n\n${LLMS_DEFAULT_INFO}\n`);
    expect(parseLlmsTxt(text)).toEqual({
      title: "Your Project Name",
      summary: DEFAULT_PROJECT_DESCRIPTION,
      info: LLMS_DEFAULT_INFO,
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

  const FIELDS = ["projectName", "projectDescription", "notes", "docs", "examples", "optional"] as const;
  const combinations = Array.from({ length: 2 ** FIELDS.length }, (_, mask) =>
    FIELDS.filter((_, bit) => (mask & (1 << bit)) !== 0),
  );

  it.each(combinations.map((filled) => [filled.join(", ") || "nothing", filled] as const))(
    "the reference parser reads title and summary as intended with %s filled in",
    (_, filled) => {
      const has = (field: (typeof FIELDS)[number]): boolean => filled.includes(field);
      const item = (name: string) => [{ title: name, url: `https://a.com/${name}.md`, description: "" }];
      const text = generateLlmsHubTxt(
        form({
          projectName: has("projectName") ? "Ajans" : "",
          projectDescription: has("projectDescription") ? "Türkçe SEO araçları" : "",
          notes: has("notes") ? "Notlar: tarayıcıda çalışır." : "",
          docs: has("docs") ? item("belge") : [createLlmsHubItem()],
          examples: has("examples") ? item("ornek") : [createLlmsHubItem()],
          optional: has("optional") ? item("ek") : [createLlmsHubItem()],
        }),
      );
      const sectionNames = [
        ...(has("docs") ? ["Docs"] : []),
        ...(has("examples") ? ["Examples"] : []),
        ...(has("optional") ? ["Optional"] : []),
      ];
      const expected = {
        title: has("projectName") ? "Ajans" : DEFAULT_PROJECT_NAME,
        summary: has("projectDescription") ? "Türkçe SEO araçları" : DEFAULT_PROJECT_DESCRIPTION,
        info: has("notes") ? "Notlar: tarayıcıda çalışır." : LLMS_DEFAULT_INFO,
      };

      const reference = parseLlmsTxtReference(text);
      expect({ title: reference.title, summary: reference.summary, info: reference.info }).toEqual(expected);
      expect([...reference.sections.keys()]).toEqual(sectionNames);

      const strict = parseLlmsTxt(text);
      expect({ title: strict.title, summary: strict.summary, info: strict.info }).toEqual(expected);
      expect(Object.keys(strict.sections)).toEqual(sectionNames);
    },
  );
});
