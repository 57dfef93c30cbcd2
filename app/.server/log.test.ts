import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { captureLog, type LogCapture } from "../../tests/support/log-capture";
import { log, maskUrlPasswords, REDACTED, withLogContext } from "./log";

const SMTP_URL = "smtps://teklif%40ajans.example:Sm7p-Gizli-Parola@mail.ajans.example:465";
const PASSWORD = "Sm7p-Gizli-Parola";

let capture: LogCapture;
beforeEach(() => {
  vi.stubEnv("LOG_LEVEL", "debug");
  capture = captureLog();
});
afterEach(() => {
  capture.stop();
  vi.unstubAllEnvs();
});

function only(): Record<string, unknown> {
  const records = capture.records();
  expect(records).toHaveLength(1);
  return records[0] ?? {};
}

describe("log", () => {
  it("writes one JSON object per line with level, time, event and the fields", () => {
    log.info("lead_stored", { id: 7, kind: "contact" });
    const line = only();
    expect(line).toMatchObject({ level: "info", event: "lead_stored", id: 7, kind: "contact" });
    expect(new Date(String(line.time)).toISOString()).toBe(line.time);
    expect(capture.lines[0]).toMatch(/^\{.*\}$/);
  });

  it("a thrown error's type, message, stack and its cause's message reach the line", () => {
    const cause = new TypeError("socket hang up");
    log.error("lead_delivery_failed", { error: new Error("SMTP send failed", { cause }) });
    const error = only().error as { type: string; message: string; stack: string };
    expect(error.type).toBe("Error");
    expect(error.message).toBe("SMTP send failed: socket hang up");
    expect(error.stack).toContain("log.test.ts");
    expect(error.stack).toContain("caused by: TypeError: socket hang up");
  });

  it("a thrown value that is no Error is described, not lost", () => {
    log.error("a", { error: "plain string" });
    log.error("b", { error: { code: 5, deep: { n: 1n } } });
    log.error("c", { error: null });
    expect(capture.records().map((line) => line.error)).toEqual([
      { type: "string", message: "plain string" },
      { type: "object", message: "{ code: 5, deep: { n: 1n } }" },
      { type: "null", message: "null" },
    ]);
  });

  it("a password in SMTP_URL never reaches a line: not from a field, an error message or a stack", () => {
    const failure = new Error(`connect failed for ${SMTP_URL}`, { cause: new Error(`auth rejected at ${SMTP_URL}`) });
    log.error("smtp_failed", { smtpUrl: SMTP_URL, transport: { url: SMTP_URL }, urls: [SMTP_URL], error: failure });
    log.warn("db_failed", { target: "postgres://site:Pg-Parola-9@db.internal:5432/site" });
    const text = capture.lines.join("\n");
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toContain("Pg-Parola-9");
    const [smtp, db] = capture.records();
    expect(smtp?.smtpUrl).toBe(`smtps://teklif%40ajans.example:${REDACTED}@mail.ajans.example:465`);
    expect(db?.target).toBe(`postgres://site:${REDACTED}@db.internal:5432/site`);
  });

  it("keys that name secrets and mail bodies are redacted at any depth", () => {
    log.info("config", {
      apiKey: "sk-1",
      NEWSLETTER_SECRET: "s-2",
      headers: { authorization: "Bearer t-3", cookie: "sid=4", "x-auth-token": "t-5", accept: "text/html" },
      password: "p-6",
      mail: { to: "a@b.example", subject: "Yeni teklif", html: "<p>Merhaba</p>", text: "Merhaba" },
      nested: [{ refreshToken: "t-7" }],
    });
    const line = only();
    expect(line).toMatchObject({
      apiKey: REDACTED,
      NEWSLETTER_SECRET: REDACTED,
      headers: { authorization: REDACTED, cookie: REDACTED, "x-auth-token": REDACTED, accept: "text/html" },
      password: REDACTED,
      mail: { to: "a@b.example", subject: "Yeni teklif", html: REDACTED, text: REDACTED },
      nested: [{ refreshToken: REDACTED }],
    });
    for (const secret of ["sk-1", "s-2", "t-3", "sid=4", "t-5", "p-6", "Merhaba", "t-7"]) expect(capture.lines[0]).not.toContain(secret);
  });

  it("a cyclic or BigInt field does not throw and still writes the line", () => {
    const cyclic: Record<string, unknown> = { name: "loop" };
    cyclic.self = cyclic;
    expect(() => log.warn("odd_fields", { cyclic, big: 12n, list: [cyclic] })).not.toThrow();
    expect(only()).toMatchObject({ event: "odd_fields", cyclic: { name: "loop" }, big: 12 });
  });

  it("a field whose getter or toJSON throws costs only the fields, never the line or the caller", () => {
    const getter = {
      get value(): never {
        throw new Error("getter boom");
      },
    };
    const toJson = { toJSON: (): never => { throw new Error("toJSON boom"); } };
    expect(() => log.error("odd_getter", { id: 1, getter })).not.toThrow();
    expect(() => log.error("odd_to_json", { id: 2, toJson })).not.toThrow();
    const [first, second] = capture.records();
    expect(first).toMatchObject({ event: "odd_getter", fieldsNotLogged: "getter boom" });
    expect(second).toMatchObject({ event: "odd_to_json", id: 2 });
  });

  it("LOG_LEVEL filters lines below it, read at each call", () => {
    vi.stubEnv("LOG_LEVEL", "warn");
    log.debug("d");
    log.info("i");
    log.warn("w");
    log.error("e");
    vi.stubEnv("LOG_LEVEL", "error");
    log.warn("w2");
    vi.stubEnv("LOG_LEVEL", "nonsense");
    log.debug("d2");
    log.info("i2");
    expect(capture.records().map((line) => [line.level, line.event])).toEqual([
      ["warn", "w"],
      ["error", "e"],
      ["info", "i2"],
    ]);
  });

  it("lines written inside a context carry its fields, across awaits", async () => {
    await withLogContext({ requestId: "req-1" }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.info("inside", { extra: 1 });
    });
    log.info("outside");
    expect(capture.records().map((line) => [line.event, line.requestId])).toEqual([
      ["inside", "req-1"],
      ["outside", undefined],
    ]);
  });
});

