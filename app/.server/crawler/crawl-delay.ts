/**
 * `Crawl-delay` of the group that applies to a crawler. RFC 9309 does not define the field, so
 * it is read the way crawlers that honour it do: the group naming the product token wins over
 * `*`; the value is seconds (decimals allowed). The matcher in app/shared/robots-txt decides
 * allow/deny; this only reads the one extra field it ignores.
 */
export function crawlDelaySeconds(robotsTxt: string, productToken: string): number | null {
  const token = productToken.toLowerCase();
  let agents: string[] = [];
  let lastWasAgent = false;
  let specific: number | null = null;
  let global: number | null = null;
  for (const rawLine of robotsTxt.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*/, "").trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const key = (match[1] ?? "").toLowerCase();
    const value = (match[2] ?? "").trim();
    if (key === "user-agent") {
      if (!lastWasAgent) agents = [];
      agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (key !== "crawl-delay") continue;
    const seconds = Number(value);
    if (!Number.isFinite(seconds) || seconds < 0) continue;
    // Same reading of the user-agent value as the matcher: up to the first non-token character.
    const names = agents.map((agent) => /^[a-z_-]*/.exec(agent)?.[0] ?? "");
    if (names.includes(token) && specific === null) specific = seconds;
    if (agents.some((agent) => agent.startsWith("*")) && global === null) global = seconds;
  }
  return specific ?? global;
}
