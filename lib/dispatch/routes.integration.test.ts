// The dispatch calls through their route handlers (issue 32 part 4), as a rider's and an owner's clients call
// them: the role each call takes (a rider account on an owner's call 403, an owner on a rider's call 403),
// another rider's offer 403, bad input 422 with nothing changed, and the answers' shapes.
import { describe, expect, it } from "vitest";
import { POST as acceptDeliveryRoute } from "@/app/api/(dispatch)/acceptDelivery/route";
import { GET as availableRidersRoute } from "@/app/api/(dispatch)/availableRiders/route";
import { POST as assignRiderRoute } from "@/app/api/(dispatch)/assignRider/route";
import { POST as deliverItselfRoute } from "@/app/api/(dispatch)/deliverItself/route";
import { POST as passDeliveryRoute } from "@/app/api/(dispatch)/passDelivery/route";
import { GET as riderOfferRoute } from "@/app/api/(dispatch)/rider/offer/route";
import { db } from "@/lib/db";
import { searchForRider } from "@/lib/dispatch/service";
import {
  createDropOrder,
  createPlatformRestaurant,
  createRider,
  north,
  somewhere,
} from "@/tests/support/dispatch-scene";
import { acceptOrder } from "@/lib/kitchen/service";
import { ownJobQueue } from "@/tests/support/own-job-queue";
import { createUser } from "@/tests/support/factories";
import type { Answer } from "@/tests/support/order-calls";
import { bearerHeaders, jsonPost } from "@/tests/support/session";

ownJobQueue("jobs_droutes");

type Headers = Record<string, string>;

async function answer(response: Response): Promise<Answer> {
  return { status: response.status, body: await response.json() };
}
const post = async (route: (r: Request) => Promise<Response>, path: string, body: unknown, headers: Headers) =>
  answer(await route(jsonPost(path, body, headers)));
const get = async (route: (r: Request) => Promise<Response>, path: string, headers: Headers) =>
  answer(await route(new Request(`http://localhost${path}`, { headers })));

/** A platform order with an open offer to a rider 1 km away; a second rider 2 km away; sessions for all. */
async function offeredScene() {
  const place = somewhere();
  const rider = await createRider(north(place, 1), { name: "Salma" });
  const next = await createRider(north(place, 2));
  const scene = await createPlatformRestaurant(place);
  const { order, customer } = await createDropOrder(scene.restaurant.id, north(place, 2));
  await acceptOrder(scene.ownerSession, order.id, 20);
  const delivery = await db().delivery.findUniqueOrThrow({ where: { orderId: order.id } });
  await searchForRider(delivery.id);
  const offer = await db().deliveryOffer.findFirstOrThrow({ where: { deliveryId: delivery.id, answer: null } });
  return {
    order,
    delivery,
    offer,
    rider: { ...rider, headers: await bearerHeaders(rider.user) },
    next: { ...next, headers: await bearerHeaders(next.user) },
    owner: await bearerHeaders(scene.owner, scene.restaurant.id),
    customer: await bearerHeaders(customer),
  };
}

