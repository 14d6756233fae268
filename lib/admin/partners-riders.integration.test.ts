// The platform's review of delivery partners on a real PostgreSQL (issue 33 item 2): a rider who signs up is pending
// and cannot go online (409 saying why); dispatch neither offers nor gives a delivery to a rider not approved; an
// approval needs every check (422); suspending sets the rider offline in the same transaction; reinstating lets
// them online again. Each decision audited and mailed. Jobs go to a queue schema of this file's own.
import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { assignRider, availableRiders } from "@/lib/dispatch/hand";
import { acceptDelivery } from "@/lib/dispatch/offers";
import { searchForRider } from "@/lib/dispatch/service";
import { AppError } from "@/lib/http/errors";
import { acceptOrder } from "@/lib/kitchen/service";
import { adminSession } from "@/tests/support/admin";
import { uniqueEmail } from "@/tests/support/accounts";
import {
  createDropOrder,
  createPlatformRestaurant,
  createRider,
  north,
  somewhere,
} from "@/tests/support/dispatch-scene";
import { ownJobQueue } from "@/tests/support/own-job-queue";
import { auditOf, ownReviewCall, partnerCall, reviewCall, reviewMails } from "@/tests/support/partner-calls";
import { pendingRider } from "@/tests/support/partners";
import { riderPost } from "@/tests/support/rider-calls";
import { bearerHeaders } from "@/tests/support/session";

ownJobQueue("jobs_partner_riders");

