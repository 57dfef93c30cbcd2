import { describe, expect, it } from "vitest";
import { applySiteAuditLine, asSiteAuditLine, startedAudit, stopSiteAudit, type SiteAuditState } from "./audit-state";
import type { SiteAuditLine } from "./schema";

const progress: SiteAuditLine = {
  type: "progress",
  phase: "crawl",
  counts: { found: 10, fetched: 4, skipped: 1 },
  current: "https://ornek.com/a",
  rules: { done: 0, total: 0 },
};

function run(lines: readonly SiteAuditLine[]): SiteAuditState {
  return lines.reduce(applySiteAuditLine, startedAudit("https://ornek.com/"));
}

describe("site audit screen state", () => {
  it("takes the report id from the first line and the progress from the next ones", () => {
    const state = run([{ type: "started", reportId: "r".repeat(22) }, progress]);
    expect(state).toMatchObject({ status: "running", reportId: "r".repeat(22), progress: { counts: { fetched: 4 }, current: "https://ornek.com/a" } });
  });

  it("ends done with the result, or failed with the server's Turkish message", () => {
    expect(run([{ type: "started", reportId: "a".repeat(22) }, { type: "result", reportId: "a".repeat(22), score: 81 }])).toEqual({
      status: "done",
      reportId: "a".repeat(22),
      score: 81,
    });
    expect(run([{ type: "error", code: "internal", error: "Hata" }])).toEqual({ status: "failed", error: "Hata" });
  });

  it("keeps the report id when the visitor stops, and ignores lines after the end", () => {
    const stopped = stopSiteAudit(run([{ type: "started", reportId: "s".repeat(22) }, progress]));
    expect(stopped).toMatchObject({ status: "stopped", reportId: "s".repeat(22) });
    expect(applySiteAuditLine(stopped, { type: "result", reportId: "s".repeat(22), score: 1 })).toBe(stopped);
  });

  it("drops lines that are not the contract's", () => {
    for (const value of [null, 3, "x", {}, { type: "started" }, { type: "progress", counts: null }, { type: "result", reportId: 5 }, { type: "other" }]) {
      expect(asSiteAuditLine(value)).toBeNull();
    }
    expect(asSiteAuditLine(progress)).toEqual(progress);
  });
});

describe("site audit screen state of a job", () => {
  it("keeps the job's id, shows the place in line until the audit starts, and leaves the line when stopped there", () => {
    const jobId = "0b5b02d1-7e8b-4f4d-8083-10cfd1454073";
    const waiting = [asSiteAuditLine({ type: "job", jobId }), asSiteAuditLine({ type: "queued", position: 2, etaSeconds: 40 })].reduce(
      (state, line) => (line ? applySiteAuditLine(state, line) : state),
      startedAudit("https://ornek.com/"),
    );
    expect(waiting).toMatchObject({ status: "running", jobId, queue: { position: 2, etaSeconds: 40 }, reportId: null });
    const started = applySiteAuditLine(waiting, { type: "started", reportId: "r".repeat(22) });
    expect(started).toMatchObject({ status: "running", jobId, queue: null, reportId: "r".repeat(22) });
    // A stored line carries its seq: the progress keeps only the progress.
    const stored = asSiteAuditLine({ ...progress, seq: 3 });
    if (!stored) throw new Error("not read");
    const moving = applySiteAuditLine(started, stored);
    if (moving.status !== "running") throw new Error(moving.status);
    expect(moving.progress).toEqual({ phase: "crawl", counts: { found: 10, fetched: 4, skipped: 1 }, current: "https://ornek.com/a", rules: { done: 0, total: 0 } });
    expect(applySiteAuditLine(waiting, { type: "error", code: "cancelled", error: "Durduruldu" })).toEqual({ status: "cancelled", message: "Durduruldu" });
    expect(asSiteAuditLine({ type: "queued", position: "2", etaSeconds: 40 })).toBeNull();
    // A second run (the first one's worker died) starts the progress over and says so.
    expect(moving).toMatchObject({ restarted: false });
    expect(applySiteAuditLine(moving, { type: "started", reportId: "r".repeat(22) })).toMatchObject({ status: "running", restarted: true });
  });
});
