import type { TestProject } from "vitest/node";
import { startTestPostgres, type TestPostgres } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

let postgres: TestPostgres | undefined;

/** One PostgreSQL server for the whole unit run; each test file creates its own database in it. */
export async function setup(project: TestProject) {
  postgres = await startTestPostgres();
  project.provide("postgresUrl", postgres.url);
}

export function teardown() {
  postgres?.stop();
}
