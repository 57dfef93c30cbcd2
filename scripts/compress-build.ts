/**
 * Writes .br and .gz siblings for every compressible file of the client build, at the strongest
 * settings, so the server never compresses a static response at request time.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const COMPRESSIBLE = new Set([".html", ".js", ".css", ".svg", ".xml", ".txt", ".json", ".webmanifest", ".data", ".md"]);
const MIN_BYTES = 512;

const clientDir = path.resolve(process.argv[2] ?? "build/client");
const entries = await readdir(clientDir, { withFileTypes: true, recursive: true });
let count = 0;
let before = 0;
let after = 0;
for (const entry of entries) {
  if (!entry.isFile() || !COMPRESSIBLE.has(path.extname(entry.name).toLowerCase())) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = await readFile(file);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
  // A variant that saves almost nothing only costs a decompression on the client.
  if (brotli.length > body.length * 0.9) continue;
  await writeFile(`${file}.br`, brotli);
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  before += body.length;
  after += brotli.length;
}
console.log(`compressed ${count} files: ${(before / 1024).toFixed(0)} KiB -> ${(after / 1024).toFixed(0)} KiB (brotli)`);
