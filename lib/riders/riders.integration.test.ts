// Delivery partners (issue 32 parts 3 and 6): signing up and logging in through the spec's own calls, the profile,
// going online and offline (never with a delivery in hand), and the positions the console sends: accepted ones move
// the rider and, with a delivery in hand, are stored for the customer's map; the rest are ignored and counted.
import { describe, expect, it } from "vitest";
import { POST as loginRoute } from "@/app/api/(accounts)/login/[usertype]/route";
import { db } from "@/lib/db";
import { recordRiderPosition } from "@/lib/riders/service";
import { randomIp, uniqueEmail } from "@/tests/support/accounts";
import { jsonPost } from "@/tests/support/session";
import {
  DOOR,
  giveDelivery,
  KITCHEN,
  platformKitchen,
  riderMe,
  riderOrder,
  riderPost,
  riderSession,
} from "@/tests/support/rider-calls";

const signupBody = (email: string, extra: object = {}) => ({
  username: "Ravi Kumar",
  email,
  password: "rider-password-1",
  phone: "+91 98765 43210",
  vehicle: "motorcycle",
  vehicleNumber: "KA05MN4321",
  licenceNumber: "KA0520240001234",
  city: "Bengaluru",
  ...extra,
});

const visitor = () => ({ "x-forwarded-for": randomIp() });

describe("a delivery partner signs up and logs in", () => {
  it("creates the account (userType rider) and its profile, and logs in at /api/login/rider", async () => {
    const email = uniqueEmail("rider");
    const created = await riderPost("signup", signupBody(email), visitor());
    expect(created).toEqual({ status: 200, body: { message: "Rider account created. Please log in." } });
    const user = await db().user.findFirstOrThrow({ where: { email, userType: "rider" }, include: { rider: true } });
    expect(user.rider).toMatchObject({
      phone: "+919876543210",
      vehicle: "motorcycle",
      vehicleNumber: "KA05MN4321",
      licenceNumber: "KA0520240001234",
      city: "Bengaluru",
      online: false,
    });

    const login = await loginRoute(jsonPost("/api/login/rider", { email, password: "rider-password-1" }, visitor()), {
      params: Promise.resolve({ usertype: "rider" }),
    });
    const body = (await login.json()) as { user: { usertype: string; accessToken: string } };
    expect(login.status, JSON.stringify(body)).toBe(200);
    expect(body.user.usertype).toBe("rider");
    const me = await riderMe({ authorization: `Bearer ${body.user.accessToken}` });
    expect(me.status, JSON.stringify(me.body)).toBe(200);
    expect(me.body.rider).toMatchObject({ firstName: "Ravi", vehicle: "motorcycle", online: false, position: null });
  });

  it("refuses a second account with the same email (409) and a bad phone (422), creating nothing", async () => {
    const email = uniqueEmail("rider");
    expect((await riderPost("signup", signupBody(email), visitor())).status).toBe(200);
    const again = await riderPost("signup", signupBody(email, { username: "Someone Else" }), visitor());
    expect(again.status).toBe(409);

    const otherEmail = uniqueEmail("rider");
    for (const phone of ["12345", "5876543210", "+1 415 555 0100", ""]) {
      const bad = await riderPost("signup", signupBody(otherEmail, { phone }), visitor());
      expect(bad.status, phone).toBe(422);
      expect(bad.body.errors.phone).toEqual(["Enter a 10-digit Indian mobile number"]);
    }
    const badVehicle = await riderPost("signup", signupBody(otherEmail, { vehicle: "truck" }), visitor());
    expect(badVehicle.status).toBe(422);
    expect(await db().user.count({ where: { email: otherEmail } })).toBe(0);
  });

  it("keeps the sign-in door's rules: no Origin, 403", async () => {
    const response = await riderPost("signup", signupBody(uniqueEmail("rider")), { origin: "https://evil.example" });
    expect(response.status).toBe(403);
  });
});

describe("online and offline", () => {
  it("goes online and offline, and refuses offline with a delivery in hand (409)", async () => {
    const rider = await riderSession();
    const online = await riderPost("online", { online: true }, rider.headers);
    expect(online.status).toBe(200);
    expect(online.body.rider).toMatchObject({ _id: rider.user.id, online: true });
    expect((await db().rider.findUniqueOrThrow({ where: { userId: rider.user.id } })).onlineSince).not.toBeNull();

    const kitchen = await platformKitchen();
    const order = await riderOrder(kitchen);
    const delivery = await giveDelivery(order, rider.user.id);
    const refused = await riderPost("online", { online: false }, rider.headers);
    expect(refused).toEqual({ status: 409, body: { message: "Finish your delivery before going offline" } });
    expect((await db().rider.findUniqueOrThrow({ where: { userId: rider.user.id } })).online).toBe(true);

    await db().delivery.update({ where: { id: delivery.id }, data: { state: "delivered", deliveredAt: new Date() } });
    const offline = await riderPost("online", { online: false }, rider.headers);
    expect(offline.status).toBe(200);
    expect(offline.body.rider.online).toBe(false);
  });

  it("answers 422 to a body that is not {online: boolean}", async () => {
    const rider = await riderSession();
    expect((await riderPost("online", { online: "yes" }, rider.headers)).status).toBe(422);
  });
});

