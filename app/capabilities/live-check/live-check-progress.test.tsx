import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LIVE_CHECK_TEXT, liveCheckValueText } from "~/capabilities/live-check/content";
import { LiveCheckProgress } from "./live-check-progress";

const noop = (): void => undefined;

describe("LiveCheckProgress", () => {
  it("renders nothing while idle, done or failed", () => {
    expect(renderToStaticMarkup(<LiveCheckProgress state={{ status: "idle" }} onStop={noop} />)).toBe("");
    expect(renderToStaticMarkup(<LiveCheckProgress state={{ status: "done", result: 1, items: [] }} onStop={noop} />)).toBe("");
    expect(renderToStaticMarkup(<LiveCheckProgress state={{ status: "failed", error: "x", items: [] }} onStop={noop} />)).toBe("");
  });

  it("shows finished requests against planned ones, the URL being fetched and Durdur", () => {
    const html = renderToStaticMarkup(
      <LiveCheckProgress state={{ status: "running", done: 3, total: 12, current: "https://ornek.com/a", items: [] }} onStop={noop} />,
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
});
