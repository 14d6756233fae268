// Delivery partners for integration tests (issue 32): a rider account with its profile, an order of a platform
// restaurant with its Delivery row given to a rider (made directly, as dispatch would leave it), and the rider's calls.
import { GET as earningsRoute } from "@/app/api/(riders)/rider/earnings/route";
import { GET as meRoute } from "@/app/api/(riders)/rider/me/route";
import { POST as onlineRoute } from "@/app/api/(riders)/rider/online/route";
import { POST as positionRoute } from "@/app/api/(riders)/rider/position/route";
import { POST as pickedUpRoute } from "@/app/api/(riders)/pickedUp/route";
import { POST as deliverOrderRoute } from "@/app/api/(riders)/deliverOrder/route";
import { POST as signupRoute } from "@/app/api/(riders)/signup/rider/route";
import { db } from "@/lib/db";
import { recordOrderPaid } from "@/lib/money/ledger-write";
import { randomIp } from "@/tests/support/accounts";
import { createMenuItem, createOpenRestaurant, createUser, uniqueSuffix } from "@/tests/support/factories";
import type { Answer } from "@/tests/support/order-calls";
import { bearerHeaders, jsonPost, sessionUserOf } from "@/tests/support/session";

type Headers = Record<string, string>;

/** Koramangala, Bengaluru: where the test restaurants cook. */
export const KITCHEN = { lat: 12.9352, lng: 77.6245 } as const;
/** Indiranagar, about 3.4 km away: where the test orders go. */
export const DOOR = { lat: 12.9716, lng: 77.6412 } as const;

/** A rider account with its profile (offline unless told), logged in as an API client. */
export async function riderSession(
  options: { online?: boolean; at?: { lat: number; lng: number }; username?: string } = {},
) {
  const suffix = uniqueSuffix();
  const user = await db().user.create({
    data: {
      username: options.username ?? `Ravi Rider ${suffix}`,
      email: `rider-${suffix}@example.test`,
      userType: "rider",
      passwordHash: "x",
    },
  });
  await db().rider.create({
    data: {
      userId: user.id,
      phone: "+919876543210",
      vehicle: "scooter",
      vehicleNumber: "KA01AB1234",
      city: "Bengaluru",
      online: options.online ?? false,
      ...(options.online && { onlineSince: new Date() }),
      ...(options.at && { lat: options.at.lat, lng: options.at.lng, positionAt: new Date(Date.now() - 60_000) }),
    },
  });
  const headers = { ...(await bearerHeaders(user)), "x-forwarded-for": randomIp() };
  return { user, session: sessionUserOf(user), headers };
}

/** A platform-delivering restaurant in Bengaluru with a place on the map, and a customer. */
export async function platformKitchen() {
  const restaurant = await createOpenRestaurant({ ...KITCHEN, deliveryMode: "platform", city: "Bengaluru" });
  const dish = await createMenuItem(restaurant.id, { pricePaise: 30_000 });
  const customer = await createUser("customer");
  return { restaurant, dish, customer };
}

type OrderOptions = {
  tipPaise?: number;
  cod?: boolean;
  kitchenStatus?: "placed" | "accepted" | "preparing" | "ready";
  status?: "pending" | "out_for_delivery";
};

/**
 * An order of `customerId` at `restaurantId` (one ₹300 dish, ₹20 delivery, a tip), paid online with its ledger
 * entries as markPaid writes them, or placed cash on delivery (cod_due, no money yet).
 */
export async function riderOrder(kitchen: Awaited<ReturnType<typeof platformKitchen>>, options: OrderOptions = {}) {
  const tipPaise = options.tipPaise ?? 0;
  const totalPaise = kitchen.dish.pricePaise + 2000 + tipPaise;
  return db().$transaction(async (tx) => {
    const order = await tx.order.create({
      data: {
        customerId: kitchen.customer.id,
        restaurantId: kitchen.restaurant.id,
        customerName: "Asha Rao",
        deliveryAddress: "12, 4th Cross, HAL 2nd Stage",
        deliveryLocality: "Indiranagar",
        deliveryCity: "Bengaluru",
        deliveryState: "Karnataka",
        deliveryPincode: "560038",
        deliveryPhone: "+919812345678",
        dropLat: DOOR.lat,
        dropLng: DOOR.lng,
        status: options.status ?? "pending",
        kitchenStatus: options.kitchenStatus ?? "accepted",
        acceptedAt: new Date(),
        subtotalPaise: kitchen.dish.pricePaise,
        deliveryChargePaise: 2000,
        tipPaise,
        totalPaise,
        ...(options.cod
          ? { paymentMethod: "cod" as const, paymentStatus: "cod_due" as const }
          : { paymentStatus: "paid" as const, paidAt: new Date() }),
        items: {
          create: [
            {
              menuItemId: kitchen.dish.id,
              name: kitchen.dish.name,
              type: "veg" as const,
              category: "Mains",
              unitPricePaise: kitchen.dish.pricePaise,
              quantity: 2,
            },
          ],
        },
      },
    });
    if (!options.cod) await recordOrderPaid(tx, order.id, order.paidAt ?? new Date());
    return order;
  });
}

/** The order's delivery, given to `riderId` (assigned unless told), with its code. */
export async function giveDelivery(
  order: { id: string; restaurantId: string },
  riderId: string | null,
  options: {
    state?: "assigned" | "picked_up" | "searching";
    code?: string;
    distanceMeters?: number;
    payPaise?: number;
  } = {},
) {
  return db().delivery.create({
    data: {
      orderId: order.id,
      restaurantId: order.restaurantId,
      riderId,
      state: options.state ?? "assigned",
      code: options.code ?? "4821",
      assignedAt: riderId ? new Date() : null,
      ...(options.state === "picked_up" && { pickedUpAt: new Date() }),
      ...(options.distanceMeters !== undefined && { distanceMeters: options.distanceMeters }),
      ...(options.payPaise !== undefined && { payPaise: options.payPaise }),
    },
  });
}

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.json() };
}

const posts = {
  signup: [signupRoute, "/api/signup/rider"],
  online: [onlineRoute, "/api/rider/online"],
  position: [positionRoute, "/api/rider/position"],
  pickedUp: [pickedUpRoute, "/api/pickedUp"],
  deliverOrder: [deliverOrderRoute, "/api/deliverOrder"],
} as const;

/** A JSON POST to one of the rider's calls, as `headers` ({} for a visitor). */
export async function riderPost(name: keyof typeof posts, body: unknown, headers: Headers): Promise<Answer> {
  const [route, path] = posts[name];
  return answer(await route(jsonPost(path, body, headers)));
}

export async function riderMe(headers: Headers): Promise<Answer> {
  return answer(await meRoute(new Request("http://localhost/api/rider/me", { headers })));
}

export async function riderEarnings(headers: Headers, date?: string): Promise<Answer> {
  const path = `/api/rider/earnings${date ? `?date=${date}` : ""}`;
  return answer(await earningsRoute(new Request(`http://localhost${path}`, { headers })));
}
