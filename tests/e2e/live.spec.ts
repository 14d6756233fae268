import { expect, test, type BrowserContext, type Page } from "./visitor";
import { demoOwner, newCustomer, paidOrder, restaurantNamed, setStatus } from "../../scripts/lib/api-flows.mjs";
import { appOrigin, toast } from "./quality-helpers";

// Live order updates in two browsers at once: the owner of Snack Shack Express (demo data) in one,
// a new customer in the other. Changes are made through the API; each page must show them within
// a second or two, without a reload.

/** Logs the context in (session cookies) and opens `path`; resolves once the page's live stream is open. */
async function openLoggedIn(
  context: BrowserContext,
  usertype: "customer" | "restaurant",
  email: string,
  password: string,
  path: string,
) {
  const login = await context.request.post(`/api/login/${usertype}`, {
    data: { email, password },
    headers: {
      ...appOrigin(),
      "x-forwarded-for": `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  expect(login.status()).toBe(200);
  const page = await context.newPage();
  const streamOpen = page.waitForResponse((r) => r.url().includes("/api/orderEvents/stream") && r.status() === 200);
  await page.goto(path);
  await streamOpen;
  // a marker that a reload would wipe out
  await page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
  return page;
}

const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload === true);

test("the owner sees a new paid order and the customer sees it go out for delivery, without reloading", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL!;
  const customer = await newCustomer(base, "Live Customer");
  const owner = await demoOwner(base);
  const { restaurant, dishes } = await restaurantNamed(base);

  const ownerContext = await browser.newContext();
  const customerContext = await browser.newContext();
  const ownerPage = await openLoggedIn(
    ownerContext,
    "restaurant",
    "snack-shack@thali.demo",
    "demo12345",
    "/restaurant/dashboard",
  );
  const customerPage = await openLoggedIn(
    customerContext,
    "customer",
    customer.email,
    customer.password,
    "/restaurants",
  );
  // The title counts the demo kitchen's orders waiting for Accept (other journeys may have left some).
  const waitingNow = async () =>
    ((await (await ownerContext.request.get("/api/kitchenQueue")).json()) as { count: number }).count;
  const waitingBefore = await waitingNow();
  await expect(ownerPage).toHaveTitle(waitingBefore > 0 ? `(${waitingBefore}) Dashboard · Thali` : "Dashboard · Thali");

  // the customer pays: the owner's console hears of it, and counts it as waiting
  const orderId = await paidOrder(base, customer, restaurant, dishes[0]!);
  await expect(toast(ownerPage, "New order from Live Customer")).toBeVisible({ timeout: 3_000 });
  await expect(ownerPage).toHaveTitle(`(${waitingBefore + 1}) Dashboard · Thali`);

  // the owner marks it out for delivery: the customer's page says so
  await setStatus(base, owner, orderId, "out for delivery");
  await expect(toast(customerPage, `Your order from ${restaurant.name} is out for delivery`)).toBeVisible({
    timeout: 3_000,
  });
  expect(await notReloaded(customerPage)).toBe(true);
  expect(await notReloaded(ownerPage)).toBe(true);
  // the owner's own change is not announced back to them
  await expect(toast(ownerPage, /out for delivery/)).toHaveCount(0);

  // on Past Orders the card itself changes in place
  const customerStream = customerPage.waitForResponse((r) => r.url().includes("/api/orderEvents/stream"));
  await customerPage.goto("/orders");
  await customerStream;
  const card = customerPage.locator("article").filter({ hasText: orderId });
  await expect(card).toContainText(/Delivery Status :\s*out for delivery/i);
  await customerPage.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
  await setStatus(base, owner, orderId, "delivered");
  await expect(card).toContainText(/Delivery Status :\s*delivered/i, { timeout: 10_000 });
  await expect(card.getByRole("button", { name: /reorder/i })).toBeVisible();
  expect(await notReloaded(customerPage)).toBe(true);
  await customerPage.screenshot({ path: "test-results/screens/live-orders-delivered.png" });

  // on the console's Orders page a new paid order appears at the top without a reload
  const streamAgain = ownerPage.waitForResponse((r) => r.url().includes("/api/orderEvents/stream"));
  await ownerPage.goto("/restaurant/orders");
  await streamAgain;
  await ownerPage.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
  const secondId = await paidOrder(base, customer, restaurant, dishes[0]!);
  await expect(ownerPage.getByRole("list", { name: "Orders" }).getByRole("listitem").first()).toContainText(secondId, {
    // the list re-renders on the server after the event: allow for a loaded CI machine
    timeout: 10_000,
  });
  expect(await notReloaded(ownerPage)).toBe(true);
  await ownerPage.screenshot({ path: "test-results/screens/live-owner-orders.png" });

  await ownerContext.close();
  await customerContext.close();
});

test("a change made after Past Orders was read but before its live stream opened still reaches the card", async ({
  browser,
  baseURL,
}) => {
  const base = baseURL!;
  const customer = await newCustomer(base, "Late Stream");
  const owner = await demoOwner(base);
  const { restaurant, dishes } = await restaurantNamed(base);
  const orderId = await paidOrder(base, customer, restaurant, dishes[0]!);
  const context = await browser.newContext();
  const login = await context.request.post("/api/login/customer", {
    data: { email: customer.email, password: customer.password },
    headers: { ...appOrigin(), "x-forwarded-for": `10.78.${Math.floor(Math.random() * 250)}.1` },
  });
  expect(login.status()).toBe(200);
  const page = await context.newPage();
  // The stream is held back, as a slow phone opens it seconds after the page: the change lands in that gap.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/orderEvents/stream*", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/orders");
  const card = page.locator("article").filter({ hasText: orderId });
  await expect(card).toContainText("Order placed");
  await expect(card).not.toContainText(/Delivery Status :\s*out for delivery/i);
  await setStatus(base, owner, orderId, "out for delivery");
  release();
  // A stream starts at the newest event without replay: the page's cursor (its newest event when read) is caught up.
  await expect(card).toContainText(/Delivery Status :\s*out for delivery/i, { timeout: 10_000 });
  await context.close();
});

test("the owner's order sound is off by default and the choice is remembered", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await openLoggedIn(
    context,
    "restaurant",
    "snack-shack@thali.demo",
    "demo12345",
    "/restaurant/dashboard",
  );
  const toggle = page.getByRole("button", { name: /order sound/i });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("button", { name: /order sound/i })).toHaveAttribute("aria-pressed", "true");
  await context.close();
});

test("a visitor's pages load no live-update code and open no stream", async ({ page }) => {
  const requested: string[] = [];
  page.on("request", (r) => requested.push(r.url()));
  await page.goto("/restaurants");
  await page.waitForLoadState("networkidle");
  expect(requested.filter((url) => url.includes("/api/orderEvents"))).toEqual([]);
});
