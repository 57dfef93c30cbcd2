import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { JOB_TEXT } from "~/shared/jobs.content";
import { LIVE_CHECK_TEXT, liveCheckValueText } from "~/capabilities/live-check/content";
import { LiveCheckProgress } from "./live-check-progress";
import { STARTED_LIVE_CHECK, applyLiveCheckLine, queuedLiveCheck, reconnectingLiveCheck, stopLiveCheck, type LiveCheckState } from "./live-check-state";

const noop = (): void => undefined;

describe("LiveCheckProgress", () => {
  it("renders nothing while idle, done or failed", () => {
    expect(renderToStaticMarkup(<LiveCheckProgress state={{ status: "idle" }} onStop={noop} />)).toBe("");
    expect(renderToStaticMarkup(<LiveCheckProgress state={{ status: "done", result: 1, items: [] }} onStop={noop} />)).toBe("");
    expect(renderToStaticMarkup(<LiveCheckProgress state={{ status: "failed", error: "x", items: [] }} onStop={noop} />)).toBe("");
  });

  it("shows finished requests against planned ones, the URL being fetched and Durdur", () => {
    const html = renderToStaticMarkup(
      <LiveCheckProgress state={{ status: "running", done: 3, total: 12, current: "https://ornek.com/a", items: [], queue: null, reconnecting: false }} onStop={noop} />,
    );
    expect(html).toContain('aria-valuenow="25"');
    expect(html).toContain(`aria-valuetext="${liveCheckValueText(3, 12)}"`);
    expect(html).toContain(`aria-label="${LIVE_CHECK_TEXT.progressLabel}"`);
    expect(html).toContain("https://ornek.com/a");
    expect(html).toContain(`>${LIVE_CHECK_TEXT.stop}</button>`);
  });

  it("says a stopped check was stopped, without the button", () => {
    const html = renderToStaticMarkup(<LiveCheckProgress state={{ status: "stopped", done: 3, total: 12, current: null, items: [] }} onStop={noop} />);
    expect(html).toContain(LIVE_CHECK_TEXT.stopped);
    expect(html).not.toContain("<button");
  });

  it("shows the check's place in line while it waits, with Durdur", () => {
    const queued = queuedLiveCheck<string, number>({ ...STARTED_LIVE_CHECK, items: [] }, { position: 3, etaSeconds: 75 });
    const html = renderToStaticMarkup(<LiveCheckProgress state={queued} onStop={noop} />);
    expect(html).toContain(`data-testid="live-check-progress-queue">${JOB_TEXT.queued(3, 75)}</p>`);
    expect(html).toContain(`>${LIVE_CHECK_TEXT.stop}</button>`);
    expect(html).not.toContain("live-check-progress-reconnecting");
    // The first line of the check takes it out of line.
    const started = applyLiveCheckLine(queued, { type: "started" });
    expect(renderToStaticMarkup(<LiveCheckProgress state={started} onStop={noop} />)).not.toContain("live-check-progress-queue");
  });

  it("says the connection broke while its stream is followed again, and not once stopped", () => {
    const running: LiveCheckState<string, number> = { ...STARTED_LIVE_CHECK, done: 1, total: 4, items: [] };
    const reconnecting = reconnectingLiveCheck(running, true);
    const html = renderToStaticMarkup(<LiveCheckProgress state={reconnecting} onStop={noop} />);
    expect(html).toContain(`data-testid="live-check-progress-reconnecting">${JOB_TEXT.reconnecting}</p>`);
    expect(html).toContain('aria-valuenow="25"');
    expect(renderToStaticMarkup(<LiveCheckProgress state={running} onStop={noop} />)).not.toContain(JOB_TEXT.reconnecting);
    expect(renderToStaticMarkup(<LiveCheckProgress state={stopLiveCheck(reconnecting)} onStop={noop} />)).not.toContain(JOB_TEXT.reconnecting);
  });
});
