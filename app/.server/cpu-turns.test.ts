import { describe, expect, it } from "vitest";
import { FEED_SLICE_CHARS, createCpuTurns, feedInTurns } from "./cpu-turns";

/** A fake clock: the tests move it by hand, so no verdict depends on how fast the machine is. */
function fakeClock(): { now: () => number; advance: (ms: number) => void } {
  let t = 0;
  return { now: () => t, advance: (ms) => (t += ms) };
}

/** Counts turns of the event loop (check phases) until stopped, noting the fake time at each. */
function turnObserver(now: () => number): { times: number[]; stop: () => void } {
  const times: number[] = [];
  let running = true;
  const tick = (): void => {
    times.push(now());
    if (running) setImmediate(tick);
  };
  setImmediate(tick);
  return { times, stop: () => (running = false) };
}

describe("cpuTurns", () => {
  it("gives waiting work one turn of the event loop each, in the order it asked", async () => {
    const clock = fakeClock();
    const turns = createCpuTurns(clock.now, 10);
    const observer = turnObserver(() => observer.times.length);
    const resumedAtTurn: [string, number][] = [];
    await Promise.all(
      ["a", "b", "c"].map(async (name) => {
        await turns.takeTurn();
        resumedAtTurn.push([name, observer.times.length]);
      }),
    );
    observer.stop();
    expect(resumedAtTurn.map(([name]) => name)).toEqual(["a", "b", "c"]);
    const atTurns = resumedAtTurn.map(([, turn]) => turn);
    expect(new Set(atTurns).size).toBe(3);
  });

  it("asks for no turn until the slice given last is used up", async () => {
    const clock = fakeClock();
    const turns = createCpuTurns(clock.now, 10);
    await turns.takeTurn();
    clock.advance(9);
    expect(turns.takeTurnIfDue()).toBeUndefined();
    clock.advance(1);
    const turn = turns.takeTurnIfDue();
    expect(turn).toBeInstanceOf(Promise);
    await turn;
    // A new slice starts with the turn.
    expect(turns.takeTurnIfDue()).toBeUndefined();
  });

  it("lets all jobs together run about one slice per turn of the loop, however many there are", async () => {
    const clock = fakeClock();
    const sliceMs = 10;
    const stepMs = 3;
    const turns = createCpuTurns(clock.now, sliceMs);
    const observer = turnObserver(clock.now);
    // Four crawl workers of two jobs, each doing 40 steps of 3 ms of work between checks. Before
    // the shared schedule each worker counted its own 10 ms, so one turn carried 4 × 10 ms.
    const worker = async (): Promise<void> => {
      for (let step = 0; step < 40; step += 1) {
        clock.advance(stepMs);
        await turns.takeTurnIfDue();
      }
    };
    await Promise.all(Array.from({ length: 4 }, worker));
    observer.stop();
    const perTurn = observer.times.slice(1).map((t, i) => t - (observer.times[i] ?? 0));
    // The observer saw the work (all but the slices before its first turn and after its last).
    expect(perTurn.reduce((sum, ms) => sum + ms, 0)).toBeGreaterThanOrEqual(4 * 40 * stepMs - 3 * (sliceMs + stepMs));
    // One slice, plus the step that crosses its end.
    expect(Math.max(...perTurn)).toBeLessThanOrEqual(sliceMs + stepMs);
  });
});

describe("feedInTurns", () => {
  it("feeds the text in slices, taking a turn when the slice is used up, and stops when the parser does", async () => {
    const clock = fakeClock();
    const turns = createCpuTurns(clock.now, 10);
    const text = "x".repeat(FEED_SLICE_CHARS * 5 + 1);
    const slices: number[] = [];
    const observer = turnObserver(clock.now);
    await feedInTurns(
      text,
      (slice) => {
        slices.push(slice.length);
        clock.advance(6);
        return true;
      },
      turns,
    );
    observer.stop();
    expect(slices).toEqual([...Array.from({ length: 5 }, () => FEED_SLICE_CHARS), 1]);
    // 36 ms of parsing: at least three turns were taken between the slices.
    expect(observer.times.length).toBeGreaterThanOrEqual(3);

    const stopped: number[] = [];
    await feedInTurns(text, (slice) => (stopped.push(slice.length), stopped.length < 2), turns);
    expect(stopped).toHaveLength(2);
  });
});
