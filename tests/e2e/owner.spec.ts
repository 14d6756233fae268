import { mkdirSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { expect, test } from "./visitor";
import { DEMO_HISTORY_SLUG, DEMO_ORDER_HISTORY, demoOrderTotal } from "../../prisma/demo-orders";
import { addDish, call, card, logInAsOwner, MONTHS, newCustomer, newRestaurant, paidOrder } from "./owner-helpers";
import { appOrigin, newIp, photosLoaded } from "./quality-helpers";

// The restaurant partner console as a whole against the real server: a demo kitchen's dashboard over its
// order history, the chart library fetched by the dashboard alone, and every page of the console on a
// phone. The menu and the orders have their own journeys (owner-menu.spec.ts, owner-orders.spec.ts).

const SCREENS = "test-results/screens";

test("a demo kitchen's dashboard counts last year's orders by India's months, December included", async ({
  browser,
}) => {
  const context = await browser.newContext();
  const login = await context.request.post("/api/login/restaurant", {
    headers: { "x-forwarded-for": newIp(), ...appOrigin() },
    data: { email: `${DEMO_HISTORY_SLUG}@thali.demo`, password: "demo12345" },
  });
  expect(login.status()).toBe(200);
  const page = await context.newPage();
  await page.goto("/restaurant/dashboard?year=2025");
  const delivered = DEMO_ORDER_HISTORY.filter((o) => o.status === "delivered");
  const revenueOf = (prefix: string) =>
    delivered.filter((o) => o.at.startsWith(prefix)).reduce((sum, o) => sum + demoOrderTotal(o), 0);
  const rupees = (n: number) => `₹${n.toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

  await expect(card(page, "Total Revenue")).toHaveText(rupees(revenueOf("20")));
  await expect(card(page, "Orders")).toHaveText(String(DEMO_ORDER_HISTORY.length));
  await expect(card(page, "Customers")).toHaveText("1");
  const revenue = page.getByRole("region", { name: "Annul Revenue" });
  await expect(revenue).toContainText(`${rupees(revenueOf("2025"))} from delivered orders in 2025`);
  const table = revenue.getByRole("table", { name: /Revenue per month/ });
  // 24 and 31 December in India; the order of 1 January 02:00 in India (31 December in UTC) is January 2026's
  await expect(table.getByRole("row", { name: "Dec" })).toContainText(rupees(revenueOf("2025-12")));
  await expect(table.getByRole("row", { name: "Jun" })).toContainText("₹0.00"); // cancelled, refunded
  await expect(revenue.locator(".recharts-bar-rectangle")).toHaveCount(6);
  await page.screenshot({ path: `${SCREENS}/owner-dashboard-history.png`, fullPage: true });

  await page.getByLabel("Year").selectOption("2026");
  await expect(page).toHaveURL(/year=2026/);
  await expect(table.getByRole("row", { name: "Jan" })).toContainText(rupees(revenueOf("2026-01")));
  await context.close();
});

test("recharts is fetched by the dashboard alone", async ({ browser }) => {
  const ip = newIp();
  /** The scripts a fresh page load fetches, settled: their gzipped size, and whether any is recharts. */
  const scriptsOf = async (path: string) => {
    const context = await browser.newContext();
    const login = await context.request.post("/api/login/restaurant", {
      headers: { "x-forwarded-for": ip, ...appOrigin() },
      data: { email: "snack-shack@thali.demo", password: "demo12345" },
    });
    expect(login.status()).toBe(200);
    const page = await context.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script" && response.ok()) bodies.push(response.body());
    });
    await page.goto(path, { waitUntil: "load" });
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    if (path.endsWith("dashboard")) await expect(page.locator(".recharts-pie-sector").first()).toBeVisible();
    await page.waitForTimeout(800);
    const all = await Promise.all(bodies);
    await context.close();
    return {
      kb: Math.round(all.reduce((sum, body) => sum + gzipSync(body).length, 0) / 102.4) / 10,
      recharts: all.some((body) => body.includes("recharts-cartesian-axis")),
    };
  };
  const figures: Record<string, number> = {};
  for (const path of ["/restaurant/menu", "/restaurant/orders", "/restaurant/addmenuitem"]) {
    const scripts = await scriptsOf(path);
    expect(scripts.recharts, `${path} fetched recharts`).toBe(false);
    figures[path] = scripts.kb;
  }
  const dashboard = await scriptsOf("/restaurant/dashboard");
  expect(dashboard.recharts).toBe(true);
  figures["/restaurant/dashboard"] = dashboard.kb;
  // gzipped kB of every script each page fetched, the dashboard's charts included
  mkdirSync("test-results", { recursive: true });
  writeFileSync("test-results/owner-first-load-js.json", JSON.stringify(figures, null, 2));
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the console's pages fit, and the menu is a list of cards", async ({ page, playwright }) => {
    const request = playwright.request;
    const owner = await newRestaurant(request, "phone");
    await addDish(request, owner, { name: "Masala Dosa", category: "Breakfast", price: 120 });
    await addDish(request, owner, {
      name: "Paneer Butter Masala With Extra Butter",
      category: "Curries",
      price: 289.75,
    });
    const customer = await newCustomer(request, "Meera Iyer");
    const dishes = await call(request, "GET", `/api/getItemsByRestaurantId?restaurant_id=${owner.restaurantId}`, {
      ip: owner.ip,
      token: owner.token,
    });
    await paidOrder(request, customer, owner.restaurantId, [{ item_id: dishes.items[0]._id, quantity: 1 }]);
    await logInAsOwner(page, owner, "/restaurant/dashboard");

    const fits = async (screen: string) => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await photosLoaded(page);
      await page.screenshot({ path: `${SCREENS}/${screen}.png`, fullPage: true });
    };
    await expect(page.locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value")).toHaveText(MONTHS);
    await fits("owner-dashboard-375");

    await page.goto("/restaurant/menu");
    await expect(page.getByRole("table", { name: "Menu items" })).toBeHidden();
    const cards = page.getByRole("list", { name: "Menu items" }).getByRole("listitem");
    await expect(cards).toHaveCount(2);
    await expect(cards.filter({ hasText: "Masala Dosa" })).toContainText("Rs. 120.00");
    await fits("owner-menu-375");
    await cards.filter({ hasText: "Masala Dosa" }).getByRole("button", { name: "Edit Masala Dosa" }).click();
    const dialog = page.getByRole("dialog", { name: "Add Menu Item" });
    await expect(dialog).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SCREENS}/owner-edit-modal-375.png` });
    await page.keyboard.press("Escape");

    await page.goto("/restaurant/orders");
    await expect(page.locator("article")).toHaveCount(1);
    await fits("owner-orders-375");

    await page.goto("/restaurant/addmenuitem");
    await fits("owner-addmenuitem-375");
  });
});
