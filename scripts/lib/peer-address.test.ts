import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createRequire } from "node:module";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIpFrom, PEER_HEADER, peerHeaderTrusted } from "@/lib/rate-limit/client-ip";

// The preload on a real HTTP server: whatever a client sends, the handler sees the socket's address
// in PEER_HEADER, and the hops=0 rule gives every request of one peer the same address.

let server: Server;
let port: number;

/** What the server's handler saw: the peer header and the address under hops=0. */
type Seen = { peer: string | undefined; address: string };

function send(headers: Record<string, string>, path = "/"): Promise<Seen> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, method: "POST", headers }, (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve(JSON.parse(text) as Seen));
    });
    req.on("error", reject);
    req.end("{}");
  });
}

function asHeaders(incoming: IncomingHttpHeaders): Headers {
  const out = new Headers();
  for (const [name, value] of Object.entries(incoming)) {
    if (typeof value === "string") out.set(name, value);
    else if (Array.isArray(value)) for (const v of value) out.append(name, v);
  }
  return out;
}

beforeAll(async () => {
  expect(peerHeaderTrusted()).toBe(false);
  createRequire(import.meta.url)("./peer-address.cjs");
  server = createServer((req, res) => {
    const seen: Seen = {
      peer: req.headers[PEER_HEADER] as string | undefined,
      address: clientIpFrom(asHeaders(req.headers), { hops: 0, peerHeaderTrusted: peerHeaderTrusted() }),
    };
    res.setHeader("content-type", "application/json");
    res.end(JSON.stringify(seen));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("scripts/lib/peer-address.cjs", () => {
  it("marks the process, so that the peer header is believed", () => {
    expect(peerHeaderTrusted()).toBe(true);
  });

  it("overwrites a peer header the client sent with the socket's address", async () => {
    expect(await send({ [PEER_HEADER]: "6.6.6.6" })).toEqual({ peer: "127.0.0.1", address: "127.0.0.1" });
    expect(await send({})).toEqual({ peer: "127.0.0.1", address: "127.0.0.1" });
  });

  it("keeps one address for a client that rotates X-Forwarded-For and X-Real-IP", async () => {
    const seen = new Set<string>();
    for (let i = 1; i <= 10; i++) {
      const answer = await send({ "x-forwarded-for": `10.1.1.${i}`, "x-real-ip": `10.2.2.${i}` });
      seen.add(answer.address);
    }
    expect([...seen]).toEqual(["127.0.0.1"]);
  });

  it("also rewrites a request sent with Expect: 100-continue", async () => {
    expect(await send({ expect: "100-continue", [PEER_HEADER]: "6.6.6.6" })).toMatchObject({ peer: "127.0.0.1" });
  });

  it("wraps the server's emit once, however often it is required", () => {
    const before = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(server), "emit")?.value as unknown;
    createRequire(import.meta.url)("./peer-address.cjs");
    delete createRequire(import.meta.url).cache[createRequire(import.meta.url).resolve("./peer-address.cjs")];
    createRequire(import.meta.url)("./peer-address.cjs");
    expect(Object.getOwnPropertyDescriptor(Object.getPrototypeOf(server), "emit")?.value).toBe(before);
  });
});
