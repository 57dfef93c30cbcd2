import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JOB_TEXT } from "~/shared/jobs.content";
import { CRAWL_PROGRESS_TEXT, crawlProgressValueText } from "./content";
import { applySiteCrawlLine, queuedSiteCrawl, reconnectingSiteCrawl, startedSiteCrawl, stopSiteCrawl } from "./crawl-state";
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

  it("shows the crawl's place in line while it waits, instead of the counts", () => {
    const queued = queuedSiteCrawl(startedSiteCrawl("https://ornek.com/", 0), { position: 2, etaSeconds: 40 });
    const html = renderToStaticMarkup(<CrawlProgress state={queued} onStop={noop} />);
    expect(html).toContain(`data-testid="crawl-progress-queue">${JOB_TEXT.queued(2, 40)}</p>`);
    expect(html).not.toContain(CRAWL_PROGRESS_TEXT.found);
    // Not "starting" too: the place in line says what happens.
    expect(html).not.toContain(CRAWL_PROGRESS_TEXT.starting);
    // "Durdur" takes it out of line.
    expect(html).toContain(`>${CRAWL_PROGRESS_TEXT.stop}</button>`);
    expect(html).not.toContain("crawl-progress-reconnecting");
    // Once it runs, the counts replace the place in line.
    const running = applySiteCrawlLine(queued, { type: "started" });
    const runningHtml = renderToStaticMarkup(<CrawlProgress state={running} onStop={noop} />);
    expect(runningHtml).not.toContain("crawl-progress-queue");
    expect(runningHtml).toContain(CRAWL_PROGRESS_TEXT.found);
    expect(runningHtml).toContain(CRAWL_PROGRESS_TEXT.starting);
  });

  it("says the connection broke while its stream is followed again, and not once stopped", () => {
    const reconnecting = reconnectingSiteCrawl(startedSiteCrawl("https://ornek.com/", 0), true);
    const html = renderToStaticMarkup(<CrawlProgress state={reconnecting} onStop={noop} />);
    expect(html).toContain(`data-testid="crawl-progress-reconnecting">${JOB_TEXT.reconnecting}</p>`);
    expect(html).toContain(`>${CRAWL_PROGRESS_TEXT.stop}</button>`);
    expect(renderToStaticMarkup(<CrawlProgress state={startedSiteCrawl("https://ornek.com/", 0)} onStop={noop} />)).not.toContain(JOB_TEXT.reconnecting);
    expect(renderToStaticMarkup(<CrawlProgress state={stopSiteCrawl(reconnecting, 10)} onStop={noop} />)).not.toContain(JOB_TEXT.reconnecting);
  });
});
