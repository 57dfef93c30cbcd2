import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./signed-token";

const SECRET = "a-secret-of-at-least-sixteen";
const NOW = Date.parse("2026-12-01T06:00:00.000Z");

describe("signed link tokens", () => {
  it("verify in their own scope and purpose only, until they expire", () => {
    const token = signToken(SECRET, "site-monitor", "confirm", "w-1", 60_000, NOW);
    expect(verifyToken(SECRET, "site-monitor", "confirm", token, NOW + 59_000)).toEqual({ ok: true, id: "w-1" });
    expect(verifyToken(SECRET, "site-monitor", "confirm", token, NOW + 61_000)).toEqual({ ok: false, reason: "expired" });
    expect(verifyToken(SECRET, "site-monitor", "unsubscribe", token, NOW)).toEqual({ ok: false, reason: "wrong-purpose" });
    // Another feature's scope never accepts it, whatever its purposes are called.
    expect(verifyToken(SECRET, "newsletter", "confirm", token, NOW)).toEqual({ ok: false, reason: "tampered" });
    expect(verifyToken(`${SECRET}-other`, "site-monitor", "confirm", token, NOW)).toEqual({ ok: false, reason: "tampered" });
  });

  it("without a time to live never expire, and refuse anything malformed without throwing", () => {
    const token = signToken(SECRET, "site-monitor", "unsubscribe", "w-1", null, NOW);
    expect(verifyToken(SECRET, "site-monitor", "unsubscribe", token, NOW + 10 * 365 * 86_400_000)).toEqual({ ok: true, id: "w-1" });
    for (const bad of [undefined, 42, "", "a.b.c", "x".repeat(600), `${token}x`, "!!.!!"]) {
      expect(verifyToken(SECRET, "site-monitor", "unsubscribe", bad, NOW).ok).toBe(false);
    }
    expect(() => signToken("short", "site-monitor", "confirm", "w", null)).toThrow();
  });
});
