// The delivery partner's console (issue 32 part 3): a rider signs up and logs in through the pages, goes
// online, gets an offer for a platform restaurant's order (made through the API as a script makes it, the
// restaurant switched to platform delivery and pinned in the app's database), accepts it, picks it up,
// gives a wrong code and then the right one, and sees the day's summary; the browser's positions
// (context.setGeolocation) reach the server as RiderPosition rows of the order. At 375 and 1280 px.
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./visitor";
import { addDish, call, newCustomer, newRestaurant, paidOrder } from "./owner-helpers";
import { logIn, PASSWORD, unique } from "./quality-helpers";
import { appDatabase, approvePartner } from "./app-database";

const SCREENS = "test-results/screens";
mkdirSync(SCREENS, { recursive: true });

/** How far the page reaches past the viewport's right edge (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Waits until `probe` gives a value (polling the database), or fails with `what`. */
async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

// Each width plays in a city of its own, so neither journey's rider is near the other's restaurant.
const JOURNEYS = [
  {
    width: 375,
    height: 812,
    city: "Bengaluru",
    restaurant: { lat: 12.9716, lng: 77.5946 },
    drop: { lat: 12.9352, lng: 77.6245 },
  },
  {
    width: 1280,
    height: 800,
    city: "Mumbai",
    restaurant: { lat: 19.076, lng: 72.8777 },
    drop: { lat: 19.0596, lng: 72.8295 },
  },
] as const;

