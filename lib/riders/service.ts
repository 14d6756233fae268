import "server-only";
import { timingSafeEqual } from "node:crypto";
import { DUPLICATE_EMAIL, isUniqueViolation } from "@/lib/accounts/identity";
import { hashPassword } from "@/lib/accounts/passwords";
import { queueWelcome } from "@/lib/accounts/verification";
import type { SessionUser } from "@/lib/auth/session-user";
import { collectAtTheDoor } from "@/lib/checkout/cod-service";
import { BUSY_PATH_TX, db } from "@/lib/db";
import { riderFirstName } from "@/lib/dispatch/api-shape";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { addDays, istDate, istDayStart } from "@/lib/money/settlement";
import { moveOrderAsRider } from "@/lib/orders/service";
import type {
  DeliveredAnswer,
  PickedUpAnswer,
  PositionAnswer,
  RiderDelivery,
  RiderEarnings,
  RiderMe,
  RiderProfile,
  RiderToday,
} from "@/lib/riders/contract";
import { closeDelivery, payOf } from "@/lib/riders/close";
import { judgePosition } from "@/lib/riders/geo";
import type { DeliverOrderInput, RiderPositionInput, RiderSignupInput } from "@/lib/riders/schemas";

// The delivery partner's side of the delivery leg (issue 32 parts 3, 5, 6 and 7; docs/riders.md "Delivery
// partners"): signing up, going online, positions, picking up and delivering an order it was given, and its pay.
// Offers and their answers are dispatch's (lib/dispatch); this service starts where a Delivery row names the rider.

/** Five wrong codes at the door and the rider must call the restaurant; the order is flagged. */
const CODE_TRIES = 5;

const TX = { maxWait: 10_000, timeout: 20_000 };

const IN_HAND = ["assigned", "picked_up"] as const;

// ------------------------------------------------------------------------------------------------ sign-up

/** POST /api/signup/rider: the account (userType rider) and its Rider profile, together or not at all. */
export async function signupRider(input: RiderSignupInput): Promise<{ id: string }> {
  const passwordHash = await hashPassword(input.password);
  try {
    return await db().$transaction(async (tx) => {
      const user = await tx.user.create({
        data: { username: input.username, email: input.email, userType: "rider", passwordHash },
        select: { id: true, username: true, email: true },
      });
      await tx.rider.create({
        data: {
          userId: user.id,
          phone: input.phone,
          vehicle: input.vehicle,
          vehicleNumber: input.vehicleNumber ?? null,
          licenceNumber: input.licenceNumber ?? null,
          city: input.city,
        },
      });
      await queueWelcome(tx, user);
      return { id: user.id };
    }, BUSY_PATH_TX);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, DUPLICATE_EMAIL);
    throw error;
  }
}

// ------------------------------------------------------------------------------------------------ reading

const profileSelect = {
  userId: true,
  phone: true,
  vehicle: true,
  vehicleNumber: true,
  city: true,
  online: true,
  lat: true,
  lng: true,
  positionAt: true,
  user: { select: { username: true } },
} as const satisfies Prisma.RiderSelect;

type ProfileRow = Prisma.RiderGetPayload<{ select: typeof profileSelect }>;

function toProfile(row: ProfileRow): RiderProfile {
  return {
    _id: row.userId,
    username: row.user.username,
    firstName: riderFirstName(row.user.username),
    phone: row.phone,
    vehicle: row.vehicle,
    vehicleNumber: row.vehicleNumber,
    city: row.city,
    online: row.online,
    position:
      row.lat !== null && row.lng !== null && row.positionAt
        ? { lat: row.lat, lng: row.lng, at: row.positionAt.toISOString() }
        : null,
  };
}

/** The acting rider's profile row; a rider account without one (made by hand) is told so (404). */
async function profileOf(rider: SessionUser): Promise<ProfileRow> {
  const row = await db().rider.findUnique({ where: { userId: rider.id }, select: profileSelect });
  if (!row) throw notFound("Delivery partner profile");
  return row;
}

