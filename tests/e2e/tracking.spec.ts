import { mkdirSync } from "node:fs";
import pg from "pg";
import { expect, test, type Page } from "./visitor";
import { addDish, newCustomer, newRestaurant, paidOrder } from "./owner-helpers";
import { appOrigin, PASSWORD } from "./quality-helpers";
import { appDatabase } from "./app-database";

// What the customer sees of a platform delivery (issue 32 part 6), against the real server: a rider is given
// the order (rows written straight to the app's database, as the dispatch side would), and Past Orders shows
// the rider's name, vehicle, the code for the door and the map; rider positions written as rows move the
// rider's marker over the live stream, never reloading, and the estimate follows; once delivered the folded
// card says who delivered it and when. At a phone's width and a laptop's.

const SCREENS = "test-results/screens";
mkdirSync(SCREENS, { recursive: true });

/** HH:MM in India, as the app shows every time. */
const hhmm = (at: Date) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kolkata", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
    at,
  );

const RESTAURANT = { lat: 12.9716, lng: 77.5946 };
const DROP = { lat: 12.9352, lng: 77.6245 };

/** A rider account (as sign-up would make it) given the order: the delivery is `assigned`, code 4812. */
async function assignRider(client: pg.Client, orderId: string, restaurantId: string, tag: string) {
  const riderId = `rider-${tag}-${Date.now()}`;
  await client.query(
    `INSERT INTO "User" ("id", "username", "email", "userType", "passwordHash", "updatedAt")
     VALUES ($1, 'Ravi Kumar', $2, 'rider', 'x', now())`,
    [riderId, `${riderId}@example.test`],
  );
  await client.query(
    `INSERT INTO "Rider" ("userId", "phone", "vehicle", "vehicleNumber", "city", "online", "updatedAt")
     VALUES ($1, '9876543210', 'scooter', 'KA01AB1234', 'Bengaluru', true, now())`,
    [riderId],
  );
  await client.query(
    `UPDATE "Restaurant" SET "lat" = $1, "lng" = $2, "deliveryMode" = 'platform' WHERE "id" = $3`,
    [RESTAURANT.lat, RESTAURANT.lng, restaurantId],
  );
  await client.query(`UPDATE "Order" SET "dropLat" = $1, "dropLng" = $2 WHERE "id" = $3`, [DROP.lat, DROP.lng, orderId]);
  await client.query(
    `INSERT INTO "Delivery" ("id", "orderId", "restaurantId", "riderId", "state", "code", "assignedAt", "distanceMeters", "updatedAt")
     VALUES ($1, $2, $3, $4, 'assigned', '4812', now(), 6400, now())`,
    [`delivery-${riderId}`, orderId, restaurantId, riderId],
  );
  return riderId;
}

const move = (client: pg.Client, riderId: string, orderId: string, at: { lat: number; lng: number }) =>
  client.query(`INSERT INTO "RiderPosition" ("riderId", "orderId", "lat", "lng") VALUES ($1, $2, $3, $4)`, [
    riderId,
    orderId,
    at.lat,
    at.lng,
  ]);

/** Where the rider's marker is drawn (Leaflet places it with a transform). */
const markerAt = (page: Page) =>
  page.locator(".map-marker-rider").evaluate((el) => (el.closest(".leaflet-marker-icon") as HTMLElement).style.transform);