for (const journey of JOURNEYS) {
  const { width, height, city } = journey;
  test.describe(`the rider console at ${width} px`, () => {
    test.use({ viewport: { width, height }, ...(width < 500 && { isMobile: true, hasTouch: true }) });

    test("sign up, go online, accept an offer, pick up, a wrong code then the right one, the day's summary", async ({
      page,
      context,
      playwright,
    }) => {
      test.setTimeout(150_000);
      const api = playwright.request;
      const db = await appDatabase();
      try {
        // --- sign up as a rider through the page, with the server's field error shown first
        const username = unique("rider");
        const email = `${username}@example.in`;
        await page.goto("/auth");
        await page
          .getByRole("region", { name: "Delivery partner" })
          .getByRole("link", { name: "Ride with us" })
          .click();
        await expect(page).toHaveURL(/\/auth\/signup\/rider$/);
        await page.getByLabel("Your name").fill(`Ravi ${username}`);
        await page.getByLabel("Email").fill(email);
        await page.getByLabel("Mobile number").fill("12345");
        await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await page.getByLabel("Vehicle", { exact: true }).selectOption("scooter");
        await page.getByLabel("Vehicle number").fill("KA 01 AB 1234");
        await page.getByLabel("City").fill(city);
        await page.getByRole("button", { name: "Sign up to deliver" }).click();
        await expect(page.getByText("Enter a 10-digit Indian mobile number").first()).toBeVisible();
        expect(await overflow(page)).toBe(0);
        await page.screenshot({ path: `${SCREENS}/rider-signup-${width}.png`, fullPage: true });
        await page.getByLabel("Mobile number").fill("98765 43210");
        await page.getByRole("button", { name: "Sign up to deliver" }).click();
        await expect(page).toHaveURL(/\/auth\/login\/rider$/);
        // A new rider waits for the platform's review (issue 33); admin-partners.spec.ts plays that part.
        await approvePartner("rider", { email });

        // --- log in: the console, offline; the browser's location near the restaurant
        await context.grantPermissions(["geolocation"]);
        await context.setGeolocation({ latitude: journey.restaurant.lat + 0.004, longitude: journey.restaurant.lng });
        await logIn(page, email);
        await expect(page).toHaveURL(/\/rider$/);
        // The log-in's toast starts under the console's bar, not over its Online switch: measured against the log-in
        // page (no bar), it once covered the switch at 375 px, and a pointer resting on it kept it there.
        const loggedIn = page.locator("[data-sonner-toast]").filter({ hasText: "Logged in successfully" });
        await expect(loggedIn).toBeVisible();
        const bar = page.getByRole("banner");
        await expect
          .poll(async () => {
            const [toastBox, barBox] = [await loggedIn.boundingBox(), await bar.boundingBox()];
            return toastBox && barBox ? Math.round(toastBox.y - (barBox.y + barBox.height)) : null;
          })
          .toBeGreaterThanOrEqual(0);
        await expect(page.getByText("You are offline.")).toBeVisible();
        const online = page.getByRole("switch", { name: "Online for deliveries" });
        await expect(online).toHaveAttribute("aria-checked", "false");

        const rider = await db.query<{ userId: string }>(
          `SELECT r."userId" FROM "Rider" r JOIN "User" u ON u.id = r."userId" WHERE u.email = $1`,
          [email],
        );
        const riderId = rider.rows[0]!.userId;

        // --- online: waiting, and the position reaches the server
        await online.focus();
        await page.keyboard.press("Space");
        await expect(online).toHaveAttribute("aria-checked", "true");
        await expect(page.getByText("Looking for deliveries near you")).toBeVisible();
        await eventually("the rider's first position", async () => {
          const row = await db.query(`SELECT lat FROM "Rider" WHERE "userId" = $1 AND lat IS NOT NULL`, [riderId]);
          return row.rowCount ? true : undefined;
        });
        expect(await overflow(page)).toBe(0);
        await page.screenshot({ path: `${SCREENS}/rider-waiting-${width}.png`, fullPage: true });

        // --- a platform restaurant's paid order, accepted by the kitchen: dispatch offers it to this rider
        const owner = await newRestaurant(api, "rider");
        await db.query(`UPDATE "Restaurant" SET lat = $2, lng = $3, "deliveryMode" = 'platform' WHERE id = $1`, [
          owner.restaurantId,
          journey.restaurant.lat,
          journey.restaurant.lng,
        ]);
        const dish = await addDish(api, owner, { name: "Masala Dosa", price: 120, category: "Breakfast" });
        const customer = await newCustomer(api, "Asha Rao");
        const orderId = await paidOrder(api, customer, owner.restaurantId, [{ item_id: dish._id, quantity: 2 }]);
        await db.query(`UPDATE "Order" SET "dropLat" = $2, "dropLng" = $3 WHERE id = $1`, [
          orderId,
          journey.drop.lat,
          journey.drop.lng,
        ]);
        await call(api, "POST", "/api/acceptOrder", {
          ip: owner.ip,
          token: owner.token,
          data: { _id: orderId, prepMinutes: 15 },
        });

        const offer = page.getByRole("region", { name: "New delivery" });
        await expect(offer).toBeVisible({ timeout: 20_000 });
        await expect(offer).toContainText(owner.name);
        await expect(offer).toContainText("7 Residency Road");
        await expect(offer.getByText(/^0:[0-3]\d$/)).toBeVisible();
        expect(await overflow(page)).toBe(0);
        await page.screenshot({ path: `${SCREENS}/rider-offer-${width}.png`, fullPage: true });
        // Accept has the focus: the keyboard takes the offer
        await expect(offer.getByRole("button", { name: "Accept" })).toBeFocused();
        await page.keyboard.press("Enter");

        // --- step 1: to the restaurant
        await expect(page.getByRole("heading", { name: `Go to ${owner.name}` })).toBeVisible({ timeout: 10_000 });
        await expect(page.getByText("2 items to pick up")).toBeVisible();
        await expect(page.getByRole("link", { name: new RegExp(`Navigate to ${owner.name}`) })).toHaveAttribute(
          "href",
          `https://www.google.com/maps/dir/?api=1&destination=${journey.restaurant.lat},${journey.restaurant.lng}`,
        );
        expect(await overflow(page)).toBe(0);
        await page.screenshot({ path: `${SCREENS}/rider-step1-${width}.png`, fullPage: true });
        await page.getByRole("button", { name: "Picked up" }).click();

        // --- step 2: to the customer, the full address, a wrong code then the right one
        await expect(page.getByRole("heading", { name: "Go to Asha" })).toBeVisible({ timeout: 10_000 });
        await expect(page.getByText(/12 MG Road/)).toBeVisible();
        const status = await db.query<{ status: string }>(`SELECT status FROM "Order" WHERE id = $1`, [orderId]);
        expect(status.rows[0]!.status).toMatch(/out/i);

        // positions while carrying it: RiderPosition rows with the order's id
        await context.setGeolocation({
          latitude: journey.restaurant.lat - 0.002,
          longitude: journey.restaurant.lng + 0.002,
        });
        const positions = await eventually(
          "positions of the delivery",
          async () => {
            const rows = await db.query(
              `SELECT lat, lng FROM "RiderPosition" WHERE "riderId" = $1 AND "orderId" = $2`,
              [riderId, orderId],
            );
            return rows.rowCount && rows.rowCount >= 1 ? rows.rows : undefined;
          },
          25_000,
        );
        expect(positions.length).toBeGreaterThanOrEqual(1);

        const delivery = await db.query<{ code: string }>(`SELECT code FROM "Delivery" WHERE "orderId" = $1`, [
          orderId,
        ]);
        const code = delivery.rows[0]!.code;
        const wrong = code === "0000" ? "1111" : "0000";
        const codeBox = page.getByLabel("Delivery code from the customer");
        await expect(codeBox).toHaveAttribute("inputmode", "numeric");
        await codeBox.fill(wrong);
        await page.getByRole("button", { name: "Delivered" }).click();
        await expect(page.getByRole("alert").filter({ hasText: /tries left/ })).toBeVisible();
        expect(await overflow(page)).toBe(0);
        await page.screenshot({ path: `${SCREENS}/rider-wrong-code-${width}.png`, fullPage: true });
        await codeBox.fill(code);
        await page.getByRole("button", { name: "Delivered" }).click();

        // --- back to waiting, with the day's summary
        await expect(page.getByText("Looking for deliveries near you")).toBeVisible({ timeout: 10_000 });
        const today = page.getByRole("region", { name: "Today" });
        await expect(today.getByRole("definition").first()).toHaveText("1");
        const delivered = await db.query<{ status: string }>(`SELECT status FROM "Order" WHERE id = $1`, [orderId]);
        expect(delivered.rows[0]!.status).toMatch(/delivered/i);
        await page.screenshot({ path: `${SCREENS}/rider-summary-${width}.png`, fullPage: true });

        // --- earnings of the day
        await today.getByRole("link", { name: "All earnings" }).click();
        await expect(page).toHaveURL(/\/rider\/earnings$/);
        // The way back is in the page's bar, which the toasts start under: without one, the console's toasts that
        // followed the rider here ("Delivered. Well done!") sat over it at 375 px, and a pointer resting on them kept
        // them there.
        await expect(page.getByRole("banner").getByRole("link", { name: "Back to deliveries" })).toBeVisible();
        await expect(page.locator("[data-top-bar]")).toHaveCount(1);
        await expect(page.getByRole("list", { name: "Deliveries" }).getByRole("listitem")).toHaveCount(1);
        await expect(page.getByRole("list", { name: "Deliveries" })).toContainText(owner.name);
        expect(await overflow(page)).toBe(0);
        await page.screenshot({ path: `${SCREENS}/rider-earnings-${width}.png`, fullPage: true });

        // --- offline again (so no later journey's order is offered to this rider)
        await page.getByRole("link", { name: "Back to deliveries" }).click();
        await page.getByRole("switch", { name: "Online for deliveries" }).click();
        await expect(page.getByText("You are offline.")).toBeVisible();
      } finally {
        await db.end();
      }
    });
  });
}

test("the rider console turns away visitors and other account types to the rider login", async ({
  page,
  playwright,
}) => {
  await page.goto("/rider");
  await expect(page).toHaveURL(/\/auth\/login\/rider\?redirect=%2Frider$/);
  await expect(page.getByRole("heading", { name: "Rider login" })).toBeVisible();
  const customer = await newCustomer(playwright.request, "Meera");
  await page.goto("/auth/login/customer");
  await logIn(page, customer.email);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/rider/earnings");
  await expect(page).toHaveURL(/\/auth\/login\/rider\?redirect=%2Frider%2Fearnings$/);
});
