import { afterEach, describe, expect, it, vi } from "vitest";
import type { Viewer } from "@/lib/viewer/types";

const visitor: Viewer = { user: null, favourites: null, location: null, canRenew: false };
const customer: Viewer = {
  user: { id: "c1", username: "Asha", userType: "customer", imageUrl: null, email: "asha@example.com" },
  favourites: { restaurantIds: [], menuItemIds: [] },
  location: null,
  canRenew: false,
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fresh copy of the modules (the viewer store is module state) with `fetch` answering by URL. */
async function load(answers: Record<string, Array<() => Response>>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const next = Object.entries(answers)
      .find(([path]) => url.endsWith(path))?.[1]
      .shift();
    if (!next) throw new Error(`no answer for ${url}`);
    return next();
  });
  vi.stubGlobal("fetch", fetchMock);
  vi.resetModules();
  return { ...(await import("@/lib/checkout/use-checkout-viewer")), fetchMock };
}

describe("who presses Order For (the viewer store)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("tells a customer's name and email, and a restaurant account apart", async () => {
    const { checkoutViewerOf } = await load({});
    expect(checkoutViewerOf(customer)).toEqual({ kind: "customer", username: "Asha", email: "asha@example.com" });
    const owner: Viewer = { ...customer, user: { ...customer.user!, userType: "restaurant" } };
    expect(checkoutViewerOf(owner)).toEqual({ kind: "restaurant" });
  });

  it("renews a visitor holding a refresh cookie, then reads again", async () => {
    const { readCheckoutViewerNow, fetchMock } = await load({
      // the second /api/me is the API client fetching the XSRF token before its first write
      "/api/me": [() => json({ ...visitor, canRenew: true }), () => json(visitor), () => json(customer)],
      "/api/refreshAccessToken": [() => json({ message: "renewed" })],
    });
    await expect(readCheckoutViewerNow()).resolves.toEqual({
      kind: "customer",
      username: "Asha",
      email: "asha@example.com",
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      "/api/me",
      "/api/me",
      expect.stringContaining("/api/refreshAccessToken"),
      "/api/me",
    ]);
  });

  it("leaves a visitor whose renewal is refused a visitor, and does not renew one without the cookie", async () => {
    const refused = await load({
      "/api/me": [() => json({ ...visitor, canRenew: true }), () => json(visitor)],
      "/api/refreshAccessToken": [() => json({ message: "Unauthorized" }, 401)],
    });
    await expect(refused.readCheckoutViewerNow()).resolves.toEqual({ kind: "visitor", canRenew: true });
    const plain = await load({ "/api/me": [() => json(visitor)] });
    await expect(plain.readCheckoutViewerNow()).resolves.toEqual({ kind: "visitor", canRenew: false });
    expect(plain.fetchMock).toHaveBeenCalledTimes(1);
  });
});
