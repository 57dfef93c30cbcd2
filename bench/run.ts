/**
 * `npm run bench`: runs every benchmark, prints one table (figure, value, goal, pass/fail) and
 * writes bench/results.json. Never part of `npm test`: these machines are shared and noisy.
 * Pass benchmark names to run a subset: `npm run bench -- sitemap clustering`.
 */
import { writeFile } from "node:fs/promises";
import type { BenchRow } from "./types";

const BENCHMARKS: Record<string, () => Promise<{ run(): Promise<BenchRow[]> }>> = {
  bundles: () => import("./bundles"),
  sitemap: () => import("./sitemap"),
  clustering: () => import("./clustering"),
  analyzer: () => import("./analyzer"),
  "analyzer-attack": () => import("./analyzer-attack"),
  "leads-soak": () => import("./leads-soak"),
  server: () => import("./server"),
  "site-crawl": () => import("./site-crawl"),
  "site-crawl-attack": () => import("./site-crawl-attack"),
  "site-audit": () => import("./site-audit"),
  "site-audit-exports": () => import("./site-audit-exports"),
  "browser-stage": () => import("./browser-stage"),
  "own-site": () => import("./own-site"),
  "jobs-scale": () => import("./jobs-scale"),
  "site-monitor": () => import("./site-monitor"),
  lighthouse: () => import("./lighthouse"),
  "main-thread": () => import("./main-thread"),
  "big-inputs": () => import("./big-inputs"),
};

interface ResultRow extends BenchRow {
  benchmark: string;
  pass: boolean | null;
}

function passes(row: BenchRow): boolean | null {
  if (row.goal === undefined) return null;
  return row.goalKind === "min" ? row.value >= row.goal : row.value <= row.goal;
}

const selected = process.argv.slice(2).filter((name) => !name.startsWith("-"));
const names = selected.length > 0 ? selected : Object.keys(BENCHMARKS);
const results: ResultRow[] = [];
for (const name of names) {
  const load = BENCHMARKS[name];
  if (!load) throw new Error(`Unknown benchmark "${name}". Known: ${Object.keys(BENCHMARKS).join(", ")}`);
  process.stderr.write(`running ${name}...\n`);
  try {
    const rows = await (await load()).run();
    results.push(...rows.map((row) => ({ ...row, benchmark: name, pass: passes(row) })));
  } catch (error) {
    // One broken benchmark must not hide the others' figures.
    process.stderr.write(`${name} failed: ${String(error)}\n`);
    results.push({ benchmark: name, figure: `${name}: did not complete`, value: Number.NaN, unit: "", pass: false });
  }
}

const table = results.map((row) => ({
  figure: row.figure,
  value: `${row.value} ${row.unit}`,
  goal: row.goal === undefined ? "" : `${row.goalKind === "min" ? "≥" : "≤"} ${row.goal} ${row.unit}`,
  result: row.pass === null ? "" : row.pass ? "pass" : "FAIL",
}));
console.table(table);
await writeFile(
  new URL("./results.json", import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), node: process.version, results }, null, 2)}\n`,
);
const failed = results.filter((row) => row.pass === false).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
