import { describe, expect, it } from "vitest";
import { moveRow } from "./use-keyed-list";

const rows = [
  { key: 0, title: "Ana sayfa" },
  { key: 1, title: "Hizmetler" },
  { key: 2, title: "Blog" },
];

describe("moveRow", () => {
  it("moves a row one place up or down, keeping its key", () => {
    expect(moveRow(rows, 2, -1).map((row) => row.key)).toEqual([0, 2, 1]);
    expect(moveRow(rows, 0, 1).map((row) => row.key)).toEqual([1, 0, 2]);
  });

  it("leaves the list as it is at either end or for an unknown key", () => {
    expect(moveRow(rows, 0, -1)).toEqual(rows);
    expect(moveRow(rows, 2, 1)).toEqual(rows);
    expect(moveRow(rows, 9, 1)).toEqual(rows);
    expect(moveRow(rows, 1, 1)).not.toBe(rows);
  });
});
