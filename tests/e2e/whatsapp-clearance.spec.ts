import { expect, test, type Page } from "@playwright/test";
import { PAGES } from "../../app/site/pages";

/**
 * The floating WhatsApp button never covers what a visitor must read or type (docs/decisions/015):
 * on phones it sits in a bar of its own that the page ends above, from md up in a gutter the page
 * containers leave on the right. Every page is scrolled top to bottom at a desktop and a phone
 * size (the pages with forms also at a tablet's); at each stop no visible field, button, link,
 * output or text block may lie under it.
 */

const ALL_PAGES = PAGES.map((page) => page.path);
/** A tablet is where containers are full width but the phone's bar is gone: the gutter matters most. */
const PAGES_WITH_FORMS = ALL_PAGES.filter((path) => path.startsWith("/seo-araclari") || path === "/" || path === "/iletisim");

const VIEWPORTS = [
  { name: "desktop", width: 1280, height: 800, paths: ALL_PAGES },
  { name: "phone", width: 375, height: 667, paths: ALL_PAGES },
  { name: "tablet", width: 820, height: 1180, paths: PAGES_WITH_FORMS },
] as const;

/** What a visitor reads, types or presses; output panels are textareas, pre/code or test ids. */
const CONTENT = "input, textarea, select, button, a, label, pre, code, output, [data-testid], h1, h2, h3, h4, p, li, td, th, dt, dd";

interface Covered {
  scrollY: number;
  element: string;
}

/** Scrolls through the page in steps of a third of the viewport and lists what the button covers. */
function coveredWhileScrolling(page: Page): Promise<Covered[]> {
  return page.evaluate(async (selector) => {
    const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
    const button = document.querySelector<HTMLElement>('button[aria-controls="whatsapp-sohbet"]');
    if (!button) throw new Error("no WhatsApp button");
    const widget = button.parentElement;
    const dock = document.querySelector<HTMLElement>('[data-testid="whatsapp-dock"]');
    const header = document.querySelector("header");
    const found = new Map<string, number>();
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const stops: number[] = [];
    for (let y = 0; y < maxScroll; y += Math.round(window.innerHeight / 3)) stops.push(y);
    stops.push(maxScroll);
    for (const y of stops) {
      window.scrollTo(0, y);
      await frame();
      const spot = button.getBoundingClientRect();
      const headerBottom = header ? header.getBoundingClientRect().bottom : 0;
      // Under an opaque bar a thing is out of sight, as below the fold: only what is painted above it counts there.
      const dockVisible = dock !== null && dock.getBoundingClientRect().height > 0;
      const dockTop = dockVisible ? dock.getBoundingClientRect().top : window.innerHeight;
      for (const element of document.querySelectorAll<HTMLElement>(selector)) {
        if (widget?.contains(element) || element.closest("[hidden], [data-toaster], header")) continue;
        // The phones' contact bar is a background the button sits on by design; its buttons are checked.
        if (element.dataset.testid === "mobile-contact-bar") continue;
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === "hidden") continue;
        const aboveDock = element.closest('[data-testid="mobile-contact-bar"]') !== null;
        const top = Math.max(box.top, headerBottom);
        const bottom = aboveDock ? box.bottom : Math.min(box.bottom, dockTop);
        if (bottom <= top) continue;
        if (box.right > spot.left && box.left < spot.right && bottom > spot.top && top < spot.bottom) {
          const name = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 50);
          const key = `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}> ${name}`;
          if (!found.has(key)) found.set(key, y);
        }
      }
    }
    return [...found].map(([element, scrollY]) => ({ element, scrollY }));
  }, CONTENT);
}

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of viewport.paths) {
      test(`${path}: the WhatsApp button covers nothing, down to the last footer link`, async ({ page }) => {
        await page.goto(path, { waitUntil: "networkidle" });
        expect(await coveredWhileScrolling(page)).toEqual([]);
        // Scrolled to the end (where the scroll above stopped), the page's last link is clear of the button.
        const button = await page.getByRole("button", { name: "WhatsApp ile yazın" }).boundingBox();
        const lastLink = await page.locator("footer a").last().boundingBox();
        expect(button && lastLink).toBeTruthy();
        if (button && lastLink) {
          const apart =
            lastLink.x + lastLink.width <= button.x ||
            lastLink.x >= button.x + button.width ||
            lastLink.y + lastLink.height <= button.y ||
            lastLink.y >= button.y + button.height;
          expect(apart).toBe(true);
        }
      });
    }
  });
}

test.describe("phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the button's bar spans the screen, hides what scrolls under it and a focused field stops above it", async ({ page }) => {
    await page.goto("/seo-araclari/utm-uretici", { waitUntil: "networkidle" });
    const dock = page.getByTestId("whatsapp-dock");
    const bar = await dock.boundingBox();
    const button = await page.getByRole("button", { name: "WhatsApp ile yazın" }).boundingBox();
    expect(bar && button).toBeTruthy();
    if (!bar || !button) return;
    expect(bar.x).toBe(0);
    expect(bar.width).toBe(375);
    expect(bar.y + bar.height).toBe(667);
    // The button lies inside its bar.
    expect(button.y).toBeGreaterThanOrEqual(bar.y);
    expect(button.y + button.height).toBeLessThanOrEqual(bar.y + bar.height);
    // Nearly opaque: what scrolls beneath is not readable through it.
    const alpha = await dock.evaluate((element) => {
      const color = getComputedStyle(element).backgroundColor;
      const parts = color.match(/[\d.]+/g)?.map(Number) ?? [];
      return parts.length === 4 ? (parts[3] ?? 0) : 1;
    });
    expect(alpha).toBeGreaterThanOrEqual(0.9);

    // Keyboard focus on a field low on the page scrolls it into view above the bar.
    const field = page.getByLabel("Anahtar kelime (utm_term)", { exact: false });
    await page.evaluate(() => window.scrollTo(0, 0));
    await field.focus();
    const box = await field.boundingBox();
    expect(box).toBeTruthy();
    if (box) expect(box.y + box.height).toBeLessThanOrEqual(bar.y);
  });
});

test("the gutter is only as wide as the button needs: tool panels reach close to it at 820 and 1280 px", async ({ page }) => {
  for (const width of [820, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/seo-araclari/utm-uretici", { waitUntil: "networkidle" });
    const edges = await page.evaluate(() => {
      const body = document.querySelector<HTMLElement>("[data-tool-body]");
      const button = document.querySelector('button[aria-controls="whatsapp-sohbet"]');
      if (!body || !button) throw new Error("missing tool body or WhatsApp button");
      const box = body.getBoundingClientRect();
      return { content: box.right - parseFloat(getComputedStyle(body).paddingRight), button: button.getBoundingClientRect().left };
    });
    expect(edges.content).toBeLessThanOrEqual(edges.button);
    expect(edges.button - edges.content).toBeLessThanOrEqual(16);
  }
});
