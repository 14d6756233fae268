import { expect, test, type Page } from "./visitor";
import { logInAsOwner, newRestaurant } from "./owner-helpers";
import { newCustomer, tabTo, watchPageHealth } from "./quality-helpers";

// Message preferences (issue 29, item 7) against the real server: a customer turns on order updates by
// email and finds it on after a reload; a restaurant partner turns off new-order push in the console;
// both by keyboard alone (Tab to the switch, Space flips it). The receipts and security notices are
// listed as always on. Screenshots at a phone's and a desktop's width.

const SCREENS = "test-results/screens";
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 900 };

const choice = (page: Page, name: string) => page.getByRole("switch", { name, exact: true });

/** Whether the page is wider than the viewport (something sticks out sideways). */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

test("a customer turns on order updates by email; it is still on after a reload", async ({ page }) => {
  const problems = await watchPageHealth(page);
  await newCustomer(page);
  await page.setViewportSize(DESKTOP);

  // from the profile, as a customer finds it
  await page.goto("/profile");
  await page.getByRole("link", { name: "Choose notifications" }).click();
  await expect(page).toHaveURL(/\/account\/notifications$/);
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();

  const email = choice(page, "Order updates by email");
  const push = choice(page, "Order updates by push notification");
  await expect(email).toHaveAttribute("aria-checked", "false");
  await expect(push).toHaveAttribute("aria-checked", "true");
  await expect(choice(page, "Offers and news by text message")).toHaveCount(0);
  const always = page.getByRole("region", { name: "Always sent" });
  await expect(always.getByRole("listitem")).toHaveText([
    /Receipt when you place an order\s*Always on/,
    /Refund issued\s*Always on/,
    /Thali support's answers to your help requests\s*Always on/,
    /Email address verification\s*Always on/,
    /Password reset\s*Always on/,
    /Email address change.*Always on/,
    /One-time login and phone codes\s*Always on/,
  ]);
  await expect(page.getByText("Push also needs this device turned on").first()).toBeVisible();

  const saved = page.waitForResponse((r) => r.url().endsWith("/api/preferences") && r.request().method() === "PUT");
  await email.click();
  expect((await saved).status()).toBe(200);
  await expect(email).toHaveAttribute("aria-checked", "true");
  await expect(page.locator("#save-order_updates-email")).toHaveText("Saved");
  await page.screenshot({ path: `${SCREENS}/notifications-1280.png`, fullPage: true });

  await page.reload();
  await expect(choice(page, "Order updates by email")).toHaveAttribute("aria-checked", "true");
  await expect(choice(page, "Order updates by push notification")).toHaveAttribute("aria-checked", "true");

  // at a phone's width: everything fits, the account menu leads here too
  await page.setViewportSize(PHONE);
  await expect(choice(page, "Order updates by email")).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);
  await page.screenshot({ path: `${SCREENS}/notifications-375.png`, fullPage: true });
  await page.goto("/");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Open menu for / })
    .click();
  await page.getByRole("navigation", { name: "Account" }).getByRole("link", { name: "notifications" }).click();
  await expect(page).toHaveURL(/\/account\/notifications$/);
  expect(await problems()).toEqual([]);
});

test("keyboard only: Tab to a switch, Space flips it and it is saved", async ({ page }) => {
  const problems = await watchPageHealth(page);
  await newCustomer(page);
  await page.goto("/account/notifications");
  const offers = choice(page, "Offers and news by email");
  await expect(offers).toHaveAttribute("aria-checked", "false");
  await page.locator("body").focus();
  await tabTo(page, offers);
  await page.keyboard.press("Space");
  await expect(offers).toHaveAttribute("aria-checked", "true");
  await expect(page.locator("#save-offers-email")).toHaveText("Saved");
  await expect(offers).toBeFocused();
  // and back off, still by keyboard
  await page.keyboard.press("Space");
  await expect(offers).toHaveAttribute("aria-checked", "false");
  await expect(page.locator("#save-offers-email")).toHaveText("Saved");
  await page.reload();
  await expect(choice(page, "Offers and news by email")).toHaveAttribute("aria-checked", "false");
  expect(await problems()).toEqual([]);
});

test("a visitor is sent to the login first", async ({ page }) => {
  await page.goto("/account/notifications");
  await expect(page).toHaveURL(/\/auth\/login\/customer\?redirect=%2Faccount%2Fnotifications$/);
});

test("a restaurant partner turns off new-order push in the console", async ({ page, playwright }) => {
  const problems = await watchPageHealth(page);
  const owner = await newRestaurant(playwright.request, "alerts");
  await page.setViewportSize(DESKTOP);
  await logInAsOwner(page, owner, "/restaurant/dashboard");

  const sidebar = page.getByRole("navigation", { name: "Restaurant", exact: true });
  await sidebar.getByRole("link", { name: "Notifications" }).click();
  await expect(page).toHaveURL(/\/restaurant\/notifications$/);
  await expect(sidebar.getByRole("link", { name: "Notifications" })).toHaveAttribute("aria-current", "page");

  const push = choice(page, "New orders by push notification");
  await expect(push).toHaveAttribute("aria-checked", "true");
  await expect(choice(page, "New orders by email")).toHaveAttribute("aria-checked", "false");
  await expect(page.getByRole("region", { name: "Always sent" }).getByRole("listitem")).toHaveCount(3);

  await page.locator("body").focus();
  await tabTo(page, push);
  await page.keyboard.press("Space");
  await expect(push).toHaveAttribute("aria-checked", "false");
  await expect(page.locator("#save-new_orders-push")).toHaveText("Saved");
  await page.screenshot({ path: `${SCREENS}/owner-notifications-1280.png`, fullPage: true });

  await page.reload();
  await expect(choice(page, "New orders by push notification")).toHaveAttribute("aria-checked", "false");

  // on a phone the page sits under the Settings tab, and the settings page links to it
  await page.setViewportSize(PHONE);
  const tabs = page.getByRole("navigation", { name: "Restaurant sections" });
  await expect(tabs.getByRole("link")).toHaveCount(5);
  await expect(tabs.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
  expect(await overflowsSideways(page)).toBe(false);
  await page.screenshot({ path: `${SCREENS}/owner-notifications-375.png`, fullPage: true });
  await tabs.getByRole("link", { name: "Settings" }).click();
  await page.getByRole("main").getByRole("link", { name: "Notifications" }).click();
  await expect(page).toHaveURL(/\/restaurant\/notifications$/);
  expect(await problems()).toEqual([]);
});

test("a failed save says so and the switch shows the server's value", async ({ page }) => {
  await newCustomer(page);
  await page.goto("/account/notifications");
  const email = choice(page, "Order updates by email");
  await expect(email).toHaveAttribute("aria-checked", "false");
  await page.route("**/api/preferences", (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 503, json: { message: "The database is unavailable" } })
      : route.continue(),
  );
  await email.click();
  await expect(page.locator("#save-order_updates-email")).toHaveText("Not saved: The database is unavailable");
  await expect(email).toHaveAttribute("aria-checked", "false");
});
