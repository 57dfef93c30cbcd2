import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_ENDPOINTS } from "./api-endpoints.server";
import { API_ROUTES } from "./api-routes";
import routes from "./routes";

/** What every routes/api/<file>.ts is: the registry's entry for its own name, nothing more. */
function routeFileText(file: string): string {
  return `import { apiResourceRoute } from "~/api-endpoints.server";

// The resource route of one API path: its endpoints are in app/api-endpoints.server.ts.
const route = apiResourceRoute("${file}");
export const loader = route.loader;
export const action = route.action;
`;
}

describe("the JSON API's route table, registry and route files", () => {
  it("list the same files in the same order", () => {
    expect(Object.keys(API_ENDPOINTS)).toEqual(API_ROUTES.map((route) => route.file));
  });

  it("serve each file's path with the endpoints whose contracts name it, one per method", () => {
    for (const { file, contract } of API_ROUTES) {
      const endpoints = API_ENDPOINTS[file] ?? [];
      expect(endpoints.length, file).toBeGreaterThan(0);
      expect(endpoints.map((endpoint) => endpoint.contract.path), file).toEqual(endpoints.map(() => contract.path));
      const methods = endpoints.map((endpoint) => endpoint.contract.method);
      expect(new Set(methods).size, file).toBe(methods.length);
    }
    const paths = API_ROUTES.map((route) => route.contract.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("are what app/routes.ts routes under /api, before the catch-all", () => {
    const api = routes.filter((route) => route.path?.startsWith("api/")).map((route) => ({ path: `/${route.path ?? ""}`, file: route.file }));
    expect(api).toEqual([
      ...API_ROUTES.map(({ file, contract }) => ({ path: contract.path, file: `routes/api/${file}.ts` })),
      { path: "/api/*", file: "routes/api/not-found.ts" },
    ]);
  });

  it("have route files that serve their own registry entry", () => {
    for (const { file } of API_ROUTES) {
      expect(readFileSync(new URL(`./routes/api/${file}.ts`, import.meta.url), "utf8"), file).toBe(routeFileText(file));
    }
  });
});