describe("log in a process of its own", () => {
  it("writes debug and info to stdout, warn and error to stderr, each line whole", async () => {
    const logModule = fileURLToPath(new URL("./log.ts", import.meta.url));
    const script = `const { log } = await import(${JSON.stringify(logModule)}); for (const level of ["debug", "info", "warn", "error"]) log[level](level + "_line", { error: new Error("x") });`;
    const { stdout, stderr } = await promisify(execFile)(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      env: { ...process.env, LOG_LEVEL: "debug" },
    });
    const events = (text: string) => text.trimEnd().split("\n").map((line) => (JSON.parse(line) as { event: string }).event);
    expect(events(stdout)).toEqual(["debug_line", "info_line"]);
    expect(events(stderr)).toEqual(["warn_line", "error_line"]);
  });
});

describe("maskUrlPasswords", () => {
  it("masks only the password of URLs with userinfo", () => {
    expect(maskUrlPasswords("a smtp://u:p@h b https://x.example/a:b@c redis://:pw@r")).toBe(
      `a smtp://u:${REDACTED}@h b https://x.example/a:b@c redis://:${REDACTED}@r`,
    );
    expect(maskUrlPasswords("mailto:a@b and smtp://user@h")).toBe("mailto:a@b and smtp://user@h");
  });

  it("stays linear on hostile text", () => {
    const hostile = `${"://a:".repeat(200_000)}${"x".repeat(500_000)}@`;
    const started = performance.now();
    maskUrlPasswords(hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });
});
