/**
 * The byte budget one job (a site crawl, a live check) shares across all of its requests,
 * charged by safeFetch chunk by chunk as bodies are read. Reserving each request's largest
 * possible size before sending it instead turned a handful of requests in flight into a spent
 * budget with nothing read (issue 28); charging what is read keeps the total exact whatever the
 * concurrency. The per-request cap (`maxBytes`) stays separate.
 */

/** Thrown by safeFetch when the shared budget has no room for the next chunk of a body. */
export class ByteBudgetExceeded extends Error {
  override readonly name = "ByteBudgetExceeded";
  constructor(readonly limit: number) {
    super(`byte budget of ${limit} bytes spent`);
  }
}

export class ByteBudget {
  private usedBytes = 0;
  private spent = false;

  /**
   * `onExhausted` runs once, at the first charge that does not fit: the job stops there (and
   * aborts its other requests) rather than letting each of them find out on its own.
   */
  constructor(
    readonly limit: number,
    private readonly onExhausted?: () => void,
  ) {}

  /** Bytes accepted so far; never more than `limit`. */
  get used(): number {
    return this.usedBytes;
  }

  /** True once a charge was refused, or nothing is left. */
  get exhausted(): boolean {
    return this.spent || this.usedBytes >= this.limit;
  }

  /**
   * Counts `bytes` more (a chunk read, or inflated). Returns false, counting nothing, when they
   * would go past the limit: the caller drops them and stops reading.
   */
  charge(bytes: number): boolean {
    if (this.usedBytes + bytes > this.limit) {
      if (!this.spent) {
        this.spent = true;
        this.onExhausted?.();
      }
      return false;
    }
    this.usedBytes += bytes;
    return true;
  }
}
