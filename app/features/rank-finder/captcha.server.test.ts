import { describe, expect, it } from "vitest";
import { CAPTCHA_TTL_MS, challengeQuestion, issueChallenge, verifyChallenge } from "./captcha.server";
import type { RandomInt } from "./captcha.server";
import { InMemoryReplayStore } from "./replay-store-memory.server";

const SECRET = "test-secret-0123456789abcdef";
const NOW = new Date("2025-05-01T10:00:00Z");

/** The store's clock must agree with the `now` given to verifyChallenge, or it forgets ids early. */
const newStore = (): InMemoryReplayStore => new InMemoryReplayStore(() => NOW.getTime());

/** Solves a question the way a visitor would. */
function solve(question: string): number {
  const match = /^(\d+) ([+−×]) (\d+) = \?$/.exec(question);
  if (!match) throw new Error(`unexpected question ${question}`);
  const a = Number(match[1]);
  const b = Number(match[3]);
  return match[2] === "+" ? a + b : match[2] === "−" ? a - b : a * b;
}

/** RandomInt that replays fixed values: operator index, then a, then b. */
function fixed(...values: number[]): RandomInt {
  let i = 0;
  return () => values[i++] ?? 1;
}

function decodePayload(token: string): Record<string, unknown> {
  const body = token.split(".")[0] ?? "";
  return JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Record<string, unknown>;
}

function reencode(token: string, change: (payload: Record<string, unknown>) => void): string {
  const payload = decodePayload(token);
  change(payload);
  const signature = token.split(".")[1] ?? "";
  return `${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${signature}`;
}

describe("issueChallenge", () => {
  it.each([
    [[0, 7, 3], "7 + 3 = ?", 10],
    [[1, 7, 3], "7 − 3 = ?", 4],
    [[1, 3, 7], "7 − 3 = ?", 4], // never negative: operands swapped
    [[2, 7, 3], "7 × 3 = ?", 21],
  ])("random %j gives %s", (values, question, answer) => {
    const challenge = issueChallenge(SECRET, NOW, fixed(...values));
    expect(challenge.question).toBe(question);
    expect(solve(challenge.question)).toBe(answer);
    expect(challenge.expiresAt).toEqual(new Date(NOW.getTime() + CAPTCHA_TTL_MS));
  });

  it("keeps operands within 1–10 and differences non-negative", () => {
    for (let i = 0; i < 300; i++) {
      const { question } = issueChallenge(SECRET, NOW);
      const match = /^(\d+) ([+−×]) (\d+) = \?$/.exec(question);
      expect(match).not.toBeNull();
      const a = Number(match?.[1]);
      const b = Number(match?.[3]);
      expect(a).toBeGreaterThanOrEqual(1);
      expect(a).toBeLessThanOrEqual(10);
      expect(b).toBeGreaterThanOrEqual(1);
      expect(b).toBeLessThanOrEqual(10);
      expect(solve(question)).toBeGreaterThanOrEqual(0);
    }
  });

  it("does not put the answer or its operands' operator in readable fields", () => {
    const { token } = issueChallenge(SECRET, NOW, fixed(2, 9, 8));
    const payload = decodePayload(token);
    expect(Object.keys(payload).sort()).toEqual(["exp", "h", "id", "q", "v"]);
    // The random id and the HMAC may contain "72" by chance; no field may hold the answer itself.
    expect(Object.values(payload).filter((value) => value === 72 || value === "72")).toEqual([]);
    expect(String(payload.q)).not.toContain("72");
    expect(payload.q).toBe("9 × 8 = ?");
    expect(challengeQuestion(SECRET, token)).toBe("9 × 8 = ?");
  });

  it("refuses a short secret", () => {
    expect(() => issueChallenge("kısa", NOW)).toThrow(/at least 16/);
  });
});

