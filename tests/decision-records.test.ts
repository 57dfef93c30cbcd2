import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * A reader skimming docs/decisions must see at a glance whether a record still holds and when it
 * was taken, and "see decision 023" must name one record.
 */
const DECISIONS = fileURLToPath(new URL("../docs/decisions/", import.meta.url));
const FILE_NAME = /^(\d{3})-[a-z0-9-]+\.md$/;
// A later record may replace only part of one; the rest of the line says which part.
const STATUS_LINE = /^Status: (accepted|superseded by \d{3})\b/;
const DATE_LINE = /^Date: \d{4}-\d{2}-\d{2}$/;

const records = readdirSync(DECISIONS)
  .filter((name) => name.endsWith(".md"))
  .sort()
  .map((name) => ({ name, lines: readFileSync(`${DECISIONS}${name}`, "utf8").split("\n") }));

describe("decision records", () => {
  it("are named NNN-slug.md, each number once", () => {
    const numbers = records.map(({ name }) => FILE_NAME.exec(name)?.[1]);
    expect(numbers).not.toContain(undefined);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it.each(records)("$name opens with its title, then Status and Date lines", ({ name, lines }) => {
    const number = name.slice(0, 3);
    expect(lines[0]).toMatch(new RegExp(`^# ${number}: \\S`));
    expect(lines[1]).toBe("");
    expect(lines[2]).toMatch(STATUS_LINE);
    expect(lines[3]).toMatch(DATE_LINE);
  });
});
