// The owner console's alerts (issue 30, part 3) on the built app: the console is an installable app (its
// manifest, icons that decode, an active service worker over /restaurant/, an offline page); a new order
// rings again and again until it is accepted, counts in the tab title and on the dashboard, and its toast's
// "View order" goes to the order's card; with the console closed, the order's push reaches the loopback
// push receiver and the service worker shows it, linking to that order. At a phone's width and a laptop's.
import { eventually } from "@/tests/support/outbox";
import { startPushReceiver, type PushReceiver } from "@/tests/support/push-receiver";
import { deliverUntilShown } from "./push-delivery";
import { addDish, call, logInAsOwner, newCustomer, newRestaurant, paidOrder } from "./owner-helpers";
import { toast } from "./quality-helpers";
import { expect, test, type Page } from "./visitor";

const SCREENS = "test-results/screens";

/** Counts the chime's notes: every OscillatorNode.start (a chime is two notes). */
async function countChimes(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { chimeNotes: number };
    counted.chimeNotes = 0;
    const start = OscillatorNode.prototype.start;
    OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
      counted.chimeNotes += 1;
      return start.call(this, when);
    };
  });
}

/** How many chimes have rung in the page. */
const chimes = async (page: Page) =>
  Math.floor((await page.evaluate(() => (window as unknown as { chimeNotes: number }).chimeNotes)) / 2);

/** The one sound switch on screen (the frame has a place for it per screen width; CSS shows one). */
const soundSwitch = (page: Page) =>
  page.getByRole("button", { name: /Order sound (on|off)/ }).filter({ visible: true });

/** A marker that a full reload would wipe out. */
const markNoReload = (page: Page) =>
  page.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { noReload?: boolean }).noReload === true);

/** Waits until the page's service worker is activated; answers its scope and state. */
async function activeWorker(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== "activated") {
      await new Promise<void>((resolve) =>
        worker.addEventListener("statechange", () => worker.state === "activated" && resolve()),
      );
    }
    return { scope: registration.scope, state: worker.state, script: worker.scriptURL };
  });
}

