import { jsonContract } from "./api-contract";

/** GET /api/health, for load balancers: 200 while the database answers (app/.server/health.ts). */
export const HEALTH_API = jsonContract<
  undefined,
  { status: "ok"; delivery: string[] | "none"; jobs: { waiting: number; running: number; oldestWaitingSeconds: number } }
>("GET", "/api/health");
