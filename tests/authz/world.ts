// The cast of the authorization matrix: a customer and the restaurant they order from, and one
// more of each who must not see or change their things. The matrix's requests are about the
// customer's and the restaurant's resources (an order of the customer at the restaurant, the
// customer's favourites, the restaurant's menu); each actor sends the same request.
import { randomBytes } from "node:crypto";
import { hashPassword } from "@/lib/accounts/passwords";
import { startSession } from "@/lib/accounts/sessions";
import { db } from "@/lib/db";
import type { ImageFolder } from "@/lib/images/schemas";
import { startCheckout } from "@/lib/checkout/service";
import { payTestOrder } from "@/lib/payments/test-gateway";
import { randomIp } from "@/tests/support/accounts";
import { createMenuItem, createOpenRestaurant, createPaidOrder, createUser } from "@/tests/support/factories";
import { bearerHeaders, cookieHeaders, sessionUserOf } from "@/tests/support/session";

export const ACTORS = ["anonymous", "customer", "otherCustomer", "owner", "otherOwner"] as const;
export type Actor = (typeof ACTORS)[number];
export type Expected = Record<Actor, number>;
export type Via = "cookie" | "bearer";

type UserRow = Awaited<ReturnType<typeof createUser>>;
type RestaurantRow = Awaited<ReturnType<typeof createOpenRestaurant>>;
type DishRow = Awaited<ReturnType<typeof createMenuItem>>;

/** The password of every account `newLogin` makes. */
export const PASSWORD = "matrix-password-1";

export type World = {
  customer: UserRow;
  otherCustomer: UserRow;
  owner: UserRow;
  otherOwner: UserRow;
  /** The owner's restaurant, open around the clock, with dishes. */
  restaurant: RestaurantRow;
  otherRestaurant: RestaurantRow;
  dishes: DishRow[];
  /** A bcrypt hash of PASSWORD, made once (cost 12 takes a while). */
  passwordHash: string;
};

export async function createWorld(): Promise<World> {
  const customer = await createUser("customer");
  const otherCustomer = await createUser("customer");
  const restaurant = await createOpenRestaurant();
  const otherRestaurant = await createOpenRestaurant();
  const owner = await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } });
  const otherOwner = await db().user.findUniqueOrThrow({ where: { id: otherRestaurant.ownerId } });
  const dishes = [];
  for (const pricePaise of [25000, 12000, 9900]) dishes.push(await createMenuItem(restaurant.id, { pricePaise }));
  await createMenuItem(otherRestaurant.id);
  return {
    customer,
    otherCustomer,
    owner,
    otherOwner,
    restaurant,
    otherRestaurant,
    dishes,
    passwordHash: await hashPassword(PASSWORD),
  };
}

/** The session headers of `actor`: the browser's cookie and XSRF token, or an API client's Bearer token. */
export async function sessionOf(world: World, actor: Actor, via: Via): Promise<Record<string, string>> {
  const ip = { "x-forwarded-for": randomIp() };
  if (actor === "anonymous") return ip;
  const user = world[actor];
  const restaurantId =
    actor === "owner" ? world.restaurant.id : actor === "otherOwner" ? world.otherRestaurant.id : null;
  const session = via === "cookie" ? await cookieHeaders(user, restaurantId) : await bearerHeaders(user, restaurantId);
  return { ...ip, ...session };
}

export const suffix = () => randomBytes(5).toString("hex");

/** A paid order of the customer at the restaurant (pending unless told). */
export function customersOrder(
  world: World,
  status?: "pending" | "out_for_delivery" | "delivered",
  kitchenStatus?: "placed" | "accepted" | "preparing",
) {
  return createPaidOrder(world.customer.id, world.restaurant.id, { status, kitchenStatus });
}

/** The customer's cash on delivery order, out for delivery, not collected yet (as startCodCheckout places it). */
export async function customersCodOrder(world: World) {
  const dish = world.dishes[0]!;
  return db().order.create({
    data: {
      customerId: world.customer.id,
      restaurantId: world.restaurant.id,
      customerName: "Matrix Cod",
      deliveryAddress: "1 Matrix Road",
      deliveryCity: "Hyderabad",
      deliveryState: "Telangana",
      status: "out_for_delivery",
      paymentMethod: "cod",
      paymentStatus: "cod_due",
      subtotalPaise: dish.pricePaise,
      deliveryChargePaise: 2000,
      totalPaise: dish.pricePaise + 2000,
      items: {
        create: [
          {
            menuItemId: dish.id,
            name: dish.name,
            type: "veg",
            category: "Mains",
            unitPricePaise: dish.pricePaise,
            quantity: 1,
          },
        ],
      },
    },
    select: { id: true },
  });
}

/** A checkout the customer started and has not paid: its provider (test gateway) order id. */
export async function customersPendingCheckout(world: World): Promise<string> {
  const dish = world.dishes[0]!;
  const start = await startCheckout(sessionUserOf(world.customer), {
    restaurant_id: world.restaurant.id,
    // a different quantity each time, so the 15-minute reuse of an identical checkout never applies
    items: [{ item_id: dish.id, quantity: 1 + Math.floor(Math.random() * 20) }],
    customerName: `Matrix ${suffix()}`,
    // the restaurant's own city, where it delivers
    deliveryLocation: { address: "1 Matrix Road", city: "Hyderabad", state: "Telangana" },
  });
  return start.order.id;
}

/** The customer's paid-for checkout as the payment widget reports it (signed), not yet verified. */
export async function customersPaidCheckout(world: World) {
  return payTestOrder(await customersPendingCheckout(world));
}

/** An uploaded image row (no bytes: storage treats a missing file as deleted) owned by `ownerId`. */
export async function uploadedImage(folder: ImageFolder, owner: { id: string } | null, ip = randomIp()) {
  const publicId = `local/${folder}/${suffix()}.png`;
  return db().uploadedImage.create({
    data: {
      publicId,
      url: `/uploads/${publicId.slice("local/".length)}`,
      folder,
      ownerId: owner?.id ?? null,
      uploaderIp: ip,
    },
  });
}

/** A new customer account with PASSWORD, and a refresh token of a login of theirs. */
export async function newLogin(world: World) {
  const user = await db().user.create({
    data: {
      username: `login-${suffix()}`,
      email: `login-${suffix()}@example.test`,
      userType: "customer",
      passwordHash: world.passwordHash,
    },
    select: { id: true, username: true, email: true, userType: true, restaurant: { select: { id: true } } },
  });
  const { refreshToken } = await startSession(user);
  return { user, refreshToken };
}

/** A saved address of the customer (written directly: rows of many calls add up past the book's cap of 20). */
export function customersAddress(world: World) {
  return db().address.create({ data: { ...ADDRESS, userId: world.customer.id } });
}

/** A valid address book entry, in the restaurant's city. */
export const ADDRESS = {
  label: "Home",
  address: "4 Matrix Lane",
  locality: "Banjara Hills",
  city: "Hyderabad",
  state: "Telangana",
  pincode: "500034",
  phone: "9876543210",
};
