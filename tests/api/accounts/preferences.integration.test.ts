import { describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/(accounts)/preferences/route";
import { db } from "@/lib/db";
import type { PreferencesAnswer } from "@/lib/messages/preference-contract";
import { wants } from "@/lib/messages/preferences";
import { createRestaurant, createUser } from "@/tests/support/factories";
import { bearerHeaders, cookieHeaders } from "@/tests/support/session";

// GET and PUT /api/preferences: each user's own switches, per topic and channel, for their account type.

type Answer = { status: number; body: PreferencesAnswer & { message?: string; errors?: Record<string, string[]> } };

async function read(response: Response): Promise<Answer> {
  return { status: response.status, body: (await response.json()) as Answer["body"] };
}

const get = async (headers: Record<string, string>) =>
  read(await GET(new Request("http://localhost/api/preferences", { headers })));

const put = async (headers: Record<string, string>, body: unknown) =>
  read(
    await PUT(
      new Request("http://localhost/api/preferences", {
        method: "PUT",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(body),
      }),
    ),
  );

/** "topic/channel" -> enabled, for short comparisons. */
const switches = (answer: PreferencesAnswer) =>
  Object.fromEntries(answer.topics.flatMap((t) => t.channels.map((c) => [`${t.topic}/${c.channel}`, c.enabled])));

async function customer() {
  const user = await createUser("customer");
  return { user, headers: await cookieHeaders(user) };
}

async function owner() {
  const restaurant = await createRestaurant();
  const user = await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } });
  return { user, headers: await cookieHeaders(user, restaurant.id) };
}

const storedRows = (userId: string) =>
  db().messagePreference.findMany({ where: { userId }, select: { topic: true, channel: true, enabled: true } });

