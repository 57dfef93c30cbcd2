import type { ReplayStore } from "./captcha.server";

/**
 * In-process ReplayStore for tests and single-process development only. With more than one
 * replica a token could be replayed against another process: production needs the
 * database-backed store (ARCHITECTURE: captcha replay protection lives in the database).
 */
export class InMemoryReplayStore implements ReplayStore {
  private readonly used = new Map<string, number>();

  constructor(private readonly clock: () => number = () => Date.now()) {}

  async consume(id: string, expiresAt: Date): Promise<boolean> {
    this.prune();
    if (this.used.has(id)) return false;
    this.used.set(id, expiresAt.getTime());
    return true;
  }

  get size(): number {
    return this.used.size;
  }

  /** Expired ids can be forgotten: their tokens fail the expiry check before reaching the store. */
  private prune(): void {
    const now = this.clock();
    for (const [id, expiresAt] of this.used) if (expiresAt <= now) this.used.delete(id);
  }
}
