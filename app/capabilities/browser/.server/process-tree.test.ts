import { spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { killTree, processTree, treeMemoryBytes } from "./process-tree";

const started: number[] = [];
afterEach(() => {
  for (const pid of started.splice(0)) killTree(pid);
});

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error("condition not met in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("process tree", () => {
  it("finds a process's descendants, sums their memory and kills them all, grandchildren included", async () => {
    // A shell with two children, one of which has its own child: three levels, like Chromium's zygote.
    const root = spawn("sh", ["-c", "sleep 60 & sh -c 'sleep 60 & wait' & wait"], { stdio: "ignore" });
    if (!root.pid) throw new Error("no pid");
    started.push(root.pid);
    await until(() => processTree(root.pid ?? 0).length >= 4);
    const pids = processTree(root.pid).map((info) => info.pid);
    expect(pids).toContain(root.pid);
    expect(treeMemoryBytes(root.pid)).toBeGreaterThan(0);

    killTree(root.pid);
    await until(() => pids.every((pid) => !alive(pid)));
  });

  it("answers nothing for a process that is not there", () => {
    expect(processTree(2 ** 22 + 7)).toEqual([]);
    expect(treeMemoryBytes(2 ** 22 + 7)).toBe(0);
    expect(() => killTree(2 ** 22 + 7)).not.toThrow();
  });
});

/** Running: a zombie (killed, not yet reaped by its parent) is gone for our purpose. */
function alive(pid: number): boolean {
  return processTree(pid).length > 0;
}
