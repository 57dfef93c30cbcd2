import { readdirSync, readFileSync } from "node:fs";

/**
 * The browser stage's child process and every process under it (Chromium forks a zygote,
 * renderers, a GPU and a network service), read from /proc: their memory is what the ceiling
 * bounds, and killing them all is how no Chromium outlives its job. Linux only, like the
 * production image; elsewhere the tree is the root alone and memory is not watched.
 */

interface ProcessInfo {
  pid: number;
  ppid: number;
  rssBytes: number;
}

const PAGE_SIZE = 4_096;

function readProcess(pid: number): ProcessInfo | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces and parentheses: the fields after it start at the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // A zombie has exited already (its parent has not reaped it yet): nothing to bound or kill.
    if (fields[0] === "Z" || fields[0] === "X") return null;
    const ppid = Number(fields[1]);
    const rssPages = Number(fields[21]);
    return { pid, ppid, rssBytes: Number.isFinite(rssPages) ? rssPages * PAGE_SIZE : 0 };
  } catch {
    return null;
  }
}

function allProcesses(): ProcessInfo[] {
  let entries: string[];
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  const processes: ProcessInfo[] = [];
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const info = readProcess(Number(entry));
    if (info) processes.push(info);
  }
  return processes;
}

/** `root` and its descendants that are alive now. */
export function processTree(root: number): ProcessInfo[] {
  const processes = allProcesses();
  const byParent = new Map<number, ProcessInfo[]>();
  for (const info of processes) byParent.set(info.ppid, [...(byParent.get(info.ppid) ?? []), info]);
  const rootInfo = processes.find((info) => info.pid === root);
  if (!rootInfo) return [];
  const tree: ProcessInfo[] = [];
  const queue = [rootInfo];
  while (queue.length > 0) {
    const next = queue.shift();
    if (!next || tree.some((info) => info.pid === next.pid)) continue;
    tree.push(next);
    queue.push(...(byParent.get(next.pid) ?? []));
  }
  return tree;
}

/**
 * A process's proportional share of memory (PSS, /proc/<pid>/smaps_rollup): Chromium's processes
 * share most of their pages, so their RSS added up counts the same pages many times over. Falls
 * back to RSS where the kernel has no smaps_rollup.
 */
function pssBytes(info: ProcessInfo): number {
  try {
    const match = /^Pss:\s+(\d+) kB/m.exec(readFileSync(`/proc/${info.pid}/smaps_rollup`, "utf8"));
    if (match?.[1]) return Number(match[1]) * 1_024;
  } catch {
    // Gone, or no smaps_rollup.
  }
  return info.rssBytes;
}

/** Memory of one process (its proportional share), bytes; 0 when it is gone. */
export function processMemoryBytes(pid: number): number {
  const info = readProcess(pid);
  return info ? pssBytes(info) : 0;
}

/** Memory of `root` and its descendants together (their proportional shares), bytes. */
export function treeMemoryBytes(root: number): number {
  return processTree(root).reduce((sum, info) => sum + pssBytes(info), 0);
}

/**
 * SIGKILL to `root` and every descendant, children first found, all at once: a Chromium that
 * lost its parent would otherwise be adopted by init and live on. Processes already gone are skipped.
 */
export function killTree(root: number): void {
  const pids = processTree(root).map((info) => info.pid);
  if (!pids.includes(root)) pids.push(root);
  for (const pid of pids) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}