const deliverySelect = {
  orderId: true,
  state: true,
  codeTries: true,
  flaggedAt: true,
  distanceMeters: true,
  payPaise: true,
  order: {
    select: {
      customerName: true,
      deliveryAddress: true,
      deliveryLocality: true,
      deliveryCity: true,
      deliveryPincode: true,
      deliveryPhone: true,
      dropLat: true,
      dropLng: true,
      totalPaise: true,
      tipPaise: true,
      paymentMethod: true,
      paymentStatus: true,
      items: { select: { quantity: true } },
    },
  },
  restaurant: {
    select: { name: true, address: true, lat: true, lng: true, owner: { select: { phone: true } } },
  },
} as const satisfies Prisma.DeliverySelect;

type DeliveryRow = Prisma.DeliveryGetPayload<{ select: typeof deliverySelect }>;

function toRiderDelivery(row: DeliveryRow): RiderDelivery {
  const order = row.order;
  const cashDue = order.paymentMethod === "cod" && order.paymentStatus === "cod_due";
  const phone = row.restaurant.owner.phone;
  return {
    _id: row.orderId,
    state: row.state === "picked_up" ? "picked_up" : "assigned",
    restaurant: {
      name: row.restaurant.name,
      address: row.restaurant.address,
      ...(phone && { phone }),
      lat: row.restaurant.lat,
      lng: row.restaurant.lng,
    },
    drop: {
      name: riderFirstName(order.customerName),
      address: order.deliveryAddress,
      locality: order.deliveryLocality,
      city: order.deliveryCity,
      pincode: order.deliveryPincode,
      phone: order.deliveryPhone,
      lat: order.dropLat,
      lng: order.dropLng,
    },
    items: order.items.reduce((sum, line) => sum + line.quantity, 0),
    totalPaise: order.totalPaise,
    cashToCollectPaise: cashDue ? order.totalPaise : 0,
    payPaise: payOf(row),
    tipPaise: order.tipPaise,
    codeTriesLeft: Math.max(0, CODE_TRIES - row.codeTries),
    flagged: row.flaggedAt !== null,
  };
}

async function deliveryInHand(riderId: string): Promise<RiderDelivery | null> {
  const row = await db().delivery.findFirst({
    where: { riderId, state: { in: [...IN_HAND] } },
    select: deliverySelect,
  });
  return row ? toRiderDelivery(row) : null;
}

/** Cash the rider took at the door and has not handed over yet (all days). */
async function cashHeld(riderId: string): Promise<number> {
  const held = await db().delivery.aggregate({
    where: { riderId, cashSettledAt: null, cashCollectedPaise: { gt: 0 } },
    _sum: { cashCollectedPaise: true },
  });
  return held._sum.cashCollectedPaise ?? 0;
}

type DayDelivery = Awaited<ReturnType<typeof deliveredOn>>[number];

/** The rider's deliveries delivered on the IST day `date`, oldest first. */
async function deliveredOn(riderId: string, date: string) {
  return db().delivery.findMany({
    where: {
      riderId,
      state: "delivered",
      deliveredAt: { gte: istDayStart(date), lt: istDayStart(addDays(date, 1)) },
    },
    select: {
      orderId: true,
      deliveredAt: true,
      distanceMeters: true,
      payPaise: true,
      cashCollectedPaise: true,
      cashSettledAt: true,
      order: { select: { tipPaise: true } },
      restaurant: { select: { name: true } },
    },
    orderBy: [{ deliveredAt: "asc" }, { id: "asc" }],
  });
}

function totalsOf(rows: DayDelivery[]): Omit<RiderToday, "cashHeldPaise"> {
  return {
    deliveries: rows.length,
    payPaise: rows.reduce((sum, row) => sum + (row.payPaise ?? 0), 0),
    tipsPaise: rows.reduce((sum, row) => sum + row.order.tipPaise, 0),
  };
}

