// The owner's offer calls (issue 31 part 4): create, list with status and uses, change, deactivate; 403 for another
// restaurant's offer, 404 for an unknown one, 422 for bad input (nothing saved), 409 for a code already active.
import { describe, expect, it } from "vitest";
import { GET as offersRoute } from "@/app/api/(owner)/offers/route";
import { POST as saveOfferRoute } from "@/app/api/(owner)/saveOffer/route";
import { POST as deleteOfferRoute } from "@/app/api/(owner)/deleteOffer/route";
import { db } from "@/lib/db";
import { ownerSession } from "@/tests/support/owner-calls";
import { jsonPost } from "@/tests/support/session";

type Headers = Record<string, string>;

async function save(body: unknown, headers: Headers) {
  const response = await saveOfferRoute(jsonPost("/api/saveOffer", body, headers));
  return { status: response.status, body: await response.json() };
}

async function remove(body: unknown, headers: Headers) {
  const response = await deleteOfferRoute(jsonPost("/api/deleteOffer", body, headers));
  return { status: response.status, body: await response.json() };
}

async function list(headers: Headers) {
  const response = await offersRoute(new Request("http://localhost/api/offers", { headers }));
  return { status: response.status, body: await response.json() };
}

describe("the owner's offers", () => {
  it("creates, lists, changes and deactivates an offer of their own restaurant", async () => {
    const { restaurant, headers } = await ownerSession();
    const created = await save(
      { title: "20% off", percentBps: 2000, maxDiscountPaise: 8000, minOrderPaise: 0, code: " lunch 20 " },
      headers,
    );
    expect(created.status).toBe(200);
    expect(created.body.offer).toMatchObject({
      code: "LUNCH20",
      status: "active",
      usedCount: 0,
      badge: "20% OFF up to ₹80",
    });
    const id = created.body.offer._id as string;
    expect((await db().offer.findUniqueOrThrow({ where: { id } })).restaurantId).toBe(restaurant.id);

    const changed = await save({ _id: id, title: "₹50 off", flatPaise: 5000, minOrderPaise: 19_900 }, headers);
    expect(changed.body.offer).toMatchObject({
      code: null,
      percentBps: null,
      flatPaise: 5000,
      badge: "₹50 OFF above ₹199",
    });

    const listed = await list(headers);
    expect(listed.body.offers.map((o: { _id: string }) => o._id)).toEqual([id]);

    const removed = await remove({ _id: id }, headers);
    expect(removed.body.offer).toMatchObject({ active: false, status: "inactive" });
  });

  it("refuses bad input with 422 naming the field, and saves nothing", async () => {
    const { restaurant, headers } = await ownerSession();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ title: "Too much", percentBps: 10_100 }, "percentBps"],
      [{ title: "Nothing", percentBps: 50 }, "percentBps"],
      [{ title: "Negative", flatPaise: -100 }, "flatPaise"],
      [{ title: "Both", flatPaise: 100, percentBps: 1000 }, "percentBps"],
      [{ title: "Neither" }, "percentBps"],
      [
        { title: "Backwards", flatPaise: 100, validFrom: "2026-12-02T00:00:00Z", validUntil: "2026-12-01T00:00:00Z" },
        "validUntil",
      ],
      [{ title: "Half hours", flatPaise: 100, startMinute: 600 }, "endMinute"],
      [{ title: "Bad code", flatPaise: 100, code: "A!" }, "code"],
      [{ title: "", flatPaise: 100 }, "title"],
    ];
    for (const [body, field] of cases) {
      const answer = await save(body, headers);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    expect(await db().offer.count({ where: { restaurantId: restaurant.id } })).toBe(0);
  });

  it("403 for another restaurant's offer, 404 for an unknown one, 409 for a code active already", async () => {
    const mine = await ownerSession();
    const theirs = await ownerSession();
    const offer = await db().offer.create({
      data: {
        restaurantId: theirs.restaurant.id,
        title: "Theirs",
        flatPaise: 1000,
        code: `THEIRS${Date.now() % 100000}`,
      },
    });
    expect((await remove({ _id: offer.id }, mine.headers)).status).toBe(403);
    expect((await save({ _id: offer.id, title: "Mine now", flatPaise: 10 }, mine.headers)).status).toBe(403);
    expect((await remove({ _id: "cnosuchoffer0000000000000" }, mine.headers)).status).toBe(404);
    const clash = await save({ title: "Same code", flatPaise: 100, code: offer.code }, mine.headers);
    expect(clash.status).toBe(409);
    expect((await db().offer.findUniqueOrThrow({ where: { id: offer.id } })).title).toBe("Theirs");
  });
});
