// Demo data for first start: restaurants with menus and delivery areas, their owners and one customer
// with two saved addresses. Idempotent: accounts and restaurants are upserted, a menu is written only
// when it is empty, addresses only into an empty address book.
import { hashPassword } from "@/lib/accounts/passwords";
import { createAdmin } from "@/lib/admin/accounts";
import { env } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { deliveryAreaColumns } from "@/lib/location/delivery-area";
import { createPrismaClientAndPool } from "@/lib/prisma-client";
import { rebuildStats } from "@/lib/owner/stats-rebuild";
import { recordOrderPaid, recordRefund } from "@/lib/money/ledger-write";
import { estimateDeliveryMinutes } from "@/lib/restaurants/estimates";
import { parseClock } from "@/lib/restaurants/hours";
import { cityKey } from "@/lib/location/city-key";
import { findPlace } from "@/lib/location/places";
import {
  DEMO_CUSTOMER,
  DEMO_COUPONS,
  DEMO_ADDRESS_PINS,
  DEMO_CUSTOMER_ADDRESSES,
  DEMO_ADMIN_EMAIL,
  DEMO_PASSWORD,
  DEMO_RESTAURANT_PLACES,
  DEMO_RESTAURANTS,
  demoDeliveryArea,
  demoOwnerEmail,
  type DemoRestaurant,
} from "./demo-data";
import { DEMO_DISHES } from "./demo-dishes";
import { loadPincodes } from "./data/load-pincodes.mjs";
import { seedDemoRiders } from "./demo-riders";
import { DEMO_HISTORY_SLUG, DEMO_ORDER_HISTORY, demoOrderTotal } from "./demo-orders";

const DEMO_DRINK_NAMES = Object.values(DEMO_DISHES)
  .filter((dish) => dish.category === "Beverages")
  .map((dish) => dish.name);

async function upsertUser(
  prisma: PrismaClient,
  user: { username: string; email: string; userType: "customer" | "restaurant" },
  passwordHash: string,
) {
  return prisma.user.upsert({
    where: { email_userType: { email: user.email, userType: user.userType } },
    update: {},
    create: { ...user, passwordHash },
    select: { id: true },
  });
}

async function seedRestaurant(prisma: PrismaClient, demo: DemoRestaurant, passwordHash: string) {
  const owner = await upsertUser(
    prisma,
    { username: `${demo.name} Owner`, email: demoOwnerEmail(demo.slug), userType: "restaurant" },
    passwordHash,
  );
  const { cities, pincodes } = demoDeliveryArea(demo);
  const area = deliveryAreaColumns(cities, pincodes);
  const restaurant = await prisma.restaurant.upsert({
    where: { ownerId: owner.id },
    update: {},
    create: {
      ownerId: owner.id,
      name: demo.name,
      imageUrl: `/images/restaurants/${demo.image}.webp`,
      address: demo.address,
      city: demo.city,
      state: demo.state,
      gstin: demo.gstin,
      fssaiNumber: demo.fssaiNumber,
      cuisines: demo.cuisines,
      openMinute: parseClock(demo.open),
      closeMinute: parseClock(demo.close),
      deliveryMinutes: estimateDeliveryMinutes(demo.slug),
      ...area,
      ...(demo.onlineOnly && { acceptsCod: false }),
      // Only when created: charges an owner has changed since are theirs.
      ...(demo.charges && {
        taxMode: demo.charges.taxMode,
        deliveryFeePaise: Math.round(demo.charges.deliveryFee * 100),
        freeDeliveryFromPaise: Math.round(demo.charges.freeDeliveryFrom * 100),
      }),
    },
    select: { id: true, _count: { select: { menuItems: true } } },
  });
  // Its place (issue 32), also for a kitchen seeded before restaurants had one; a pin its owner set is theirs.
  const place = DEMO_RESTAURANT_PLACES[demo.slug];
  if (place) {
    await prisma.restaurant.updateMany({
      where: { id: restaurant.id, lat: null },
      data: {
        lat: place.lat,
        lng: place.lng,
        deliveryRadiusMeters: place.radiusMeters,
        deliveryMode: place.deliveryMode,
      },
    });
  }
  // A demo kitchen seeded before delivery areas existed has the migration's default (its own city):
  // give it its demo area, unless its owner has changed the area since.
  await prisma.restaurant.updateMany({
    where: {
      id: restaurant.id,
      deliveryCityKeys: { equals: [cityKey(demo.city)] },
      deliveryPincodes: { isEmpty: true },
    },
    data: area,
  });
  // A demo kitchen seeded before tax registrations existed has neither: give it its demo GSTIN and FSSAI number.
  await prisma.restaurant.updateMany({
    where: { id: restaurant.id, gstin: null, fssaiNumber: null },
    data: { gstin: demo.gstin, fssaiNumber: demo.fssaiNumber },
  });
  // Drinks were filed under Desserts before Beverages existed: move the demo drinks of a database
  // seeded then, leaving any dish the owner has since re-filed or renamed alone.
  await prisma.menuItem.updateMany({
    where: { restaurantId: restaurant.id, category: "Desserts", name: { in: DEMO_DRINK_NAMES } },
    data: { category: "Beverages" },
  });
  // Its automatic offer, once: an offer its owner has changed or deactivated since stays theirs.
  if (demo.offer && (await prisma.offer.count({ where: { restaurantId: restaurant.id } })) === 0) {
    await prisma.offer.create({
      data: {
        restaurantId: restaurant.id,
        title: demo.offer.title,
        percentBps: demo.offer.percent * 100,
        maxDiscountPaise: demo.offer.upTo * 100,
      },
      select: { id: true },
    });
  }
  if (restaurant._count.menuItems > 0) return 0;
  const items = demo.menu.map((entry) => {
    const [key, price] = Array.isArray(entry) ? entry : [entry, undefined];
    const dish = DEMO_DISHES[key];
    return {
      restaurantId: restaurant.id,
      name: dish.name,
      category: dish.category,
      pricePaise: Math.round((price ?? dish.price) * 100),
      packagingPaise: Math.round((demo.packaging?.[key] ?? 0) * 100),
      type: dish.type === "veg" ? ("veg" as const) : ("non_veg" as const),
      servesFor: dish.servesFor,
      description: dish.description,
      imageUrl: `/images/dishes/${key}.webp`,
    };
  });
  await prisma.menuItem.createMany({ data: items });
  return items.length;
}

