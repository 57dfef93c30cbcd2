import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./node-flags";

const scripts = (JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { scripts: Record<string, string> }).scripts;

describe("server node flags", () => {
  it.each(["start", "worker"])("npm run %s starts node with the flags the benchmarks and tests use", (name) => {
    expect(scripts[name]).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} build/server/main.js`);
  });
});