describe("GET /api/rider/me", () => {
  it("shows the delivery in hand with the full drop address, pay, cash and tries left", async () => {
    const rider = await riderSession({ online: true, at: KITCHEN });
    const kitchen = await platformKitchen();
    const order = await riderOrder(kitchen, { cod: true, tipPaise: 3000 });
    await giveDelivery(order, rider.user.id, { distanceMeters: 3400 });
    const me = await riderMe(rider.headers);
    expect(me.status).toBe(200);
    expect(me.body.rider).toMatchObject({ online: true, position: { lat: KITCHEN.lat, lng: KITCHEN.lng } });
    expect(me.body.delivery).toEqual({
      _id: order.id,
      state: "assigned",
      restaurant: { name: kitchen.restaurant.name, address: "1 Test Road", lat: KITCHEN.lat, lng: KITCHEN.lng },
      drop: {
        name: "Asha",
        address: "12, 4th Cross, HAL 2nd Stage",
        locality: "Indiranagar",
        city: "Bengaluru",
        pincode: "560038",
        phone: "+919812345678",
        lat: DOOR.lat,
        lng: DOOR.lng,
      },
      items: 2,
      totalPaise: order.totalPaise,
      cashToCollectPaise: order.totalPaise,
      // 2500 base + 800 per km on 3.4 km
      payPaise: 2500 + 2720,
      tipPaise: 3000,
      codeTriesLeft: 5,
      flagged: false,
    });
    expect(me.body.today).toEqual({ deliveries: 0, payPaise: 0, tipsPaise: 0, cashHeldPaise: 0 });
  });

  it("has no delivery for a free rider", async () => {
    const rider = await riderSession();
    const me = await riderMe(rider.headers);
    expect(me.body.delivery).toBeNull();
  });
});

describe("positions", () => {
  it("accepts a position in India, moves the rider, and stores it with the order while a delivery is in hand", async () => {
    const rider = await riderSession({ online: true });
    const free = await riderPost("position", { lat: KITCHEN.lat, lng: KITCHEN.lng, accuracy: 12 }, rider.headers);
    expect(free).toEqual({ status: 200, body: { accepted: true } });
    const moved = await db().rider.findUniqueOrThrow({ where: { userId: rider.user.id } });
    expect(moved).toMatchObject({ lat: KITCHEN.lat, lng: KITCHEN.lng, ignoredPositions: 0 });
    expect(moved.positionAt).not.toBeNull();
    // No delivery in hand: the rider's place only, no track.
    expect(await db().riderPosition.count({ where: { riderId: rider.user.id } })).toBe(0);

    const kitchen = await platformKitchen();
    const order = await riderOrder(kitchen);
    await giveDelivery(order, rider.user.id, { state: "picked_up" });
    const at = new Date(Date.now() + 5_000);
    expect(await recordRiderPosition(rider.session, { lat: 12.95, lng: 77.63 }, at)).toEqual({ accepted: true });
    const track = await db().riderPosition.findMany({ where: { riderId: rider.user.id } });
    expect(track).toHaveLength(1);
    expect(track[0]).toMatchObject({ orderId: order.id, lat: 12.95, lng: 77.63 });
  });

  it("ignores and counts a position outside India, a jump, more than one a second, and any while offline", async () => {
    const rider = await riderSession({ online: true });
    const kitchen = await platformKitchen();
    const order = await riderOrder(kitchen);
    await giveDelivery(order, rider.user.id, { state: "picked_up" });
    const t0 = new Date(Date.now() + 60_000);
    const at = (ms: number) => new Date(t0.getTime() + ms);
    expect(await recordRiderPosition(rider.session, KITCHEN, t0)).toEqual({ accepted: true });

    // London; then Chennai (about 290 km away) 10 s later; then 200 ms later; each ignored with its reason.
    expect(await recordRiderPosition(rider.session, { lat: 51.5, lng: -0.12 }, at(5_000))).toEqual({
      accepted: false,
      reason: "That position is outside India",
    });
    expect(await recordRiderPosition(rider.session, { lat: 13.08, lng: 80.27 }, at(10_000))).toEqual({
      accepted: false,
      reason: "That position is too far from the last one",
    });
    expect(await recordRiderPosition(rider.session, { lat: 12.9353, lng: 77.6246 }, at(200))).toEqual({
      accepted: false,
      reason: "At most one position a second",
    });
    // A real move of ~400 m in 30 s is taken.
    expect(await recordRiderPosition(rider.session, { lat: 12.9388, lng: 77.6245 }, at(30_000))).toEqual({
      accepted: true,
    });

    await db().rider.update({ where: { userId: rider.user.id }, data: { online: false } });
    expect(await recordRiderPosition(rider.session, { lat: 12.94, lng: 77.625 }, at(60_000))).toEqual({
      accepted: false,
      reason: "You are offline",
    });

    const row = await db().rider.findUniqueOrThrow({ where: { userId: rider.user.id } });
    expect(row.ignoredPositions).toBe(4);
    expect(row).toMatchObject({ lat: 12.9388, lng: 77.6245 });
    // Only the accepted ones are on the customer's map.
    const track = await db().riderPosition.findMany({ where: { orderId: order.id }, orderBy: { at: "asc" } });
    expect(track.map((p) => [p.lat, p.lng])).toEqual([
      [KITCHEN.lat, KITCHEN.lng],
      [12.9388, 77.6245],
    ]);
  });

  it("answers 422 to a malformed body and changes nothing", async () => {
    const rider = await riderSession({ online: true });
    for (const body of [
      { lat: "12.9", lng: 77.6 },
      { lat: 95, lng: 77.6 },
      { lng: 77.6 },
      { lat: 12.9, lng: 77.6, accuracy: -1 },
    ]) {
      expect((await riderPost("position", body, rider.headers)).status, JSON.stringify(body)).toBe(422);
    }
    expect(await db().rider.findUniqueOrThrow({ where: { userId: rider.user.id } })).toMatchObject({
      lat: null,
      ignoredPositions: 0,
    });
  });
});