for (const width of [375, 1280]) {
  test(`the console installs: manifest, icons that decode, a worker over /restaurant/, an offline page (${width} px)`, async ({
    page,
    context,
    request,
    playwright,
  }) => {
    await page.setViewportSize({ width, height: 850 });
    const owner = await newRestaurant(playwright.request, `install${width}`);
    await logInAsOwner(page, owner, "/restaurant/dashboard");

    // linked from the console's pages: the manifest, the home-screen icon, the brand's colour
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/partner.webmanifest");
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute(
      "href",
      "/images/partner/apple-touch-icon.png",
    );
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#cf360c");

    const served = await request.get("/partner.webmanifest");
    expect(served.status()).toBe(200);
    const manifest = (await served.json()) as {
      name: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: "Thali Partner",
      start_url: "/restaurant/dashboard",
      scope: "/restaurant/",
      display: "standalone",
      theme_color: "#cf360c",
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      "192x192 any",
      "192x192 maskable",
      "512x512 any",
      "512x512 maskable",
    ]);
    // every icon (and the apple one) is a PNG the browser decodes, at the size it claims
    const icons = [...manifest.icons, { src: "/images/partner/apple-touch-icon.png", sizes: "180x180" }];
    for (const icon of icons) {
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      expect(size, icon.src).toBe(icon.sizes);
      expect((await request.get(icon.src)).headers()["content-type"]).toBe("image/png");
    }

    // the console registered the worker on load (no push switched on), its scope covering /restaurant/
    const worker = await activeWorker(page);
    expect(worker.state).toBe("activated");
    expect(new URL("/restaurant/orders", worker.scope).href.startsWith(worker.scope)).toBe(true);
    expect(new URL(worker.script).pathname).toBe("/sw.js");
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // offline, a console page is the worker's offline page; back online, the console again
    await context.setOffline(true);
    await page.goto("/restaurant/orders");
    await expect(page.getByRole("heading", { name: "The connection is lost" })).toBeVisible();
    await expect(page.getByText(/Your orders will appear here when it is back\./)).toBeVisible();
    // its icon comes from the worker's cache too
    await expect.poll(() => page.locator("main img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(192);
    await page.screenshot({ path: `${SCREENS}/alerts-offline-${width}.png` });
    await context.setOffline(false);
    await page.getByRole("link", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    // it keeps no copy of a console page or an API answer, only the offline page and its icon
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const key of await (await caches.open(name)).keys()) urls.push(new URL(key.url).pathname);
      }
      return urls.sort();
    });
    expect(cached).toEqual(["/images/partner/icon-192.png", "/offline.html"]);

    // the customer's pages link no console manifest
    await page.goto("/restaurants");
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
  });

  test(`a new order rings until it is accepted, counts in the title and on the dashboard, and "View order" opens it (${width} px)`, async ({
    page,
    playwright,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 850 });
    const api = playwright.request;
    const owner = await newRestaurant(api, `ring${width}`);
    const dish = await addDish(api, owner, { name: "Idli Vada", category: "Breakfast", price: 90 });
    const customer = await newCustomer(api, "Ring Diner");
    await countChimes(page);

    const stream = page.waitForResponse((r) => r.url().includes("/api/orderEvents/stream"));
    await logInAsOwner(page, owner, "/restaurant/dashboard");
    await stream;
    await markNoReload(page);
    const waitingCard = page.locator('[data-card="Waiting to accept"]');
    await expect(waitingCard).toContainText("0");
    await expect(page).toHaveTitle("Dashboard · Thali");
    await expect(page.getByText("Turn on sound so you never miss an order")).toHaveCount(0);
    // the switch is there from the start: it once looked for its places before the frame, arriving
    // with it in the log-in's client-side navigation, was in the page, and never showed
    await expect(soundSwitch(page)).toBeVisible();

    const orderId = await paidOrder(api, customer, owner.restaurantId, [{ item_id: dish._id, quantity: 1 }]);

    // the console hears of it: a toast with "View order", the title and the dashboard's card count it
    const newOrder = toast(page, "New order from Ring Diner");
    await expect(newOrder).toBeVisible({ timeout: 5_000 });
    await expect(newOrder.getByRole("button", { name: "View order" })).toBeVisible();
    await expect(page).toHaveTitle("(1) Dashboard · Thali");
    await expect(waitingCard.locator("[data-waiting-count]")).toHaveText("1", { timeout: 10_000 });
    expect(await notReloaded(page)).toBe(true);
    // the sound is off: no chime, and a prompt beside the switch
    const prompt = page.getByRole("status").filter({ hasText: "Turn on sound so you never miss an order" });
    await expect(prompt.filter({ visible: true })).toBeVisible();
    expect(await chimes(page)).toBe(0);
    await page.screenshot({ path: `${SCREENS}/alerts-new-order-${width}.png` });

    // "View order": the Orders page, scrolled to the order's card, which has the focus
    await newOrder.getByRole("button", { name: "View order" }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurant/orders#order-${orderId}$`));
    const card = page.locator(`article[data-order-id="${orderId}"]`);
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
    await expect(page).toHaveTitle("(1) Orders · Thali");

    // sound on (a click, as browsers want): it rings now and again every few seconds while the order waits
    await soundSwitch(page).click();
    await expect(soundSwitch(page)).toHaveAttribute("aria-pressed", "true");
    await expect(prompt.filter({ visible: true })).toHaveCount(0);
    await page.waitForTimeout(1_500);
    const afterFirst = await chimes(page);
    expect(afterFirst).toBeGreaterThanOrEqual(1);
    await page.waitForTimeout(8_700);
    expect(await chimes(page)).toBeGreaterThanOrEqual(afterFirst + 2);
    await page.screenshot({ path: `${SCREENS}/alerts-ringing-${width}.png` });

    // accepted: the ringing stops and the title has no count
    await card.getByRole("group", { name: "Preparation time" }).getByRole("radio", { name: "15 min" }).check();
    await card.getByRole("button", { name: "Accept order" }).click();
    await expect(card.locator("header")).toContainText("Accepted");
    await expect(page).toHaveTitle("Orders · Thali");
    await page.waitForTimeout(1_000);
    const atAccept = await chimes(page);
    await page.waitForTimeout(6_000);
    expect(await chimes(page)).toBe(atAccept);
    await page.screenshot({ path: `${SCREENS}/alerts-accepted-${width}.png` });
  });

  test(`the dashboard counts a waiting order live and stops when another device accepts it (${width} px)`, async ({
    page,
    playwright,
  }) => {
    await page.setViewportSize({ width, height: 850 });
    const api = playwright.request;
    const owner = await newRestaurant(api, `dash${width}`);
    const dish = await addDish(api, owner, { name: "Pongal", category: "Breakfast", price: 110 });
    const customer = await newCustomer(api, "Dash Diner");
    await countChimes(page);
    // the sound was turned on in an earlier visit
    await page.addInitScript(() => window.localStorage.setItem("thali.owner.orderSound", "on"));

    const stream = page.waitForResponse((r) => r.url().includes("/api/orderEvents/stream"));
    await logInAsOwner(page, owner, "/restaurant/dashboard");
    await stream;
    await markNoReload(page);
    const count = page.locator('[data-card="Waiting to accept"] [data-waiting-count]');
    await expect(count).toHaveText("0");
    const orders = page.locator('[data-card="Orders"] dd');
    await expect(orders).toHaveText("0");

    const first = await paidOrder(api, customer, owner.restaurantId, [{ item_id: dish._id, quantity: 1 }]);
    await paidOrder(api, customer, owner.restaurantId, [{ item_id: dish._id, quantity: 2 }]);
    await expect(count).toHaveText("2", { timeout: 10_000 });
    await expect(orders).toHaveText("2");
    await expect(page).toHaveTitle("(2) Dashboard · Thali");
    await expect(page.getByRole("link", { name: "Answer them in Orders" })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/alerts-dashboard-${width}.png` });
    await eventually(async () => ((await chimes(page)) >= 1 ? true : undefined), 6_000);

    // another device accepts one, then rejects the other: the count follows and the ringing stops
    await call(api, "POST", "/api/acceptOrder", {
      ip: owner.ip,
      token: owner.token,
      data: { _id: first, prepMinutes: 20 },
    });
    await expect(count).toHaveText("1", { timeout: 10_000 });
    await expect(page).toHaveTitle("(1) Dashboard · Thali");
    const queue = await call(api, "GET", "/api/kitchenQueue", { ip: owner.ip, token: owner.token });
    expect(queue.count).toBe(1);
    await call(api, "POST", "/api/rejectOrder", {
      ip: owner.ip,
      token: owner.token,
      data: { _id: queue.waiting[0]._id, reason: "Kitchen too busy right now" },
    });
    await expect(count).toHaveText("0", { timeout: 10_000 });
    await expect(page).toHaveTitle("Dashboard · Thali");
    expect(await notReloaded(page)).toBe(true);
    await page.waitForTimeout(1_000);
    const silent = await chimes(page);
    await page.waitForTimeout(5_000);
    expect(await chimes(page)).toBe(silent);
  });
}

let receiver: PushReceiver;
test.describe("with the console closed", () => {
  test.beforeAll(async () => {
    receiver = await startPushReceiver();
  });
  test.afterAll(async () => {
    await receiver.close();
  });

  test("a paid order's push reaches the owner's device, the worker shows it, and it opens that order's card", async ({
    context,
    playwright,
  }) => {
    const api = playwright.request;
    const owner = await newRestaurant(api, "closedconsole");
    const dish = await addDish(api, owner, { name: "Rava Dosa", category: "Breakfast", price: 140 });

    // The owner's phone: the console once opened (its worker registered), a subscription on the test's
    // loopback push service saved as the push switch would; then every console tab is closed.
    const consolePage = await context.newPage();
    await logInAsOwner(consolePage, owner, "/restaurant/dashboard");
    await activeWorker(consolePage);
    const origin = new URL(consolePage.url()).origin;
    await context.grantPermissions(["notifications"], { origin });
    const device = receiver.device();
    const saved = await consolePage.evaluate(async (subscription) => {
      const xsrf = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(document.cookie)?.[1] ?? "";
      const response = await fetch("/api/push/subscriptions", {
        method: "POST",
        headers: { "content-type": "application/json", "x-xsrf-token": decodeURIComponent(xsrf) },
        body: JSON.stringify(subscription),
      });
      return response.status;
    }, device.subscription);
    expect(saved).toBe(201);
    await consolePage.close();
    expect(context.pages()).toHaveLength(0);

    const customer = await newCustomer(api, "Closed Diner");
    const orderId = await paidOrder(api, customer, owner.restaurantId, [{ item_id: dish._id, quantity: 1 }]);
    const number = `#${orderId.slice(-6).toUpperCase()}`;
    const push = await eventually(async () => device.received[0], 20_000);
    expect(push.payload).toMatchObject({
      title: `New order ${number}`,
      url: `/restaurant/orders#order-${orderId}`,
      tag: `order-${orderId}`,
    });

    // The push service hands it to the worker (through the DevTools protocol, from a blank tab: no console
    // page is open), which shows it.
    const blank = await context.newPage();
    const cdp = await context.newCDPSession(blank);
    const registrations = new Map<string, string>();
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations: updated }) => {
      for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send("ServiceWorker.enable");
    const registrationId = await eventually(async () => registrations.get(`${origin}/`));
    const [worker] = context.serviceWorkers().length
      ? context.serviceWorkers()
      : [await context.waitForEvent("serviceworker")];
    const notifications = () =>
      worker!.evaluate(async () => {
        // The worker's global scope (the test's types are the page's DOM): its registration's notifications.
        const scope = self as unknown as { registration: ServiceWorkerRegistration };
        const list = await scope.registration.getNotifications();
        return list.map((n) => ({ title: n.title, body: n.body, tag: n.tag, data: n.data as unknown }));
      });
    const shown = await deliverUntilShown(cdp, { origin, registrationId }, push.payload, notifications);
    expect(shown).toEqual([
      {
        title: `New order ${number}`,
        body: push.payload.body,
        tag: `order-${orderId}`,
        data: { url: `/restaurant/orders#order-${orderId}` },
      },
    ]);
    await cdp.detach();

    // Its click opens the notification's url (sw.js notificationclick; no browser lets a test click a
    // system notification): that order's card, scrolled into view.
    const opened = await context.newPage();
    for (const width of [375, 1280]) {
      await opened.setViewportSize({ width, height: 850 });
      await opened.goto(new URL(String((shown[0]!.data as { url: string }).url), origin).href);
      const card = opened.locator(`article[data-order-id="${orderId}"]`);
      await expect(card).toBeInViewport();
      await expect(opened.locator(`#order-${orderId}`)).toBeInViewport();
      await expect(card.locator("header")).toContainText("New: accept or reject");
      await opened.screenshot({ path: `${SCREENS}/alerts-push-opened-${width}.png` });
    }
    await blank.close();
  });
});
