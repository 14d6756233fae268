// Matrix rows of web push: the public key is public; any logged-in user subscribes their own device;
// a device is forgotten only by the user it belongs to (anyone else: not found, so endpoints are not confirmed).
import { createECDH, randomBytes } from "node:crypto";
import { db } from "@/lib/db";
import type { RouteKey } from "@/tests/authz/routes";
import { everyone, type Row, who } from "@/tests/authz/rows/common";
import { suffix, type World } from "@/tests/authz/world";

function subscription() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/matrix-${suffix()}`,
    keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") },
  };
}

async function customersDevice(w: World): Promise<string> {
  const { endpoint, keys } = subscription();
  await db().pushSubscription.create({ data: { userId: w.customer.id, endpoint, ...keys } });
  return endpoint;
}

export const PUSH_ROWS: Partial<Record<RouteKey, Row>> = {
  "GET /api/push/publicKey": { expect: everyone(200), request: () => ({ path: "/api/push/publicKey" }) },
  "POST /api/push/subscriptions": {
    expect: who(401, 201, 201, 201, 201),
    request: () => ({ path: "/api/push/subscriptions", body: subscription() }),
  },
  "DELETE /api/push/subscriptions": {
    expect: who(401, 200, 404, 404, 404),
    request: async (w) => ({ path: "/api/push/subscriptions", body: { endpoint: await customersDevice(w) } }),
  },
};
