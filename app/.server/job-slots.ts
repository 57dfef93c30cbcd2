/**
 * The CRAWL_MAX_JOBS slots shared by the jobs that make requests to visitors' sites (site crawls
 * and live checks) in one server process, so a burst of either cannot starve the other or
 * multiply the outbound traffic. One per Services, kept on it: the production server is two
 * bundles, and module state would be two counts.
 */
export interface JobSlots {
  /** Takes a slot, or returns null when all are taken; the release it returns runs once. */
  take(): (() => void) | null;
  /** Jobs running now (the busy log line, tests). */
  running(): number;
  /**
   * Resolves true once no job is running, or false after `timeoutMs`: closing the services waits
   * for the jobs' last writes (a target host's unused budget goes back to the database).
   */
  settled(timeoutMs: number): Promise<boolean>;
}

export function createJobSlots(max: number): JobSlots {
  let count = 0;
  const idle: (() => void)[] = [];
  return {
    take() {
      if (count >= max) return null;
      count += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        count -= 1;
        if (count === 0) for (const resolve of idle.splice(0)) resolve();
      };
    },
    running: () => count,
    settled(timeoutMs) {
      if (count === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs);
        idle.push(() => {
          clearTimeout(timer);
          resolve(true);
        });
      });
    },
  };
}