/** GET /api/rider/me: the profile, the delivery in hand (null when free), and today's figures (IST). */
export async function getRiderMe(rider: SessionUser, now: Date = new Date()): Promise<RiderMe> {
  const profile = await profileOf(rider);
  const [delivery, today, held] = await Promise.all([
    deliveryInHand(rider.id),
    deliveredOn(rider.id, istDate(now)),
    cashHeld(rider.id),
  ]);
  return { rider: toProfile(profile), delivery, today: { ...totalsOf(today), cashHeldPaise: held } };
}

/**
 * GET /api/rider/earnings: the deliveries of an IST day (today by default) with their pay, tips and the cash taken,
 * and the day's totals; the day's cash still held (not yet handed over) is `cashHeldPaise`.
 */
export async function getRiderEarnings(rider: SessionUser, date?: string, now = new Date()): Promise<RiderEarnings> {
  await profileOf(rider);
  const day = date ?? istDate(now);
  const rows = await deliveredOn(rider.id, day);
  return {
    date: day,
    deliveries: rows.map((row) => ({
      _id: row.orderId,
      restaurant: row.restaurant.name,
      deliveredAt: (row.deliveredAt ?? now).toISOString(),
      distanceMeters: row.distanceMeters,
      payPaise: row.payPaise ?? 0,
      tipPaise: row.order.tipPaise,
      cashCollectedPaise: row.cashCollectedPaise,
    })),
    totals: {
      ...totalsOf(rows),
      cashHeldPaise: rows.reduce((sum, row) => sum + (row.cashSettledAt ? 0 : row.cashCollectedPaise), 0),
    },
  };
}

// ------------------------------------------------------------------------------------------------ online

const FINISH_BEFORE_OFFLINE = "Finish your delivery before going offline";

/**
 * POST /api/rider/online: online (offered deliveries from now) or offline. Going offline with a delivery in hand is
 * refused (409): one conditional UPDATE decides, so a delivery assigned at the same moment is never left riderless.
 */
export async function setRiderOnline(rider: SessionUser, online: boolean, now = new Date()): Promise<RiderProfile> {
  await profileOf(rider);
  if (online) {
    await db().rider.updateMany({
      where: { userId: rider.id, online: false },
      data: { online: true, onlineSince: now },
    });
  } else {
    const { count } = await db().rider.updateMany({
      where: { userId: rider.id, deliveries: { none: { state: { in: [...IN_HAND] } } } },
      data: { online: false, onlineSince: null },
    });
    if (count === 0) {
      const busy = await db().delivery.count({ where: { riderId: rider.id, state: { in: [...IN_HAND] } } });
      if (busy > 0) throw new AppError(409, FINISH_BEFORE_OFFLINE);
    }
  }
  return toProfile(await profileOf(rider));
}

// ------------------------------------------------------------------------------------------------ positions

const REASON_TEXT = {
  offline: "You are offline",
  outside_india: "That position is outside India",
  jump: "That position is too far from the last one",
  too_frequent: "At most one position a second",
} as const;

/**
 * POST /api/rider/position: a position checked against the last accepted one (lib/riders/geo.ts judgePosition) with
 * the rider's row locked, so two at once are judged one after the other. Accepted: the rider's place and, while a
 * delivery is in hand, a RiderPosition of that order (what the customer's map reads). Ignored: only counted.
 */
