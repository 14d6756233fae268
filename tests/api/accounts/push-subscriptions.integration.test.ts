// GET /api/push/publicKey and POST/DELETE /api/push/subscriptions: what a browser's subscription must look
// like (keys of the right size, an https endpoint on a public host), one row per endpoint that the latest
// subscriber takes over, at most ten devices per user, and each user deleting only their own.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { GET as publicKeyGET } from "@/app/api/(accounts)/push/publicKey/route";
import { DELETE, POST } from "@/app/api/(accounts)/push/subscriptions/route";
import { db } from "@/lib/db";
import { resetEnvForTests } from "@/lib/env";
import { resetVapidKeysForTests, vapidKeys } from "@/lib/messages/vapid";
import { MAX_DEVICES_PER_USER } from "@/lib/push/service";
import { createRestaurant, createUser, uniqueSuffix } from "@/tests/support/factories";
import { startPushReceiver, type PushReceiver } from "@/tests/support/push-receiver";
import { cookieHeaders } from "@/tests/support/session";

type Answer = { status: number; body: { message?: string; errors?: Record<string, string[]>; publicKey?: string } };

let dataDir: string;
let receiver: PushReceiver;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "thali-push-api-"));
  vi.stubEnv("DATA_DIR", dataDir);
  resetEnvForTests();
  resetVapidKeysForTests();
  receiver = await startPushReceiver();
});

afterEach(() => {
  vi.stubEnv("PUSH_ALLOW_LOOPBACK", undefined);
  resetEnvForTests();
});

afterAll(async () => {
  await receiver.close();
  vi.unstubAllEnvs();
  resetEnvForTests();
  resetVapidKeysForTests();
  await rm(dataDir, { recursive: true, force: true });
});

function request(method: string, headers: Record<string, string>, body?: unknown): Request {
  return new Request("http://localhost/api/push/subscriptions", {
    method,
    headers: { "content-type": "application/json", "user-agent": "Vitest Browser/1.0", ...headers },
    body: JSON.stringify(body),
  });
}

const read = async (response: Response): Promise<Answer> => ({
  status: response.status,
  body: (await response.json()) as Answer["body"],
});
const subscribe = async (headers: Record<string, string>, body: unknown) =>
  read(await POST(request("POST", headers, body)));
const unsubscribe = async (headers: Record<string, string>, body: unknown) =>
  read(await DELETE(request("DELETE", headers, body)));

/** A subscription as a browser's push service would hand it out: https on a public host. */
function browserSubscription() {
  const { keys } = receiver.device().subscription;
  return { endpoint: `https://fcm.googleapis.com/fcm/send/${uniqueSuffix()}:${uniqueSuffix()}`, keys };
}

async function customer() {
  const user = await createUser("customer");
  return { user, headers: await cookieHeaders(user) };
}

describe("GET /api/push/publicKey", () => {
  it("answers anyone the VAPID public key browsers subscribe with (65 bytes, base64url)", async () => {
    const answer = await read(await publicKeyGET(new Request("http://localhost/api/push/publicKey")));
    expect(answer.status).toBe(200);
    expect(answer.body.publicKey).toBe(vapidKeys().publicKey);
    expect(Buffer.from(answer.body.publicKey!, "base64url")).toHaveLength(65);
  });
});

