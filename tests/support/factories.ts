// Test data made through Prisma, unique per call so tests never see each other's rows.
import { randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { deliveryAreaColumns } from "@/lib/location/delivery-area";
import { recordOrderPaid, recordRefund } from "@/lib/money/ledger-write";

export function uniqueSuffix(): string {
  return randomBytes(5).toString("hex");
}

export async function createUser(userType: "customer" | "restaurant" = "customer") {
  const suffix = uniqueSuffix();
  return db().user.create({
    data: { username: `user-${suffix}`, email: `user-${suffix}@example.test`, userType, passwordHash: "x" },
  });
}

export async function createRestaurant(overrides: { name?: string; openMinute?: number; closeMinute?: number } = {}) {
  const owner = await createUser("restaurant");
  return db().restaurant.create({
    data: {
      ownerId: owner.id,
      name: overrides.name ?? `Restaurant ${uniqueSuffix()}`,
      imageUrl: "/images/restaurants/r01.webp",
      address: "1 Test Road",
      city: "Hyderabad",
      state: "Telangana",
      cuisines: ["Biryani", "Hyderbadi"],
      openMinute: overrides.openMinute ?? 9 * 60,
      closeMinute: overrides.closeMinute ?? 23 * 60,
      deliveryMinutes: 33,
      ...deliveryAreaColumns(["Hyderabad"]),
    },
  });
}

type RestaurantColumns = Omit<Prisma.RestaurantUncheckedCreateInput, "ownerId">;

/**
 * A restaurant with any columns chosen (city, cuisines, delivery time, review totals...). Like a signed-up
 * restaurant it delivers to its own city unless the delivery columns are given.
 */
export async function createRestaurantWith(columns: Partial<RestaurantColumns> = {}) {
  const owner = await createUser("restaurant");
  const city = columns.city ?? "Hyderabad";
  return db().restaurant.create({
    data: {
      name: `Restaurant ${uniqueSuffix()}`,
      imageUrl: "/images/restaurants/r01.webp",
      address: "1 Test Road",
      city: "Hyderabad",
      state: "Telangana",
      cuisines: ["Biryani", "Hyderbadi"],
      openMinute: 9 * 60,
      closeMinute: 23 * 60,
      deliveryMinutes: 33,
      ...deliveryAreaColumns([city]),
      ...columns,
      ownerId: owner.id,
    },
  });
}

/** A dish on `restaurantId`'s menu; archive it with `archivedAt`. */
export async function createMenuItem(
  restaurantId: string,
  columns: Partial<Omit<Prisma.MenuItemUncheckedCreateInput, "restaurantId">> = {},
) {
  return db().menuItem.create({
    data: {
      name: `Dish ${uniqueSuffix()}`,
      category: "Starters",
      pricePaise: 19900,
      type: "veg",
      servesFor: 1,
      description: "A test dish.",
      imageUrl: "/images/dishes/paneer-tikka.webp",
      ...columns,
      restaurantId,
    },
  });
}

/** A restaurant open around the clock (equal open and close minutes), so checkouts never meet closing time. */
export async function createOpenRestaurant(columns: Partial<RestaurantColumns> = {}) {
  return createRestaurantWith({ openMinute: 0, closeMinute: 0, ...columns });
}

type OrderOptions = {
  status?: "pending" | "out_for_delivery" | "delivered" | "cancelled";
  paymentStatus?: "paid" | "refunded";
  /** The kitchen's side (issue 30): placed by default, as a new paid order is. */
  kitchenStatus?: "placed" | "accepted" | "preparing" | "ready";
  createdAt?: Date;
  /** Dishes and quantities; one new dish of the restaurant when omitted. */
  lines?: Array<{ menuItemId: string; quantity: number; pricePaise: number; name?: string }>;
};

/**
 * An order already paid through the test gateway, written straight to the database (with the test
 * gateway's own record of the payment, so it can be refunded): for listings, cancels and reviews.
 */
export async function createPaidOrder(customerId: string, restaurantId: string, options: OrderOptions = {}) {
  let lines = options.lines;
  if (!lines) {
    const dish = await createMenuItem(restaurantId);
    lines = [{ menuItemId: dish.id, quantity: 1, pricePaise: dish.pricePaise, name: dish.name }];
  }
  const subtotalPaise = lines.reduce((sum, l) => sum + l.pricePaise * l.quantity, 0);
  const quantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  const deliveryChargePaise = quantity < 3 ? 2000 : 0;
  const totalPaise = subtotalPaise + deliveryChargePaise;
  const providerOrderId = `order_test_${uniqueSuffix()}${uniqueSuffix()}`;
  const providerPaymentId = `pay_test_${uniqueSuffix()}${uniqueSuffix()}`;
  await db().testGatewayOrder.create({
    data: { id: providerOrderId, amountPaise: totalPaise, receipt: "factory", status: "paid" },
  });
  await db().testGatewayPayment.create({
    data: { id: providerPaymentId, providerOrderId, amountPaise: totalPaise, status: "captured" },
  });
  // With its ledger entries, as markPaid (and the refund) would have written them, so the ledger stays whole.
  return db().$transaction(async (tx) => {
    const order = await tx.order.create({
      data: {
        customerId,
        restaurantId,
        customerName: "Test Customer",
        deliveryAddress: "2 Test Lane",
        deliveryCity: "Hyderabad",
        deliveryState: "Telangana",
        status: options.status ?? "pending",
        paymentStatus: options.paymentStatus ?? "paid",
        ...(options.kitchenStatus && options.kitchenStatus !== "placed" && { kitchenStatus: options.kitchenStatus }),
        subtotalPaise,
        deliveryChargePaise,
        totalPaise,
        paidAt: new Date(),
        ...(options.createdAt && { createdAt: options.createdAt }),
        items: {
          create: lines.map((l) => ({
            menuItemId: l.menuItemId,
            name: l.name ?? "Dish",
            type: "veg" as const,
            category: "Starters",
            unitPricePaise: l.pricePaise,
            quantity: l.quantity,
          })),
        },
        payments: {
          create: {
            customerId,
            provider: "test",
            providerOrderId,
            providerPaymentId,
            amountPaise: totalPaise,
            status: options.paymentStatus ?? "paid",
            verifiedAt: new Date(),
          },
        },
      },
      include: { payments: true },
    });
    await recordOrderPaid(tx, order.id, order.paidAt ?? new Date());
    if (order.paymentStatus === "refunded") await recordRefund(tx, order.id, totalPaise);
    return order;
  });
}