for (const width of [375, 1280]) {
  test(`the customer follows the rider on a map until the door (${width} px)`, async ({ page, playwright, browser }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const request = playwright.request;
    const owner = await newRestaurant(request, `tracking${width}`);
    const dosa = await addDish(request, owner, { name: "Masala Dosa", category: "Breakfast", price: 120 });
    const asha = await newCustomer(request, "Asha Rao");
    const orderId = await paidOrder(request, asha, owner.restaurantId, [{ item_id: dosa._id, quantity: 2 }]);
    const client = await appDatabase();
    try {
      const riderId = await assignRider(client, orderId, owner.restaurantId, String(width));

      const context = await browser.newContext({ viewport: { width, height: 900 } });
      await context.request.post("/api/login/customer", {
        data: { email: asha.email, password: PASSWORD },
        headers: { "x-forwarded-for": asha.ip, ...appOrigin() },
      });
      const customer = await context.newPage();
      const stream = customer.waitForResponse((r) => r.url().includes("/api/orderEvents/stream"));
      await customer.goto("/orders");
      await stream;
      const card = customer.locator(`article[data-order-id="${orderId}"]`);
      const panel = card.getByTestId("delivery-panel");
      const shot = (name: string) => card.screenshot({ path: `${SCREENS}/tracking-${name}-${width}.png` });

      // assigned: who, the code, the map with the restaurant and the drop point, no rider position yet
      await expect(panel.getByTestId("delivery-headline")).toHaveText("Ravi is on the way to the restaurant");
      await expect(panel).toContainText("Share this code with Ravi at the door:");
      await expect(panel.getByTestId("delivery-code")).toHaveText("4812");
      await expect(panel.getByRole("group", { name: /Map: .*your address and Ravi/ })).toBeVisible();
      await expect(panel.locator(".map-marker-restaurant")).toBeVisible();
      await expect(panel.locator(".map-marker-drop")).toBeVisible();
      await expect(panel.getByTestId("rider-where")).toHaveText("Waiting for Ravi's location…");
      await customer.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));

      // the rider's first position arrives over the stream: marker, distance to the restaurant and an estimate
      await move(client, riderId, orderId, { lat: 12.99, lng: 77.58 });
      await expect(panel.getByTestId("route-map")).toHaveAttribute("data-rider-lat", "12.99", { timeout: 5_000 });
      await expect(panel.locator(".map-marker-rider")).toBeVisible();
      await expect(panel.getByTestId("rider-where")).toHaveText(/^Ravi is \d+\.\d km from /);
      const firstEstimate = await panel.getByTestId("rider-estimate").textContent();
      expect(firstEstimate).toMatch(/^Arriving in about \d+ min · by \d\d:\d\d$/);
      // the card's header says the same time (the spec's line, from the rider's position now)
      await expect(card.getByTestId("header-estimate")).toHaveText(firstEstimate!.match(/by (\d\d:\d\d)$/)![1]!);
      await shot("assigned");

      // picked up (the rider's call would set it), the page read again: on the way to the customer
      await client.query(
        `UPDATE "Delivery" SET "state" = 'picked_up', "pickedUpAt" = now() WHERE "orderId" = $1`,
        [orderId],
      );
      await client.query(`UPDATE "Order" SET "status" = 'out for delivery', "outForDeliveryAt" = now() WHERE "id" = $1`, [
        orderId,
      ]);
      await move(client, riderId, orderId, RESTAURANT);
      await customer.reload();
      await expect(panel.getByTestId("delivery-headline")).toHaveText("Ravi is on the way to you · Scooter KA01AB1234");
      await expect(panel.getByTestId("delivery-code")).toHaveText("4812");
      await expect(panel.getByTestId("route-map")).toHaveAttribute("data-rider-lat", String(RESTAURANT.lat));
      await expect(panel.locator(".map-marker-rider")).toBeVisible();
      const startMinutes = Number((await panel.getByTestId("rider-estimate").textContent())!.match(/about (\d+) min/)![1]);
      const startWhere = await panel.getByTestId("rider-where").textContent();
      await customer.evaluate(() => ((window as unknown as { noReload: boolean }).noReload = true));
      const before = await markerAt(customer);

      // the rider rides most of the way: the marker moves, the distance and the estimate shrink
      await move(client, riderId, orderId, { lat: 12.945, lng: 77.617 });
      await expect(panel.getByTestId("route-map")).toHaveAttribute("data-rider-lat", "12.945", { timeout: 7_000 });
      await expect.poll(() => markerAt(customer), { timeout: 3_000 }).not.toBe(before);
      await expect(panel.getByTestId("rider-where")).not.toHaveText(startWhere!);
      const nearMinutes = Number((await panel.getByTestId("rider-estimate").textContent())!.match(/about (\d+) min/)![1]);
      expect(nearMinutes).toBeLessThan(startMinutes);
      const nearBy = (await panel.getByTestId("rider-estimate").textContent())!.match(/by (\d\d:\d\d)$/)![1]!;
      await expect(card.getByText("Arriving by")).toBeVisible();
      await expect(card.getByTestId("header-estimate")).toHaveText(nearBy);
      await customer.waitForTimeout(1_200); // the marker's glide ends
      await shot("picked-up");
      expect(await customer.evaluate(() => (window as unknown as { noReload?: boolean }).noReload)).toBe(true);

      // delivered (the rider's call with the code would set it): the folded card says who and when
      const deliveredAt = new Date();
      await client.query(`UPDATE "Delivery" SET "state" = 'delivered', "deliveredAt" = $2 WHERE "orderId" = $1`, [
        orderId,
        deliveredAt,
      ]);
      await client.query(`UPDATE "Order" SET "status" = 'delivered', "deliveredAt" = $2 WHERE "id" = $1`, [
        orderId,
        deliveredAt,
      ]);
      await customer.reload();
      await expect(card.getByTestId("delivered-by")).toHaveText(`Delivered by Ravi at ${hhmm(deliveredAt)}`);
      await expect(card.getByTestId("delivered-by")).toBeVisible();
      await expect(card.getByTestId("delivery-code")).toHaveCount(0);
      await expect(card.getByTestId("route-map")).toHaveCount(0);
      await shot("delivered");
      await context.close();
    } finally {
      await client.end();
    }
  });
}
