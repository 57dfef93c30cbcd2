import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { AttributionColumns, Database, SiteWatchesTable } from "~/.server/db/schema";
import { isoTime } from "~/.server/time";
import { RECHECKED_PAGES, type SignalMemory } from "./signals";

/**
 * The watched sites ("Sitemi takip et"), shared by every replica. A watch is stored pending at
 * once (so its confirmation e-mail can be sent from the row, like every lead); it is checked only
 * after its owner opened the confirmation link. One watch per site and address, at most
 * MONITOR_MAX_PER_EMAIL per address; unsubscribing deletes the row, the address with it.
 */

export type SiteWatch = Selectable<SiteWatchesTable>;

const DAY_MS = 24 * 60 * 60_000;
/** How far a claimed check's time moves ahead: a check that never reports back is tried again after it. */
export const CLAIM_MS = 60 * 60_000;
/**
 * The same for a weekly re-audit: an audit may wait in line behind others and take minutes, and
 * trying a whole crawl again every hour would weigh on the site; a few hours late is still weekly.
 */
export const AUDIT_CLAIM_MS = 6 * 60 * 60_000;
/** A pending watch whose confirmation link expired (7 days) is deleted after this. */
export const PENDING_WATCH_DAYS = 8;
/** An active watch whose owner followed no link of ours for this long ends (and is told so once). */
export const UNENGAGED_WATCH_DAYS = 182;
/** An ended watch is kept this long (the agency's record), then deleted with its address. */
export const ENDED_WATCH_DAYS = 30;

export interface NewWatch {
  email: string;
  name: string | null;
  startUrl: string;
  reportId: string | null;
  ipAddress: string | null;
  attribution: Partial<AttributionColumns>;
}

export type SubscribeOutcome =
  /** A new pending watch: send its confirmation e-mail. */
  | { kind: "created"; watch: SiteWatch }
  /** This address already asked for this site and has not confirmed: send the confirmation again (within the recipient's limits). */
  | { kind: "pending"; watch: SiteWatch }
  /** This address already watches this site: nothing to send. */
  | { kind: "active"; watch: SiteWatch }
  /** This address watches as many sites as it may. */
  | { kind: "limit" };

export interface WatchStoreOptions {
  maxPerEmail: number;
  checkHours: number;
  auditDays: number;
  /** The delay of a first check after confirming, in [0, 1): spreads a thousand confirmations over the check period. */
  jitter?: () => number;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function hostOf(startUrl: string): string {
  return new URL(startUrl).host.toLowerCase();
}

export function createWatchStore(db: Kysely<Database>, options: WatchStoreOptions) {
  const jitter = options.jitter ?? Math.random;
  const byId = (id: string) => db.selectFrom("site_watches").selectAll().where("id", "=", id).executeTakeFirst();

  /**
   * Claims the active watches due by `column` for this scheduler: the column moves `claimMs` ahead
   * with a compare-and-set on the value read, so of two replicas' schedulers reading the same due
   * watch only one moves it. The job runs with the slot it was due in (its mails are keyed by it),
   * so each claimed watch comes back with `column` still at that slot.
   */
  async function claimDue(column: "next_check_at" | "next_audit_at", claimMs: number, now: number, limit: number): Promise<SiteWatch[]> {
    const due = await db
      .selectFrom("site_watches")
      .select(["id", column])
      .where("status", "=", "active")
      .where(column, "<=", isoTime(now))
      .orderBy(column)
      .limit(limit)
      .execute();
    const claimed: SiteWatch[] = [];
    for (const row of due) {
      const slot = row[column];
      const updated = await db.updateTable("site_watches").set({ [column]: isoTime(now + claimMs) }).where("id", "=", row.id).where(column, "=", slot).executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) continue;
      const watch = await byId(row.id);
      if (watch) claimed.push({ ...watch, [column]: slot });
    }
    return claimed;
  }