export async function recordRiderPosition(
  rider: SessionUser,
  input: RiderPositionInput,
  now: Date = new Date(),
): Promise<PositionAnswer> {
  return db().$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<
      Array<{ online: boolean; lat: number | null; lng: number | null; positionAt: Date | null }>
    >`SELECT "online", "lat", "lng", "positionAt" FROM "Rider" WHERE "userId" = ${rider.id} FOR UPDATE`;
    if (!row) throw notFound("Delivery partner profile");
    const last =
      row.lat !== null && row.lng !== null && row.positionAt
        ? { lat: row.lat, lng: row.lng, at: row.positionAt }
        : null;
    const verdict = judgePosition(row.online, last, { lat: input.lat, lng: input.lng, at: now });
    if (!verdict.accepted) {
      await tx.rider.update({ where: { userId: rider.id }, data: { ignoredPositions: { increment: 1 } } });
      return { accepted: false, reason: REASON_TEXT[verdict.reason] };
    }
    await tx.rider.update({
      where: { userId: rider.id },
      data: { lat: input.lat, lng: input.lng, positionAt: now },
    });
    const inHand = await tx.delivery.findFirst({
      where: { riderId: rider.id, state: { in: [...IN_HAND] } },
      select: { orderId: true },
    });
    if (inHand) {
      await tx.riderPosition.create({
        data: { riderId: rider.id, orderId: inHand.orderId, lat: input.lat, lng: input.lng, at: now },
      });
    }
    return { accepted: true };
  }, TX);
}

// ------------------------------------------------------------------------------------------------ the order

/** The rider's delivery of `orderId`: unknown 404, another rider's 403. */
async function ownDelivery(rider: SessionUser, orderId: string) {
  const row = await db().delivery.findUnique({
    where: { orderId },
    select: {
      id: true,
      riderId: true,
      state: true,
      flaggedAt: true,
      code: true,
      restaurantId: true,
      order: { select: { paymentStatus: true, paymentMethod: true, kitchenStatus: true, totalPaise: true } },
    },
  });
  if (!row || row.order.paymentStatus === "awaiting_payment" || row.order.paymentStatus === "failed") {
    throw notFound("Order");
  }
  if (row.riderId !== rider.id) throw forbidden("This delivery is another rider's");
  return row;
}

/** Why a step of a delivery cannot be taken from where it stands (409). */
function stateConflict(state: string, step: "pick up" | "deliver"): AppError {
  if (state === "delivered") return new AppError(409, "This order was delivered already");
  if (state === "cancelled") return new AppError(409, "This delivery was cancelled");
  if (state === "picked_up" && step === "pick up") return new AppError(409, "You picked up this order already");
  if (state === "assigned" && step === "deliver") return new AppError(409, "Mark the order picked up first");
  return new AppError(409, "This delivery is no longer yours");
}

/**
 * POST /api/pickedUp: the rider's assigned delivery is picked up and its order goes `out for delivery`, exactly as
 * the owner's dropdown would move it (outForDeliveryAt, the event, the customer's message and live update), in one
 * transaction. Only after the kitchen accepted it (409); another rider's 403.
 */
export async function markPickedUp(rider: SessionUser, orderId: string, now = new Date()): Promise<PickedUpAnswer> {
  const row = await ownDelivery(rider, orderId);
  if (row.state !== "assigned") throw stateConflict(row.state, "pick up");
  if (row.order.kitchenStatus === "placed" || row.order.kitchenStatus === "rejected") {
    throw new AppError(409, "The kitchen has not accepted this order yet");
  }
  await moveOrderAsRider(
    rider.id,
    orderId,
    "out for delivery",
    async (tx) => {
      const { count } = await tx.delivery.updateMany({
        where: { id: row.id, riderId: rider.id, state: "assigned" },
        data: { state: "picked_up", pickedUpAt: now },
      });
      if (count === 0) throw new AppError(409, "This delivery changed: reload it");
    },
    now,
  );
  const delivery = await deliveryInHand(rider.id);
  if (!delivery) throw new AppError(409, "This delivery changed: reload it");
  return { message: "Picked up: on your way to the customer", delivery };
}

