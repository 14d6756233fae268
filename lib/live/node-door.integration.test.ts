import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { revokeSession } from "@/lib/accounts/sessions";
import { installStreamDoor, isStreamRequest } from "@/lib/live/node-door";
import { liveHub, MAX_STREAMS_PER_LOGIN, shutdownLive } from "@/lib/live/stream";
import { updateOrderStatusAsOwner } from "@/lib/orders/service";
import { createOpenRestaurant, createPaidOrder, createUser } from "@/tests/support/factories";
import { bearerHeaders, cookieHeaders, logInAs, ownerSessionOf } from "@/tests/support/session";
import { readSse, type SseReader } from "@/tests/support/sse";

// The live stream's Node door on a real HTTP server of this process: a subclass of http.Server carries it (so
// the process's own http.Server stays as it was), and the server's 'request' listener stands for Next, answering
// 418 "next" to whatever the door hands on.

class DoorServer extends http.Server {}
installStreamDoor(DoorServer);

let server: DoorServer;
let base: string;
const handedOn: string[] = [];
const readers: SseReader[] = [];

beforeAll(async () => {
  server = new DoorServer((req, res) => {
    handedOn.push(`${req.method} ${req.url}`);
    res.writeHead(418, { "content-type": "text/plain" }).end("next");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  for (const reader of readers.splice(0)) await reader.close();
  handedOn.length = 0;
});

afterAll(async () => {
  await shutdownLive();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function open(headers: Record<string, string>, query = "") {
  const response = await fetch(`${base}/api/orderEvents/stream${query}`, { headers });
  if (response.status !== 200) return { response, sse: null };
  const sse = readSse(response);
  readers.push(sse);
  const hello = await sse.next((m) => m.event === "ready");
  return { response, sse, cursor: JSON.parse(hello.data).lastEventId as string };
}

const until = async (check: () => boolean, ms = 3_000) => {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe("the stream's Node door", () => {
  it("takes GETs of the stream's path only", () => {
    const req = (method: string, url: string) => ({ method, url }) as http.IncomingMessage;
    expect(isStreamRequest(req("GET", "/api/orderEvents/stream"))).toBe(true);
    expect(isStreamRequest(req("GET", "/api/orderEvents/stream?lastEventId=4"))).toBe(true);
    expect(isStreamRequest(req("HEAD", "/api/orderEvents/stream"))).toBe(false);
    expect(isStreamRequest(req("POST", "/api/orderEvents/stream"))).toBe(false);
    expect(isStreamRequest(req("GET", "/api/orderEvents"))).toBe(false);
    expect(isStreamRequest(req("GET", "/api/orderEvents/streams"))).toBe(false);
  });

  it("answers a customer's stream itself, with the route's headers, and carries their order's changes", async () => {
    const restaurant = await createOpenRestaurant();
    const alice = await createUser("customer");
    const order = await createPaidOrder(alice.id, restaurant.id);
    const { response, sse } = await open(await cookieHeaders(alice));
    expect(handedOn).toEqual([]);
    expect(response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store, no-transform");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(response.headers.get("strict-transport-security")).toBeNull();
    // the browser has its XSRF cookie already: none is set again
    expect(response.headers.getSetCookie()).toEqual([]);

    await updateOrderStatusAsOwner(await ownerSessionOf(restaurant), order.id, "out for delivery");
    const frame = await sse!.next((m) => m.event === "order");
    expect(JSON.parse(frame.data)).toMatchObject({ orderId: order.id, status: "out for delivery" });
  });

  it("sends HSTS and a Secure XSRF cookie when the proxy in front met HTTPS, as the route does", async () => {
    const alice = await createUser("customer");
    const { response } = await open({ ...(await bearerHeaders(alice)), "x-forwarded-proto": "https" });
    expect(response.headers.get("strict-transport-security")).toBe("max-age=63072000; includeSubDomains");
    expect(response.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^XSRF-TOKEN=[\w-]{32}; Path=\/; SameSite=Lax; Secure$/),
    ]);
  });

  it("lets go of the hub's subscription when the client goes away", async () => {
    const alice = await createUser("customer");
    const login = await logInAs(alice);
    const { sse } = await open(login.browser);
    expect(liveHub().sizeOf(login.session.sessionId)).toBe(1);
    await sse!.close();
    await until(() => liveHub().sizeOf(login.session.sessionId) === 0);
  });

  it("ends the stream when its login is revoked", async () => {
    const alice = await createUser("customer");
    const login = await logInAs(alice);
    const { sse } = await open(login.browser);
    await revokeSession(login.session.sessionId);
    await expect(sse!.next(() => false, 3_000)).rejects.toThrow(/ended/);
    expect(liveHub().sizeOf(login.session.sessionId)).toBe(0);
  });

  it("hands every refusal on to the route handler unchanged: no session, a bad Last-Event-ID, over the cap", async () => {
    expect((await open({})).response.status).toBe(418);
    const alice = await createUser("customer");
    const headers = await bearerHeaders(alice);
    expect((await open({ ...headers, "last-event-id": "abc" })).response.status).toBe(418);
    const login = await logInAs(alice);
    for (let i = 0; i < MAX_STREAMS_PER_LOGIN; i++) expect((await open(login.browser)).response.status).toBe(200);
    expect((await open(login.browser)).response.status).toBe(418);
    expect(handedOn).toEqual([
      "GET /api/orderEvents/stream",
      "GET /api/orderEvents/stream",
      "GET /api/orderEvents/stream",
    ]);
    // and any other request goes straight on
    expect((await fetch(`${base}/api/orderEvents`)).status).toBe(418);
  });
});
