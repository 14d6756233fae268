import { expect, test, type APIRequestContext, type Page } from "./visitor";
import { DEMO_PASSWORD, demoOwnerEmail } from "../../prisma/demo-data";
import {
  ALL_DAY,
  allDayMenu,
  cards,
  logInByApi,
  type MenuItem,
  newIp,
  ownAddress,
  PASSWORD,
  signUp,
  toast,
  unique,
} from "./quality-helpers";

// Past Orders with orders made through the API (the checkout screens have their own journey in
// checkout.spec.ts): paging, the Sort By filter, rating and reordering a delivered order, and what
// a customer cannot see of another's payments. The restaurant owner moves orders on through the
// API, as the owner's screens would. Every customer here is new.

const SCREENS = "test-results/screens";

type Caller = { request: APIRequestContext; headers: Record<string, string> };
type ApiOrder = { _id: string; totalPrice: number; deliveryStatus: string };

/** A new customer, logged in in the browser too (the login sets the context's cookies). */
async function newCustomer(page: Page): Promise<Caller & { username: string }> {
  const username = unique("neha");
  const email = `${username}@example.in`;
  await signUp(page.request, username, email);
  return { request: page.request, headers: await logInByApi(page.request, "customer", email, PASSWORD), username };
}

/** An order paid through the test gateway, the way the checkout screens do it. */
async function paidOrder(
  customer: Caller,
  restaurantId: string,
  lines: Array<{ item_id: string; quantity: number }>,
): Promise<{ order: ApiOrder; paymentId: string; providerOrderId: string }> {
  const { request, headers } = customer;
  const post = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await request.post(path, { headers, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const start = await post<{ order: { id: string } }>("/api/createPaymentOrder", {
    restaurant_id: restaurantId,
    items: lines,
    customerName: "Neha Kapoor",
    // the restaurant's own city (Snack Shack Express, Chennai): checkout refuses one outside its area
    deliveryLocation: { address: "4 Park Street", city: "Chennai", state: "Tamil Nadu" },
  });
  const payment = await post<{ razorpay_payment_id: string }>("/api/testGateway/pay", { order_id: start.order.id });
  const verified = await post<{ payment_reference_id: string }>("/api/verifyPayment", payment);
  const placed = await post<{ order: ApiOrder }>("/api/placeOrder", verified);
  return { order: placed.order, paymentId: verified.payment_reference_id, providerOrderId: start.order.id };
}

/** The owner moves an order on; false when the owner's status call does not exist yet. */
async function ownerSetsStatus(owner: Caller, orderId: string, status: string): Promise<boolean> {
  const response = await owner.request.post("/api/updateOrderStatus", {
    headers: owner.headers,
    data: { _id: orderId, status },
  });
  if (response.status() === 404 && (await response.text()).includes("No API endpoint")) return false;
  expect(response.status(), await response.text()).toBe(200);
  return true;
}

test.describe("past orders", () => {
  test("load more, the Sort By filter, rating and reordering a delivered order", async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await ownAddress(context);
    const customer = await newCustomer(page);
    const menu = await allDayMenu(page.request);
    const [dish, side] = menu.dishes as [MenuItem, MenuItem];
    // eleven orders, one more than a page; each a different checkout
    const orders: ApiOrder[] = [];
    for (let i = 1; i <= 11; i++) {
      const lines = [{ item_id: dish._id, quantity: i }, ...(i % 2 ? [{ item_id: side._id, quantity: 1 }] : [])];
      orders.push((await paidOrder(customer, menu.id, lines)).order);
    }
    const newest = orders[10]!; // 11 of the dish and 1 of the side
    const onTheWay = orders[9]!;

    const owner = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { "x-forwarded-for": newIp() },
    });
    const ownerCaller = {
      request: owner,
      headers: await logInByApi(owner, "restaurant", demoOwnerEmail(ALL_DAY.slug), DEMO_PASSWORD),
    };
    const canDeliver = await ownerSetsStatus(ownerCaller, newest._id, "out for delivery");

    await page.goto("/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Past Orders" })).toBeVisible();
    await expect(cards(page)).toHaveCount(10);
    await expect(page.getByText("Showing 10 of 11 orders")).toBeVisible();
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(cards(page)).toHaveCount(11);
    await expect(page.getByText("Showing 11 of 11 orders")).toBeVisible();
    // the button is gone: focus moved on to the first order that arrived
    await expect(cards(page).nth(10).getByRole("heading", { level: 2 })).toBeFocused();
    await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);
    await expect(page.locator(`[data-order-id="${orders[0]!._id}"]`)).toBeVisible();

    expect(canDeliver, "the owner moved the newest order out for delivery").toBe(true);
    expect(await ownerSetsStatus(ownerCaller, newest._id, "delivered")).toBe(true);
    expect(await ownerSetsStatus(ownerCaller, onTheWay._id, "out for delivery")).toBe(true);
    await owner.dispose();

    await page.getByLabel("Sort By").selectOption({ label: "Out For Delivery" });
    await expect(page).toHaveURL(/\/orders\?status=out-for-delivery$/);
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first()).toContainText("Delivery Status : out for delivery");
    // on its way it can no longer be cancelled or reviewed: the only action left is Help (issue 33)
    await expect(cards(page).first().getByRole("button")).toHaveText([/Help/]);

    await page.getByLabel("Sort By").selectOption({ label: "Delivered" });
    await expect(page).toHaveURL(/\/orders\?status=delivered$/);
    const card = page.locator(`[data-order-id="${newest._id}"]`);
    await expect(cards(page)).toHaveCount(1);
    await expect(card).toContainText("Delivery Status : delivered");
    await expect(card.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);

    // rate it from the keyboard: the stars are a radio group
    await card.getByRole("button", { name: "Rate this order" }).click();
    const stars = card.getByRole("group", { name: "How was your order?" });
    await expect(stars.getByRole("radio", { name: "1 star" })).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(stars.getByRole("radio", { name: "4 stars" })).toBeChecked();
    await card.getByLabel("Tell us more (optional)").fill("Crisp, hot and on time.");
    await page.screenshot({ path: `${SCREENS}/orders-review-form.png`, fullPage: true });
    await card.getByRole("button", { name: "Submit rating" }).click();
    await expect(toast(page, "Thank you for your review")).toBeVisible();
    await expect(card.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    await expect(card.locator('[id$="-review"]')).toBeFocused();
    await expect(card).toContainText("Crisp, hot and on time.");
    await expect(card.getByRole("button", { name: "Rate this order" })).toHaveCount(0);
    await page.reload();
    await expect(card.getByRole("img", { name: "Rated 4 out of 5" })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/orders-delivered-rated.png`, fullPage: true });

    // Reorder replaces the cart with the order's items and opens it
    await card.getByRole("button", { name: "Reorder" }).click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await expect(drawer).toBeVisible();
    await expect(toast(page, "Added to your cart")).toBeVisible();
    await expect(drawer).toContainText(dish.name);
    await expect(drawer).toContainText(side.name);
    await expect(drawer.getByRole("button", { name: `Decrease quantity of ${dish.name}` })).toBeVisible();
    await expect(drawer).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SCREENS}/orders-reorder.png` });
    await page.keyboard.press("Escape");
    await expect(page.getByRole("banner").getByRole("button", { name: "Cart, 12 items" })).toBeVisible();
  });

  test("another customer's payment places nothing and their pages are not found", async ({
    page,
    context,
    browser,
  }) => {
    await ownAddress(context);
    const someone = await newCustomer(page);
    const menu = await allDayMenu(page.request);
    const theirs = await paidOrder(someone, menu.id, [{ item_id: menu.dishes[0]!._id, quantity: 1 }]);

    const otherContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": newIp() } });
    const other = await otherContext.newPage();
    await newCustomer(other);
    await other.goto(`/paymentStatus/${theirs.paymentId}`);
    await expect(other.getByRole("heading", { level: 1, name: "Your payment did not go through" })).toBeVisible();
    const testPage = await other.goto(`/payments/test/${theirs.providerOrderId}`);
    expect(testPage?.status()).toBe(404);
    await other.goto("/orders");
    await expect(other.getByText("Looks like you haven't made any orders yet...")).toBeVisible();
    await otherContext.close();

    // the owner of the payment sees it as paid
    await page.goto(`/payments/test/${theirs.providerOrderId}`);
    await expect(page.getByText("This order is already paid.")).toBeVisible();
  });
});

