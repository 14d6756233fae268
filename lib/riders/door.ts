import "server-only";
import { timingSafeEqual } from "node:crypto";
import type { SessionUser } from "@/lib/auth/session-user";
import { collectAtTheDoor } from "@/lib/checkout/cod-service";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, forbidden, notFound } from "@/lib/http/errors";
import { moveOrderAsRider } from "@/lib/orders/service";
import type { DeliveredAnswer, PickedUpAnswer } from "@/lib/riders/contract";
import { closeDelivery } from "@/lib/riders/close";
import type { DeliverOrderInput } from "@/lib/riders/schemas";
import { CODE_TRIES, deliveryInHand } from "@/lib/riders/service";

// At the door (issue 32 part 5, docs/riders.md "Delivery partners"): the rider picks up the order it was given
// ("out for delivery"), then delivers it with the customer's 4-digit code (5 tries, then flagged) or a photo of
// the door (no-contact), collecting cash on delivery; the delivery is closed with the rider's pay.

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
