import { AsyncLocalStorage } from "node:async_hooks";
import { inspect } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";

type Level = "debug" | "info" | "warn" | "error";
const LEVELS: readonly string[] = ["debug", "info", "warn", "error"] satisfies Level[];
type Fields = Record<string, unknown>;

/** Shown instead of a secret: a key that names one, a mail body, a URL's password. */
export const REDACTED = "[redacted]";

/**
 * Fields carried on every line written inside a request or a job (requestId; jobId and kind).
 * pino's mixin reads them, so no caller has to pass them along.
 */
const context = new AsyncLocalStorage<Fields>();

/** Runs `run` with `fields` on every log line it writes, in place of any outer context. */
export function withLogContext<T>(fields: Fields, run: () => T): T {
  return context.run(fields, run);
}

/** Keys whose values are secrets wherever they appear: apiKey, NEWSLETTER_SECRET, x-auth-token... */
const SECRET_KEY = /(key|token|secret|password|passwd|authorization|cookie)$/i;

/**
 * Known places of secrets and mail bodies, removed by pino before a line is written. Keys ending
 * like a secret at any depth are caught by `redactSecretKeys` as well; these are the fixed ones.
 */
const REDACT_PATHS = [
  "password",
  "*.password",
  "authorization",
  "*.authorization",
  "cookie",
  "*.cookie",
  "req.headers.authorization",
  "req.headers.cookie",
  'res.headers["set-cookie"]',
  // Mails: their bodies hold a visitor's message and contact details.
  "html",
  "text",
  "mail.html",
  "mail.text",
  "*.html",
  "*.text",
];

/** How much of a field's structure is looked through for secret keys: a bound on the work per line. */
const REDACT_MAX_DEPTH = 4;
const REDACT_MAX_NODES = 200;

const pinoErrorPrototype: unknown = Object.getPrototypeOf(pino.stdSerializers.err(new Error("probe")));

function walkable(value: unknown): value is Fields | unknown[] {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null || prototype === pinoErrorPrototype;
}

/** A copy of `value` with the values of secret-named keys replaced; unchanged parts are shared. */
function redactSecretKeys(value: unknown, depth = 0, budget = { nodes: REDACT_MAX_NODES }): unknown {
  if (!walkable(value) || depth > REDACT_MAX_DEPTH || --budget.nodes < 0) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | null = null;
    value.forEach((item, index) => {
      const next = redactSecretKeys(item, depth + 1, budget);
      if (next !== item) (copy ??= [...value])[index] = next;
    });
    return copy ?? value;
  }
  let copy: Fields | null = null;
  for (const key of Object.keys(value)) {
    const item = value[key];
    const next = SECRET_KEY.test(key) && item !== undefined && item !== null ? REDACTED : redactSecretKeys(item, depth + 1, budget);
    if (next !== item) (copy ??= { ...value })[key] = next;
  }
  return copy ?? value;
}

/** The longest userinfo looked at after a "://": a bound on the work per URL. */
const USERINFO_MAX = 512;
/** Ends a URL's userinfo in a written JSON line; "\\" keeps the mask inside one JSON escape. */
const USERINFO_END = new Set(["/", "?", "#", '"', "\\", " ", "\t", "\n", "\r", "<", ">"]);

/**
 * `scheme://user:password@host` → `scheme://user:[redacted]@host`, anywhere in `text`: an SMTP
 * or database URL in a field, an error message or a stack. One pass, each character looked at
 * at most twice.
 */
export function maskUrlPasswords(text: string): string {
  let at = text.indexOf("://");
  if (at < 0) return text;
  let out = "";
  let done = 0;
  while (at >= 0) {
    const start = at + 3;
    let colon = -1;
    let end = -1;
    for (let i = start; i < text.length && i - start < USERINFO_MAX; i++) {
      const char = text[i] as string;
      if (char === "@") {
        end = i;
        break;
      }
      if (USERINFO_END.has(char)) break;
      if (char === ":" && colon < 0) colon = i;
    }
    if (end > 0 && colon > 0 && end > colon + 1) {
      out += `${text.slice(done, colon + 1)}${REDACTED}`;
      done = end;
    }
    at = text.indexOf("://", Math.max(start, end + 1));
  }
  return out + text.slice(done);
}

