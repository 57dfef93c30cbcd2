import { describe, expect, it } from "vitest";
import { REFERENCE_FIXTURES } from "../../../tests/fixtures/llms-txt/reference-fixtures";
import { parseLlmsTxtReference, pyStrip } from "./reference-parser";

describe("port of the llms_txt reference parser", () => {
  it.each(REFERENCE_FIXTURES.map((fixture) => [JSON.stringify(fixture.input).slice(0, 60), fixture] as const))(
    "matches Python on %s",
    (_, { input, expected }) => {
      if (expected === null) {
        expect(() => parseLlmsTxtReference(input)).toThrow();
        return;
      }
      const parsed = parseLlmsTxtReference(input);
      expect({ ...parsed, sections: [...parsed.sections] }).toEqual(expected);
    },
  );

  it("strips like Python's str.strip(), not like String.prototype.trim()", () => {
    expect(pyStrip("\x85\x1c a \u3000")).toBe("a");
    expect(pyStrip("\ufeffa")).toBe("\ufeffa");
  });
});
