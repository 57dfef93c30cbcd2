/**
 * The daily light check's verdicts (issue 47, "Sitemi takip et"): what a few requests to a watched
 * site say about the signals that cost an owner visibility overnight, and which of them changed
 * since the last check. Pure: the check job gathers the facts, this decides, the outbox sends.
 *
 * Each signal is "ok", "bad" or "unknown" (not asked, or no answer that proves anything). An alert
 * goes out when a signal turns bad, once, however many checks see it bad afterwards; a "düzeldi"
 * when it turns ok again. "unknown" changes nothing: a check that could not read robots.txt neither
 * alerts nor clears a robots alert. A site that does not answer at all is one signal (home-down),
 * so it says "ulaşılamadı" once, not every signal every day.
 */

export const SIGNALS = ["home-down", "home-noindex", "page-noindex", "robots-blocks", "sitemap-gone", "canonical-moved", "certificate-expiring"] as const;
export type SignalId = (typeof SIGNALS)[number];
export type SignalState = "ok" | "bad" | "unknown";

/** Days before a certificate's expiry from which it is reported. */
export const CERTIFICATE_WARNING_DAYS = 14;
/** Pages that were indexable in the last audit re-read by a light check, at most. */
export const RECHECKED_PAGES = 5;

/** What one light check read. null parts were not asked or got no answer that proves anything. */
export interface CheckFacts {
  /** The watched site's host, lower case (its home page's). */
  host: string;
  checkedAt: string;
  /** The home page: its status after redirects and the host it ended on, or the error that stopped it. */
  home: { status: number; finalHost: string; noindex: boolean; canonicalHost: string | null; ttfbMs: number } | { error: string } | null;
  /** Pages indexable in the last audit (at most RECHECKED_PAGES), as they answer now. */
  pages: { url: string; status: number; noindex: boolean }[];
  /** robots.txt as Googlebot reads it: whether it keeps Googlebot off the home page; null when unreadable (a 5xx, a timeout). */
  robotsBlocksHome: boolean | null;
  /** The sitemap robots.txt names (or /sitemap.xml): "ok" with URLs in it, "empty", "gone" (4xx, or not a sitemap), null unknown. */
  sitemap: "ok" | "empty" | "gone" | null;
  /** The certificate the fetcher's own TLS connection to the home page presented; null over http or when not read. */
  certificateValidTo: string | null;
}

export interface SignalVerdict {
  state: SignalState;
  /** What was seen, for the e-mail ("404", "noindex", "ornek.com → baska.com", "12 gün"). */
  detail: string | null;
}

const DAY_MS = 24 * 60 * 60_000;
const ok = (): SignalVerdict => ({ state: "ok", detail: null });
const bad = (detail: string | null): SignalVerdict => ({ state: "bad", detail });
const unknown = (): SignalVerdict => ({ state: "unknown", detail: null });
const bareHost = (host: string): string => host.toLowerCase().replace(/^www\./, "").replace(/\.$/, "");

/** Each signal's verdict on one check's facts. */
export function judgeSignals(facts: CheckFacts): Record<SignalId, SignalVerdict> {
  const home = facts.home;
  const answered = home !== null && "status" in home ? home : null;
  const down: SignalVerdict =
    home === null ? unknown() : answered === null ? bad("error" in home ? home.error : null) : answered.status >= 500 || answered.status === 404 || answered.status === 410 ? bad(String(answered.status)) : ok();
  // A home page that did not answer 200 says nothing about its tags.
  const readable = answered?.status === 200 ? answered : null;
  const pagesRead = facts.pages.filter((page) => page.status === 200);
  const noindexPages = pagesRead.filter((page) => page.noindex);
  let certificate: SignalVerdict = unknown();
  if (facts.certificateValidTo !== null) {
    const left = Date.parse(facts.certificateValidTo) - Date.parse(facts.checkedAt);
    certificate = Number.isNaN(left) ? unknown() : left <= CERTIFICATE_WARNING_DAYS * DAY_MS ? bad(String(Math.max(0, Math.floor(left / DAY_MS)))) : ok();
  }
  return {
    "home-down": down,
    "home-noindex": readable ? (readable.noindex ? bad("noindex") : ok()) : unknown(),
    "page-noindex": pagesRead.length === 0 ? unknown() : noindexPages.length > 0 ? bad(noindexPages.map((page) => page.url).join(" ")) : ok(),
    "robots-blocks": facts.robotsBlocksHome === null ? unknown() : facts.robotsBlocksHome ? bad(null) : ok(),
    "sitemap-gone": facts.sitemap === null ? unknown() : facts.sitemap === "ok" ? ok() : bad(facts.sitemap),
    "canonical-moved": !readable
      ? unknown()
      : readable.canonicalHost !== null && bareHost(readable.canonicalHost) !== bareHost(facts.host)
        ? bad(`${facts.host} → ${readable.canonicalHost}`)
        : ok(),
    "certificate-expiring": certificate,
  };
}

/** What the watch remembers of a signal between checks: its last known state (unknown never overwrites it). */
export type SignalMemory = Partial<Record<SignalId, "ok" | "bad">>;

export interface SignalChanges {
  /** Signals that turned bad: one alert each. */
  alerts: { signal: SignalId; detail: string | null }[];
  /** Signals that were bad and are ok again: one "düzeldi" each. */
  recovered: SignalId[];
  /** The memory to store for the next check. */
  memory: SignalMemory;
}

/**
 * Compares a check with what the watch remembers. A signal first seen bad alerts (the owner wants
 * to know at once, even on the first check after confirming); one seen bad again stays quiet; one
 * that turns ok after bad recovers; "unknown" keeps the memory as it was.
 */
export function signalChanges(memory: SignalMemory, verdicts: Record<SignalId, SignalVerdict>): SignalChanges {
  const next: SignalMemory = { ...memory };
  const alerts: SignalChanges["alerts"] = [];
  const recovered: SignalId[] = [];
  // While the site does not answer, the down alert speaks for it, and what else was read (robots.txt
  // on another path, say) waits: it alerts once the site is back, if it is still bad then.
  const judged = verdicts["home-down"].state === "bad" ? (["home-down"] as const) : SIGNALS;
  for (const signal of judged) {
    const { state, detail } = verdicts[signal];
    if (state === "unknown") continue;
    const before = memory[signal];
    if (state === "bad" && before !== "bad") alerts.push({ signal, detail });
    if (state === "ok" && before === "bad") recovered.push(signal);
    next[signal] = state;
  }
  return { alerts, recovered, memory: next };
}
