import { expect, test } from "./visitor";
import { ALL_DAY, cards, watchPageHealth } from "./quality-helpers";

// Issue 15, "Finding food": Enter searches dishes too, open kitchens come first, closed cards say
// when they open, and a 24-hour kitchen says so. At a phone's and a laptop's width.

const SCREENS = "test-results/screens";

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("Enter finds the restaurants whose dishes match and names the dish; open ones first", async ({ page }) => {
      const problems = await watchPageHealth(page);
      await page.goto("/restaurants");
      const box = page.getByPlaceholder("Search restaurants or dishes");
      await box.fill("panner");
      await box.press("Enter");
      await expect(page).toHaveURL(/q=panner/);
      await expect(cards(page).first()).toBeVisible();
      await expect(
        cards(page)
          .filter({ hasText: /Paneer [A-Za-z ]+, ₹\d+/ })
          .first(),
      ).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/finding-food-search-${viewport.width}.png`, fullPage: true });

      await page.goto("/restaurants");
      await expect(cards(page).first()).toBeVisible();
      const closedFlags = await cards(page).evaluateAll((all) =>
        all.map((c) => c.textContent?.includes("Closed Now") ?? false),
      );
      const firstClosed = closedFlags.indexOf(true);
      if (firstClosed >= 0) expect(closedFlags.slice(firstClosed).every(Boolean)).toBe(true);
      for (const card of await cards(page).filter({ hasText: "Closed Now" }).all()) {
        if (!(await card.getByText(/not taking orders/).count()))
          await expect(card).toContainText(/Opens at \d\d:\d\d/);
      }
      await page.screenshot({ path: `${SCREENS}/finding-food-list-${viewport.width}.png`, fullPage: true });

      // other journeys' kitchens may fill the first page of the list: the 24-hour kitchen is found by its name
      await page.goto(`/restaurants?q=${encodeURIComponent(ALL_DAY.name)}`);
      await cards(page).getByRole("link", { name: ALL_DAY.name, exact: true }).first().click();
      await expect(page.getByRole("heading", { level: 1, name: ALL_DAY.name })).toBeVisible();
      await expect(page.getByText("Open 24 hours")).toBeVisible();
      await expect(page.getByText("00:00 - 00:00")).toHaveCount(0);
      await page.screenshot({ path: `${SCREENS}/finding-food-24h-${viewport.width}.png` });
      expect(await problems()).toEqual([]);
    });
  });
}