function sameCode(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * A wrong code at the door: counted with one conditional UPDATE (two at once count twice, never past 5). The fifth
 * flags the delivery (and so the order): 409, call the restaurant. Before it: 422 with the tries left.
 */
async function wrongCode(deliveryId: string, now: Date): Promise<never> {
  const [counted] = await db().$queryRaw<Array<{ codeTries: number }>>`
    UPDATE "Delivery" SET "codeTries" = "codeTries" + 1
    WHERE "id" = ${deliveryId} AND "codeTries" < ${CODE_TRIES} AND "state" = 'picked_up'
    RETURNING "codeTries"`;
  if (!counted || counted.codeTries >= CODE_TRIES) {
    const { count } = await db().delivery.updateMany({
      where: { id: deliveryId, flaggedAt: null, codeTries: { gte: CODE_TRIES } },
      data: { flaggedAt: now },
    });
    if (!counted && count === 0) {
      const still = await db().delivery.count({ where: { id: deliveryId, flaggedAt: { not: null } } });
      if (still === 0) throw new AppError(409, "This delivery changed: reload it");
    }
    throw callTheRestaurant();
  }
  const left = CODE_TRIES - counted.codeTries;
  throw new AppError(422, `That code is not right: ${left} ${left === 1 ? "try" : "tries"} left`);
}

const callTheRestaurant = () =>
  new AppError(409, "Call the restaurant: that code was wrong 5 times and this order is flagged");

/** A photo of the door: an image the rider uploaded (the upload call) and that nothing uses yet. */
async function claimDoorPhoto(tx: Prisma.TransactionClient, riderId: string, photo: string): Promise<string> {
  const image = await tx.uploadedImage.findUnique({ where: { publicId: photo } });
  if (!image || image.ownerId !== riderId || image.attachedAt) {
    throw new AppError(422, "Upload the photo of the door again", { photo: ["Add a photo of the door"] });
  }
  const { count } = await tx.uploadedImage.updateMany({
    where: { publicId: photo, attachedAt: null },
    data: { attachedAt: new Date() },
  });
  if (count !== 1) throw new AppError(409, "That photo is already used");
  return image.url;
}

/**
 * POST /api/deliverOrder: with the customer's 4-digit code (or no-contact, with a photo of the door) the rider's
 * picked-up delivery is delivered and its order `delivered` exactly as the owner's dropdown would (deliveredAt, the
 * event, the message, the revenue roll-up), with the rider's pay and its ledger entries in the same transaction. A
 * cash on delivery order is collected here too (`collected`), recorded as the owner's markCodCollected records it,
 * and cash taken is held by the rider (Delivery.cashCollectedPaise, ledger kind rider_cash).
 */
export async function deliverOrder(
  rider: SessionUser,
  input: DeliverOrderInput,
  now: Date = new Date(),
): Promise<DeliveredAnswer> {
  const row = await ownDelivery(rider, input._id);
  if (row.state !== "picked_up") throw stateConflict(row.state, "deliver");
  if (row.flaggedAt) throw callTheRestaurant();
  const cod = row.order.paymentMethod === "cod" && row.order.paymentStatus === "cod_due";
  const noContact = "noContact" in input;
  if (cod && noContact) {
    throw new AppError(422, "A cash on delivery order is handed over in person: ask for the code");
  }
  if (cod && !input.collected) {
    throw new AppError(422, "Say how the customer paid: cash or UPI", { collected: ['collected is "cash" or "upi"'] });
  }
  if (!noContact && !sameCode(input.code, row.code)) await wrongCode(row.id, now);

  let money = { payPaise: 0, tipPaise: 0, cashCollectedPaise: 0 };
  await moveOrderAsRider(
    rider.id,
    input._id,
    "delivered",
    async (tx) => {
      const doorPhotoUrl = noContact ? await claimDoorPhoto(tx, rider.id, input.photo) : null;
      let cashCollectedPaise = 0;
      if (cod && input.collected) {
        if (!(await collectAtTheDoor(tx, input._id, row.restaurantId, input.collected, now))) {
          throw new AppError(409, "This order's payment was already collected");
        }
        if (input.collected === "cash") cashCollectedPaise = row.order.totalPaise;
      }
      const closed = await closeDelivery(tx, input._id, now, {
        riderId: rider.id,
        flagged: false,
        cashCollectedPaise,
        doorPhotoUrl,
        required: true,
      });
      if (closed) money = closed;
    },
    now,
  );
  return { message: "Delivered. Thank you!", _id: input._id, ...money };
}
