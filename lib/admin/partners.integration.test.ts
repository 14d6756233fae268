// The platform's review of restaurants on a real PostgreSQL (issue 33 item 2): a restaurant that signs up is pending,
// not listed, not found and not orderable; an approval needs every check (422 with what is missing, nothing
// changed); approving lists it, suspending hides it and refuses checkout while orders in flight go on; a rejection's
// reason reaches the owner; only the allowed moves (409 otherwise); each decision audited and mailed. Through the
// route handlers, answers checked against their OpenAPI operations.
import { describe, expect, it } from "vitest";
import { POST as restaurantSignup } from "@/app/api/(accounts)/restaurantSignup/route";
import { GET as getRestaurantRoute } from "@/app/api/(catalog)/getRestauarntById/route";
import { GET as getMenuRoute } from "@/app/api/(catalog)/getMenuByRestaurantId/route";
import { db } from "@/lib/db";
import { getFavourites } from "@/lib/favourites/service";
import { acceptOrder } from "@/lib/kitchen/service";
import { listRestaurants } from "@/lib/restaurants/service";
import { searchCatalog } from "@/lib/search/service";
import { adminSession } from "@/tests/support/admin";
import { randomIp, uniqueEmail } from "@/tests/support/accounts";
import { createMenuItem, createPaidOrder, createUser, uniqueSuffix } from "@/tests/support/factories";
import { checkoutBody, customerSession, post } from "@/tests/support/order-calls";
import {
  auditOf,
  listPartnersCall,
  ownReviewCall,
  partnerCall,
  reviewCall,
  reviewMails,
} from "@/tests/support/partner-calls";
import { PASSING_RESTAURANT, pendingRestaurant } from "@/tests/support/partners";
import { bearerHeaders, jsonPost, sessionUserOf } from "@/tests/support/session";

/** A restaurant signed up through POST /api/restaurantSignup (with an image uploaded from the same address). */
async function signedUpRestaurant() {
  const ip = randomIp();
  const publicId = `local/RestaurantImages/${uniqueSuffix()}.png`;
  await db().uploadedImage.create({
    data: { publicId, url: `/uploads/${publicId.slice(6)}`, folder: "RestaurantImages", uploaderIp: ip },
  });
  const email = uniqueEmail("review-owner");
  const name = `Review Kitchen ${uniqueSuffix()}`;
  const res = await restaurantSignup(
    jsonPost(
      "/api/restaurantSignup",
      {
        user: { username: "Ravi", email, password: "owner-password-1", usertype: "restaurant" },
        name,
        image: { imageUrl: "/x.png", public_id: publicId },
        location: { address: `12 Temple Street, door ${uniqueSuffix()}`, city: "Hyderabad", state: "Telangana" },
        cuisines: ["South Indian"],
        opentime: { openhour: 0, openminute: 0 },
        closetime: { closehour: 0, closeminute: 0 },
      },
      { "x-forwarded-for": ip },
    ),
  );
  expect(res.status).toBe(200);
  const owner = await db().user.findUniqueOrThrow({
    where: { email_userType: { email, userType: "restaurant" } },
    include: { restaurant: true },
  });
  const restaurant = owner.restaurant!;
  const dish = await createMenuItem(restaurant.id, { pricePaise: 25_000 });
  const ownerHeaders = { ...(await bearerHeaders(owner, restaurant.id)), "x-forwarded-for": randomIp() };
  return { owner, restaurant, dish, name, ownerHeaders };
}

/** Whether customers find the restaurant: the list, the search, its page, its menu. */
async function visibility(restaurant: { id: string; name: string }) {
  const listed = (await listRestaurants({ q: restaurant.name })).restaurants.some((r) => r.id === restaurant.id);
  const searched = await searchCatalog(restaurant.name, 50);
  const page = await getRestaurantRoute(new Request(`http://localhost/api/getRestauarntById?_id=${restaurant.id}`));
  const menu = await getMenuRoute(new Request(`http://localhost/api/getMenuByRestaurantId?_id=${restaurant.id}`));
  return {
    listed,
    searched: searched.restaurants.some((r) => r.id === restaurant.id),
    page: page.status,
    menu: menu.status,
  };
}

const HIDDEN = { listed: false, searched: false, page: 404, menu: 404 };
const SHOWN = { listed: true, searched: true, page: 200, menu: 200 };

