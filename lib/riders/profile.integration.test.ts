// A delivery partner corrects their own details while under review (PATCH /api/rider/profile): a rejected one fixes
// what the review asked for and goes back to the queue; a pending one corrects before the decision; an approved or
// suspended one is refused (409) and nothing changes; bad input is a 422 that changes nothing.
import { describe, expect, it } from "vitest";
import { PATCH as profileRoute } from "@/app/api/(riders)/rider/profile/route";
import { db } from "@/lib/db";
import { DETAILS_LOCKED } from "@/lib/riders/profile";
import { randomIp } from "@/tests/support/accounts";
import { createUser } from "@/tests/support/factories";
import { riderSession } from "@/tests/support/rider-calls";
import { bearerHeaders } from "@/tests/support/session";

async function patch(body: unknown, headers: Record<string, string>) {
  const response = await profileRoute(
    new Request("http://localhost/api/rider/profile", {
      method: "PATCH",
      headers: { "content-type": "application/json", origin: "http://localhost", ...headers },
      body: JSON.stringify(body),
    }),
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** A rider in `status`, without a licence number (what the review asks for), with a rejection's reason when rejected. */
async function riderUnderReview(status: "pending" | "rejected" | "approved" | "suspended") {
  const rider = await riderSession();
  await db().rider.update({
    where: { userId: rider.user.id },
    data: {
      reviewStatus: status,
      licenceNumber: null,
      reviewNote: status === "rejected" || status === "suspended" ? "Add your driving licence number" : null,
      reviewedAt: status === "pending" ? null : new Date(),
    },
  });
  return rider;
}

const rowOf = (userId: string) => db().rider.findUniqueOrThrow({ where: { userId } });

describe("a delivery partner under review corrects their details", () => {
  it("a rejected rider adds the licence number: saved, back to pending with nothing missing, the reason kept for the reviewer", async () => {
    const rider = await riderUnderReview("rejected");
    const answer = await patch({ licenceNumber: "  KA0120260001234 " }, rider.headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      review: { kind: "rider", status: "pending", note: null, reviewedAt: expect.any(String), missing: [] },
      details: {
        phone: "+919876543210",
        vehicle: "scooter",
        vehicleNumber: "KA01AB1234",
        licenceNumber: "KA0120260001234",
        city: "Bengaluru",
      },
    });
    const row = await rowOf(rider.user.id);
    expect(row).toMatchObject({
      reviewStatus: "pending",
      licenceNumber: "KA0120260001234",
      reviewNote: "Add your driving licence number",
    });
  });

  it("a pending rider changes vehicle and phone; an empty vehicle number clears it and a motor vehicle then misses it", async () => {
    const rider = await riderUnderReview("pending");
    const answer = await patch(
      { phone: "98450 12345", vehicle: "motorcycle", vehicleNumber: "", licenceNumber: "KA01" },
      rider.headers,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.details).toEqual({
      phone: "+919845012345",
      vehicle: "motorcycle",
      vehicleNumber: null,
      licenceNumber: "KA01",
      city: "Bengaluru",
    });
    expect((answer.body.review as { missing: string[] }).missing).toEqual(["Add your vehicle's registration number"]);
    // A bicycle needs no registration number.
    const bicycle = await patch({ vehicle: "bicycle" }, rider.headers);
    expect((bicycle.body.review as { missing: string[] }).missing).toEqual([]);
    expect(await rowOf(rider.user.id)).toMatchObject({ vehicle: "bicycle", reviewStatus: "pending" });
  });

  for (const status of ["approved", "suspended"] as const) {
    it(`a ${status} rider is refused (409) and nothing changes`, async () => {
      const rider = await riderUnderReview(status);
      const before = await rowOf(rider.user.id);
      const answer = await patch({ licenceNumber: "KA0120260001234", phone: "9845012345" }, rider.headers);
      expect(answer).toEqual({ status: 409, body: { message: DETAILS_LOCKED } });
      expect(await rowOf(rider.user.id)).toEqual(before);
    });
  }

  it("bad input is a 422 naming the field, and changes nothing", async () => {
    const rider = await riderUnderReview("rejected");
    const before = await rowOf(rider.user.id);
    const cases: Array<[unknown, string]> = [
      [{}, "Nothing to change"],
      [{ city: "Pune" }, "Nothing to change"],
      [{ phone: "12345" }, "phone"],
      [{ vehicle: "truck" }, "vehicle"],
      [{ vehicleNumber: "X".repeat(21) }, "vehicleNumber"],
      [{ licenceNumber: 42 }, "licenceNumber"],
    ];
    for (const [body, named] of cases) {
      const answer = await patch(body, rider.headers);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(named);
    }
    expect(await rowOf(rider.user.id)).toEqual(before);
  });

  it("only riders: a customer is refused (403), a visitor asked to log in (401)", async () => {
    const customer = await createUser("customer");
    const asCustomer = await patch(
      { licenceNumber: "KA01" },
      { ...(await bearerHeaders(customer)), "x-forwarded-for": randomIp() },
    );
    expect(asCustomer.status).toBe(403);
    const asVisitor = await patch({ licenceNumber: "KA01" }, { "x-forwarded-for": randomIp() });
    expect(asVisitor.status).toBe(401);
  });
});