describe("POST /api/push/subscriptions", () => {
  it("saves a customer's and an owner's device, with the browser's user agent", async () => {
    const { user, headers } = await customer();
    const sub = browserSubscription();
    expect(await subscribe(headers, sub)).toEqual({
      status: 201,
      body: { message: "This device will get notifications" },
    });
    const row = await db().pushSubscription.findUniqueOrThrow({ where: { endpoint: sub.endpoint } });
    expect(row).toMatchObject({
      userId: user.id,
      p256dh: sub.keys.p256dh,
      auth: sub.keys.auth,
      userAgent: "Vitest Browser/1.0",
    });

    const restaurant = await createRestaurant();
    const owner = await db().user.findUniqueOrThrow({ where: { id: restaurant.ownerId } });
    const ownerSub = browserSubscription();
    expect((await subscribe(await cookieHeaders(owner, restaurant.id), ownerSub)).status).toBe(201);
    expect(await db().pushSubscription.count({ where: { userId: owner.id } })).toBe(1);
  });

  it("refuses malformed keys and endpoints with a 422 naming the field, saving nothing", async () => {
    const { user, headers } = await customer();
    const good = browserSubscription();
    const p256dh = Buffer.from(good.keys.p256dh, "base64url");
    const cases: Array<[string, unknown]> = [
      ["keys.p256dh", { ...good, keys: { ...good.keys, p256dh: p256dh.subarray(0, 64).toString("base64url") } }],
      [
        "keys.p256dh",
        {
          ...good,
          keys: { ...good.keys, p256dh: Buffer.concat([Buffer.from([2]), p256dh.subarray(1)]).toString("base64url") },
        },
      ],
      ["keys.p256dh", { ...good, keys: { ...good.keys, p256dh: "not base64url!" } }],
      ["keys.auth", { ...good, keys: { ...good.keys, auth: Buffer.alloc(15).toString("base64url") } }],
      ["keys.auth", { ...good, keys: { p256dh: good.keys.p256dh } }],
      ["endpoint", { ...good, endpoint: "not a url" }],
      ["endpoint", { ...good, endpoint: "http://push.example.com/send/1" }],
      ["endpoint", { ...good, endpoint: "ftp://push.example.com/send/1" }],
      ["endpoint", { ...good, endpoint: "https://127.0.0.1/push" }],
      ["endpoint", { ...good, endpoint: "https://localhost:8080/push" }],
      ["endpoint", { ...good, endpoint: "https://10.1.2.3/push" }],
      ["endpoint", { ...good, endpoint: "https://169.254.169.254/latest/meta-data" }],
      ["endpoint", { ...good, endpoint: "https://[::1]/push" }],
      ["endpoint", { ...good, endpoint: "https://[::ffff:192.168.0.1]/push" }],
      ["endpoint", { ...good, endpoint: "https://2130706433/push" }],
      ["endpoint", { ...good, endpoint: "https://user:pw@push.example.com/push" }],
      // the tests' own loopback receiver, while the setting is off
      ["endpoint", receiver.device().subscription],
    ];
    for (const [field, body] of cases) {
      const answer = await subscribe(headers, body);
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(body)).toContain(field);
    }
    expect(await db().pushSubscription.count({ where: { userId: user.id } })).toBe(0);
  });

  it("takes a loopback http endpoint only with PUSH_ALLOW_LOOPBACK=true", async () => {
    const { headers } = await customer();
    const { subscription } = receiver.device();
    expect((await subscribe(headers, subscription)).status).toBe(422);
    vi.stubEnv("PUSH_ALLOW_LOOPBACK", "true");
    resetEnvForTests();
    expect((await subscribe(headers, subscription)).status).toBe(201);
    // still never a private address that is not loopback
    expect((await subscribe(headers, { ...subscription, endpoint: "http://192.168.1.5/push" })).status).toBe(422);
  });

  it("updates the same endpoint in place, and hands it to the user who subscribed it last", async () => {
    const first = await customer();
    const second = await customer();
    const sub = browserSubscription();
    expect((await subscribe(first.headers, sub)).status).toBe(201);
    const newKeys = browserSubscription().keys;
    expect((await subscribe(first.headers, { ...sub, keys: newKeys })).status).toBe(200);
    expect(await db().pushSubscription.findMany({ where: { endpoint: sub.endpoint } })).toEqual([
      expect.objectContaining({ userId: first.user.id, p256dh: newKeys.p256dh, auth: newKeys.auth }),
    ]);
    // The same browser, now logged in as someone else.
    expect((await subscribe(second.headers, sub)).status).toBe(200);
    expect(await db().pushSubscription.findMany({ where: { endpoint: sub.endpoint } })).toEqual([
      expect.objectContaining({ userId: second.user.id }),
    ]);
    expect(await db().pushSubscription.count({ where: { userId: first.user.id } })).toBe(0);
  });

  it(`keeps at most ${MAX_DEVICES_PER_USER} devices per user, dropping the one subscribed longest ago`, async () => {
    const { user, headers } = await customer();
    const endpoints: string[] = [];
    for (let i = 0; i < MAX_DEVICES_PER_USER + 1; i += 1) {
      const sub = browserSubscription();
      endpoints.push(sub.endpoint);
      expect((await subscribe(headers, sub)).status).toBe(201);
    }
    const kept = await db().pushSubscription.findMany({ where: { userId: user.id }, select: { endpoint: true } });
    expect(kept.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(1).sort());
  });

  it("asks for a login", async () => {
    const answer = await read(await POST(request("POST", {}, browserSubscription())));
    expect(answer.status).toBe(401);
  });
});

describe("DELETE /api/push/subscriptions", () => {
  it("forgets the caller's own device; another user's endpoint is not found and stays", async () => {
    const owner = await customer();
    const other = await customer();
    const sub = browserSubscription();
    await subscribe(owner.headers, sub);

    expect(await unsubscribe(other.headers, { endpoint: sub.endpoint })).toEqual({
      status: 404,
      body: { message: "Push subscription not found" },
    });
    expect(await db().pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(1);

    expect(await unsubscribe(owner.headers, { endpoint: sub.endpoint })).toEqual({
      status: 200,
      body: { message: "This device will no longer get notifications" },
    });
    expect(await db().pushSubscription.count({ where: { endpoint: sub.endpoint } })).toBe(0);
    expect((await unsubscribe(owner.headers, { endpoint: sub.endpoint })).status).toBe(404);
    expect((await unsubscribe(owner.headers, {})).status).toBe(422);
  });
});
