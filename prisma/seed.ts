// Demo data for first start: restaurants with menus, their owners and one customer.
// Idempotent: accounts and restaurants are upserted, a menu is written only when it is empty.
import bcrypt from "bcryptjs";
import { env } from "@/lib/env";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createPrismaClient } from "@/lib/prisma-client";
import { estimateDeliveryMinutes } from "@/lib/restaurants/estimates";
import { parseClock } from "@/lib/restaurants/hours";
import { DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_RESTAURANTS, demoOwnerEmail, type DemoRestaurant } from "./demo-data";
import { DEMO_DISHES } from "./demo-dishes";

const BCRYPT_COST = 12;

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
      cuisines: demo.cuisines,
      openMinute: parseClock(demo.open),
      closeMinute: parseClock(demo.close),
      deliveryMinutes: estimateDeliveryMinutes(demo.slug),
    },
    select: { id: true, _count: { select: { menuItems: true } } },
  });
  if (restaurant._count.menuItems > 0) return 0;
  const items = demo.menu.map((entry) => {
    const [key, price] = Array.isArray(entry) ? entry : [entry, undefined];
    const dish = DEMO_DISHES[key];
    return {
      restaurantId: restaurant.id,
      name: dish.name,
      category: dish.category,
      pricePaise: Math.round((price ?? dish.price) * 100),
      type: dish.type === "veg" ? ("veg" as const) : ("non_veg" as const),
      servesFor: dish.servesFor,
      description: dish.description,
      imageUrl: `/images/dishes/${key}.webp`,
    };
  });
  await prisma.menuItem.createMany({ data: items });
  return items.length;
}

export async function seedDemoData(prisma: PrismaClient): Promise<{ restaurants: number; menuItems: number }> {
  const passwordHash = await bcrypt.hash(DEMO_PASSWORD, BCRYPT_COST);
  await upsertUser(prisma, { ...DEMO_CUSTOMER, userType: "customer" }, passwordHash);
  let menuItems = 0;
  for (const demo of DEMO_RESTAURANTS) menuItems += await seedRestaurant(prisma, demo, passwordHash);
  return { restaurants: DEMO_RESTAURANTS.length, menuItems };
}

async function main() {
  const { DATABASE_URL } = env();
  const prisma = createPrismaClient(DATABASE_URL, 2);
  try {
    const { restaurants, menuItems } = await seedDemoData(prisma);
    console.info(`Demo data ready: ${restaurants} restaurants (${menuItems} new menu items).`);
  } finally {
    await prisma.$disconnect();
  }
}

// Run when executed directly (npm run db:seed, npm start), not when imported by tests.
if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error("Seeding failed:", error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
