import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CRAWL_PROGRESS_TEXT, crawlProgressValueText } from "./content";
import { applySiteCrawlLine, startedSiteCrawl, stopSiteCrawl } from "./crawl-state";
import { CrawlProgress } from "./crawl-progress";

const noop = (): void => undefined;

describe("CrawlProgress", () => {
  it("renders nothing while idle, done or failed", () => {
    expect(renderToStaticMarkup(<CrawlProgress state={{ status: "idle" }} onStop={noop} />)).toBe("");
    expect(renderToStaticMarkup(<CrawlProgress state={{ status: "failed", error: "x" }} onStop={noop} />)).toBe("");
  });

  it("shows a progress bar of settled pages against those found, the counts, the current URL and the stop button", () => {
    const html = renderToStaticMarkup(
      <CrawlProgress
        state={{ ...startedSiteCrawl("https://ornek.com/", 0), counts: { found: 200, fetched: 40, skipped: 10 }, current: "https://ornek.com/a" }}
        onStop={noop}
      />,
    );
    expect(html).toContain('role="progressbar"');
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain(`aria-valuetext="${crawlProgressValueText(40, 200)}"`);
    expect(html).toContain(`aria-label="${CRAWL_PROGRESS_TEXT.progressLabel}"`);
    expect(html).toContain("https://ornek.com/a");
    expect(html).toContain(`>${CRAWL_PROGRESS_TEXT.stop}</button>`);
    for (const label of [CRAWL_PROGRESS_TEXT.found, CRAWL_PROGRESS_TEXT.fetched, CRAWL_PROGRESS_TEXT.skipped]) expect(html).toContain(label);
    expect(html).toContain(">200<");
  });

  it("keeps the last counts when stopped, without the stop button", () => {
    const running = applySiteCrawlLine(startedSiteCrawl("https://ornek.com/", 0), {
      type: "progress",
      counts: { found: 8, fetched: 3, skipped: 1 },
      current: null,
      pages: [],
      skipped: [],
    });
    const html = renderToStaticMarkup(<CrawlProgress state={stopSiteCrawl(running, 10)} onStop={noop} />);
    expect(html).toContain('aria-valuenow="50"');
    expect(html).toContain(CRAWL_PROGRESS_TEXT.stopped);
    expect(html).not.toContain("<button");
  });
});
