import "server-only";
import { DUPLICATE_EMAIL, isUniqueViolation } from "@/lib/accounts/identity";
import { hashPassword } from "@/lib/accounts/passwords";
import { queueWelcome } from "@/lib/accounts/verification";
import { assertRiderMayGoOnline } from "@/lib/admin/partners-status";
import type { SessionUser } from "@/lib/auth/session-user";
import { BUSY_PATH_TX, db } from "@/lib/db";
import { riderFirstName } from "@/lib/dispatch/api-shape";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, notFound } from "@/lib/http/errors";
import { addDays, istDate, istDayStart } from "@/lib/money/settlement";
import type {
  PositionAnswer,
  RiderDelivery,
  RiderEarnings,
  RiderMe,
  RiderProfile,
  RiderToday,
} from "@/lib/riders/contract";
import { payOf } from "@/lib/riders/close";
import { judgePosition } from "@/lib/riders/geo";
import type { RiderPositionInput, RiderSignupInput } from "@/lib/riders/schemas";

// The delivery partner's side of the delivery leg (issue 32 parts 3, 5, 6 and 7; docs/riders.md "Delivery
// partners"): signing up, what the console reads (the profile, the delivery in hand, the day's pay), going online,
// and positions. Picking up and delivering an order it was given are at the door (lib/riders/door.ts).
// Offers and their answers are dispatch's (lib/dispatch); this service starts where a Delivery row names the rider.

/** Five wrong codes at the door and the rider must call the restaurant; the order is flagged. */
export const CODE_TRIES = 5;

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
          // Not offered deliveries until the platform approves it (issue 33, lib/admin/partners-review.ts).
          reviewStatus: "pending",
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

export async function deliveryInHand(riderId: string): Promise<RiderDelivery | null> {
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
    // Only an approved rider goes online (issue 33): the condition is in the UPDATE, so a suspension at the same
    // moment (which sets the rider offline) cannot be undone by it.
    const { count } = await db().rider.updateMany({
      where: { userId: rider.id, online: false, reviewStatus: "approved" },
      data: { online: true, onlineSince: now },
    });
    if (count === 0) await assertRiderMayGoOnline(rider.id);
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
