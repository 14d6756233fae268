import { DEMO_PASSWORD } from "../../prisma/demo-data";
import { logIn, toast } from "./quality-helpers";
import { expect, test, type Page } from "./visitor";

// The top bar is sticky, and the page's scroll padding keeps it off what the page scrolls to (app/globals.css):
// a page opened from a scrolled one, a field reached with the keyboard. A phone that followed the menu's
// "Restaurants" from the scrolled home page once landed 121 px down, the list's heading and search box under the bar.

/** The bar's bottom edge and the page's scroll padding, in px. */
async function barAndPadding(page: Page): Promise<{ bar: number; padding: number }> {
  return page.evaluate(() => ({
    bar: document.querySelector("[data-top-bar]")!.getBoundingClientRect().bottom,
    padding: parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0,
  }));
}

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("a page opened from the menu of a scrolled page starts at its top, its heading below the bar", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("img", { name: /table spread/ }).scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog").getByRole("link", { name: "Restaurants" }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    const heading = page.getByRole("heading", { level: 1, name: "Restaurants" });
    await expect(heading).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const { bar } = await barAndPadding(page);
    expect((await heading.boundingBox())!.y).toBeGreaterThanOrEqual(bar);
    await expect(page.getByRole("searchbox").or(page.getByRole("combobox")).first()).toBeInViewport({ ratio: 1 });
  });

  test("what Shift+Tab reaches under the bar is scrolled out from under it", async ({ page }) => {
    await page.goto("/restaurants");
    const links = page.getByRole("main").getByRole("article").getByRole("link");
    await expect(links.nth(3)).toBeVisible();
    // What Shift+Tab reaches from the fourth card's link, marked.
    await links.nth(3).focus();
    await page.keyboard.press("Shift+Tab");
    await page.evaluate(() => document.activeElement!.setAttribute("data-target", ""));
    // Again, with the page scrolled so that the target's top is 30 px from the screen's, under the bar: in the
    // viewport, so without the padding the browser saw no need to scroll, and the focus was hidden.
    await links.nth(3).focus();
    await page.evaluate(() => {
      const top = document.querySelector("[data-target]")!.getBoundingClientRect().top;
      window.scrollBy(0, top - 30);
    });
    await page.keyboard.press("Shift+Tab");
    await expect(page.locator("[data-target]")).toBeFocused();
    const focused = await page.locator("[data-target]").evaluate((target) => target.getBoundingClientRect().top);
    const { bar } = await barAndPadding(page);
    expect(focused).toBeGreaterThanOrEqual(bar);
  });
});

const AREAS = [
  { who: "a visitor", login: null, path: "/restaurants", phoneTabs: null },
  {
    who: "a restaurant owner",
    login: { page: "/auth/login/restaurant", email: "paradise-biryani@thali.demo" },
    path: "/restaurant/orders",
    phoneTabs: "Restaurant sections",
  },
  {
    who: "a rider",
    login: { page: "/auth/login/rider", email: "rider@thali.demo" },
    path: "/rider/earnings",
    phoneTabs: null,
  },
] as const;

for (const width of [375, 1279, 1280] as const) {
  for (const area of AREAS) {
    test(`the top bar of ${area.who}: the scroll padding covers it, the log-in's toast starts under it (${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      if (area.login) {
        await page.goto(area.login.page);
        await logIn(page, area.login.email, DEMO_PASSWORD);
        await expect(page).not.toHaveURL(/\/auth\//);
        // Under all that the area keeps at its top: an owner's phone has its section tabs under the bar, and the
        // toast once sat on them for its 5 s.
        if (area.phoneTabs && width < 768)
          await expect(page.getByRole("navigation", { name: area.phoneTabs })).toBeVisible();
        const loggedIn = toast(page, "Logged in successfully");
        await expect(loggedIn).toBeVisible();
        const lowest = await page.evaluate(() =>
          Math.max(
            ...[...document.querySelectorAll("[data-top-bar]")].map((part) => part.getBoundingClientRect().bottom),
          ),
        );
        if (area.phoneTabs && width < 768) expect(lowest).toBeGreaterThan(100);
        await expect.poll(async () => (await loggedIn.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(lowest);
      }
      await page.goto(area.path);
      await expect(page.locator("[data-top-bar]").first()).toBeVisible();
      const { bar, padding } = await barAndPadding(page);
      expect(bar).toBeGreaterThan(40);
      // Over the bar, but not by much: what scrolls into view sits just under it.
      expect(padding).toBeGreaterThanOrEqual(bar);
      expect(padding - bar).toBeLessThanOrEqual(16);
    });
  }
}
