import "server-only";
import type { SessionUser } from "@/lib/auth/session-user";
import { db } from "@/lib/db";
import type { OfferAnswerBody, RiderOfferAnswer } from "@/lib/dispatch/contract";
import {
  deliveryEvent,
  isUniqueViolation,
  lockDelivery,
  TX_OPTIONS,
  type LockedDelivery,
} from "@/lib/dispatch/delivery-lock";
import { offerNext } from "@/lib/dispatch/service";
import { env } from "@/lib/env";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { publishOrderEvents } from "@/lib/live/bus";
import type { Wake } from "@/lib/live/types";

// The rider's side of dispatch (docs/riders.md "Dispatch"): the open offer, and its accept or pass. Each answer runs
// in one transaction with the delivery locked, as every step of lib/dispatch/service.ts does.

/** A rider's own offer, read before its delivery is locked: 404 unknown, 403 another rider's. */
async function ridersOffer(rider: SessionUser, offerId: string) {
  const offer = await db().deliveryOffer.findUnique({
    where: { id: offerId },
    select: { riderId: true, deliveryId: true },
  });
  if (!offer) throw notFound("Offer");
  if (offer.riderId !== rider.id) throw forbidden("This offer is not yours");
  return offer;
}

/** Why an open offer cannot be answered now: taken by another (or the restaurant), or past its time. */
async function openOfferOrRefuse(
  tx: Prisma.TransactionClient,
  offerId: string,
  delivery: LockedDelivery,
  now: Date,
): Promise<void> {
  const offer = await tx.deliveryOffer.findUniqueOrThrow({
    where: { id: offerId },
    select: { answer: true, expiresAt: true },
  });
  if (delivery.state !== "searching" || offer.answer === "accepted")
    throw new AppError(409, "This offer has been taken");
  if (offer.answer !== null || offer.expiresAt <= now) throw new AppError(409, "This offer has expired");
}

/**
 * Answers the rider's own open offer, in one transaction with the delivery locked: refused with 409 when another
 * rider or the restaurant got there first or its 30 s are over; else the answer is written, `then` does what the
 * answer brings, and both screens are told. The delivery answered.
 */
async function answerOffer(
  rider: SessionUser,
  offerId: string,
  answer: "accepted" | "passed",
  now: Date,
  then: (tx: Prisma.TransactionClient, locked: LockedDelivery, wakes: Wake[]) => Promise<void>,
): Promise<LockedDelivery> {
  const offer = await ridersOffer(rider, offerId);
  const wakes: Wake[] = [];
  const delivery = await db().$transaction(async (tx) => {
    const locked = await lockDelivery(tx, { id: offer.deliveryId });
    if (!locked) throw notFound("Offer");
    await openOfferOrRefuse(tx, offerId, locked, now);
    await tx.deliveryOffer.update({ where: { id: offerId }, data: { answer, answeredAt: now } });
    await then(tx, locked, wakes);
    wakes.push(await deliveryEvent(tx, locked.orderId));
    return locked;
  }, TX_OPTIONS);
  await publishOrderEvents(wakes);
  return delivery;
}

/**
 * POST /api/acceptDelivery: the offer's rider takes the delivery: the offer is accepted and the delivery assigned
 * to the rider. Refused with 409 like every answer (above), and when the rider already has a delivery in hand.
 */
export async function acceptDelivery(rider: SessionUser, offerId: string, now = new Date()): Promise<OfferAnswerBody> {
  const delivery = await answerOffer(rider, offerId, "accepted", now, async (tx, locked) => {
    // A rider suspended while the offer was open (issue 33) cannot take it.
    const review = await tx.rider.findUnique({ where: { userId: rider.id }, select: { reviewStatus: true } });
    if (review?.reviewStatus !== "approved") throw new AppError(409, "Your account is not approved for deliveries");
    try {
      await tx.delivery.update({
        where: { id: locked.id },
        data: { state: "assigned", riderId: rider.id, assignedAt: now, assignedByHand: false },
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, "You already have a delivery in hand");
      throw error;
    }
  });
  return {
    message: "The delivery is yours: head to the restaurant",
    delivery: { _id: delivery.id, orderId: delivery.orderId, state: "assigned" },
  };
}

/** POST /api/passDelivery: the offer's rider lets it pass; the next rider is offered at once. */
export async function passDelivery(rider: SessionUser, offerId: string, now = new Date()): Promise<OfferAnswerBody> {
  const delivery = await answerOffer(rider, offerId, "passed", now, async (tx, locked, wakes) => {
    await offerNext(tx, locked, now, wakes);
  });
  return {
    message: "You let this delivery pass",
    delivery: { _id: delivery.id, orderId: delivery.orderId, state: "searching" },
  };
}

/** GET /api/rider/offer: the rider's open offer (the oldest, if a race gave two), or null. */
export async function riderOffer(rider: SessionUser, now = new Date()): Promise<RiderOfferAnswer> {
  const offer = await db().deliveryOffer.findFirst({
    where: { riderId: rider.id, answer: null, expiresAt: { gt: now }, delivery: { state: "searching" } },
    orderBy: { offeredAt: "asc" },
    select: {
      id: true,
      expiresAt: true,
      distanceMeters: true,
      delivery: {
        select: {
          distanceMeters: true,
          payPaise: true,
          order: { select: { deliveryLocality: true, deliveryCity: true } },
          restaurant: { select: { name: true, address: true, lat: true, lng: true } },
        },
      },
    },
  });
  if (!offer) return { offer: null };
  const { delivery } = offer;
  return {
    offer: {
      _id: offer.id,
      expiresAt: offer.expiresAt.toISOString(),
      restaurant: delivery.restaurant,
      distanceToRestaurantMeters: offer.distanceMeters,
      dropArea: [delivery.order.deliveryLocality, delivery.order.deliveryCity]
        .map((part) => part?.trim())
        .filter(Boolean)
        .join(", "),
      tripMeters: delivery.distanceMeters,
      payPaise: delivery.payPaise ?? env().RIDER_PAY_BASE_PAISE,
    },
  };
}
