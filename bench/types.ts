export interface BenchRow {
  figure: string;
  value: number;
  unit: string;
  goal?: number;
  goalKind?: "max" | "min";
}

/** Lets a benchmark file run on its own (`npx tsx bench/x.ts`) as well as from bench/run.ts. */
export async function runIfMain(moduleUrl: string, run: () => Promise<BenchRow[]>): Promise<void> {
  const { pathToFileURL } = await import("node:url");
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  for (const row of await run()) {
    const goal = row.goal === undefined ? "" : ` (goal ${row.goalKind === "min" ? "≥" : "≤"} ${row.goal} ${row.unit})`;
    console.log(`${row.figure}: ${row.value} ${row.unit}${goal}`);
  }
}
