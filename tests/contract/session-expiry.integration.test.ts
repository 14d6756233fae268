// Spec section 8: order calls and most owner screens renew the session on 403 only. A client written from
// it must survive the hourly expiry of its session: the guarded call answers 403, the client calls
// POST /api/refreshAccessToken, and the retry succeeds. A caller that sent no credentials at all gets 401.
import { rm } from "node:fs/promises";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { GET as getOrders } from "@/app/api/(orders)/getOrdersByCustomerId/route";
import { SESSION_COOKIE } from "@/lib/auth/cookies";
import { SESSION_TTL_SECONDS } from "@/lib/auth/tokens";
import { specCustomer, specOwner } from "@/tests/contract/spec-accounts";
import { specClient, type SpecAnswer, type SpecClient } from "@/tests/contract/spec-client";
import { setTemporaryDataDir } from "@/tests/support/image-fixtures";

const dataDir = setTemporaryDataDir();
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});
afterEach(() => {
  vi.useRealTimers();
});

/** The spec's client: on a 403 it refreshes once and retries; anything else is the answer. */
async function withRefreshOn403(client: SpecClient, call: () => Promise<SpecAnswer>): Promise<SpecAnswer[]> {
  const first = await call();
  if (first.status !== 403) return [first];
  const refresh = await client.post("/api/refreshAccessToken", {});
  return [first, refresh, await call()];
}

/** Moves the clock past the session cookie's life (the refresh token lives 30 days). */
function afterTheHour(): void {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + (SESSION_TTL_SECONDS + 60) * 1000 });
}

describe("The spec's client across the hourly session expiry", () => {
  it("My Orders: 403 with the message to show, a refresh, then the orders", async () => {
    const { client, user } = await specCustomer();
    const orders = () => client.get("/api/getOrdersByCustomerId", { _id: user._id });
    expect((await orders()).status).toBe(200);
    afterTheHour();
    const [expired, refresh, retry] = await withRefreshOn403(client, orders);
    expect(expired!.status).toBe(403);
    expect(expired!.body.message).toBe("Your session has expired. Please log in again.");
    expect(refresh?.status).toBe(200);
    expect(retry?.status).toBe(200);
    expect(Array.isArray(retry?.body.orders)).toBe(true);
  });

  it("the owner's menu: 403, a refresh, then the dishes", async () => {
    const owner = await specOwner();
    const items = () => owner.client.get("/api/getItemsByRestaurantId", { restaurant_id: owner.restaurantInfo._id });
    expect((await items()).status).toBe(200);
    afterTheHour();
    const [expired, refresh, retry] = await withRefreshOn403(owner.client, items);
    expect(expired!.status).toBe(403);
    expect(refresh?.status).toBe(200);
    expect(retry?.status).toBe(200);
    expect(Array.isArray(retry?.body.items)).toBe(true);
  });

  it("a revoked login answers 403 too; no credentials at all answer 401", async () => {
    const { client, user } = await specCustomer();
    const kept = `${SESSION_COOKIE}=${client.cookie(SESSION_COOKIE)}`;
    expect((await client.post("/api/logout", { user })).status).toBe(200);
    // logout clears the client's cookies; a copy kept from before (another tab, a stolen cookie) is sent anyway
    const revoked = await getOrders(
      new NextRequest(`http://localhost:3000/api/getOrdersByCustomerId?_id=${user._id}`, { headers: { cookie: kept } }),
    );
    expect(revoked.status).toBe(403);
    const stranger = specClient();
    expect((await stranger.get("/api/getOrdersByCustomerId", { _id: user._id })).status).toBe(401);
  });
});
