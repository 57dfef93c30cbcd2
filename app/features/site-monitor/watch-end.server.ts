import type { ApiContext } from "~/.server/json-api";
import { log } from "~/.server/log";
import { composeEndedMail } from "./watch-mails.server";

type Services = ApiContext["services"];

/** Watches looked at per round: a round is cheap, and the next one takes the rest. */
const ROUND_LIMIT = 200;

/**
 * The watches that end by themselves: nobody followed a link of our e-mails for six months (the
 * owner is told once, the "ended" e-mail stored before the watch ends, so a crash between the two
 * leaves a watch that ends next round with the same, single e-mail). Then the housekeeping:
 * pending watches whose link expired and ended watches past their keeping go, with their e-mails.
 * Answers how many ended and how many were deleted.
 */
export async function endAndSweepWatches(services: Services, now = Date.now()): Promise<{ ended: number; deleted: number }> {
  const { watches, mails } = services.monitor;
  const links = { siteUrl: services.env.SITE_URL, secret: services.newsletterSecret() };
  let ended = 0;
  for (const watch of await watches.unengaged(now, ROUND_LIMIT)) {
    await mails.store({ ...composeEndedMail(watch, links), watchId: watch.id, kind: "ended", recipient: watch.email, dedupeKey: `${watch.id}:ended` }, now);
    if (await watches.end(watch.id, now)) {
      ended += 1;
      log.info("site_watch_ended", { watchId: watch.id, reason: "unengaged" });
    }
  }
  const deletedIds = await watches.sweep(now);
  for (const id of deletedIds) await mails.removeForWatch(id);
  if (ended > 0) services.monitorOutbox?.kick();
  return { ended, deleted: deletedIds.length };
}
