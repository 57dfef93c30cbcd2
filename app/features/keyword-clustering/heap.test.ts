import { describe, expect, it } from "vitest";
import { Heap } from "./heap";

describe("Heap", () => {
  it("pops in priority order", () => {
    const heap = new Heap<number>((a, b) => a > b);
    const values = [5, 1, 9, 3, 9, 7, 2, 8, 0, 6, 4];
    for (const v of values) heap.push(v);
    expect(heap.size).toBe(values.length);
    expect(heap.peek()).toBe(9);
    const out: number[] = [];
    for (let v = heap.pop(); v !== undefined; v = heap.pop()) out.push(v);
    expect(out).toEqual([...values].sort((a, b) => b - a));
    expect(heap.pop()).toBeUndefined();
  });
});
