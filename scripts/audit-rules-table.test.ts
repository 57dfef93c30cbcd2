import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../app/capabilities/audit-rules/catalogue";
import { RULE_TEXTS } from "../app/capabilities/audit-rules/catalogue.content";
import { FAMILIES } from "../app/capabilities/audit-rules/rule";
import { findPage } from "../app/site/pages";
import { CATEGORY_FAMILIES, COVERAGE } from "./audit-rules-comparison.data";
import { README, RULE_ID_IN_TEXT, comparisonSection, rulesTable, withComparison, withTable } from "./audit-rules-table";
import { SQUIRRELSCAN_RULES } from "./squirrelscan-rules.data";

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

describe("the comparison with squirrelscan's rules", () => {
  const theirIds: string[] = SQUIRRELSCAN_RULES.map(([id]) => id);

  it("is in the README as the data says (npx tsx scripts/audit-rules-table.ts)", () => {
    const readme = readFileSync(README, "utf8");
    expect(readme).toBe(withComparison(readme, comparisonSection()));
  });

  it("has one entry for each of their rules, and none for a rule they do not have", () => {
    expect(new Set(theirIds).size, "an id twice in scripts/squirrelscan-rules.data.ts").toBe(theirIds.length);
    const entries = Object.keys(COVERAGE);
    expect(
      theirIds.filter((id) => !entries.includes(id)),
      "squirrelscan rules without an entry in scripts/audit-rules-comparison.data.ts",
    ).toEqual([]);
    expect(
      entries.filter((id) => !theirIds.includes(id)),
      "entries in scripts/audit-rules-comparison.data.ts that squirrelscan does not have",
    ).toEqual([]);
    for (const [id, entry] of Object.entries(COVERAGE)) {
      if ("ours" in entry) expect(entry.ours.length, `${id} names no rule of ours`).toBeGreaterThan(0);
      else expect(entry.leftOut.trim().length, `${id} gives no reason`).toBeGreaterThan(20);
    }
  });

  it("names only rules of ours that exist, in its entries and in its reasons", () => {
    const ours = new Set<string>(ALL_RULES.map((rule) => rule.id));
    const named = new Map<string, string[]>();
    for (const [id, entry] of Object.entries(COVERAGE)) {
      const ids = "ours" in entry ? entry.ours : [...entry.leftOut.matchAll(RULE_ID_IN_TEXT)].map((match) => match[0]);
      for (const rule of ids) if (!ours.has(rule)) named.set(rule, [...(named.get(rule) ?? []), id]);
    }
    const unknown = [...named].map(([rule, theirs]) => `${rule} (named for ${theirs.join(", ")})`);
    expect(unknown, `rule ids in scripts/audit-rules-comparison.data.ts that ALL_RULES lacks (rename them to the merged ids):\n  ${unknown.join("\n  ")}\n`).toEqual([]);
  });

  it("maps their categories to families the rule engine has", () => {
    const families = new Set<string>(FAMILIES);
    const unknown = Object.entries(CATEGORY_FAMILIES).flatMap(([category, mapped]) =>
      mapped.filter((family) => !families.has(family)).map((family) => `${family} (for ${category})`),
    );
    expect(unknown, `families in CATEGORY_FAMILIES that FAMILIES lacks:\n  ${unknown.join("\n  ")}\n`).toEqual([]);
  });
});
