import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Viewer } from "@/lib/viewer/types";

const visitor: Viewer = { user: null, favourites: null, location: null, canRenew: false };
const customer: Viewer = {
  user: { id: "c1", username: "Asha", userType: "customer", imageUrl: null, email: "asha@example.com" },
  favourites: { restaurantIds: ["r1"], menuItemIds: [] },
  location: null,
  canRenew: false,
};

function answer(viewer: Viewer): Response {
  return new Response(JSON.stringify(viewer), { status: 200, headers: { "content-type": "application/json" } });
}

/** A fresh copy of the module (its store is module state) with `fetch` answering from `replies`. */
async function load(replies: Array<() => Promise<Response>>) {
  const fetchMock = vi.fn(() => (replies.shift() ?? (() => Promise.reject(new Error("no reply"))))());
  vi.stubGlobal("fetch", fetchMock);
  vi.resetModules();
  const viewer = await import("@/lib/viewer/use-viewer");
  return { ...viewer, fetchMock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the viewer store (GET /api/me in the browser)", () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.unstubAllGlobals());

  it("reads once for every part that asks, and tells each of them", async () => {
    const { viewerStore, fetchMock } = await load([async () => answer(customer)]);
    const seen: Array<Viewer | undefined> = [];
    const stopA = viewerStore.subscribe(() => seen.push(viewerStore.getSnapshot()));
    const stopB = viewerStore.subscribe(() => seen.push(viewerStore.getSnapshot()));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith("/api/me", { credentials: "same-origin", cache: "no-store" });
    expect(seen).toEqual([customer, customer]);
    // a part mounted later, within a minute, gets the answer without another read
    viewerStore.subscribe(() => {})();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    stopA();
    stopB();
  });

  it("tries a failed read twice more, then leaves the viewer unknown", async () => {
    vi.useFakeTimers();
    const { viewerStore, fetchMock } = await load([
      async () => new Response("", { status: 503 }),
      async () => new Response("", { status: 503 }),
      async () => answer(visitor),
    ]);
    viewerStore.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(3_100);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(viewerStore.getSnapshot()).toEqual(visitor);
  });

  it("after a login the answer of a read started before it is dropped, and everyone else's data with it", async () => {
    let answerOld: (r: Response) => void = () => {};
    const { viewerStore, switchViewer, onViewerSwitch, fetchMock } = await load([
      () => new Promise<Response>((resolve) => (answerOld = resolve)),
      async () => answer(customer),
    ]);
    const held = new Map([["orders", "someone else's"]]);
    onViewerSwitch(() => held.clear());
    viewerStore.subscribe(() => {});
    switchViewer();
    answerOld(answer(visitor));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(viewerStore.getSnapshot()).toEqual(customer);
    expect(held.size).toBe(0);
  });

  it("a favourite call's answer shows at once; forgetViewer reads again", async () => {
    const { viewerStore, setViewerFavourites, forgetViewer, fetchMock } = await load([
      async () => answer(customer),
      async () => answer({ ...customer, favourites: { restaurantIds: [], menuItemIds: ["d1"] } }),
    ]);
    viewerStore.subscribe(() => {});
    await settle();
    setViewerFavourites({ restaurantIds: ["r1", "r2"], menuItemIds: [] });
    expect(viewerStore.getSnapshot()?.favourites).toEqual({ restaurantIds: ["r1", "r2"], menuItemIds: [] });
    await forgetViewer();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(viewerStore.getSnapshot()?.favourites).toEqual({ restaurantIds: [], menuItemIds: ["d1"] });
  });

  it("readViewerNow reads afresh even within the minute, and rejects when /api/me cannot be read", async () => {
    vi.useFakeTimers();
    const { viewerStore, readViewerNow, fetchMock } = await load([
      async () => answer(visitor),
      async () => answer({ ...visitor, canRenew: true }),
      async () => new Response("", { status: 503 }),
      async () => new Response("", { status: 503 }),
      async () => new Response("", { status: 503 }),
    ]);
    viewerStore.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(0);
    await expect(readViewerNow()).resolves.toEqual({ ...visitor, canRenew: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const failing = expect(readViewerNow()).rejects.toThrow("Network Error");
    await vi.advanceTimersByTimeAsync(3_100);
    await failing;
  });
});