async function checkoutAt(restaurantId: string, dishId: string) {
  const { customer, headers } = await customerSession();
  const answer = await post("createPaymentOrder", checkoutBody(restaurantId, [{ id: dishId }]), headers);
  const written = await db().payment.count({ where: { order: { customerId: customer.id } } });
  const orders = await db().order.count({ where: { customerId: customer.id } });
  return { answer, written: written + orders };
}

describe("restaurant review", () => {
  it("a sign-up starts pending: not listed, found, shown or orderable, and the owner reads what is missing", async () => {
    const { restaurant, dish, ownerHeaders } = await signedUpRestaurant();
    expect(restaurant.reviewStatus).toBe("pending");
    expect(await visibility(restaurant)).toEqual(HIDDEN);
    const { answer, written } = await checkoutAt(restaurant.id, dish.id);
    expect(answer).toEqual({
      status: 409,
      body: { message: `${restaurant.name} is not taking orders on Thali: it is not listed right now` },
    });
    expect(written).toBe(0);

    const own = await ownReviewCall(ownerHeaders);
    expect(own.status).toBe(200);
    expect(own.body.review).toEqual({
      kind: "restaurant",
      status: "pending",
      note: null,
      reviewedAt: null,
      missing: [
        "Add your FSSAI licence number in Settings",
        "Add your GSTIN in Settings",
        "Place your restaurant on the map in Settings",
      ],
    });
  });

  it("the admin's list: pending by default, newest first, with each one's checks; the details and history", async () => {
    const admin = await adminSession();
    const older = await signedUpRestaurant();
    const newer = await signedUpRestaurant();
    const list = await listPartnersCall({ kind: "restaurant" }, admin.headers);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ kind: "restaurant", status: "pending", page: 1, pageSize: 25 });
    const ids = list.body.partners.map((p: { id: string }) => p.id);
    expect(ids.indexOf(newer.restaurant.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(newer.restaurant.id)).toBeLessThan(ids.indexOf(older.restaurant.id));
    const row = list.body.partners.find((p: { id: string }) => p.id === newer.restaurant.id);
    expect(row).toMatchObject({ name: newer.name, city: "Hyderabad", email: newer.owner.email, checksPassed: 1 });
    expect(row.checks.map((c: { key: string; ok: boolean }) => [c.key, c.ok])).toEqual([
      ["fssai", false],
      ["gstin", false],
      ["photo", true],
      ["map", false],
    ]);

    const approved = await listPartnersCall({ kind: "restaurant", status: "approved" }, admin.headers);
    expect(approved.body.partners.map((p: { id: string }) => p.id)).not.toContain(newer.restaurant.id);

    const detail = await partnerCall("restaurant", newer.restaurant.id, admin.headers);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({
      decisions: ["approve", "reject"],
      history: [],
      restaurant: { dishes: 1, owner: { id: newer.owner.id, email: newer.owner.email }, fssaiNumber: null },
    });
    expect((await partnerCall("restaurant", "cnosuchrestaurant00000000", admin.headers)).status).toBe(404);
    expect((await partnerCall("restaurant", "not an id!", admin.headers)).status).toBe(404);
    expect((await listPartnersCall({ kind: "shop" }, admin.headers)).status).toBe(422);
  });

  it("approve with a missing FSSAI number: 422 with what is missing, and nothing changes", async () => {
    const admin = await adminSession();
    const { restaurant } = await signedUpRestaurant();
    await db().restaurant.update({
      where: { id: restaurant.id },
      data: { gstin: PASSING_RESTAURANT.gstin, lat: PASSING_RESTAURANT.lat, lng: PASSING_RESTAURANT.lng },
    });
    const refused = await reviewCall({ kind: "restaurant", id: restaurant.id, decision: "approve" }, admin.headers);
    expect(refused).toEqual({
      status: 422,
      body: {
        message: "Not every check passes: Add your FSSAI licence number in Settings",
        errors: { checks: ["Add your FSSAI licence number in Settings"] },
      },
    });
    const after = await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } });
    expect(after).toMatchObject({ reviewStatus: "pending", reviewedAt: null, reviewNote: null });
    expect(await auditOf("restaurant", restaurant.id)).toEqual([]);
    expect(await reviewMails("restaurant", restaurant.id)).toEqual([]);
  });

  it("approve lists it at once; suspend hides it and refuses checkout, an order in flight goes on; reinstate", async () => {
    const admin = await adminSession();
    const { restaurant, dish, owner, ownerHeaders } = await signedUpRestaurant();
    await db().restaurant.update({ where: { id: restaurant.id }, data: PASSING_RESTAURANT });

    const approved = await reviewCall(
      { kind: "restaurant", id: restaurant.id, decision: "approve", reason: "Licence checked" },
      admin.headers,
    );
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ message: "Restaurant approved", status: "approved", note: null });
    expect(await visibility(restaurant)).toEqual(SHOWN);
    expect((await ownReviewCall(ownerHeaders)).body.review).toMatchObject({ status: "approved", missing: [] });

    // A customer's favourite and an order in flight, before the suspension.
    const customer = await createUser("customer");
    await db().favouriteRestaurant.create({ data: { userId: customer.id, restaurantId: restaurant.id } });
    const inFlight = await createPaidOrder(customer.id, restaurant.id);

    const noReason = await reviewCall({ kind: "restaurant", id: restaurant.id, decision: "suspend" }, admin.headers);
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toEqual(["Say why: the owner reads the reason"]);
    expect((await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } })).reviewStatus).toBe("approved");

    const suspended = await reviewCall(
      { kind: "restaurant", id: restaurant.id, decision: "suspend", reason: "Hygiene complaint under review" },
      admin.headers,
    );
    expect(suspended.body).toMatchObject({ status: "suspended", note: "Hygiene complaint under review" });
    expect(await visibility(restaurant)).toEqual(HIDDEN);
    expect((await getFavourites(sessionUserOf(customer))).restaurants).toEqual([]);
    const { answer, written } = await checkoutAt(restaurant.id, dish.id);
    expect(answer.status).toBe(409);
    expect(written).toBe(0);
    // The order placed before goes on: untouched, and its kitchen still moves it.
    await acceptOrder(sessionUserOf(owner, restaurant.id), inFlight.id, 20, new Date());
    expect(await db().order.findUniqueOrThrow({ where: { id: inFlight.id } })).toMatchObject({
      status: "pending",
      paymentStatus: "paid",
      kitchenStatus: "accepted",
    });
    expect((await ownReviewCall(ownerHeaders)).body.review).toMatchObject({
      status: "suspended",
      note: "Hygiene complaint under review",
    });

    const reinstated = await reviewCall(
      { kind: "restaurant", id: restaurant.id, decision: "reinstate" },
      admin.headers,
    );
    expect(reinstated.body).toMatchObject({ message: "Restaurant reinstated", status: "approved", note: null });
    expect(await visibility(restaurant)).toEqual(SHOWN);

    // Audited: who, what, before and after, the reason; and the owner told by mail each time.
    const audit = await auditOf("restaurant", restaurant.id);
    expect(audit.map((e) => [e.action, e.actorId, e.reason])).toEqual([
      ["restaurant.approve", admin.user.id, "Licence checked"],
      ["restaurant.suspend", admin.user.id, "Hygiene complaint under review"],
      ["restaurant.reinstate", admin.user.id, null],
    ]);
    expect(audit[1]).toMatchObject({
      actorEmail: admin.user.email,
      before: { reviewStatus: "approved", reviewNote: null },
      after: { reviewStatus: "suspended", reviewNote: "Hygiene complaint under review" },
    });
    const mails = await reviewMails("restaurant", restaurant.id);
    expect(mails.map((m) => [m.data.template, m.data.to, m.data.data.decision])).toEqual([
      ["partnerReview", owner.email, "approve"],
      ["partnerReview", owner.email, "suspend"],
      ["partnerReview", owner.email, "reinstate"],
    ]);
    expect(mails[1]!.data.data).toMatchObject({ reason: "Hygiene complaint under review", kind: "restaurant" });
    const detail = await partnerCall("restaurant", restaurant.id, admin.headers);
    expect(detail.body.history.map((h: { action: string }) => h.action)).toEqual([
      "restaurant.reinstate",
      "restaurant.suspend",
      "restaurant.approve",
    ]);
    expect(detail.body.decisions).toEqual(["suspend"]);
  });

  it("reject with a reason the owner reads; approved once fixed", async () => {
    const admin = await adminSession();
    const { restaurant, ownerHeaders } = await signedUpRestaurant();
    expect(
      (await reviewCall({ kind: "restaurant", id: restaurant.id, decision: "reject", reason: " " }, admin.headers))
        .status,
    ).toBe(422);
    const rejected = await reviewCall(
      { kind: "restaurant", id: restaurant.id, decision: "reject", reason: "The FSSAI licence is missing" },
      admin.headers,
    );
    expect(rejected.body).toMatchObject({ status: "rejected", note: "The FSSAI licence is missing" });
    const own = (await ownReviewCall(ownerHeaders)).body.review;
    expect(own).toMatchObject({ status: "rejected", note: "The FSSAI licence is missing" });
    expect(own.missing).toContain("Add your FSSAI licence number in Settings");
    const [mail] = await reviewMails("restaurant", restaurant.id);
    expect(mail!.data.data).toMatchObject({ decision: "reject", reason: "The FSSAI licence is missing" });
    expect(mail!.data.data.missing).toContain("Add your FSSAI licence number in Settings");
    expect(await visibility(restaurant)).toEqual(HIDDEN);

    await db().restaurant.update({ where: { id: restaurant.id }, data: PASSING_RESTAURANT });
    const approved = await reviewCall({ kind: "restaurant", id: restaurant.id, decision: "approve" }, admin.headers);
    expect(approved.body.status).toBe("approved");
    expect(await visibility(restaurant)).toEqual(SHOWN);
  });

  it("only the allowed moves: anything else is 409 and changes nothing", async () => {
    const admin = await adminSession();
    const pending = await pendingRestaurant();
    const approvedOne = await pendingRestaurant({ reviewStatus: "approved" });
    const suspended = await pendingRestaurant({ reviewStatus: "suspended", reviewNote: "Complaints" });
    const rejected = await pendingRestaurant({ reviewStatus: "rejected", reviewNote: "No licence" });
    const cases = [
      [pending, "suspend", "This restaurant is pending and cannot be suspended: it can only be approved or rejected"],
      [
        pending,
        "reinstate",
        "This restaurant is pending and cannot be reinstated: it can only be approved or rejected",
      ],
      [approvedOne, "approve", "This restaurant is approved and cannot be approved: it can only be suspended"],
      [approvedOne, "reject", "This restaurant is approved and cannot be rejected: it can only be suspended"],
      [suspended, "approve", "This restaurant is suspended and cannot be approved: it can only be reinstated"],
      [suspended, "reject", "This restaurant is suspended and cannot be rejected: it can only be reinstated"],
      [rejected, "reject", "This restaurant is rejected and cannot be rejected: it can only be approved"],
      [rejected, "suspend", "This restaurant is rejected and cannot be suspended: it can only be approved"],
    ] as const;
    for (const [restaurant, decision, message] of cases) {
      const answer = await reviewCall(
        { kind: "restaurant", id: restaurant.id, decision, reason: "Because" },
        admin.headers,
      );
      expect(answer, `${restaurant.reviewStatus} ${decision}`).toEqual({ status: 409, body: { message } });
      const after = await db().restaurant.findUniqueOrThrow({ where: { id: restaurant.id } });
      expect(after.reviewStatus).toBe(restaurant.reviewStatus);
      expect(await auditOf("restaurant", restaurant.id)).toEqual([]);
    }
    const unknown = { kind: "restaurant", id: "cnosuchrestaurant00000000", decision: "approve" };
    expect((await reviewCall(unknown, admin.headers)).status).toBe(404);
    const bad = await reviewCall({ kind: "restaurant", id: pending.id, decision: "ban" }, admin.headers);
    expect(bad.status).toBe(422);
  });

  it("customers, owners and riders are refused every admin call (403), and a customer their own review", async () => {
    const target = await pendingRestaurant();
    const customer = await createUser("customer");
    const owner = await db().user.findUniqueOrThrow({ where: { id: target.ownerId } });
    const rider = await db().user.create({
      data: { username: "Ravi", email: uniqueEmail("rider"), userType: "rider", passwordHash: "x" },
    });
    for (const [who, headers] of [
      ["customer", await bearerHeaders(customer)],
      ["owner", await bearerHeaders(owner, target.id)],
      ["rider", await bearerHeaders(rider)],
    ] as const) {
      const forbidden = { status: 403, body: { message: "Only admin accounts can do this" } };
      expect(await listPartnersCall({}, headers), who).toEqual(forbidden);
      expect(await partnerCall("restaurant", target.id, headers), who).toEqual(forbidden);
      expect(await partnerCall("rider", rider.id, headers), who).toEqual(forbidden);
      const review = await reviewCall({ kind: "restaurant", id: target.id, decision: "approve" }, headers);
      expect(review, who).toEqual(forbidden);
    }
    expect((await db().restaurant.findUniqueOrThrow({ where: { id: target.id } })).reviewStatus).toBe("pending");
    expect(await ownReviewCall(await bearerHeaders(customer))).toEqual({
      status: 403,
      body: { message: "Only restaurant owners and delivery partners are reviewed" },
    });
    expect((await ownReviewCall({})).status).toBe(401);
  });
});
