import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { listAddresses } from "@/lib/addresses/service";
import { deliveryAreaColumns } from "@/lib/location/delivery-area";
import { getDashboardDetails } from "@/lib/owner/dashboard";
import { listRestaurants } from "@/lib/restaurants/service";
import { runToExit } from "@/tests/support/exit-wait";
import { ownerSessionOf, sessionUserOf } from "@/tests/support/session";
import { DEMO_CUSTOMER, DEMO_CUSTOMER_ADDRESSES, DEMO_RESTAURANTS, demoOwnerEmail } from "./demo-data";
import { DEMO_HISTORY_SLUG, DEMO_ORDER_HISTORY, demoOrderTotal } from "./demo-orders";
import { seedDemoData } from "./seed";

describe("seedDemoData", () => {
  it("creates the demo restaurants with their menus once, however often it runs", async () => {
    const first = await seedDemoData(db());
    const second = await seedDemoData(db());
    expect(first.menuItems).toBeGreaterThan(0);
    expect(second.menuItems).toBe(0);

    const emails = DEMO_RESTAURANTS.map((r) => demoOwnerEmail(r.slug));
    const restaurants = await db().restaurant.findMany({
      where: { owner: { email: { in: emails } } },
      select: { _count: { select: { menuItems: true } } },
    });
    expect(restaurants).toHaveLength(DEMO_RESTAURANTS.length);
    for (const r of restaurants) {
      expect(r._count.menuItems).toBeGreaterThanOrEqual(8);
      expect(r._count.menuItems).toBeLessThanOrEqual(20);
    }
    expect(await db().user.count({ where: { email: "customer@thali.demo", userType: "customer" } })).toBe(1);
  });

  it("gives the pizzeria its own charges and packaging, and leaves Snack Shack at the defaults", async () => {
    await seedDemoData(db());
    const napoli = await db().restaurant.findFirstOrThrow({
      where: { owner: { email: demoOwnerEmail("napoli-pizza"), userType: "restaurant" } },
      select: {
        taxMode: true,
        deliveryFeePaise: true,
        freeDeliveryFromPaise: true,
        menuItems: { where: { packagingPaise: { gt: 0 } }, select: { name: true, packagingPaise: true } },
      },
    });
    expect(napoli).toMatchObject({ taxMode: "exclusive", deliveryFeePaise: 3000, freeDeliveryFromPaise: 39_900 });
    expect(napoli.menuItems.map((d) => d.packagingPaise).sort()).toEqual([1000, 2000, 2000]);
    const snack = await db().restaurant.findFirstOrThrow({
      where: { owner: { email: demoOwnerEmail("snack-shack"), userType: "restaurant" } },
      select: {
        taxMode: true,
        deliveryFeePaise: true,
        freeDeliveryFromPaise: true,
        menuItems: { select: { packagingPaise: true } },
      },
    });
    expect(snack).toMatchObject({ taxMode: "inclusive", deliveryFeePaise: null, freeDeliveryFromPaise: null });
    expect(snack.menuItems.every((d) => d.packagingPaise === 0)).toBe(true);
  });

  it("has one kitchen that takes no cash on delivery, and the rest that do", async () => {
    await seedDemoData(db());
    const cod = async (slug: string) =>
      db().restaurant.findFirstOrThrow({
        where: { owner: { email: demoOwnerEmail(slug), userType: "restaurant" } },
        select: { acceptsCod: true, codLimitPaise: true },
      });
    expect(await cod("seoul-kitchen")).toMatchObject({ acceptsCod: false });
    expect(await cod("snack-shack")).toEqual({ acceptsCod: true, codLimitPaise: 100_000 });
  });

  it("seeds the platform's coupons and Napoli's automatic offer, once", async () => {
    await seedDemoData(db());
    await seedDemoData(db());
    const coupons = await db().offer.findMany({
      where: { code: { in: ["WELCOME50", "THALI20"] } },
      select: { code: true, percentBps: true, maxDiscountPaise: true, minOrderPaise: true, firstOrderOnly: true },
      orderBy: { code: "asc" },
    });
    expect(coupons).toEqual([
      { code: "THALI20", percentBps: 2000, maxDiscountPaise: 6000, minOrderPaise: 24_900, firstOrderOnly: false },
      { code: "WELCOME50", percentBps: 5000, maxDiscountPaise: 10_000, minOrderPaise: 19_900, firstOrderOnly: true },
    ]);
    const napoli = await db().offer.findMany({
      where: { restaurant: { owner: { email: demoOwnerEmail("napoli-pizza"), userType: "restaurant" } } },
      select: { code: true, percentBps: true, maxDiscountPaise: true },
    });
    expect(napoli).toEqual([{ code: null, percentBps: 2000, maxDiscountPaise: 8000 }]);
  });

  it("files the demo drinks under Beverages, also in a database seeded when they were Desserts", async () => {
    await seedDemoData(db());
    const owner = { owner: { email: { in: DEMO_RESTAURANTS.map((r) => demoOwnerEmail(r.slug)) } } };
    const drinks = ["Mango Lassi", "Cold Coffee", "Fresh Lime Soda", "Watermelon Juice"];
    // As an earlier seed left them:
    await db().menuItem.updateMany({
      where: { restaurant: owner, name: { in: drinks } },
      data: { category: "Desserts" },
    });
    await seedDemoData(db());
    const rows = await db().menuItem.findMany({
      where: { restaurant: owner, name: { in: drinks } },
      select: { category: true },
    });
    expect(rows.length).toBeGreaterThan(4);
    expect(new Set(rows.map((r) => r.category))).toEqual(new Set(["Beverages"]));
    const desserts = await db().menuItem.findMany({
      where: { restaurant: owner, category: "Desserts" },
      select: { name: true },
    });
    expect(desserts.map((d) => d.name)).not.toEqual(expect.arrayContaining(["Mango Lassi"]));
    expect(desserts.length).toBeGreaterThan(0);
  });

  it("gives one demo kitchen a past year of orders that its dashboard counts by India's calendar months", async () => {
    await seedDemoData(db());
    await seedDemoData(db());
    const restaurant = await db().restaurant.findFirstOrThrow({
      where: { owner: { email: demoOwnerEmail(DEMO_HISTORY_SLUG), userType: "restaurant" } },
      select: { id: true, ownerId: true, _count: { select: { orders: true } } },
    });
    const owner = await ownerSessionOf(restaurant);
    expect(restaurant._count.orders).toBe(DEMO_ORDER_HISTORY.length);

    const delivered = DEMO_ORDER_HISTORY.filter((o) => o.status === "delivered");
    const revenueOf = (prefix: string) =>
      delivered.filter((o) => o.at.startsWith(prefix)).reduce((sum, o) => sum + demoOrderTotal(o), 0);
    const y2025 = await getDashboardDetails(owner, { year: 2025 });
    expect(y2025.totalOrders).toBe(DEMO_ORDER_HISTORY.length);
    expect(y2025.totalCustomers).toBe(1);
    expect(y2025.totalRevenue).toBe(delivered.reduce((sum, o) => sum + demoOrderTotal(o), 0));
    expect(y2025.revenueData).toHaveLength(12);
    // December: the two orders placed in December in India, not the 1 January one that is 31 December in UTC
    expect(y2025.revenueData[11]).toEqual({ _id: 11, totalRevenueOfMonth: revenueOf("2025-12") });
    expect(y2025.revenueData[5]!.totalRevenueOfMonth).toBe(0); // June's order was cancelled
    const y2026 = await getDashboardDetails(owner, { year: 2026 });
    expect(y2026.revenueData[0]).toEqual({ _id: 0, totalRevenueOfMonth: revenueOf("2026-01") });
  });

  it("gives the demo customer Home and Work in New Delhi once, where the demo kitchens deliver", async () => {
    await seedDemoData(db());
    await seedDemoData(db());
    const customer = await db().user.findFirstOrThrow({ where: { email: DEMO_CUSTOMER.email, userType: "customer" } });
    const book = await listAddresses(sessionUserOf(customer));
    expect(book.map((a) => [a.label, a.locality, a.pincode, a.isDefault])).toEqual(
      DEMO_CUSTOMER_ADDRESSES.map((a) => [a.label, a.locality, a.pincode, a.isDefault]),
    );

    const demoNames = new Set(DEMO_RESTAURANTS.map((r) => r.name));
    const names = async (city: string, pincode?: string) =>
      (await listRestaurants({ city, pincode, pageSize: 100 })).restaurants
        .map((r) => r.name)
        .filter((name) => demoNames.has(name))
        .sort();
    const [home, work] = DEMO_CUSTOMER_ADDRESSES;
    expect(await names("New Delhi")).toEqual([
      "Chandni Chowk Chaat Street",
      "Punjab Grill & Curry",
      "Sugar & Spice Desserts",
    ]);
    expect(await names(work.city, work.pincode)).toHaveLength(3);
    expect(await names(home.city, home.pincode)).toEqual(["Punjab Grill & Curry", "Sugar & Spice Desserts"]);
    expect(await names("gurugram")).toEqual(["Punjab Grill & Curry", "Sugar & Spice Desserts"]);
    expect(await names("Chennai")).toEqual(["Morning Glory Breakfast Club", "Snack Shack Express"]);
  });

  it("gives a demo kitchen seeded before delivery areas its area, and keeps one its owner changed", async () => {
    await seedDemoData(db());
    const byOwner = (slug: string) => ({ owner: { email: demoOwnerEmail(slug), userType: "restaurant" as const } });
    // as the migration left them: their own city only
    await db().restaurant.updateMany({ where: byOwner("punjab-grill"), data: deliveryAreaColumns(["New Delhi"]) });
    await db().restaurant.updateMany({
      where: byOwner("sugar-and-spice"),
      data: deliveryAreaColumns(["New Delhi", "Faridabad"]),
    });

    await seedDemoData(db());

    const grill = await db().restaurant.findFirstOrThrow({ where: byOwner("punjab-grill") });
    expect(grill.deliveryCities).toEqual(["New Delhi", "Gurugram", "Noida"]);
    const sweets = await db().restaurant.findFirstOrThrow({ where: byOwner("sugar-and-spice") });
    expect(sweets.deliveryCities).toEqual(["New Delhi", "Faridabad"]);
    // put back for the other tests of this file
    await db().restaurant.update({
      where: { id: sweets.id },
      data: deliveryAreaColumns(["New Delhi", "Gurugram", "Noida"]),
    });
  });
});