describe("GET /api/preferences", () => {
  it("gives a customer their topics with the defaults, and the receipts and security notices always sent", async () => {
    const { headers } = await customer();
    const { status, body } = await get(headers);
    expect(status).toBe(200);
    expect(body.topics.map((t) => t.topic)).toEqual(["order_updates", "offers"]);
    expect(body.topics[0]).toEqual({
      topic: "order_updates",
      label: "Order updates",
      description: expect.any(String),
      channels: [
        { channel: "email", enabled: false, default: false },
        { channel: "push", enabled: true, default: true },
        { channel: "sms", enabled: false, default: false },
      ],
    });
    // Offers are not offered by text message.
    expect(body.topics[1]!.channels.map((c) => c.channel)).toEqual(["email", "push"]);
    expect(body.alwaysSent).toEqual([
      "Receipt when you place an order",
      "Refund issued",
      "Thali support's answers to your help requests",
      "Email address verification",
      "Password reset",
      "Email address change (to the new and the old address)",
      "One-time login and phone codes",
    ]);
  });

  it("gives a restaurant partner the new-orders topic and the security notices only", async () => {
    const { headers } = await owner();
    const { status, body } = await get(headers);
    expect(status).toBe(200);
    expect(switches(body)).toEqual({ "new_orders/email": false, "new_orders/push": true });
    expect(body.alwaysSent).toEqual([
      "Email address verification",
      "Password reset",
      "Email address change (to the new and the old address)",
    ]);
  });

  it("answers 401 to a visitor and is never stored by a cache", async () => {
    const response = await GET(new Request("http://localhost/api/preferences"));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Please log in to continue" });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("PUT /api/preferences", () => {
  it("turns a customer's order updates on by email and off again, answering the preferences as stored", async () => {
    const { user, headers } = await customer();
    expect(await wants(db(), user.id, "order_updates", "email")).toBe(false);

    const on = await put(headers, { topic: "order_updates", channel: "email", enabled: true });
    expect(on.status).toBe(200);
    expect(switches(on.body)).toMatchObject({ "order_updates/email": true, "order_updates/push": true });
    expect(on.body.topics[0]!.channels[0]).toEqual({ channel: "email", enabled: true, default: false });
    expect(await storedRows(user.id)).toEqual([{ topic: "order_updates", channel: "email", enabled: true }]);
    // The senders read the same row.
    expect(await wants(db(), user.id, "order_updates", "email")).toBe(true);
    expect(switches((await get(headers)).body)["order_updates/email"]).toBe(true);

    const off = await put(headers, { topic: "order_updates", channel: "email", enabled: false });
    expect(off.status).toBe(200);
    expect(switches(off.body)["order_updates/email"]).toBe(false);
    expect(await storedRows(user.id)).toEqual([{ topic: "order_updates", channel: "email", enabled: false }]);
    expect(await wants(db(), user.id, "order_updates", "email")).toBe(false);
  });

  it("keeps a choice that turns a default off, and touches only the caller's rows", async () => {
    const { user, headers } = await customer();
    const other = await customer();
    const answer = await put(headers, { topic: "order_updates", channel: "push", enabled: false });
    expect(switches(answer.body)["order_updates/push"]).toBe(false);
    expect(answer.body.topics[0]!.channels[1]).toEqual({ channel: "push", enabled: false, default: true });
    expect(await wants(db(), user.id, "order_updates", "push")).toBe(false);
    expect(switches((await get(other.headers)).body)["order_updates/push"]).toBe(true);
    expect(await storedRows(other.user.id)).toEqual([]);
  });

  it("lets an owner turn new-order push off, through a Bearer token too", async () => {
    const { user } = await owner();
    const restaurant = await db().restaurant.findFirstOrThrow({ where: { ownerId: user.id } });
    const headers = await bearerHeaders(user, restaurant.id);
    const answer = await put(headers, { topic: "new_orders", channel: "push", enabled: false });
    expect(answer.status).toBe(200);
    expect(switches(answer.body)).toEqual({ "new_orders/email": false, "new_orders/push": false });
    expect(await wants(db(), user.id, "new_orders", "push")).toBe(false);
  });

  it("refuses another account type's topic, an unknown topic or a channel the topic lacks (400), writing nothing", async () => {
    const { user, headers } = await customer();
    const ownerCall = await owner();

    const notTheirs = await put(headers, { topic: "new_orders", channel: "push", enabled: false });
    expect(notTheirs).toEqual({
      status: 400,
      body: { message: '"new_orders" is not a message topic of a customer account' },
    });
    const ownersTry = await put(ownerCall.headers, { topic: "order_updates", channel: "email", enabled: true });
    expect(ownersTry).toEqual({
      status: 400,
      body: { message: '"order_updates" is not a message topic of a restaurant partner account' },
    });
    const unknown = await put(headers, { topic: "receipts", channel: "email", enabled: false });
    expect(unknown).toEqual({
      status: 400,
      body: { message: '"receipts" is not a message topic of a customer account' },
    });
    const noSms = await put(headers, { topic: "offers", channel: "sms", enabled: true });
    expect(noSms).toEqual({
      status: 400,
      body: { message: "Offers and news are not sent by sms; choose email or push" },
    });
    const ownerSms = await put(ownerCall.headers, { topic: "new_orders", channel: "sms", enabled: true });
    expect(ownerSms.status).toBe(400);

    expect(await storedRows(user.id)).toEqual([]);
    expect(await storedRows(ownerCall.user.id)).toEqual([]);
  });

  it("refuses malformed bodies with field errors (422), writing nothing", async () => {
    const { user, headers } = await customer();
    const fax = await put(headers, { topic: "order_updates", channel: "fax", enabled: true });
    expect(fax.status).toBe(422);
    expect(fax.body.errors).toEqual({ channel: ["channel must be one of email, push, sms"] });
    const noEnabled = await put(headers, { topic: "order_updates", channel: "email" });
    expect(noEnabled.status).toBe(422);
    expect(noEnabled.body.errors).toEqual({ enabled: ["enabled must be true or false"] });
    const stringly = await put(headers, { topic: "order_updates", channel: "email", enabled: "true" });
    expect(stringly.status).toBe(422);
    const extra = await put(headers, { topic: "order_updates", channel: "email", enabled: true, userId: "x" });
    expect(extra.status).toBe(422);
    expect(await storedRows(user.id)).toEqual([]);
  });

  it("answers 401 to a visitor", async () => {
    const answer = await put({}, { topic: "order_updates", channel: "email", enabled: true });
    expect(answer).toEqual({ status: 401, body: { message: "Please log in to continue" } });
  });
});
