/**
 * `Crawl-delay` of the group that applies to a crawler. RFC 9309 does not define the field, so
 * it is read the way crawlers that honour it do: the group naming the product token wins over
 * `*`; the value is seconds (decimals allowed). The matcher in app/capabilities/robots-txt decides
 * allow/deny; this only reads the one extra field it ignores.
 */
export function crawlDelaySeconds(robotsTxt: string, productToken: string): number | null {
  const reader = crawlDelayReader(productToken);
  for (const line of robotsTxt.split(/\r\n|\r|\n/)) reader.line(line);
  return reader.done();
}

/**
 * `crawlDelaySeconds` a line at a time: the crawler feeds it the lines it compiles the rules
 * from, so a 500 KB robots.txt is split and walked once, in slices (decisions/023).
 */
export function crawlDelayReader(productToken: string): { line(rawLine: string): void; done(): number | null } {
  const token = productToken.toLowerCase();
  let agents: string[] = [];
  let lastWasAgent = false;
  let specific: number | null = null;
  let global: number | null = null;
  return {
    line(rawLine) {
      const line = rawLine.replace(/#.*/, "").trim();
      const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
      if (!match) return;
      const key = (match[1] ?? "").toLowerCase();
      const value = (match[2] ?? "").trim();
      if (key === "user-agent") {
        if (!lastWasAgent) agents = [];
        agents.push(value.toLowerCase());
        lastWasAgent = true;
        return;
      }
      lastWasAgent = false;
      if (key !== "crawl-delay") return;
      const seconds = Number(value);
      if (!Number.isFinite(seconds) || seconds < 0) return;
      // Same reading of the user-agent value as the matcher: up to the first non-token character.
      const names = agents.map((agent) => /^[a-z_-]*/.exec(agent)?.[0] ?? "");
      if (names.includes(token) && specific === null) specific = seconds;
      if (agents.some((agent) => agent.startsWith("*")) && global === null) global = seconds;
    },
    done: () => specific ?? global,
  };
}