async function status(promise: Promise<unknown>): Promise<{ status: number; message: string } | "ok"> {
  try {
    await promise;
    return "ok";
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
}

/** A rider who signed up through POST /api/signup/rider, logged in as an API client. */
async function signedUpRider(extra: Record<string, string> = {}) {
  const email = uniqueEmail("review-rider");
  const signup = await riderPost(
    "signup",
    {
      username: "Kiran Kumar",
      email,
      password: "rider-password-1",
      phone: "9876543210",
      vehicle: "motorcycle",
      vehicleNumber: "TS09AB1234",
      licenceNumber: "TS0920190001234",
      city: "Hyderabad",
      ...extra,
    },
    { origin: "http://localhost" },
  );
  expect(signup.status).toBe(200);
  const user = await db().user.findUniqueOrThrow({ where: { email_userType: { email, userType: "rider" } } });
  return { user, email, headers: await bearerHeaders(user) };
}

describe("delivery partner review", () => {
  it("a sign-up starts pending and cannot go online; approved, it can; the rider reads the review", async () => {
    const admin = await adminSession();
    const { user, headers } = await signedUpRider();
    expect((await db().rider.findUniqueOrThrow({ where: { userId: user.id } })).reviewStatus).toBe("pending");

    const refused = await riderPost("online", { online: true }, headers);
    expect(refused).toEqual({
      status: 409,
      body: { message: "Your account is waiting for review: you can go online once it is approved." },
    });
    expect((await db().rider.findUniqueOrThrow({ where: { userId: user.id } })).online).toBe(false);
    expect((await ownReviewCall(headers)).body).toEqual({
      review: { kind: "rider", status: "pending", note: null, reviewedAt: null, missing: [] },
    });

    const approved = await reviewCall({ kind: "rider", id: user.id, decision: "approve" }, admin.headers);
    expect(approved.body).toMatchObject({ message: "Delivery partner approved", status: "approved" });
    expect((await riderPost("online", { online: true }, headers)).status).toBe(200);
    const [mail] = await reviewMails("rider", user.id);
    expect(mail!.data).toMatchObject({ template: "partnerReview", to: user.email, data: { decision: "approve" } });
  });

  it("approve without a licence number: 422 with what is missing; the rider is told too when going online", async () => {
    const admin = await adminSession();
    const { user, headers } = await signedUpRider({ licenceNumber: "" });
    const refused = await reviewCall({ kind: "rider", id: user.id, decision: "approve" }, admin.headers);
    expect(refused).toEqual({
      status: 422,
      body: {
        message: "Not every check passes: Add your driving licence number",
        errors: { checks: ["Add your driving licence number"] },
      },
    });
    expect((await db().rider.findUniqueOrThrow({ where: { userId: user.id } })).reviewStatus).toBe("pending");
    expect(await auditOf("rider", user.id)).toEqual([]);
    const online = await riderPost("online", { online: true }, headers);
    expect(online.body.message).toBe(
      "Your account is waiting for review: you can go online once it is approved. Still missing: Add your driving licence number.",
    );
    const detail = await partnerCall("rider", user.id, admin.headers);
    expect(detail.body).toMatchObject({
      partner: { status: "pending", checksPassed: 4, name: "Kiran Kumar" },
      rider: { vehicle: "motorcycle", vehicleNumber: "TS09AB1234", licenceNumber: null, online: false },
      decisions: ["approve", "reject"],
    });
  });

  it("suspending sets the rider offline at once; the suspended rider cannot go online; reinstated, can", async () => {
    const admin = await adminSession();
    const place = somewhere();
    const rider = await createRider(north(place, 1));
    const headers = await bearerHeaders(rider.user);
    // Reinstating needs every check, as an approval does.
    await db().rider.update({
      where: { userId: rider.user.id },
      data: { licenceNumber: "TS0920190001234", vehicleNumber: "TS09AB1234" },
    });
    const suspended = await reviewCall(
      { kind: "rider", id: rider.user.id, decision: "suspend", reason: "Cash not handed over" },
      admin.headers,
    );
    expect(suspended.body).toMatchObject({ status: "suspended", note: "Cash not handed over" });
    const row = await db().rider.findUniqueOrThrow({ where: { userId: rider.user.id } });
    expect(row).toMatchObject({ reviewStatus: "suspended", online: false, onlineSince: null });
    const [entry] = await auditOf("rider", rider.user.id);
    expect(entry).toMatchObject({
      action: "rider.suspend",
      before: { reviewStatus: "approved", online: true },
      after: { reviewStatus: "suspended", online: false, reviewNote: "Cash not handed over" },
      reason: "Cash not handed over",
    });
    expect(await riderPost("online", { online: true }, headers)).toEqual({
      status: 409,
      body: { message: "Your account is suspended: Cash not handed over. You cannot go online." },
    });
    expect((await ownReviewCall(headers)).body.review).toMatchObject({
      status: "suspended",
      note: "Cash not handed over",
    });

    await reviewCall({ kind: "rider", id: rider.user.id, decision: "reinstate" }, admin.headers);
    expect((await riderPost("online", { online: true }, headers)).status).toBe(200);
    expect((await reviewMails("rider", rider.user.id)).map((m) => m.data.data.decision)).toEqual([
      "suspend",
      "reinstate",
    ]);
  });

  it("dispatch offers and gives deliveries only to approved riders", async () => {
    const place = somewhere();
    const notApproved = await createRider(north(place, 0.5));
    await db().rider.update({ where: { userId: notApproved.user.id }, data: { reviewStatus: "suspended" } });
    const approved = await createRider(north(place, 2));
    const scene = await createPlatformRestaurant(place);
    const { order } = await createDropOrder(scene.restaurant.id, north(place, 2));
    await acceptOrder(scene.ownerSession, order.id, 20, new Date());
    const delivery = await db().delivery.findUniqueOrThrow({ where: { orderId: order.id } });

    await searchForRider(delivery.id, new Date());
    const offers = await db().deliveryOffer.findMany({ where: { deliveryId: delivery.id } });
    expect(offers.map((o) => o.riderId)).toEqual([approved.user.id]);

    const { riders } = await availableRiders(scene.ownerSession, order.id);
    expect(riders.map((r) => r._id)).toEqual([approved.user.id]);
    expect(await status(assignRider(scene.ownerSession, order.id, notApproved.user.id))).toEqual({
      status: 409,
      message: "This rider is not approved for deliveries",
    });

    // The approved rider suspended while the offer is open: the accept is refused.
    await db().rider.update({ where: { userId: approved.user.id }, data: { reviewStatus: "suspended" } });
    expect(await status(acceptDelivery(approved.session, offers[0]!.id))).toEqual({
      status: 409,
      message: "Your account is not approved for deliveries",
    });
    expect((await db().delivery.findUniqueOrThrow({ where: { id: delivery.id } })).state).toBe("searching");
  });

  it("only the allowed moves for riders; a reason for a rejection; an unknown rider 404", async () => {
    const admin = await adminSession();
    const pending = await pendingRider();
    const suspendPending = await reviewCall(
      { kind: "rider", id: pending.id, decision: "suspend", reason: "x" },
      admin.headers,
    );
    expect(suspendPending).toEqual({
      status: 409,
      body: {
        message: "This delivery partner is pending and cannot be suspended: it can only be approved or rejected",
      },
    });
    const rejectNoReason = await reviewCall({ kind: "rider", id: pending.id, decision: "reject" }, admin.headers);
    expect(rejectNoReason.body.errors).toEqual({ reason: ["Say why: the delivery partner reads the reason"] });
    const unknown = await reviewCall(
      { kind: "rider", id: "cnosuchrider0000000000000", decision: "approve" },
      admin.headers,
    );
    expect(unknown).toEqual({ status: 404, body: { message: "Delivery partner not found" } });
    expect(await auditOf("rider", pending.id)).toEqual([]);
  });
});
