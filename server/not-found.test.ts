import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { NOT_FOUND_LOG_PER_MINUTE, createNotFoundLogger, isUnknownPage, routeTree } from "./not-found";

/** The shape of the real manifest (app/routes.ts): root with pages, a parameter route and the catch-all. */
const build = {
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  routes: {
    root: { id: "root", path: "" },
    "routes/home": { id: "routes/home", parentId: "root", index: true },
    "routes/seo": { id: "routes/seo", parentId: "root", path: "seo" },
    "routes/blog": { id: "routes/blog", parentId: "root", path: "blog" },
    "routes/blog-article": { id: "routes/blog-article", parentId: "root", path: "blog/:slug" },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
  },
} as unknown as ServerBuild;

describe("isUnknownPage", () => {
  const routes = routeTree(build);

  it.each(["/", "/seo", "/blog"])("knows %s", (path) => {
    expect(isUnknownPage(routes, path)).toBe(false);
  });

  it.each(["/olmayan", "/seo/alt", "/a/b/c", "/blog/olmayan-yazi"])("treats %s as unknown", (path) => {
    expect(isUnknownPage(routes, path)).toBe(true);
  });
});

it("leaves undecodable paths to the malformed-request guard", () => {
  expect(isUnknownPage(routeTree(build), "/%c0%ae")).toBe(false);
});

describe("not_found log", () => {
  afterEach(() => vi.restoreAllMocks());

  it(`logs at most ${NOT_FOUND_LOG_PER_MINUTE} paths a minute, then one line with the count`, () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    let now = 1_000_000;
    const logNotFound = createNotFoundLogger(() => now);
    for (let i = 0; i < 500; i++) logNotFound(`/yok-${i}`, undefined);
    expect(lines).toHaveLength(NOT_FOUND_LOG_PER_MINUTE);
    expect(JSON.parse(lines[0] ?? "{}")).toMatchObject({ event: "not_found", path: "/yok-0" });
    now += 60_000;
    logNotFound("/sonraki", "https://eski-site.example/link");
    const tail = lines.slice(NOT_FOUND_LOG_PER_MINUTE).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(tail).toMatchObject([
      { event: "not_found_suppressed", count: 500 - NOT_FOUND_LOG_PER_MINUTE },
      { event: "not_found", path: "/sonraki", referer: "https://eski-site.example/link" },
    ]);
  });

  it("cuts absurdly long paths in the log", () => {
    const lines: string[] = [];
    vi.spyOn(console, "error").mockImplementation((line: string) => lines.push(line));
    createNotFoundLogger()(`/${"a".repeat(10_000)}`, undefined);
    expect((JSON.parse(lines[0] ?? "{}") as { path: string }).path).toHaveLength(300);
  });
});
