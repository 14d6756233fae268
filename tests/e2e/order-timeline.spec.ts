import { expect, test, type APIRequest, type Locator, type Page } from "./visitor";
import { addDish, call, logInAsOwner, newCustomer, newRestaurant, paidOrder, type Customer } from "./owner-helpers";
import { appOrigin, PASSWORD, toast } from "./quality-helpers";

// The customer's order timeline (issue 30 part 6) against the real server: the customer keeps Past Orders
// open while the owner (a second browser) accepts with a preparation time, starts preparing, marks it
// ready, out for delivery and delivered. After each step the customer's page, never reloaded, shows the
// step done with its time and the server's estimate, in the spec's line while pending, "Arriving by"
// on the way and "Delivered at" at the end. At a phone's width and a laptop's.

const SCREENS = "test-results/screens";

/** HH:MM in India, as the app shows every time. */
const hhmm = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kolkata",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso));

type Answer = {
  estimatedDeliveryBy: string | null;
  acceptedAt: string | null;
  preparingAt: string | null;
  readyAt: string | null;
  readyBy: string | null;
  outForDeliveryAt: string | null;
  deliveredAt: string | null;
  createdAt: string;
};

/** The order as the server answers it to the customer now. */
async function answerOf(request: APIRequest, customer: Customer, orderId: string): Promise<Answer> {
  const list = await call(request, "GET", `/api/getOrdersByCustomerId?_id=${customer.id}`, {
    ip: customer.ip,
    token: customer.token,
  });
  return list.orders.find((o: { _id: string }) => o._id === orderId);
}

const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload === true);

/** The step is the order's step now, done at `iso`. */
async function expectCurrent(timeline: Locator, step: string, iso: string) {
  const item = timeline.locator(`li[data-step="${step}"]`);
  await expect(item).toHaveAttribute("aria-current", "step", { timeout: 10_000 });
  await expect(item.locator("time")).toHaveAttribute("datetime", iso);
  await expect(item.locator("time")).toHaveText(hhmm(iso));
}