  return {
    async subscribe(input: NewWatch, now: number): Promise<SubscribeOutcome> {
      const email = normaliseEmail(input.email);
      const host = hostOf(input.startUrl);
      return db.transaction().execute(async (trx) => {
        const existing = await trx.selectFrom("site_watches").selectAll().where("email", "=", email).where("host", "=", host).executeTakeFirst();
        if (existing) return existing.status === "active" ? { kind: "active", watch: existing } : { kind: "pending", watch: existing };
        const count = await trx.selectFrom("site_watches").select((eb) => eb.fn.countAll<number>().as("count")).where("email", "=", email).executeTakeFirstOrThrow();
        if (Number(count.count) >= options.maxPerEmail) return { kind: "limit" };
        const row: SiteWatch = {
          id: randomUUID(),
          email,
          name: input.name,
          host,
          start_url: input.startUrl,
          report_id: input.reportId,
          status: "pending",
          signals: "{}",
          pages: "[]",
          created_at: isoTime(now),
          consent_at: isoTime(now),
          confirmed_at: null,
          next_check_at: isoTime(now),
          next_audit_at: isoTime(now),
          last_engaged_at: isoTime(now),
          ip_address: input.ipAddress,
          landing_page: input.attribution.landing_page ?? null,
          referrer_host: input.attribution.referrer_host ?? null,
          utm_source: input.attribution.utm_source ?? null,
          utm_medium: input.attribution.utm_medium ?? null,
          utm_campaign: input.attribution.utm_campaign ?? null,
          utm_term: input.attribution.utm_term ?? null,
          utm_content: input.attribution.utm_content ?? null,
          gclid: input.attribution.gclid ?? null,
          fbclid: input.attribution.fbclid ?? null,
          form_source: input.attribution.form_source ?? null,
        };
        await trx.insertInto("site_watches").values(row).execute();
        return { kind: "created", watch: row };
      });
    },

    /**
     * The owner opened the confirmation link: the watch becomes active, its first light check falls
     * at a random point of the first check period and its first re-audit one audit period away.
     * null when there is no such watch (unsubscribed, or swept after its link expired).
     */
    async confirm(id: string, now: number): Promise<{ watch: SiteWatch; newlyConfirmed: boolean } | null> {
      const watch = await byId(id);
      if (!watch) return null;
      if (watch.status === "active") return { watch, newlyConfirmed: false };
      const changes = {
        status: "active" as const,
        confirmed_at: isoTime(now),
        last_engaged_at: isoTime(now),
        next_check_at: isoTime(now + Math.floor(jitter() * options.checkHours * 60 * 60_000)),
        next_audit_at: isoTime(now + options.auditDays * DAY_MS),
      };
      const updated = await db.updateTable("site_watches").set(changes).where("id", "=", id).where("status", "=", "pending").executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return { watch: (await byId(id)) ?? watch, newlyConfirmed: false };
      return { watch: { ...watch, ...changes }, newlyConfirmed: true };
    },

    get: byId,

    /** Unsubscribing: the watch and its address go. true when there was one. */
    async remove(id: string): Promise<boolean> {
      const deleted = await db.deleteFrom("site_watches").where("id", "=", id).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },

    /** The remembered state of each signal, after a light check. */
    async rememberSignals(id: string, memory: SignalMemory, nextCheckAt: number): Promise<void> {
      await db.updateTable("site_watches").set({ signals: JSON.stringify(memory), next_check_at: isoTime(nextCheckAt) }).where("id", "=", id).execute();
    },

    /**
     * The active watches whose light check is due, claimed for this scheduler: their next check
     * moves CLAIM_MS ahead at once, so another replica's scheduler does not take them too, and a
     * check that fails is tried again after that rather than every minute. The check itself sets
     * the real next time when it is done. Each comes with `next_check_at` its slot.
     */
    claimDueChecks(now: number, limit: number): Promise<SiteWatch[]> {
      return claimDue("next_check_at", CLAIM_MS, now, limit);
    },

    /**
     * The twin of claimDueChecks for the weekly re-audit, on `next_audit_at` (AUDIT_CLAIM_MS
     * ahead): the re-audit sets the real next time with rememberAudit. Each comes with
     * `next_audit_at` its slot.
     */
    claimDueAudits(now: number, limit: number): Promise<SiteWatch[]> {
      return claimDue("next_audit_at", AUDIT_CLAIM_MS, now, limit);
    },

    /**
     * What a re-audit leaves on the watch: its report (the next one is compared with it), the
     * pages indexable in it (the light check re-reads them, at most RECHECKED_PAGES) and when the
     * next re-audit falls.
     */
    async rememberAudit(id: string, audit: { reportId: string; pages: readonly string[]; nextAuditAt: number }): Promise<void> {
      await db
        .updateTable("site_watches")
        .set({ report_id: audit.reportId, pages: JSON.stringify(audit.pages.slice(0, RECHECKED_PAGES)), next_audit_at: isoTime(audit.nextAuditAt) })
        .where("id", "=", id)
        .execute();
    },

    /**
     * The watch stops: no more checks, no more e-mails but the one telling its owner (stored by the
     * caller first). true when this call ended it.
     */
    async end(id: string, now: number): Promise<boolean> {
      const updated = await db
        .updateTable("site_watches")
        .set({ status: "ended", next_check_at: isoTime(now), next_audit_at: isoTime(now), last_engaged_at: isoTime(now) })
        .where("id", "=", id)
        .where("status", "=", "active")
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) > 0;
    },

