import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { log } from "~/.server/log";
import type { MailTransport } from "~/features/leads/mail-transports.server";
import type { LeadsRepository } from "./repository.server";

export interface OutboxOptions {
  /** How often due and orphaned messages are looked for. */
  intervalMs?: number;
  /** How long a claim lasts; must exceed the slowest delivery (SMTP socket timeout is 30 s). */
  leaseMs?: number;
  batchSize?: number;
  /** First retry delay; doubles per attempt. */
  retryBaseMs?: number;
  now?: () => number;
}

const DEFAULT_RETRY_BASE_MS = 30_000;
const MAX_BACKOFF_MS = 60 * 60_000;

/** 30 s, 1 min, 2 min, ... capped at one hour: a lead is retried until it is delivered. */
export function backoffMs(attempts: number, baseMs = DEFAULT_RETRY_BASE_MS): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
}

export interface OutboxRunResult {
  claimed: number;
  delivered: number;
  failed: number;
}

/**
 * Delivers stored contact messages. Each replica runs one; rows are claimed atomically with a
 * lease, so a message is sent by one replica at a time, and a replica that dies mid-delivery
 * leaves a claim that expires and is picked up again.
 */
export class Outbox {
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<OutboxRunResult> | undefined;
  private rerunRequested = false;
  private readonly intervalMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly retryBaseMs: number;
  private readonly now: () => number;

  constructor(
    private readonly repository: LeadsRepository,
    private readonly transport: MailTransport,
    options: OutboxOptions = {},
  ) {
    this.intervalMs = options.intervalMs ?? 15_000;
    this.leaseMs = options.leaseMs ?? 120_000;
    this.batchSize = options.batchSize ?? 20;
    this.retryBaseMs = options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS;
    this.now = options.now ?? Date.now;
  }

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.kick(), this.intervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** Asks for a delivery round now (after a new lead); never throws, never blocks the caller. */
  kick(): void {
    if (this.running) {
      this.rerunRequested = true;
      return;
    }
    void this.drain();
  }

  /** Runs rounds until nothing is due; resolves when the queue is idle. */
  async drain(): Promise<OutboxRunResult> {
    if (this.running) {
      this.rerunRequested = true;
      return this.running;
    }
    this.running = (async () => {
      const total: OutboxRunResult = { claimed: 0, delivered: 0, failed: 0 };
      try {
        do {
          this.rerunRequested = false;
          let round: OutboxRunResult;
          do {
            round = await this.runOnce();
            total.claimed += round.claimed;
            total.delivered += round.delivered;
            total.failed += round.failed;
          } while (round.claimed === this.batchSize);
        } while (this.rerunRequested);
      } catch (error) {
        log.error("outbox_round_failed", { error: String(error) });
      } finally {
        this.running = undefined;
      }
      return total;
    })();
    return this.running;
  }

  /** One claim-and-deliver round. */
  async runOnce(): Promise<OutboxRunResult> {
    const claimed = await this.repository.claimDue(this.workerId, this.now(), this.leaseMs, this.batchSize);
    let delivered = 0;
    let failed = 0;
    for (const lead of claimed) {
      try {
        await this.transport.send(lead);
        await this.repository.markDelivered(lead.id, this.workerId, this.now());
        delivered += 1;
        log.info("lead_delivered", { id: lead.id, transport: this.transport.name, attempts: lead.attempts + 1 });
      } catch (error) {
        failed += 1;
        const attempts = lead.attempts + 1;
        const retryAt = this.now() + backoffMs(attempts, this.retryBaseMs);
        await this.repository.markAttemptFailed(lead.id, this.workerId, String(error), retryAt);
        log.warn("lead_delivery_failed", {
          id: lead.id,
          transport: this.transport.name,
          attempts,
          retryAt: new Date(retryAt).toISOString(),
          error: String(error),
        });
      }
    }
    return { claimed: claimed.length, delivered, failed };
  }
}
