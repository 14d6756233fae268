// The restaurant's hand in dispatch on a real PostgreSQL (issue 32 part 4): the owner lists the free riders
// nearby and assigns one, or delivers the order itself; the status dropdown and a cancel end the delivery. Jobs
// go to a queue schema of this file's own, so no other file's drain runs them.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { assignRider, availableRiders, deliverItself } from "@/lib/dispatch/hand";
import { acceptDelivery, riderOffer } from "@/lib/dispatch/offers";
import { expireOffer, searchForRider } from "@/lib/dispatch/service";
import { acceptOrder } from "@/lib/kitchen/service";
import { cancelOrderAsOwner, updateOrderStatusAsOwner } from "@/lib/orders/service";
import {
  acceptedPlatformOrder,
  createBusyDelivery,
  createDropOrder,
  createPlatformRestaurant,
  createRider,
  north,
  offersOf,
  openOffer,
  refusal,
  somewhere,
} from "@/tests/support/dispatch-scene";
import { createOpenRestaurant, createPaidOrder, createUser, uniqueSuffix } from "@/tests/support/factories";
import { ownJobQueue } from "@/tests/support/own-job-queue";
import { ownerSessionOf } from "@/tests/support/session";

ownJobQueue("jobs_dispatch_hand");

const SECOND = 1000;
const at = (from: Date, ms: number) => new Date(from.getTime() + ms);