for (const width of [375, 1280]) {
  test(`the customer's timeline moves live through every step (${width} px)`, async ({ page, playwright, browser }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const request = playwright.request;
    const owner = await newRestaurant(request, `timeline${width}`);
    const dosa = await addDish(request, owner, { name: "Masala Dosa", category: "Breakfast", price: 120 });
    const asha = await newCustomer(request, "Asha Rao");
    const orderId = await paidOrder(request, asha, owner.restaurantId, [{ item_id: dosa._id, quantity: 2 }]);

    // the customer opens Past Orders and keeps it open
    const customerContext = await browser.newContext({ viewport: { width, height: 900 } });
    await customerContext.request.post("/api/login/customer", {
      data: { email: asha.email, password: PASSWORD },
      headers: { "x-forwarded-for": asha.ip, ...appOrigin() },
    });
    const customer = await customerContext.newPage();
    const stream = customer.waitForResponse((r) => r.url().includes("/api/orderEvents/stream"));
    await customer.goto("/orders");
    await stream;
    await customer.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
    const card = customer.locator(`article[data-order-id="${orderId}"]`);
    // the tracker, not the order's "Bill details" beside it
    const tracker = card.locator("details").filter({ has: customer.locator("summary", { hasText: "Track order" }) });
    const timeline = card.getByRole("list", { name: "Order progress" });
    const shot = (name: string) => card.screenshot({ path: `${SCREENS}/timeline-${name}-${width}.png` });

    // placed: open, the five steps to come greyed, the estimate from the restaurant's usual time
    let answer = await answerOf(request, asha, orderId);
    await expect(tracker).toHaveAttribute("open", "");
    await expect(tracker.locator("summary")).toContainText("Track order");
    await expectCurrent(timeline, "placed", answer.createdAt);
    await expect(timeline.locator('li[data-state="upcoming"]')).toHaveCount(5);
    await expect(card).toContainText(`Estimated Delivery By ${hhmm(answer.estimatedDeliveryBy!)}`);
    await expect(timeline.locator('li[data-step="delivered"]')).toContainText(
      `Expected by ${hhmm(answer.estimatedDeliveryBy!)}`,
    );
    await shot("placed");

    // the owner accepts with 15 minutes: the promise on the Accepted step, the estimate from it
    await logInAsOwner(page, owner, "/restaurant/orders");
    const ownerCard = page.locator(`article[data-order-id="${orderId}"]`);
    await ownerCard.getByRole("group", { name: "Preparation time" }).getByRole("radio", { name: "15 min" }).check();
    await ownerCard.getByRole("button", { name: "Accept order" }).click();
    await expect(toast(page, /^Order accepted: ready by \d\d:\d\d$/)).toBeVisible();
    answer = await answerOf(request, asha, orderId);
    await expectCurrent(timeline, "accepted", answer.acceptedAt!);
    await expect(timeline.locator('li[data-step="accepted"]')).toContainText(
      `Ready by ${hhmm(answer.readyBy!)} (15 min)`,
    );
    await expect(timeline.locator('li[data-step="placed"]')).toHaveAttribute("data-state", "done");
    await expect(card).toContainText(`Estimated Delivery By ${hhmm(answer.estimatedDeliveryBy!)}`);
    expect(Date.parse(answer.estimatedDeliveryBy!)).toBe(Date.parse(answer.readyBy!) + 20 * 60_000);
    await shot("accepted");

    await ownerCard.getByRole("button", { name: "Start preparing" }).click();
    await expect(toast(page, "Order marked as preparing")).toBeVisible();
    answer = await answerOf(request, asha, orderId);
    await expectCurrent(timeline, "preparing", answer.preparingAt!);

    await ownerCard.getByRole("button", { name: "Mark ready" }).click();
    await expect(toast(page, "Order marked ready")).toBeVisible();
    answer = await answerOf(request, asha, orderId);
    await expectCurrent(timeline, "ready", answer.readyAt!);
    await expect(card).toContainText(`Estimated Delivery By ${hhmm(answer.estimatedDeliveryBy!)}`);
    await shot("ready");

    // out for delivery: the estimate stays, beside the status chip
    const status = ownerCard.getByLabel("Status Of Order:");
    await status.selectOption("out for delivery");
    await ownerCard.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Order status changed to out for delivery")).toBeVisible();
    answer = await answerOf(request, asha, orderId);
    await expectCurrent(timeline, "out for delivery", answer.outForDeliveryAt!);
    await expect(card).toContainText(/Delivery Status :\s*out for delivery/i);
    await expect(card).toContainText(`Arriving by ${hhmm(answer.estimatedDeliveryBy!)}`);
    await expect(card).not.toContainText("Estimated Delivery By");
    await shot("out");
    // the owner's card shows the same times compactly
    await expect(ownerCard.locator("header")).toContainText(
      `Left at ${hhmm(answer.outForDeliveryAt!)} · Arriving by ${hhmm(answer.estimatedDeliveryBy!)}`,
    );

    // delivered: when it arrived; the tracker folds away, every step done with its time
    await status.selectOption("delivered");
    await ownerCard.getByRole("button", { name: "Update" }).click();
    await expect(ownerCard.getByLabel("Status Of Order:")).toHaveCount(0);
    answer = await answerOf(request, asha, orderId);
    expect(answer.estimatedDeliveryBy).toBeNull();
    await expect(card).toContainText(`Delivered at ${hhmm(answer.deliveredAt!)}`, { timeout: 10_000 });
    await expect(card).not.toContainText("Arriving by");
    await expect(ownerCard.locator("header")).toContainText(`Delivered at ${hhmm(answer.deliveredAt!)}`);
    await expect(tracker).not.toHaveAttribute("open");
    await tracker.locator("summary").click();
    await expectCurrent(timeline, "delivered", answer.deliveredAt!);
    await expect(timeline.locator('li[data-state="done"]')).toHaveCount(5);
    await expect(timeline.locator("time")).toHaveCount(6);
    expect(await notReloaded(customer)).toBe(true);
    await shot("delivered");

    // the summary is a keyboard control: Enter folds the tracker again
    await tracker.locator("summary").focus();
    await customer.keyboard.press("Enter");
    await expect(tracker).not.toHaveAttribute("open");
    await customerContext.close();
  });
}