    /** The owner followed a link of one of our e-mails: the watch is read. */
    async recordEngagement(id: string, now: number): Promise<void> {
      await db.updateTable("site_watches").set({ last_engaged_at: isoTime(now) }).where("id", "=", id).where("status", "=", "active").execute();
    },

    /** Active watches nobody engaged with for UNENGAGED_WATCH_DAYS: to be ended. */
    unengaged(now: number, limit: number): Promise<SiteWatch[]> {
      return db
        .selectFrom("site_watches")
        .selectAll()
        .where("status", "=", "active")
        .where("last_engaged_at", "<", isoTime(now - UNENGAGED_WATCH_DAYS * DAY_MS))
        .orderBy("last_engaged_at")
        .limit(limit)
        .execute();
    },

    /** Every watch, newest first (`npm run monitor -- list`, `npm run leads`). */
    list(limit = 200): Promise<SiteWatch[]> {
      return db.selectFrom("site_watches").selectAll().orderBy("created_at", "desc").limit(limit).execute();
    },

    /**
     * Deletes pending watches whose confirmation link has expired, and ended watches after
     * ENDED_WATCH_DAYS (an ended watch's `last_engaged_at` is when it ended); answers their ids
     * (their e-mails go with them).
     */
    async sweep(now: number): Promise<string[]> {
      const deleted = await db
        .deleteFrom("site_watches")
        .where((eb) =>
          eb.or([
            eb.and([eb("status", "=", "pending"), eb("created_at", "<", isoTime(now - PENDING_WATCH_DAYS * DAY_MS))]),
            eb.and([eb("status", "=", "ended"), eb("last_engaged_at", "<", isoTime(now - ENDED_WATCH_DAYS * DAY_MS))]),
          ]),
        )
        .returning("id")
        .execute();
      return deleted.map((row) => row.id);
    },
  };
}

/** The remembered signals of a watch (a malformed value reads as nothing remembered). */
export function signalMemoryOf(watch: Pick<SiteWatch, "signals">): SignalMemory {
  try {
    const value: unknown = JSON.parse(watch.signals);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter(([, state]) => state === "ok" || state === "bad")) as SignalMemory;
  } catch {
    return {};
  }
}

/** The pages kept from the last re-audit (a malformed value reads as none: the light check then re-reads the home page only). */
export function watchPagesOf(watch: Pick<SiteWatch, "pages">): string[] {
  try {
    const value: unknown = JSON.parse(watch.pages);
    if (!Array.isArray(value)) return [];
    return value.filter((page): page is string => typeof page === "string" && /^https?:\/\//i.test(page)).slice(0, RECHECKED_PAGES);
  } catch {
    return [];
  }
}

export type WatchStore = ReturnType<typeof createWatchStore>;
