import { describe, expect, it } from "vitest";
import { ALL_RULES } from "./catalogue";
import { cleanSite, failures } from "../../../tests/support/audit-site";

describe("the rule engine", () => {
  it("finds nothing wrong with the clean fixture site", async () => {
    expect(Object.fromEntries(await failures(cleanSite(), ALL_RULES))).toEqual({});
  });
});
