import { mkdirSync } from "node:fs";
import { expect, test } from "./visitor";
import { appDatabase, approvePartner } from "./app-database";
import { addDish, call, newCustomer, newRestaurant, paidOrder } from "./owner-helpers";
import { photo } from "./pictures";
import { logIn, newIp, PASSWORD, unique } from "./quality-helpers";

// Issue 32 part 5 at the door, on a rider's phone (375 px): five wrong codes flag the delivery, the console then
// offers only the restaurant's number (no "Delivered": the restaurant finishes it); a second order is delivered
// no-contact, with a photo of the door. The rider's positions come from the browser's Geolocation API.

const SCREENS = "test-results/screens";
mkdirSync(SCREENS, { recursive: true });
const KITCHEN = { lat: 22.5726, lng: 88.3639 }; // Kolkata: no other journey's rider is here
const DROP = { lat: 22.5535, lng: 88.352 };

test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

test("five wrong codes flag the delivery for the restaurant; the next order is delivered no-contact with a photo", async ({
  page,
  context,
  playwright,
}) => {
  test.setTimeout(180_000);
  const api = playwright.request;
  const db = await appDatabase();
  try {
    // --- a rider, signed up through the call, logged in on the phone, online near the kitchen
    const email = `${unique("door")}@example.in`;
    await call(api, "POST", "/api/signup/rider", {
      ip: newIp(),
      data: {
        username: "Imran Door",
        email,
        password: PASSWORD,
        phone: "98765 43210",
        vehicle: "motorcycle",
        city: "Kolkata",
      },
    });
    await approvePartner("rider", { email });
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: KITCHEN.lat + 0.003, longitude: KITCHEN.lng });
    await page.goto("/auth/login/rider");
    await logIn(page, email);
    await expect(page).toHaveURL(/\/rider$/);
    await page.getByRole("switch", { name: "Online for deliveries" }).click();
    await expect(page.getByText("Looking for deliveries near you")).toBeVisible();
    await expect
      .poll(
        async () =>
          (
            await db.query(
              `SELECT 1 FROM "Rider" r JOIN "User" u ON u.id = r."userId" WHERE u.email = $1 AND r.lat IS NOT NULL`,
              [email],
            )
          ).rowCount,
        { timeout: 20_000 },
      )
      .toBe(1);

    // --- a platform kitchen here, with a dish; orders paid online
    const owner = await newRestaurant(api, "door");
    await db.query(`UPDATE "Restaurant" SET lat = $2, lng = $3, "deliveryMode" = 'platform' WHERE id = $1`, [
      owner.restaurantId,
      KITCHEN.lat,
      KITCHEN.lng,
    ]);
    // the rider calls the restaurant on its owner's mobile number
    await db.query(
      `UPDATE "User" SET phone = '+919830012345' WHERE id = (SELECT "ownerId" FROM "Restaurant" WHERE id = $1)`,
      [owner.restaurantId],
    );
    const dish = await addDish(api, owner, { name: "Kathi Roll", price: 150, category: "Fast Food" });
    const customer = await newCustomer(api, "Mitali Sen");

    /** A paid order the kitchen accepts: dispatch offers it to the rider, who takes it and picks it up. */
    async function carryAnOrder(): Promise<string> {
      const orderId = await paidOrder(api, customer, owner.restaurantId, [{ item_id: dish._id, quantity: 1 }]);
      await db.query(`UPDATE "Order" SET "dropLat" = $2, "dropLng" = $3 WHERE id = $1`, [orderId, DROP.lat, DROP.lng]);
      await call(api, "POST", "/api/acceptOrder", {
        ip: owner.ip,
        token: owner.token,
        data: { _id: orderId, prepMinutes: 10 },
      });
      const offer = page.getByRole("region", { name: "New delivery" });
      await expect(offer).toBeVisible({ timeout: 30_000 });
      await offer.getByRole("button", { name: "Accept" }).click();
      await page.getByRole("button", { name: "Picked up" }).click();
      await expect(page.getByRole("heading", { name: "Go to Mitali" })).toBeVisible({ timeout: 10_000 });
      return orderId;
    }

    // --- order 1: five wrong codes
    const flaggedOrder = await carryAnOrder();
    const { rows } = await db.query<{ code: string }>(`SELECT code FROM "Delivery" WHERE "orderId" = $1`, [
      flaggedOrder,
    ]);
    const wrong = rows[0]!.code === "0000" ? "1111" : "0000";
    const codeBox = page.getByLabel("Delivery code from the customer");
    for (let left = 4; left >= 1; left--) {
      await codeBox.fill(wrong);
      await page.getByRole("button", { name: "Delivered" }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: `${left} ${left === 1 ? "try" : "tries"} left` }),
      ).toBeVisible();
    }
    await codeBox.fill(wrong);
    await page.getByRole("button", { name: "Delivered" }).click();
    const flagged = page.getByRole("alert").filter({ hasText: "Call the restaurant" });
    await expect(flagged).toBeVisible();
    await expect(flagged.getByRole("link", { name: new RegExp(`^Call ${owner.name}`) })).toHaveAttribute(
      "href",
      /^tel:/,
    );
    // nothing left for the rider to press: neither the code nor a no-contact photo can close it now
    await expect(page.getByRole("button", { name: "Delivered" })).toHaveCount(0);
    await expect(page.getByLabel("No-contact delivery")).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/rider-flagged-375.png`, fullPage: true });
    expect(
      (await db.query(`SELECT 1 FROM "Delivery" WHERE "orderId" = $1 AND "flaggedAt" IS NOT NULL`, [flaggedOrder]))
        .rowCount,
    ).toBe(1);

    // the restaurant sorts it out with the customer and marks it delivered; the rider is free again
    await call(api, "POST", "/api/updateOrderStatus", {
      ip: owner.ip,
      token: owner.token,
      data: { _id: flaggedOrder, status: "delivered" },
    });
    await page.reload();
    await expect(page.getByText("Looking for deliveries near you")).toBeVisible({ timeout: 15_000 });

    // --- order 2: no-contact, with a photo of the door
    const doorOrder = await carryAnOrder();
    await page.getByLabel("No-contact delivery").check();
    await page.getByRole("button", { name: "Delivered" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Take a photo of the door first" })).toBeVisible();
    await page.getByLabel("Photo of the order at the door").setInputFiles(photo("door.png"));
    await expect(page.getByText("Take a photo of the door first")).toBeHidden();
    await page.screenshot({ path: `${SCREENS}/rider-no-contact-375.png`, fullPage: true });
    await page.getByRole("button", { name: "Delivered" }).click();
    await expect(page.getByText("Looking for deliveries near you")).toBeVisible({ timeout: 15_000 });
    const door = await db.query<{ status: string; photo: string | null }>(
      `SELECT o.status, d."doorPhotoUrl" AS photo FROM "Order" o JOIN "Delivery" d ON d."orderId" = o.id WHERE o.id = $1`,
      [doorOrder],
    );
    expect(door.rows[0]!.status).toMatch(/delivered/i);
    expect(door.rows[0]!.photo).toBeTruthy();

    await page.getByRole("switch", { name: "Online for deliveries" }).click();
    await expect(page.getByText("You are offline.")).toBeVisible();
  } finally {
    await db.end();
  }
});
