// Web push, end to end on the built app. Chromium's own PushManager.subscribe needs its vendor's push
// service, which is not reachable here, so the journey is split where the browser would call it:
// (a) an owner's device is a subscription made by the test (its own keys, an endpoint on the test's loopback
// push receiver), posted with the owner's browser session as the page would post PushManager's answer; a
// customer's paid order then reaches it, and the test decrypts it; (b) that payload is handed to the app's
// service worker through the DevTools protocol (ServiceWorker.deliverPushMessage), which must show it.
import { eventually } from "@/tests/support/outbox";
import { startPushReceiver, type PushReceiver } from "@/tests/support/push-receiver";
import { deliverUntilShown } from "./push-delivery";
import { addDish, logInAsOwner, newCustomer, newRestaurant, paidOrder } from "./owner-helpers";
import { logIn } from "./quality-helpers";
import { expect, test, type Page } from "./visitor";

const SCREENS = "test-results";

let receiver: PushReceiver;
test.beforeAll(async () => {
  receiver = await startPushReceiver();
});
test.afterAll(async () => {
  await receiver.close();
});

/** POSTs a subscription from the page, with its session and XSRF token, as the opt-in switch does. */
async function postSubscription(page: Page, subscription: unknown): Promise<{ status: number; body: unknown }> {
  return page.evaluate(async (json) => {
    const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "";
    const response = await fetch("/api/push/subscriptions", {
      method: "POST",
      headers: { "content-type": "application/json", "x-xsrf-token": decodeURIComponent(xsrf) },
      body: JSON.stringify(json),
    });
    return { status: response.status, body: await response.json() };
  }, subscription);
}

async function screenshots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${SCREENS}/${name}-${width}.png` });
  }
}

test("a new paid order reaches the kitchen's device, and the service worker shows it", async ({
  page,
  context,
  request,
  playwright,
}) => {
  const api = playwright.request;
  const owner = await newRestaurant(api, "pushkitchen");
  const dish = await addDish(api, owner, { name: "Masala Dosa", category: "Breakfast", price: 120 });

  await logInAsOwner(page, owner, "/restaurant/orders");
  const optIn = page.getByRole("button", { name: "Alert me of new orders on this device" });
  await expect(optIn).toBeVisible();
  await expect(optIn).toBeEnabled();
  await expect(optIn).toHaveAttribute("aria-pressed", "false");
  await screenshots(page, "push-owner-opt-in");

  const device = receiver.device();
  expect(await postSubscription(page, device.subscription)).toEqual({
    status: 201,
    body: { message: "This device will get notifications" },
  });

  const customer = await newCustomer(api, "Push Diner");
  const orderId = await paidOrder(api, customer, owner.restaurantId, [{ item_id: dish._id, quantity: 2 }]);
  const number = `#${orderId.slice(-6).toUpperCase()}`;

  const push = await eventually(async () => device.received[0], 20_000);
  // its click opens that order's card in the console
  expect(push.payload).toMatchObject({ title: `New order ${number}`, url: `/restaurant/orders#order-${orderId}` });
  expect(push.payload.body).toContain("Push Diner");
  expect(push.vapid.claims.aud).toBe(receiver.origin);
  const { publicKey } = (await (await request.get("/api/push/publicKey")).json()) as { publicKey: string };
  expect(push.vapid.publicKey).toBe(publicKey);

  await test.step("the service worker shows that push as a notification", async () => {
    const sw = await request.get("/sw.js");
    expect(sw.status()).toBe(200);
    expect(sw.headers()["content-type"]).toMatch(/javascript/);
    expect(sw.headers()["cache-control"]).toBe("no-cache");

    const origin = new URL(page.url()).origin;
    await context.grantPermissions(["notifications"], { origin });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
      for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send("ServiceWorker.enable");
    // The page registers the worker as the switch does before it subscribes (Chromium's subscribe itself
    // would go to its vendor's push service).
    await page.evaluate(async () => {
      await navigator.serviceWorker.register("/sw.js", { scope: "/" });
      const { active } = await navigator.serviceWorker.ready;
      // "ready" already holds a worker that is still activating; a push is for an activated one.
      if (active && active.state !== "activated") {
        await new Promise<void>((resolve) =>
          active.addEventListener("statechange", () => active.state === "activated" && resolve()),
        );
      }
    });
    const registrationId = await eventually(async () => registrations.get(`${origin}/`));

    const notifications = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        const list = await registration.getNotifications();
        return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
      });
    const shown = await deliverUntilShown(cdp, { origin, registrationId }, push.payload, notifications);
    expect(shown).toEqual([
      {
        title: `New order ${number}`,
        body: push.payload.body,
        tag: push.payload.tag,
        data: { url: `/restaurant/orders#order-${orderId}` },
      },
    ]);
    await cdp.detach();
  });
});

test("a customer's orders page offers push for their orders, and says so when the browser blocks it", async ({
  page,
  playwright,
  browser,
}) => {
  const customer = await newCustomer(playwright.request, "Push Shopper");
  await page.goto("/auth/login/customer?redirect=%2Forders");
  await logIn(page, customer.email);
  await expect(page).toHaveURL(/\/orders$/);
  const optIn = page.getByRole("button", { name: "Notify me on this device" });
  await expect(optIn).toBeEnabled();
  await expect(optIn).toHaveAttribute("aria-pressed", "false");
  await screenshots(page, "push-customer-opt-in");

  // Notifications blocked for the site: a short note instead of the switch, no error.
  const blocked = await browser.newContext({ storageState: await page.context().storageState() });
  try {
    const tab = await blocked.newPage();
    await tab.addInitScript(() => {
      Object.defineProperty(Notification, "permission", { get: () => "denied" });
    });
    await tab.goto("/orders");
    await expect(tab.getByRole("status").filter({ hasText: "Notifications are blocked for this site" })).toBeVisible();
    await expect(tab.getByRole("button", { name: "Notify me on this device" })).toHaveCount(0);
    await tab.setViewportSize({ width: 375, height: 800 });
    await tab.screenshot({ path: `${SCREENS}/push-customer-blocked-375.png` });
  } finally {
    await blocked.close();
  }
});