/** How much of a thrown non-Error value is written. */
const THROWN_VALUE_MAX_CHARS = 2_000;

/** What a thrown value becomes on a line: an Error with its stack and causes, anything else described. */
function serializeError(value: unknown): unknown {
  if (value instanceof Error || (typeof value === "object" && value !== null && "message" in value && "stack" in value)) {
    return redactSecretKeys(pino.stdSerializers.err(value as Error));
  }
  // A thrown string, number, plain object or null: inspect copes with cycles and BigInt.
  const message = typeof value === "string" ? value : inspect(value, { depth: 2, breakLength: Infinity });
  return { type: value === null ? "null" : typeof value, message: message.slice(0, THROWN_VALUE_MAX_CHARS) };
}

/** pino's number for warn: lines at or above it go to stderr. */
const WARN = 40;
const stdout = pino.destination({ dest: 1, sync: true });
const stderr = pino.destination({ dest: 2, sync: true });
let injected: DestinationStream | null = null;

/**
 * The one stream the logger writes to: warn and error go to stderr, the rest to stdout (as the
 * hand-written logger did; benches read "job_worker_started" on stdout), or all to a stream a
 * test injected. Every line passes the URL password mask here, after serialisation, so messages
 * and stacks are covered too.
 */
const destination = {
  [pino.symbols.needsMetadataGsym]: true,
  lastLevel: 0,
  write(line: string): void {
    const masked = maskUrlPasswords(line);
    if (injected) injected.write(masked);
    else (this.lastLevel >= WARN ? stderr : stdout).write(masked);
  },
};

/** Sends every line to `stream` (tests), or back to stdout/stderr with null. */
export function setLogDestination(stream: DestinationStream | null): void {
  injected = stream;
}

/** The pino instance behind `log`; pino-http builds its request loggers on it. */
export const rootLogger: Logger = pino(
  {
    level: "info",
    base: null,
    messageKey: "event",
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => redactSecretKeys(object) as Fields,
    },
    serializers: { error: serializeError, err: serializeError },
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    // A copy: pino merges the line's fields into what the mixin returns.
    mixin: () => ({ ...context.getStore() }),
  },
  destination,
);

let configuredLevel: string | undefined;

/** LOG_LEVEL is read on each call, so a process (or a test) may change it while running. */
export function syncLogLevel(): void {
  const wanted = process.env.LOG_LEVEL;
  if (wanted === configuredLevel) return;
  configuredLevel = wanted;
  rootLogger.level = wanted && LEVELS.includes(wanted) ? wanted : "info";
}

function write(level: Level, event: string, fields: Fields = {}): void {
  syncLogLevel();
  try {
    rootLogger[level](fields, event);
  } catch (failure) {
    // A field whose getter or toJSON throws: the event is still told, without its fields. Logging
    // never throws into the code that logs (often a catch block already handling a failure).
    const reason = failure instanceof Error ? failure.message.slice(0, 200) : "unknown";
    try {
      rootLogger[level]({ fieldsNotLogged: reason }, event);
    } catch {
      // The stream itself failed (stdout closed): there is nowhere left to tell it.
    }
  }
}

/** One JSON object per line: `{"level","time",...context,...fields,"event"}`. */
export const log = {
  debug: (event: string, fields?: Fields) => write("debug", event, fields),
  info: (event: string, fields?: Fields) => write("info", event, fields),
  warn: (event: string, fields?: Fields) => write("warn", event, fields),
  error: (event: string, fields?: Fields) => write("error", event, fields),
};