test.describe("past orders rendered on the server", () => {
  test("Load more keeps the orders on screen; cancel, a 409 and a live change refresh the cards in place", async ({
    page,
    context,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await ownAddress(context);
    const customer = await newCustomer(page);
    const menu = await allDayMenu(page.request);
    const orders: ApiOrder[] = [];
    for (let i = 1; i <= 11; i++) {
      orders.push((await paidOrder(customer, menu.id, [{ item_id: menu.dishes[0]!._id, quantity: i }])).order);
    }
    const owner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": newIp() } });
    const ownerCaller = {
      request: owner,
      headers: await logInByApi(owner, "restaurant", demoOwnerEmail(ALL_DAY.slug), DEMO_PASSWORD),
    };

    const stream = page.waitForResponse((r) => r.url().includes("/api/orderEvents/stream"));
    await page.goto("/orders");
    await stream;
    await expect(cards(page)).toHaveCount(10);
    // Count every card taken off the page from now on: Load more must only add (no skeleton, no reload).
    await page.evaluate(() => {
      const w = window as unknown as { removedCards: number; noReload: boolean };
      w.removedCards = 0;
      w.noReload = true;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && (node.matches("article") || node.querySelector("article"))) w.removedCards++;
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    // Where the last card shown sits on the screen: Load more must leave it there or move it up, never down.
    const lastTop = async () => (await cards(page).nth(9).boundingBox())!.y;
    const before = await lastTop();
    await page.getByRole("button", { name: "Load more" }).click();
    await expect(cards(page)).toHaveCount(11);
    await expect(page).toHaveURL(/\/orders\?pages=2$/);
    await expect(cards(page).nth(10).getByRole("heading", { level: 2 })).toBeFocused();
    await expect(page.getByText("Showing 11 of 11 orders")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { removedCards: number }).removedCards)).toBe(0);
    // stayed where it was (the new card's heading is brought into view below it, never above). Measured on the
    // cards, not on scrollY: a CI run once read scrollY 4 px lower after Load more (5,538 against 5,542) with the
    // new card in view, and the browser's scroll anchoring moves scrollY whenever something above the screen
    // changes height, keeping what is on screen where it was; a jump up would move the last card down.
    expect(await lastTop()).toBeLessThanOrEqual(before + 1);

    // the oldest order, shown by Load more: Cancel refreshes its card, the others stay
    const oldest = page.locator(`[data-order-id="${orders[0]!._id}"]`);
    await oldest.getByRole("button", { name: "Cancel Order" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure to cancel your order?" });
    await confirm.getByRole("button", { name: "Yes" }).click();
    await expect(toast(page, /Order cancelled\. Your refund of .* has been issued\./)).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(oldest).toContainText("Delivery Status : cancelled");
    await expect(oldest.locator('[id$="-status"]')).toBeFocused();
    await expect(cards(page)).toHaveCount(11);

    // the restaurant sends the next one out while the customer's question is open: the 409's message,
    // and the card as it is now
    const next = page.locator(`[data-order-id="${orders[1]!._id}"]`);
    await next.getByRole("button", { name: "Cancel Order" }).click();
    await expect(confirm).toBeVisible();
    expect(await ownerSetsStatus(ownerCaller, orders[1]!._id, "out for delivery")).toBe(true);
    await confirm.getByRole("button", { name: "Yes" }).click();
    await expect(toast(page, "This order can no longer be cancelled")).toBeVisible();
    await expect(confirm).toBeHidden();
    await expect(next).toContainText("Delivery Status : out for delivery");
    await expect(next.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);

    // a live change to an order loaded by Load more: its card changes, every loaded order stays
    expect(await ownerSetsStatus(ownerCaller, orders[2]!._id, "out for delivery")).toBe(true);
    await expect(page.locator(`[data-order-id="${orders[2]!._id}"]`)).toContainText(
      "Delivery Status : out for delivery",
      { timeout: 10_000 },
    );
    await expect(cards(page)).toHaveCount(11);
    expect(await page.evaluate(() => (window as unknown as { noReload: boolean }).noReload)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { removedCards: number }).removedCards)).toBe(0);
    await page.screenshot({ path: `${SCREENS}/orders-server-list.png`, fullPage: true });
    await owner.dispose();
  });
});

test.describe("past orders on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("a card fits the screen", async ({ page, context }) => {
    await ownAddress(context);
    const customer = await newCustomer(page);
    const menu = await allDayMenu(page.request);
    await paidOrder(customer, menu.id, [
      { item_id: menu.dishes[0]!._id, quantity: 2 },
      { item_id: menu.dishes[1]!._id, quantity: 1 },
    ]);
    await page.goto("/orders");
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page).first().getByRole("button", { name: "Cancel Order" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SCREENS}/orders-360.png`, fullPage: true });
  });
});
