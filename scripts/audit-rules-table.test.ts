import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../app/capabilities/audit-rules/catalogue";
import { RULE_TEXTS } from "../app/capabilities/audit-rules/catalogue.content";
import { findPage } from "../app/site/pages";
import { README, rulesTable, withTable } from "./audit-rules-table";

describe("the site audit's rules", () => {
  it("are listed in the README as the rule modules define them (npx tsx scripts/audit-rules-table.ts)", () => {
    const readme = readFileSync(README, "utf8");
    expect(readme).toBe(withTable(readme, rulesTable()));
  });

  it("have unique ids named after their family, a weight from 1 to 10 and their texts", () => {
    const ids = ALL_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of ALL_RULES) {
      expect(rule.id.startsWith(`${rule.family}/`), rule.id).toBe(true);
      expect(rule.weight, rule.id).toBeGreaterThanOrEqual(1);
      expect(rule.weight, rule.id).toBeLessThanOrEqual(10);
      const text = RULE_TEXTS[rule.id];
      expect(text?.title && text.why && text.fix, rule.id).toBeTruthy();
      if (text?.tool !== undefined) expect(findPage(text.tool), `${rule.id} links to ${text.tool}`).toBeDefined();
    }
    expect(Object.keys(RULE_TEXTS).sort()).toEqual([...ids].sort());
  });

  it("are at least the 150 in 12 families the audit's page promises", () => {
    expect(ALL_RULES.length).toBeGreaterThanOrEqual(150);
    expect(new Set(ALL_RULES.map((rule) => rule.family)).size).toBeGreaterThanOrEqual(12);
  });
});
