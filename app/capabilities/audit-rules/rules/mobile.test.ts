import { describe, expect, it } from "vitest";
import { ALL_RULES } from "../catalogue";
import { auditPage, expectDefectAndTwin, type PageParts, type RuleFixture } from "../../../../tests/support/audit-site";
import type { MOBILE_RULES } from "./mobile";
import { viewportProperties } from "./mobile";

const CLEAN_VIEWPORT = '<meta name="viewport" content="width=device-width, initial-scale=1">';
const viewport = (content: string | null) => (p: PageParts) => ({
  head: p.head.replace(CLEAN_VIEWPORT, content === null ? "" : `<meta name="viewport" content="${content}">`),
});

const FIXTURES: Record<(typeof MOBILE_RULES)[number]["id"], [defect: RuleFixture, twin: RuleFixture]> = {
  "mobile/viewport-missing": [
    { pages: [auditPage("/viewportsuz", viewport(null))] },
    // Written with spaces and a notch setting: still a viewport.
    { pages: [auditPage("/bosluklu-viewport", viewport("width = device-width, initial-scale = 1, viewport-fit=cover"))] },
  ],
  "mobile/viewport-no-width": [
    { pages: [auditPage("/genisliksiz", viewport("shrink-to-fit=no"))] },
    // initial-scale alone sets the width to the device's too.
    { pages: [auditPage("/olcekli", viewport("initial-scale=1"))] },
  ],
  "mobile/viewport-fixed-width": [
    { pages: [auditPage("/sabit-genislik", viewport("width=1024"))] },
    { pages: [auditPage("/cihaz-genisligi", viewport("width=device-width; initial-scale=1.0"))] },
  ],
  "mobile/zoom-blocked": [
    { pages: [auditPage("/yakinlasmaz", viewport("width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no"))] },
    // A limit the visitor can still zoom up to five times, and scaling said "yes".
    { pages: [auditPage("/yakinlasir", viewport("width=device-width, initial-scale=1, maximum-scale=5, user-scalable=yes"))] },
  ],
};

describe("mobile rules", () => {
  it("reads viewport properties as browsers split them", () => {
    expect(Object.fromEntries(viewportProperties("Width = device-width;initial-scale=1 user-scalable=0"))).toEqual({ width: "device-width", "initial-scale": "1", "user-scalable": "0" });
  });
  it.each(Object.entries(FIXTURES))("%s fires on its defect and on nothing else", async (id, [defect, twin]) => {
    await expectDefectAndTwin(id as keyof typeof FIXTURES, defect, twin, ALL_RULES);
  });
});