/** The demo customer's past orders at one kitchen (prisma/demo-orders.ts), once: skipped if it has any order. */
async function seedOrderHistory(prisma: PrismaClient): Promise<number> {
  const restaurant = await prisma.restaurant.findFirst({
    where: { owner: { email: demoOwnerEmail(DEMO_HISTORY_SLUG), userType: "restaurant" } },
    select: { id: true, _count: { select: { orders: true } } },
  });
  const customer = await prisma.user.findFirst({
    where: { email: DEMO_CUSTOMER.email, userType: "customer" },
    select: { id: true, username: true },
  });
  if (!restaurant || !customer || restaurant._count.orders > 0) return 0;
  const dish = await prisma.menuItem.findFirst({
    where: { restaurantId: restaurant.id, archivedAt: null },
    orderBy: { name: "asc" },
    select: { id: true, name: true, type: true, category: true },
  });
  if (!dish) return 0;
  await prisma.$transaction(async (tx) => {
    for (const [index, demo] of DEMO_ORDER_HISTORY.entries()) {
      const at = new Date(demo.at);
      const subtotalPaise = Math.round(demo.quantity * demo.unitPrice * 100);
      const totalPaise = Math.round(demoOrderTotal(demo) * 100);
      const cancelled = demo.status === "cancelled";
      const after = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
      // A delivered demo order went through every step of the customer's timeline, each with its time.
      const steps = cancelled
        ? {}
        : {
            kitchenStatus: "ready" as const,
            acceptedAt: after(2),
            prepMinutes: 20,
            readyBy: after(22),
            preparingAt: after(4),
            readyAt: after(21),
            outForDeliveryAt: after(24),
            deliveredAt: after(43),
          };
      const order = await tx.order.create({
        data: {
          customerId: customer.id,
          restaurantId: restaurant.id,
          customerName: customer.username,
          deliveryAddress: "221 Jubilee Hills Road No. 36",
          deliveryCity: "Hyderabad",
          deliveryState: "Telangana",
          status: demo.status,
          paymentStatus: cancelled ? "refunded" : "paid",
          subtotalPaise,
          deliveryChargePaise: totalPaise - subtotalPaise,
          totalPaise,
          paidAt: at,
          cancelledAt: cancelled ? new Date(at.getTime() + 5 * 60_000) : null,
          cancelledBy: cancelled ? "customer" : null,
          ...steps,
          createdAt: at,
          items: {
            create: [
              {
                menuItemId: dish.id,
                name: dish.name,
                type: dish.type,
                category: dish.category,
                unitPricePaise: Math.round(demo.unitPrice * 100),
                quantity: demo.quantity,
              },
            ],
          },
          payments: {
            create: [
              {
                customerId: customer.id,
                provider: "test",
                providerOrderId: `order_demo_${restaurant.id}_${index}`,
                providerPaymentId: `pay_demo_${restaurant.id}_${index}`,
                amountPaise: totalPaise,
                status: cancelled ? "refunded" : "paid",
                verifiedAt: at,
                ...(cancelled && { refundId: `rfnd_demo_${restaurant.id}_${index}`, refundedAt: at }),
                createdAt: at,
              },
            ],
          },
        },
        select: { id: true },
      });
      // Its money in the ledger, so the owner's settlement shows the history (docs/money.md).
      await recordOrderPaid(tx, order.id, at);
      if (cancelled) await recordRefund(tx, order.id, totalPaise, "refund", at);
    }
  });
  await rebuildStats(prisma, restaurant.id);
  return DEMO_ORDER_HISTORY.length;
}