describe("the restaurant's hand", () => {
  it("lists online free riders nearest first, assigns one by hand closing the open offer", async () => {
    const place = somewhere();
    const offered = await createRider(north(place, 1), { name: "Arjun" });
    const chosen = await createRider(north(place, 4), { name: "Meena Kumari", vehicle: "bicycle" });
    const busy = await createRider(north(place, 2));
    const offline = await createRider(north(place, 3), { online: false });
    await createRider(north(place, 9));
    const { delivery, order, ownerSession, restaurant } = await acceptedPlatformOrder(place);
    await createBusyDelivery(restaurant.id, busy.user.id);
    await searchForRider(delivery.id, new Date());

    const { riders } = await availableRiders(ownerSession, order.id);
    expect(riders.map((r) => r._id)).toEqual([offered.user.id, chosen.user.id]);
    expect(riders[1]).toMatchObject({ firstName: "Meena", vehicle: "bicycle" });
    expect(riders[1]!.distanceMeters).toBeGreaterThan(5580);
    expect(riders[1]!.distanceMeters).toBeLessThan(5620);

    expect((await refusal(assignRider(ownerSession, order.id, offline.user.id))).status).toBe(409);
    expect(await refusal(assignRider(ownerSession, order.id, busy.user.id))).toEqual({
      status: 409,
      message: "This rider is busy with another delivery",
    });
    expect((await refusal(assignRider(ownerSession, order.id, "nosuchrider"))).status).toBe(404);

    const apiOrder = await assignRider(ownerSession, order.id, chosen.user.id);
    expect(apiOrder.delivery).toMatchObject({ state: "assigned", rider: { firstName: "Meena", vehicle: "bicycle" } });
    expect(await db().delivery.findUniqueOrThrow({ where: { id: delivery.id } })).toMatchObject({
      riderId: chosen.user.id,
      assignedByHand: true,
    });
    expect(await openOffer(delivery.id)).toBeNull();
    // The offered rider's accept now: taken.
    const offer = (await offersOf(delivery.id))[0]!;
    expect(await refusal(acceptDelivery(offered.session, offer.id))).toEqual({
      status: 409,
      message: "This offer has been taken",
    });
    // Not twice, and not deliver-itself once a rider has it.
    expect((await refusal(assignRider(ownerSession, order.id, offered.user.id))).status).toBe(409);
    expect(await refusal(deliverItself(ownerSession, order.id))).toEqual({
      status: 409,
      message: "A rider is already assigned to this order",
    });
  });

  it("a restaurant without a pin lists the online free riders of its city, distance unknown", async () => {
    const city = `Town${uniqueSuffix()}`;
    const scene = await createPlatformRestaurant(null);
    await db().restaurant.update({ where: { id: scene.restaurant.id }, data: { city } });
    const rider = await createRider(somewhere(), { city });
    await createRider(somewhere(), { city, online: false });
    const { order } = await createDropOrder(scene.restaurant.id, null);
    await acceptOrder(scene.ownerSession, order.id, 20);
    expect(await availableRiders(scene.ownerSession, order.id)).toEqual({
      riders: [{ _id: rider.user.id, firstName: "Ravi", vehicle: "scooter", distanceMeters: null }],
    });
  });

  it("deliver itself: self_delivery, open offer closed, no more offers; the status dropdown then moves it", async () => {
    const place = somewhere();
    const rider = await createRider(north(place, 1));
    const { delivery, order, ownerSession } = await acceptedPlatformOrder(place);
    await searchForRider(delivery.id, new Date());
    const offer = (await openOffer(delivery.id))!;
    const apiOrder = await deliverItself(ownerSession, order.id);
    expect(apiOrder.delivery?.state).toBe("self_delivery");
    expect(await openOffer(delivery.id)).toBeNull();
    expect(await refusal(acceptDelivery(rider.session, offer.id))).toEqual({
      status: 409,
      message: "This offer has been taken",
    });
    expect(await searchForRider(delivery.id, at(new Date(), 60 * SECOND))).toBe("closed");
    expect(await expireOffer(offer.id, offer.expiresAt)).toBe("answered");
    expect((await refusal(deliverItself(ownerSession, order.id))).status).toBe(409);
  });

  it("the owner's dropdown moving a searching order out for delivery takes the delivery: self_delivery, no offer left", async () => {
    const place = somewhere();
    const rider = await createRider(north(place, 1));
    const { delivery, order, ownerSession } = await acceptedPlatformOrder(place);
    await searchForRider(delivery.id, new Date());
    const offer = (await openOffer(delivery.id))!;
    const moved = await updateOrderStatusAsOwner(ownerSession, order.id, "out for delivery");
    expect(moved.deliveryStatus).toBe("out for delivery");
    expect(moved.delivery?.state).toBe("self_delivery");
    expect(await openOffer(delivery.id)).toBeNull();
    expect((await riderOffer(rider.session)).offer).toBeNull();
    expect((await refusal(acceptDelivery(rider.session, offer.id))).status).toBe(409);
    expect(await searchForRider(delivery.id, at(new Date(), 60 * SECOND))).toBe("closed");
  });

  it("another restaurant's order: 403; an unknown one: 404; a self-delivering order: 409", async () => {
    const place = somewhere();
    const rider = await createRider(north(place, 1));
    const { order } = await acceptedPlatformOrder(place);
    const other = await createPlatformRestaurant(somewhere());
    expect((await refusal(availableRiders(other.ownerSession, order.id))).status).toBe(403);
    expect((await refusal(assignRider(other.ownerSession, order.id, rider.user.id))).status).toBe(403);
    expect((await refusal(deliverItself(other.ownerSession, order.id))).status).toBe(403);
    expect((await refusal(deliverItself(other.ownerSession, "nosuchorder"))).status).toBe(404);
    // A rider account acting as an owner (the wrapper refuses it first; the service too).
    expect((await refusal(availableRiders(rider.session, order.id))).status).toBe(403);
    const self = await createOpenRestaurant();
    const customer = await createUser("customer");
    const selfOrder = await createPaidOrder(customer.id, self.id);
    expect(await refusal(deliverItself(await ownerSessionOf(self), selfOrder.id))).toEqual({
      status: 409,
      message: "Your restaurant delivers this order itself",
    });
  });

  it("the owner's cancel ends the delivery: cancelled, open offer closed, the rider freed", async () => {
    const place = somewhere();
    const rider = await createRider(north(place, 1));
    const { delivery, order, ownerSession } = await acceptedPlatformOrder(place);
    await searchForRider(delivery.id, new Date());
    expect(await openOffer(delivery.id)).not.toBeNull();
    await cancelOrderAsOwner(ownerSession, order.id, "No rider came");
    expect((await db().delivery.findUniqueOrThrow({ where: { id: delivery.id } })).state).toBe("cancelled");
    expect(await openOffer(delivery.id)).toBeNull();
    expect((await riderOffer(rider.session)).offer).toBeNull();

    // An assigned one too: its rider is free for the next delivery.
    const second = await acceptedPlatformOrder(place);
    await assignRider(second.ownerSession, second.order.id, rider.user.id);
    await cancelOrderAsOwner(second.ownerSession, second.order.id);
    expect((await db().delivery.findUniqueOrThrow({ where: { id: second.delivery.id } })).state).toBe("cancelled");
    expect(
      await db().delivery.count({ where: { riderId: rider.user.id, state: { in: ["assigned", "picked_up"] } } }),
    ).toBe(0);
  });
});
