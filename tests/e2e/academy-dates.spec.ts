import { expect, test, type Page } from "@playwright/test";
import { ACADEMY_PAGE } from "../../app/features/academy/content";
import { collectConsoleErrors } from "./helpers";

/**
 * The academy page is built on one day and served for months: with the browser's clock moved,
 * terms that have ended must disappear (docs/decisions/026). The build of this run is made before
 * the first term ends (12-13 December 2026), so the prerendered page lists all three.
 */

const sessions = (page: Page) => page.locator("#donemler").getByRole("listitem").filter({ has: page.getByTestId("academy-join") });
const events = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents())
    .map((text) => JSON.parse(text) as { "@type": string; startDate?: string })
    .filter((node) => node["@type"].endsWith("Event"));

test.describe("academy dates", () => {
  test("before the first term ends, every term is offered and the first is next", async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await page.clock.install({ time: new Date("2026-12-13T17:59:00+03:00") });
    await page.goto("/akademi");
    await expect(sessions(page)).toHaveCount(3);
    await expect(sessions(page).first()).toContainText(ACADEMY_PAGE.sessions.nextBadge);
    await expect(sessions(page).first()).toContainText("12-13 Aralık 2026");
    await expect(page.locator("[data-academy-next]")).toHaveText(ACADEMY_PAGE.nextSession("12-13 Aralık 2026"));
    expect(await events(page)).toHaveLength(3);
    expect(errors).toEqual([]);
  });

  test("a term that has ended is gone; the highlight and the enrol bar move to the next", async ({ page }) => {
    await page.clock.install({ time: new Date("2026-12-13T18:01:00+03:00") });
    await page.goto("/akademi");
    await expect(sessions(page)).toHaveCount(2);
    await expect(page.locator("#donemler")).not.toContainText("12-13 Aralık 2026");
    const first = sessions(page).first();
    await expect(first).toContainText("16-17 Ocak 2027");
    await expect(first).toContainText(ACADEMY_PAGE.sessions.nextBadge);
    await expect(first).toHaveClass(/ring-brand-600/);
    await expect(sessions(page).nth(1)).not.toContainText(ACADEMY_PAGE.sessions.nextBadge);
    await expect(page.locator("[data-academy-next]")).toHaveText(ACADEMY_PAGE.nextSession("16-17 Ocak 2027"));
    expect((await events(page)).map((event) => event.startDate)).toEqual(["2027-01-16T09:00:00+03:00", "2027-02-13T09:00:00+03:00"]);
    await expect(page.getByText(ACADEMY_PAGE.sessions.empty)).toBeHidden();
  });

  test("after the last term none is offered and the page says new dates are coming", async ({ page }) => {
    await page.clock.install({ time: new Date("2027-03-01T10:00:00+03:00") });
    await page.goto("/akademi");
    await expect(page.getByText(ACADEMY_PAGE.sessions.empty)).toBeVisible();
    await expect(sessions(page)).toHaveCount(0);
    await expect(page.locator("#donemler")).not.toContainText(/2026|2027/);
    await expect(page.locator("[data-academy-next]")).toHaveCount(0);
    expect(await events(page)).toEqual([]);
    // The general join buttons (price, closing band) stay: the training itself is still sold.
    await expect(page.getByTestId("academy-join").first()).toBeVisible();
  });

  test("a tab left open over a term's end updates itself", async ({ page }) => {
    await page.clock.install({ time: new Date("2027-02-14T17:58:00+03:00") });
    await page.goto("/akademi");
    await expect(sessions(page)).toHaveCount(1);
    await expect(page.getByText(ACADEMY_PAGE.sessions.empty)).toBeHidden();
    await page.clock.runFor(5 * 60_000);
    await expect(sessions(page)).toHaveCount(0);
    await expect(page.getByText(ACADEMY_PAGE.sessions.empty)).toBeVisible();
  });
});
