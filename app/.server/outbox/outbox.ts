import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { log } from "~/.server/log";
import type { ContactMessage } from "~/.server/db/schema";
import type { DeliveryChannel } from "./delivery-queue";

/** One way of delivering a stored item (SMTP, EmailJS, the chat webhook); rejects with a readable reason. */
export interface Transport<Item> {
  readonly name: string;
  /** Whose delivery state the outbox claims and updates; e-mail when absent. */
  readonly channel?: DeliveryChannel;
  send(item: Item): Promise<void>;
  close?(): void;
}

/** Delivers a stored contact message. */
export type LeadTransport = Transport<ContactMessage>;

/**
 * Stored items waiting for delivery, with a per-channel delivery state: contact messages (the
 * leads repository) and newsletter confirmation e-mails (its `confirmationMails`).
 */
export interface DeliveryQueue<Item extends { id: string }> {
  // The channel is the agency's e-mail ("email") where not named.
  claimDue(workerId: string, now: number, leaseMs: number, limit: number, channel?: DeliveryChannel): Promise<Item[]>;
  markDelivered(id: string, workerId: string, now: number, channel?: DeliveryChannel): Promise<boolean>;
  markAttemptFailed(id: string, workerId: string, error: string, nextAttemptAt: number, channel?: DeliveryChannel): Promise<boolean>;
  /** Delivery attempts already made for the item on the channel. */
  attemptsOf(item: Item, channel?: DeliveryChannel): number;
}

export interface OutboxOptions {
  /** How often due and orphaned messages are looked for. */
  intervalMs?: number;
  /** How long a claim lasts; must exceed the slowest delivery (SMTP socket timeout is 30 s). */
  leaseMs?: number;
  batchSize?: number;
  /** First retry delay; doubles per attempt. */
  retryBaseMs?: number;
  now?: () => number;
  /** Names the queue in log lines ("lead" by default). */
  queueName?: string;
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
 * Delivers stored items (contact messages; newsletter confirmation e-mails) on every configured
 * channel (e-mail, chat webhook). Each replica runs one per queue; rows are claimed per channel
 * atomically with a lease, so an item is sent on a channel by one replica at a time, and a replica
 * that dies mid-delivery leaves a claim that expires and is picked up again. Channels fail and
 * retry independently.
 */
export class Outbox<Item extends { id: string } = ContactMessage> {
  readonly workerId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<OutboxRunResult> | undefined;
  private rerunRequested = false;
  private readonly intervalMs: number;
  private readonly leaseMs: number;
  private readonly batchSize: number;
  private readonly retryBaseMs: number;
  private readonly now: () => number;
  private readonly queueName: string;
  private readonly transports: readonly Transport<Item>[];

  constructor(
    private readonly repository: DeliveryQueue<Item>,
    transports: Transport<Item> | readonly Transport<Item>[],
    options: OutboxOptions = {},
  ) {
    this.transports = Array.isArray(transports) ? transports : [transports as Transport<Item>];
    this.queueName = options.queueName ?? "lead";
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
          let full: boolean;
          do {
            full = false;
            for (const transport of this.transports) {
              const round = await this.runChannel(transport);
              total.claimed += round.claimed;
              total.delivered += round.delivered;
              total.failed += round.failed;
              // A full batch means more may be waiting on that channel.
              if (round.claimed === this.batchSize) full = true;
            }
          } while (full);
        } while (this.rerunRequested);
      } catch (error) {
        log.error("outbox_round_failed", { error });
      } finally {
        this.running = undefined;
      }
      return total;
    })();
    return this.running;
  }

  /** One claim-and-deliver round on every channel. */
  async runOnce(): Promise<OutboxRunResult> {
    const total: OutboxRunResult = { claimed: 0, delivered: 0, failed: 0 };
    for (const transport of this.transports) {
      const round = await this.runChannel(transport);
      total.claimed += round.claimed;
      total.delivered += round.delivered;
      total.failed += round.failed;
    }
    return total;
  }

  private async runChannel(transport: Transport<Item>): Promise<OutboxRunResult> {
    const channel = transport.channel ?? "email";
    const claimed = await this.repository.claimDue(this.workerId, this.now(), this.leaseMs, this.batchSize, channel);
    let delivered = 0;
    let failed = 0;
    for (const lead of claimed) {
      const attempts = this.repository.attemptsOf(lead, channel) + 1;
      try {
        await transport.send(lead);
        await this.repository.markDelivered(lead.id, this.workerId, this.now(), channel);
        delivered += 1;
        log.info("lead_delivered", { queue: this.queueName, id: lead.id, transport: transport.name, attempts });
      } catch (error) {
        failed += 1;
        const retryAt = this.now() + backoffMs(attempts, this.retryBaseMs);
        await this.repository.markAttemptFailed(lead.id, this.workerId, String(error), retryAt, channel);
        log.warn("lead_delivery_failed", {
          queue: this.queueName,
          id: lead.id,
          transport: transport.name,
          attempts,
          retryAt: new Date(retryAt).toISOString(),
          error,
        });
      }
    }
    return { claimed: claimed.length, delivered, failed };
  }
}