describe("verifyChallenge", () => {
  it("accepts the correct answer once", async () => {
    const store = newStore();
    const { question, token } = issueChallenge(SECRET, NOW);
    expect(await verifyChallenge(SECRET, token, String(solve(question)), NOW, store)).toEqual({ status: "ok" });
  });

  it("normalises the answer (spaces, leading zeros, numbers)", async () => {
    const store = newStore();
    for (const answer of [" 10 ", "010", 10]) {
      const { token } = issueChallenge(SECRET, NOW, fixed(0, 7, 3));
      expect((await verifyChallenge(SECRET, token, answer, NOW, store)).status).toBe("ok");
    }
  });

  it("rejects a wrong answer with the required message", async () => {
    const store = newStore();
    const { token } = issueChallenge(SECRET, NOW, fixed(0, 7, 3));
    for (const answer of ["11", "", "on", "-4", "1e1"]) {
      const fresh = issueChallenge(SECRET, NOW, fixed(0, 7, 3)).token;
      expect(await verifyChallenge(SECRET, fresh, answer, NOW, store)).toEqual({
        status: "wrong",
        title: "Hata",
        message: "Lütfen doğru cevabı girin",
      });
    }
    expect((await verifyChallenge(SECRET, token, "11", NOW, store)).status).toBe("wrong");
  });

  it("allows one guess per token: a wrong answer burns it", async () => {
    const store = newStore();
    const { token } = issueChallenge(SECRET, NOW, fixed(0, 7, 3));
    expect((await verifyChallenge(SECRET, token, "9", NOW, store)).status).toBe("wrong");
    expect((await verifyChallenge(SECRET, token, "10", NOW, store)).status).toBe("replayed");
  });

  it("rejects a replayed token", async () => {
    const store = newStore();
    const { token } = issueChallenge(SECRET, NOW, fixed(0, 7, 3));
    expect((await verifyChallenge(SECRET, token, "10", NOW, store)).status).toBe("ok");
    expect(await verifyChallenge(SECRET, token, "10", NOW, store)).toEqual({
      status: "replayed",
      title: "Doğrulama Gerekli",
      message: "Lütfen önce captcha'yı tamamlayın",
    });
  });

  it("rejects an expired token without consuming it", async () => {
    const store = newStore();
    const { token } = issueChallenge(SECRET, NOW, fixed(0, 7, 3));
    const almost = new Date(NOW.getTime() + CAPTCHA_TTL_MS - 1);
    const expired = new Date(NOW.getTime() + CAPTCHA_TTL_MS);
    expect(await verifyChallenge(SECRET, token, "10", expired, store)).toEqual({
      status: "expired",
      title: "Doğrulama Gerekli",
      message: "Lütfen önce captcha'yı tamamlayın",
    });
    expect(store.size).toBe(0);
    expect((await verifyChallenge(SECRET, token, "10", almost, store)).status).toBe("ok");
  });

  it("rejects a tampered payload (longer expiry) even with the original signature", async () => {
    const store = newStore();
    const { token } = issueChallenge(SECRET, NOW, fixed(0, 7, 3));
    const extended = reencode(token, (p) => {
      p.exp = (p.exp as number) + 24 * 60 * 60 * 1000;
    });
    expect((await verifyChallenge(SECRET, extended, "10", NOW, store)).status).toBe("tampered");
    // Swapping in another token's answer hash is tampering too.
    const other = issueChallenge(SECRET, NOW, fixed(0, 1, 1)).token;
    const swapped = reencode(token, (p) => {
      p.h = decodePayload(other).h;
    });
    expect((await verifyChallenge(SECRET, swapped, "2", NOW, store)).status).toBe("tampered");
    expect(store.size).toBe(0);
  });

  it("rejects a tampered signature and foreign or malformed tokens", async () => {
    const store = newStore();
    const { token } = issueChallenge(SECRET, NOW, fixed(0, 7, 3));
    const [body, signature = ""] = token.split(".");
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "AB" : "AA"}`;
    const foreign = issueChallenge("another-secret-0123456789", NOW, fixed(0, 7, 3)).token;
    for (const bad of [`${body}.${flipped}`, `${body}.`, foreign, "", "abc", "a.b.c", `${body}`]) {
      expect((await verifyChallenge(SECRET, bad, "10", NOW, store)).status, bad).toBe("tampered");
    }
    expect(store.size).toBe(0);
  });
});

describe("InMemoryReplayStore", () => {
  it("forgets ids after they expire", async () => {
    let clock = 0;
    const store = new InMemoryReplayStore(() => clock);
    expect(await store.consume("a", new Date(100))).toBe(true);
    expect(await store.consume("a", new Date(100))).toBe(false);
    clock = 200;
    expect(await store.consume("b", new Date(300))).toBe(true);
    expect(store.size).toBe(1);
  });
});