/** The demo customer's Home and Work addresses, written only into an empty address book. */
/** The platform's demo coupons, each once by its code. */
async function seedCoupons(prisma: PrismaClient): Promise<void> {
  for (const coupon of DEMO_COUPONS) {
    if ((await prisma.offer.count({ where: { code: coupon.code } })) > 0) continue;
    await prisma.offer.create({
      data: {
        code: coupon.code,
        title: coupon.title,
        percentBps: coupon.percent * 100,
        maxDiscountPaise: coupon.upTo * 100,
        minOrderPaise: coupon.minOrder * 100,
        firstOrderOnly: coupon.firstOrderOnly,
      },
      select: { id: true },
    });
  }
}

async function seedAddresses(prisma: PrismaClient, customerId: string): Promise<void> {
  if ((await prisma.address.count({ where: { userId: customerId } })) > 0) {
    // a book seeded before addresses had pins gets them (issue 32); one the customer pinned keeps theirs
    for (const [label, pin] of Object.entries(DEMO_ADDRESS_PINS))
      await prisma.address.updateMany({ where: { userId: customerId, label, lat: null }, data: pin });
    return;
  }
  // one at a time, so Work is the newer (the book lists the default, then the newest)
  for (const address of DEMO_CUSTOMER_ADDRESSES)
    await prisma.address.create({ data: { ...address, ...DEMO_ADDRESS_PINS[address.label], userId: customerId } });
}

/** The platform's demo staff account (issue 33): admin@thali.demo with the demo password. */
async function seedDemoAdmin(prisma: PrismaClient): Promise<void> {
  await createAdmin(prisma, { email: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD, username: "Thali Support" });
}

/**
 * The cities the demo marketplace serves (issue 33): every demo kitchen's city and the cities it also delivers to,
 * whole (no PIN list), from the seeding on. A city already listed is left as the console left it. Run by the seed's
 * own start only, not by seedDemoData: tests that seed the demo share their database with files whose checkouts go
 * to other cities, which a served list would refuse.
 */
async function seedServiceCities(prisma: PrismaClient): Promise<number> {
  const cities = new Map<string, { name: string; state: string }>();
  for (const demo of DEMO_RESTAURANTS) {
    for (const name of demoDeliveryArea(demo).cities) {
      cities.set(cityKey(name), { name, state: findPlace(name)?.state ?? demo.state });
    }
  }
  const listed = new Set((await prisma.serviceCity.findMany({ select: { name: true } })).map((c) => cityKey(c.name)));
  const missing = [...cities].filter(([key]) => !listed.has(key)).map(([, city]) => city);
  await prisma.serviceCity.createMany({ data: missing, skipDuplicates: true });
  return missing.length;
}

export async function seedDemoData(prisma: PrismaClient): Promise<{ restaurants: number; menuItems: number }> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const customer = await upsertUser(prisma, { ...DEMO_CUSTOMER, userType: "customer" }, passwordHash);
  await seedAddresses(prisma, customer.id);
  let menuItems = 0;
  for (const demo of DEMO_RESTAURANTS) menuItems += await seedRestaurant(prisma, demo, passwordHash);
  await seedOrderHistory(prisma);
  await seedCoupons(prisma);
  await seedDemoRiders(prisma, passwordHash);
  await seedDemoAdmin(prisma);
  return { restaurants: DEMO_RESTAURANTS.length, menuItems };
}

async function main() {
  const { DATABASE_URL } = env();
  const { client: prisma, pool } = createPrismaClientAndPool(DATABASE_URL, 2);
  try {
    const { restaurants, menuItems } = await seedDemoData(prisma);
    console.info(`Demo data ready: ${restaurants} restaurants (${menuItems} new menu items).`);
    const cities = await seedServiceCities(prisma);
    if (cities > 0) console.info(`Served cities listed: ${cities}.`);
    const pins = await loadPincodes(DATABASE_URL);
    if (pins.inserted > 0) console.info(`PIN codes loaded: ${pins.inserted} places in ${pins.ms} ms.`);
  } finally {
    await prisma.$disconnect();
    // The adapter leaves a pool it was given open: its idle connections kept this process (and so the first
    // `npm start`) waiting 30 s for the pool's idle timeout after the last line above.
    await pool.end();
  }
}

// Run when executed directly (npm run db:seed, npm start), not when imported by tests.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error("Seeding failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