describe("the riders' calls", () => {
  it("GET /api/rider/offer and POST /api/acceptDelivery: the offer's rider only; owners and customers 403", async () => {
    const s = await offeredScene();
    const seen = await get(riderOfferRoute, "/api/rider/offer", s.rider.headers);
    expect(seen.status).toBe(200);
    expect(seen.body.offer).toMatchObject({ _id: s.offer.id, dropArea: "Banjara Hills, Hyderabad" });
    expect((await get(riderOfferRoute, "/api/rider/offer", s.next.headers)).body).toEqual({ offer: null });
    for (const headers of [s.owner, s.customer]) {
      expect((await get(riderOfferRoute, "/api/rider/offer", headers)).status).toBe(403);
      expect((await post(acceptDeliveryRoute, "/api/acceptDelivery", { _id: s.offer.id }, headers)).status).toBe(403);
    }
    expect((await get(riderOfferRoute, "/api/rider/offer", {})).status).toBe(401);

    // Another rider's offer: 403, nothing changes.
    const stolen = await post(acceptDeliveryRoute, "/api/acceptDelivery", { _id: s.offer.id }, s.next.headers);
    expect(stolen).toEqual({ status: 403, body: { message: "This offer is not yours" } });
    expect((await post(passDeliveryRoute, "/api/passDelivery", { _id: s.offer.id }, s.next.headers)).status).toBe(403);
    expect((await post(acceptDeliveryRoute, "/api/acceptDelivery", { _id: "" }, s.rider.headers)).status).toBe(422);
    expect((await db().delivery.findUniqueOrThrow({ where: { id: s.delivery.id } })).state).toBe("searching");

    const taken = await post(acceptDeliveryRoute, "/api/acceptDelivery", { _id: s.offer.id }, s.rider.headers);
    expect(taken).toEqual({
      status: 200,
      body: {
        message: "The delivery is yours: head to the restaurant",
        delivery: { _id: s.delivery.id, orderId: s.order.id, state: "assigned" },
      },
    });
    const again = await post(acceptDeliveryRoute, "/api/acceptDelivery", { _id: s.offer.id }, s.rider.headers);
    expect(again).toEqual({ status: 409, body: { message: "This offer has been taken" } });
  });

  it("POST /api/passDelivery: the next rider's offer at once", async () => {
    const s = await offeredScene();
    const passed = await post(passDeliveryRoute, "/api/passDelivery", { _id: s.offer.id }, s.rider.headers);
    expect(passed.status).toBe(200);
    expect(passed.body.delivery.state).toBe("searching");
    const seen = await get(riderOfferRoute, "/api/rider/offer", s.next.headers);
    expect(seen.body.offer.restaurant.name).toBeTruthy();
    expect((await get(riderOfferRoute, "/api/rider/offer", s.rider.headers)).body).toEqual({ offer: null });
  });
});

describe("the restaurant's calls", () => {
  it("a rider account on an owner's call: 403; the owner lists, assigns; another owner 403", async () => {
    const s = await offeredScene();
    const path = `/api/availableRiders?_id=${s.order.id}`;
    expect((await get(availableRidersRoute, path, s.rider.headers)).status).toBe(403);
    const assignBody = { _id: s.order.id, riderId: s.next.user.id };
    expect((await post(assignRiderRoute, "/api/assignRider", assignBody, s.rider.headers)).status).toBe(403);
    expect((await post(deliverItselfRoute, "/api/deliverItself", { _id: s.order.id }, s.rider.headers)).status).toBe(
      403,
    );
    const stranger = await createPlatformRestaurant(somewhere());
    const otherOwner = await bearerHeaders(stranger.owner, stranger.restaurant.id);
    expect((await get(availableRidersRoute, path, otherOwner)).status).toBe(403);

    const listed = await get(availableRidersRoute, path, s.owner);
    expect(listed.status).toBe(200);
    expect(listed.body.riders.map((r: { _id: string }) => r._id)).toEqual([s.rider.user.id, s.next.user.id]);
    expect(listed.body.riders[0]).toMatchObject({ firstName: "Salma", vehicle: "scooter" });

    const assigned = await post(assignRiderRoute, "/api/assignRider", assignBody, s.owner);
    expect(assigned.status).toBe(200);
    expect(assigned.body.message).toBe("The rider is on the way to your restaurant");
    expect(assigned.body.order.delivery).toMatchObject({ state: "assigned", rider: { firstName: "Ravi" } });
    // The offered rider's accept after the restaurant's hand: taken.
    const late = await post(acceptDeliveryRoute, "/api/acceptDelivery", { _id: s.offer.id }, s.rider.headers);
    expect(late).toEqual({ status: 409, body: { message: "This offer has been taken" } });
  });

  it("POST /api/deliverItself: the owner takes it back; a customer 403", async () => {
    const s = await offeredScene();
    const customer = await bearerHeaders(await createUser("customer"));
    expect((await post(deliverItselfRoute, "/api/deliverItself", { _id: s.order.id }, customer)).status).toBe(403);
    const done = await post(deliverItselfRoute, "/api/deliverItself", { _id: s.order.id }, s.owner);
    expect(done.status).toBe(200);
    expect(done.body.order.delivery.state).toBe("self_delivery");
    const twice = await post(deliverItselfRoute, "/api/deliverItself", { _id: s.order.id }, s.owner);
    expect(twice).toEqual({ status: 409, body: { message: "Your restaurant delivers this order itself" } });
  });
});
