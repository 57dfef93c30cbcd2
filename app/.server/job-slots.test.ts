import { afterEach, describe, expect, it, vi } from "vitest";
import { createJobSlots } from "./job-slots";

afterEach(() => {
  vi.useRealTimers();
});

describe("createJobSlots", () => {
  it("gives out at most its slots, and each release frees one, once", () => {
    const slots = createJobSlots(2);
    const first = slots.take();
    const second = slots.take();
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(slots.take()).toBeNull();
    first?.();
    first?.();
    expect(slots.running()).toBe(1);
    expect(slots.take()).not.toBeNull();
    expect(slots.take()).toBeNull();
  });

  it("says when the last running job has ended, or gives up waiting after the time given", async () => {
    vi.useFakeTimers();
    const slots = createJobSlots(2);
    expect(await slots.settled(1_000)).toBe(true);

    const a = slots.take();
    const b = slots.take();
    const settled = slots.settled(5_000);
    a?.();
    await vi.advanceTimersByTimeAsync(1_000);
    b?.();
    expect(await settled).toBe(true);

    slots.take();
    const stuck = slots.settled(5_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await stuck).toBe(false);
  });
});
