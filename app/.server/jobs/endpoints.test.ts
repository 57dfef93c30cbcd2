import { describe, expect, it } from "vitest";
import { jobClientKey } from "./endpoints";

describe("jobClientKey", () => {
  it("is the address, scoped by tool where several tools share a kind", () => {
    expect(jobClientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(jobClientKey("2001:db8::1", "meta")).toBe("meta|2001:db8::1");
  });

  it("fits the column whatever a forwarded header claims, still one key per client", () => {
    const forged = "x".repeat(5_000);
    const key = jobClientKey(forged, "canonical");
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(jobClientKey(forged, "canonical")).toBe(key);
    expect(jobClientKey(forged, "meta")).not.toBe(key);
    expect(jobClientKey(`${forged}y`, "canonical")).not.toBe(key);
  });
});
