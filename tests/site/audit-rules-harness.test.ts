import { describe, expect, it } from "vitest";
import { ALL_RULES } from "~/capabilities/audit-rules/catalogue";
import { RULE_CASES, rulesWithoutCase } from "../support/audit-harness/cases";

/**
 * The end-to-end rule harness (tests/e2e/audit-rules-harness.spec.ts) has a case for every rule of
 * the catalogue: a rule added without one fails here, by name, before the e2e suite runs.
 */
describe("the rule harness's cases", () => {
  it("cover every rule of the catalogue", () => {
    expect(rulesWithoutCase(ALL_RULES.map((rule) => rule.id))).toEqual([]);
  });

  it("name no rule the catalogue does not have", () => {
    const ids = new Set<string>(ALL_RULES.map((rule) => rule.id));
    expect(Object.keys(RULE_CASES).filter((id) => !ids.has(id))).toEqual([]);
  });
});
