/**
 * Operator CLI for the durable jobs (documented in the README):
 *   npm run jobs -- list [--limit 50]
 *   npm run jobs -- cancel <job id>
 * Reads the same DATABASE_URL as the server; any replica's jobs are in it.
 */
import { parseArgs } from "node:util";
import { openDatabase } from "../app/.server/db/connection";
import { loadEnv } from "../app/.server/env";
import { createJobStore } from "../app/.server/jobs/job-store";
import { isJobId } from "../app/shared/jobs";

const USAGE = `Usage:
  npm run jobs -- list [--limit N]     the latest jobs (waiting, running, done, failed, cancelled)
  npm run jobs -- cancel <job id>      stops a job: a waiting one leaves the line, a running one
                                       stops within a second and stores what it found`;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { limit: { type: "string", default: "50" }, help: { type: "boolean", short: "h", default: false } },
});

const [command, id] = positionals;
const limit = Number(values.limit);
if (values.help || (command !== "list" && command !== "cancel") || (command === "cancel" && !isJobId(id)) || !Number.isInteger(limit) || limit < 1) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 1);
}

const env = loadEnv();
const database = await openDatabase(env.DATABASE_URL);
const store = createJobStore(database.db);
try {
  if (command === "list") {
    const stats = await store.stats();
    console.log(`waiting ${stats.waiting}, running ${stats.running}, oldest waiting ${stats.oldestWaitingSeconds} s`);
    const jobs = await store.list(limit);
    console.log(["id", "kind", "state", "attempts", "created", "started", "finished", "worker", "error"].join("\t"));
    for (const job of jobs) {
      console.log(
        [job.id, job.kind, job.state, job.attempts, job.createdAt, job.startedAt ?? "", job.finishedAt ?? "", job.worker ?? "", job.error ?? ""].join(
          "\t",
        ),
      );
    }
  } else if (id) {
    const job = await store.cancel(id);
    if (!job) {
      console.error(`no job ${id}`);
      process.exitCode = 1;
    } else {
      console.log(job.state === "running" ? `${id}: stop requested; its worker stops it within a second` : `${id}: ${job.state}`);
    }
  }
} finally {
  await database.close();
}