describe("prisma/seed.ts, as npm start runs it", () => {
  it("ends once its work is done, not when its pool's idle connections time out", async () => {
    // The Prisma adapter leaves a pool it was given open; the script's idle connections kept it (and so a new
    // user's first `npm start`) waiting 30 s after its last line. On a database of its own, as npm start's first
    // run has: the whole script also lists the served cities, which the other files' tests must not see.
    const server = new URL(process.env.DATABASE_URL!);
    const name = `thali_seed_${Date.now()}_${randomBytes(3).toString("hex")}`;
    const admin = new pg.Client({ connectionString: new URL("/postgres", server).toString() });
    await admin.connect();
    try {
      await admin.query(`CREATE DATABASE "${name}"`);
      const env = { ...process.env, DATABASE_URL: new URL(`/${name}${server.search}`, server).toString() };
      const migrated = await runToExit("node", ["scripts/prisma.mjs", "migrate", "deploy"], env);
      expect(migrated.code, migrated.output).toBe(0);

      const { code, output, afterLastLineMs } = await runToExit("node", ["--import", "tsx", "prisma/seed.ts"], env);
      expect(code, output).toBe(0);
      expect(output).toMatch(
        new RegExp(`Demo data ready: ${DEMO_RESTAURANTS.length} restaurants \\([1-9]\\d* new menu items\\)`),
      );
      expect(afterLastLineMs).toBeLessThan(10_000);
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.end();
    }
  }, 90_000);
});
