/**
 * Node flags the server and worker processes run with (`npm start`, `npm run worker`, and every
 * benchmark or test that starts the build, so that they measure what production runs).
 *
 * --max-semi-space-size=16: V8 sizes the young generation from the heap limit, and on Node 24 a
 * machine with a few gigabytes of memory gets semi-spaces of up to 64 MB. A crawl of pages naming
 * thousands of long links churns through them and the process keeps the space: +220 MB of RSS
 * where 16 MB semi-spaces (Node 20's size) hold it near +105 MB, with no measurable cost in
 * request latency (docs/decisions/052).
 */
export const SERVER_NODE_FLAGS: readonly string[] = ["--max-semi-space-size=16"];
