/**
 * Measures how the layers of app/ lean on each other (issue 29): every static import from one
 * app/features/<a>/ folder into another app/features/<b>/ folder, and every import between the
 * layers shared, capabilities, site, features and server (app/.server).
 *
 *   npx tsx scripts/import-graph.ts            # summary and feature → feature pairs
 *   npx tsx scripts/import-graph.ts --list     # every cross-feature import, file by file
 *
 * Reads the sources with a regular expression, not the compiler: static `import … from`,
 * `export … from` and `import "…"` are what bind one folder to another; dynamic `import()` is left
 * out on purpose, as in the count.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP = path.join(ROOT, "app");
const SOURCE = /\.(ts|tsx)$/;
const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?["']([^"']+)["']/gm;

type Layer = "shared" | "capabilities" | "site" | "features" | "server" | "routes" | "other";

interface Edge {
  from: string;
  to: string;
}

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "articles" ? [] : walk(full);
    return SOURCE.test(name) ? [full] : [];
  });
}

/** The app-relative path an import specifier points at, or null for packages. */
function resolveSpecifier(file: string, specifier: string): string | null {
  if (specifier.startsWith("~/")) return path.join(APP, specifier.slice(2));
  if (specifier.startsWith(".")) return path.resolve(path.dirname(file), specifier);
  return null;
}

function layerOf(file: string): { layer: Layer; unit: string } {
  const [top, second] = path.relative(APP, file).split(path.sep);
  switch (top) {
    case "shared":
      return { layer: "shared", unit: "shared" };
    case "site":
      return { layer: "site", unit: "site" };
    case ".server":
      return { layer: "server", unit: "app/.server" };
    case "routes":
      return { layer: "routes", unit: "routes" };
    case "capabilities":
      return { layer: "capabilities", unit: `capabilities/${second}` };
    case "features":
      return { layer: "features", unit: `features/${second}` };
    default:
      return { layer: "other", unit: top ?? "" };
  }
}

function edges(): Edge[] {
  return walk(APP).flatMap((file) => {
    const text = readFileSync(file, "utf8");
    return [...text.matchAll(IMPORT)].flatMap((match) => {
      const target = resolveSpecifier(file, match[1] ?? "");
      return target ? [{ from: path.relative(ROOT, file), to: path.relative(ROOT, target) }] : [];
    });
  });
}

function countBy<T>(items: T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return new Map([...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])));
}

const all = edges();
const tagged = all.map((edge) => ({
  ...edge,
  source: layerOf(path.join(ROOT, edge.from)),
  target: layerOf(path.join(ROOT, edge.to)),
}));
const crossFeature = tagged.filter((e) => e.source.layer === "features" && e.target.layer === "features" && e.source.unit !== e.target.unit);
const pairs = countBy(crossFeature, (e) => `${e.source.unit} → ${e.target.unit}`);
const crossLayer = tagged.filter((e) => e.source.layer !== e.target.layer && e.source.layer !== "other" && e.target.layer !== "other");
const layerPairs = countBy(crossLayer, (e) => `${e.source.layer} → ${e.target.layer}`);

const TEST_FILE = /\.test\.tsx?$/;
const crossFeatureOutsideTests = crossFeature.filter((e) => !TEST_FILE.test(e.from));
const pairsOutsideTests = countBy(crossFeatureOutsideTests, (e) => `${e.source.unit} → ${e.target.unit}`);
console.log(`feature → feature: ${pairs.size} pairs, ${crossFeature.length} imports`);
// The count (29 pairs, 49 imports before the capability layer) left tests out.
console.log(`  without tests: ${pairsOutsideTests.size} pairs, ${crossFeatureOutsideTests.length} imports`);
for (const [pair, count] of pairs) console.log(`  ${String(count).padStart(3)}  ${pair}`);
console.log(`\nbetween layers (${crossLayer.length} imports):`);
for (const [pair, count] of layerPairs) console.log(`  ${String(count).padStart(3)}  ${pair}`);
if (process.argv.includes("--list")) {
  console.log("\ncross-feature imports:");
  for (const e of crossFeature) console.log(`  ${e.from} → ${e.to}`);
}
