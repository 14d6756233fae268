import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import pg from "pg";
import { expect, test } from "./visitor";
import { addDish, call, logInAsOwner, newCustomer, newRestaurant, paidOrder } from "./owner-helpers";
import { toast } from "./quality-helpers";
import { appDatabase } from "./app-database";

// Dispatch from the restaurant's side (issue 32 part 4) against the real server: a restaurant whose riders are
// the platform's accepts an order and its card says "Finding a rider…"; the owner opens "Assign a rider" by
// keyboard and gives it to a rider, and the card says who is coming. A second order nobody took for 10 minutes
// says "No rider found", and the owner delivers it themselves. The delivery mode, the restaurant's pin and the
// online riders are written straight into the database (their forms and the rider console are other parts).

const SCREENS = "test-results/screens";
mkdirSync(SCREENS, { recursive: true });
const HERE = { lat: 12.9716, lng: 77.5946 };

/** An online rider `km` north of the restaurant, free. */
async function onlineRider(db: pg.Client, name: string, vehicle: string, km: number): Promise<string> {
  const id = `rider${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  await db.query(
    `INSERT INTO "User" ("id", "username", "email", "passwordHash", "userType", "updatedAt")
     VALUES ($1, $2, $3, 'x', 'rider', now())`,
    [id, `${name} Kumar`, `${id}@example.in`],
  );
  await db.query(
    `INSERT INTO "Rider" ("userId", "phone", "vehicle", "city", "online", "onlineSince", "lat", "lng", "positionAt", "updatedAt")
     VALUES ($1, '+919800000000', $2, 'Bengaluru', true, now(), $3, $4, now(), now())`,
    [id, vehicle, HERE.lat + km / 111.195, HERE.lng],
  );
  return id;
}

async function accept(request: Parameters<typeof call>[0], owner: { ip: string; token: string }, orderId: string) {
  await call(request, "POST", "/api/acceptOrder", {
    ip: owner.ip,
    token: owner.token,
    data: { _id: orderId, prepMinutes: 20 },
  });
}

const panel = (page: Page, orderId: string) =>
  page.locator(`article[data-order-id="${orderId}"]`).getByTestId("delivery-panel");

for (const width of [375, 1280]) {
  test(`the owner sees a rider being found, assigns one by hand, and delivers another order itself (${width} px)`, async ({
    page,
    playwright,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const request = playwright.request;
    const owner = await newRestaurant(request, `dispatch${width}`);
    const dish = await addDish(request, owner, { name: "Masala Dosa", category: "Breakfast", price: 120 });
    const asha = await newCustomer(request, "Asha Rao");
    const first = await paidOrder(request, asha, owner.restaurantId, [{ item_id: dish._id, quantity: 1 }]);
    const second = await paidOrder(request, asha, owner.restaurantId, [{ item_id: dish._id, quantity: 2 }]);

    const db = await appDatabase();
    try {
      await db.query(`UPDATE "Restaurant" SET "deliveryMode" = 'platform', "lat" = $2, "lng" = $3 WHERE "id" = $1`, [
        owner.restaurantId,
        HERE.lat,
        HERE.lng,
      ]);
      // Other tests' riders in Bengaluru go offline, so the list is this test's.
      await db.query(`UPDATE "Rider" SET "online" = false WHERE "online"`);
      await onlineRider(db, "Imran", "motorcycle", 1);
      await onlineRider(db, "Meena", "electric_scooter", 3);
      await accept(request, owner, first);
      await accept(request, owner, second);
      // The second order has waited 10 minutes without a rider (the dispatch job's mark, written here).
      await db.query(
        `UPDATE "Delivery" SET "noRiderAt" = now(), "searchStartedAt" = now() - interval '10 minutes' WHERE "orderId" = $1`,
        [second],
      );
    } finally {
      await db.end();
    }

    await logInAsOwner(page, owner, "/restaurant/orders");
    const found = panel(page, first);
    await expect(found).toContainText("Finding a rider…");
    await expect(panel(page, second)).toContainText("No rider found");
    await found.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/dispatch-finding-${width}.png`, fullPage: true });

    // "Assign a rider" by keyboard: the dialog lists the free riders nearest first, each with its own button.
    await found.getByRole("button", { name: "Assign a rider" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Assign a rider" });
    await expect(dialog).toBeVisible();
    const riders = dialog.getByRole("list", { name: "Available riders" }).getByRole("listitem");
    await expect(riders).toHaveCount(2);
    await expect(riders.nth(0)).toContainText("Imran");
    await expect(riders.nth(0)).toContainText("motorcycle · 1.4 km away");
    await expect(riders.nth(1)).toContainText("Meena");
    await expect(riders.nth(1)).toContainText("electric scooter · 4.2 km away");
    await page.screenshot({ path: `${SCREENS}/dispatch-assign-${width}.png` });
    const assignMeena = dialog.getByRole("button", { name: /^Assign Meena \(electric scooter, 4\.2 km away\)$/ });
    await assignMeena.focus();
    await expect(assignMeena).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(toast(page, "The rider is on the way to your restaurant")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(found).toContainText("Meena (electric scooter) is coming to pick up");
    await expect(found.getByRole("button", { name: "Assign a rider" })).toHaveCount(0);

    // No rider for the second order: deliver it ourselves.
    const stuck = panel(page, second);
    await expect(stuck).toContainText("Nobody took it in 10 minutes");
    await stuck.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/dispatch-no-rider-${width}.png`, fullPage: true });
    await stuck.getByRole("button", { name: "Deliver it ourselves" }).click();
    await expect(toast(page, /Your restaurant delivers this order/)).toBeVisible();
    await expect(stuck).toContainText("Your restaurant delivers this order");
    await expect(stuck.getByRole("button")).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/dispatch-done-${width}.png`, fullPage: true });
  });
}
