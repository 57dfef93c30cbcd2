import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { captureLog, type LogCapture } from "../tests/support/log-capture";
import { NOT_FOUND_LOG_PER_MINUTE, createNotFoundLogger, isUnknownPage, knownPagePaths } from "./not-found";

/** The shape of the real manifest (app/routes.ts): root with pages, a parameter route and the catch-all. */
const build = {
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  routes: {
    root: { id: "root", path: "" },
    "routes/home": { id: "routes/home", parentId: "root", index: true },
    "routes/seo": { id: "routes/seo", parentId: "root", path: "seo" },
    "routes/blog": { id: "routes/blog", parentId: "root", path: "blog" },
    "routes/blog-article": { id: "routes/blog-article", parentId: "root", path: "blog/:slug" },
    "routes/tool": { id: "routes/tool", parentId: "root", path: "seo-araclari/llms-txt-uretici" },
    "routes/not-found": { id: "routes/not-found", parentId: "root", path: "*" },
  },
} as unknown as ServerBuild;

describe("isUnknownPage", () => {
  const pages = knownPagePaths(build);

  it("lists the pages of the route table, without parameter routes and the catch-all", () => {
    expect([...pages].sort()).toEqual(["/", "/blog", "/seo", "/seo-araclari/llms-txt-uretici"]);
  });

  it.each(["/", "/seo", "/blog", "/seo-araclari/llms-txt-uretici"])("knows %s", (path) => {
    expect(isUnknownPage(pages, path)).toBe(false);
  });

  // Case and slash variants would otherwise be rendered per request as the real page.
  it.each(["/olmayan", "/seo/alt", "/a/b/c", "/blog/olmayan-yazi", "/SEO", "/Seo", "/blog/", "/seo-araclari"])(
    "treats %s as unknown",
    (path) => {
      expect(isUnknownPage(pages, path)).toBe(true);
    },
  );

  it("lets stored audit reports and their exports through to their route, and nothing else under it", () => {
    const id = "d2duyYmPhvqDrT2aqxvCRw";
    for (const path of [`/seo-analizi/rapor/${id}`, `/seo-analizi/rapor/${id}/pdf`, `/seo-analizi/rapor/${id}/csv`, `/seo-analizi/rapor/${id}/json`]) {
      expect(isUnknownPage(pages, path), path).toBe(false);
    }
    for (const path of ["/seo-analizi/rapor/kisa", `/seo-analizi/rapor/${id}/exe`, `/seo-analizi/rapor/${id}/`, `/seo-analizi/rapor/${id}x`]) {
      expect(isUnknownPage(pages, path), path).toBe(true);
    }
  });

  it("leaves undecodable paths to the malformed-request guard", () => {
    expect(isUnknownPage(pages, "/%c0%ae")).toBe(false);
  });
});

describe("not_found log", () => {
  let current: LogCapture | undefined;
  const capture = (): LogCapture => (current = captureLog());
  afterEach(() => current?.stop());

  it(`logs at most ${NOT_FOUND_LOG_PER_MINUTE} paths a minute, then one line with the count`, () => {
    const { lines } = capture();
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
    const { lines } = capture();
    createNotFoundLogger()(`/${"a".repeat(10_000)}`, undefined);
    expect((JSON.parse(lines[0] ?? "{}") as { path: string }).path).toHaveLength(300);
  });
});
