import { encodeLocationCookie, LOCATION_COOKIE } from "../../lib/location/cookie";
import { expect, test, type BrowserContext, type Page } from "./visitor";
import { addButtons, watchPageHealth } from "./quality-helpers";

// What a new user met while browsing (issue 27): a kitchen that does not deliver to their place looked
// orderable (item 17), the landing page's picks kept the previous place (item 18), a page past the
// end of the list said both "Showing all" and "No restaurants found", and the phone's search dropdown
// was as narrow as its box (item 20). At a phone's and a desktop's width, with screenshots.

const SCREENS = "test-results/screens";
const VIEWPORTS = [
  { name: "375", use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  { name: "1280", use: { viewport: { width: 1280, height: 800 } } },
] as const;

const KORAMANGALA = { city: "Bengaluru", locality: "Koramangala", pincode: "560034" };

async function setPlace(context: BrowserContext, page: Page, place: { city: string }) {
  const { origin } = new URL(page.url() === "about:blank" ? test.info().project.use.baseURL! : page.url());
  await context.addCookies([{ name: LOCATION_COOKIE, value: encodeLocationCookie(place), url: origin }]);
}

async function restaurantId(page: Page, city: string, name: string): Promise<string> {
  const response = await page.request.get(`/api/fetchRestaurants?city=${encodeURIComponent(city)}&pageSize=100`);
  const { restaurants } = (await response.json()) as { restaurants: Array<{ _id: string; name: string }> };
  return restaurants.find((r) => r.name === name)!._id;
}

for (const { name: width, use } of VIEWPORTS) {
  test.describe(`browsing at ${width} px`, () => {
    test.use(use);

    test("a kitchen that does not deliver to the shopper says so on its card and menu, and takes no order (item 17)", async ({
      page,
      context,
    }) => {
      const problems = await watchPageHealth(page);
      await setPlace(context, page, KORAMANGALA);
      const punjab = await restaurantId(page, "New Delhi", "Punjab Grill & Curry");

      await page.goto(`/restaurantPage/${punjab}/menu`);
      const note = page.getByRole("note").filter({ hasText: "does not deliver" });
      await expect(note).toHaveText(
        /Punjab Grill & Curry does not deliver to Koramangala, Bengaluru\. You can look through the menu/,
      );
      const adds = addButtons(page);
      expect(await adds.count()).toBeGreaterThan(0);
      for (const add of await adds.all()) {
        await expect(add).toHaveAttribute("aria-disabled", "true");
        await expect(add).toHaveAccessibleDescription("Does not deliver to Koramangala, Bengaluru");
      }
      await page.screenshot({ path: `${SCREENS}/i27-not-delivering-menu-${width}.png` });

      // A shared list of another city: its cards say so too.
      await page.goto("/restaurants?city=New%20Delhi");
      const card = page.getByRole("article").filter({ hasText: "Punjab Grill & Curry" });
      await expect(card).toContainText("Does not deliver to Koramangala, Bengaluru");
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENS}/i27-not-delivering-card-${width}.png` });

      // Where it does deliver, nothing is said and ADD works.
      await setPlace(context, page, { city: "New Delhi" });
      await page.goto(`/restaurantPage/${punjab}/menu`);
      await expect(page.getByRole("banner")).toContainText("New Delhi");
      await expect(page.getByRole("note").filter({ hasText: "does not deliver" })).toHaveCount(0);
      await expect(addButtons(page).first()).not.toHaveAccessibleDescription(/deliver/);
      expect(await problems()).toEqual([]);
    });

    test("the landing page's picks follow every change of location (item 18)", async ({ page }) => {
      const problems = await watchPageHealth(page);
      await page.goto("/");
      const picksText = page.locator("#picks-title + p");
      // Back and forth, so a place comes again after another (the pattern that went stale every other time).
      for (const city of ["Kolkata", "Chennai", "Bengaluru", "Kolkata", "Mumbai", "Chennai"]) {
        await page
          .getByRole("banner")
          .getByRole("button", { name: /^(Deliver to|Set delivery location)/ })
          .click();
        const dialog = page.getByRole("dialog", { name: "Where should we deliver?" });
        await dialog.getByRole("button", { name: city, exact: true }).click();
        await dialog.getByRole("button", { name: "Deliver here" }).click();
        await expect(picksText).toContainText(`deliver to ${city}.`);
        await expect(page.getByRole("banner")).toContainText(city);
        await expect(page).toHaveURL(/\/$/);
      }
      await page.screenshot({ path: `${SCREENS}/i27-home-picks-${width}.png` });
      expect(await problems()).toEqual([]);
    });

    test("a page past the end of the list says so once, and the search dropdown fits the screen (item 20)", async ({
      page,
    }) => {
      await page.goto("/restaurants?page=99");
      await expect(page.getByText("There is no page 99")).toBeVisible();
      await expect(page.getByText(/Showing all/)).toHaveCount(0);
      await expect(page.getByText(/No restaurants found/)).toHaveCount(0);
      await page.getByRole("link", { name: "Go to the first page" }).click();
      await expect(page.getByRole("status").filter({ hasText: /Showing all \d+ restaurants/ })).toBeVisible();

      const box = page.getByRole("combobox", { name: "Search restaurants and dishes" });
      await box.fill("biryani");
      const list = page.getByRole("listbox");
      await expect(list.getByRole("option").first()).toBeVisible();
      const dropdown = (await list.boundingBox())!;
      const input = (await box.boundingBox())!;
      const viewport = page.viewportSize()!;
      if (viewport.width < 768) {
        // The page's width less its padding (1 rem each side), wider than the box beside Filters.
        expect(dropdown.width).toBeGreaterThanOrEqual(viewport.width - 32 - 1);
        expect(dropdown.width).toBeGreaterThan(input.width + 40);
      } else {
        expect(Math.abs(dropdown.width - input.width)).toBeLessThanOrEqual(24);
      }
      expect(dropdown.x + dropdown.width).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SCREENS}/i27-search-dropdown-${width}.png` });
    });
  });
}
