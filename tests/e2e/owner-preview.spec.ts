import { expect, test } from "./visitor";
import { SCREENS } from "./checkout-helpers";
import { addDish, logInAsOwner, newRestaurant } from "./owner-helpers";

// A new partner sees their page as customers will, before the platform lists it (/restaurant/preview): the
// public page is still a 404 for everyone else. At 375 and 1280 px.

for (const width of [375, 1280]) {
  test(`an owner previews their page while it waits for review, and customers still cannot see it (${width} px)`, async ({
    page,
    browser,
    playwright,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    const api = playwright.request;
    const owner = await newRestaurant(api, `preview${width}`, { approved: false });
    await addDish(api, owner, { name: "Ragi Mudde", price: 90, category: "Breakfast" });

    await logInAsOwner(page, owner, "/restaurant/dashboard");
    await page.getByRole("link", { name: "See your page as customers do" }).click();
    await expect(page).toHaveURL(/\/restaurant\/preview$/);
    await expect(page.getByRole("note").filter({ hasText: "Preview:" })).toContainText(
      `Preview: customers cannot see ${owner.name} yet. This is the page they get once the platform approves it.`,
    );
    await expect(page.getByRole("heading", { level: 1, name: owner.name })).toBeVisible();
    const menu = page.getByRole("region", { name: "Menu" });
    await expect(menu.getByRole("heading", { name: "Breakfast (1)" })).toBeVisible();
    await expect(menu.getByText("Ragi Mudde")).toBeVisible();
    // An owner cannot order, here as on the storefront.
    await expect(menu.getByRole("button", { name: /^Add / })).toHaveAttribute("aria-disabled", "true");
    await expect(menu.getByText("Logged in as a restaurant partner: only customers can order")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SCREENS}/owner-preview-${width}.png`, fullPage: true });

    // Everyone else still gets the unknown restaurant's page.
    const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const response = await (await visitor.newPage()).goto(`/restaurantPage/${owner.restaurantId}/menu`);
    expect(response?.status()).toBe(404);
    await visitor.close();
  });
}
