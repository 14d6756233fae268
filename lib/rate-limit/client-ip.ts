import { env } from "@/lib/env";

// The address a request came from, for every per-address limit (login, sign-up, refresh, anonymous
// uploads). It must be one the client cannot choose, or rotating it resets every limit:
// - X-Forwarded-For is written by the client; each proxy appends the address it received the
//   request from. So with N proxies we trust in front (TRUST_PROXY_HOPS=N), the N-th entry from
//   the right is the one the outermost trusted proxy wrote; everything left of it is the client's.
// - With no proxy (TRUST_PROXY_HOPS=0) no header counts: Next's server copies the socket address
//   into X-Forwarded-For only when the client sent none (`??=` in base-server), so the header is the
//   client's. The TCP peer address comes from scripts/lib/peer-address.cjs (preloaded by `npm start`
//   and the documented server.js command), which overwrites PEER_HEADER on every request.
// X-Real-IP is not read: the client writes it too, unless a proxy overwrites it, and the hop rule
// says all there is to say about proxies.

/** Written by scripts/lib/peer-address.cjs from the socket; any client-sent value is overwritten. */
export const PEER_HEADER = "x-thali-peer";
/** Set by that preload in the process it wraps; the header is believed only when it is there. */
const PEER_MARK = Symbol.for("thali.peer-address");

const MAX_LENGTH = 64;
const UNKNOWN_ADDRESS = "unknown";

export type AddressRule = {
  /** TRUST_PROXY_HOPS: proxies in front that append to X-Forwarded-For. */
  hops: number;
  /** Whether PEER_HEADER was written by the preload (the socket), not by the client. */
  peerHeaderTrusted: boolean;
};

/** Whether scripts/lib/peer-address.cjs wraps this process's HTTP server. */
export function peerHeaderTrusted(): boolean {
  return (globalThis as Record<symbol, unknown>)[PEER_MARK] === PEER_HEADER;
}

/**
 * One address as a proxy or the socket wrote it: trimmed, an IPv4-mapped IPv6 address in its IPv4
 * form, and a port some proxies append ("203.0.113.7:51234", "[2001:db8::1]:443") dropped, so that
 * one client stays one key across connections. Bounded, since keys are stored.
 */
function normalise(raw: string | null | undefined): string {
  let ip = raw?.trim() ?? "";
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(":"));
  if (/^::ffff:\d{1,3}(\.\d{1,3}){3}$/i.test(ip)) ip = ip.slice(7);
  return ip ? ip.slice(0, MAX_LENGTH) : UNKNOWN_ADDRESS;
}

/**
 * The client address under `rule`, or "unknown" (never a value the client wrote).
 * With fewer X-Forwarded-For entries than `hops` the request did not pass through all the proxies
 * we trust (it reached the app another way, or the setting is wrong), so even the leftmost entry may
 * be the client's own: "unknown", which no client can move away from by rotating a header.
 */
export function clientIpFrom(headers: Headers, rule: AddressRule): string {
  if (rule.hops === 0) return rule.peerHeaderTrusted ? normalise(headers.get(PEER_HEADER)) : UNKNOWN_ADDRESS;
  const entries = headers.get("x-forwarded-for")?.split(",") ?? [];
  if (entries.length < rule.hops) return UNKNOWN_ADDRESS;
  return normalise(entries[entries.length - rule.hops]);
}

let warnedNoPeer = false;

/** The client address of a request to this server (TRUST_PROXY_HOPS and the peer-address preload). */
export function clientIp(headers: Headers): string {
  const rule = { hops: env().TRUST_PROXY_HOPS, peerHeaderTrusted: peerHeaderTrusted() };
  if (rule.hops === 0 && !rule.peerHeaderTrusted && !warnedNoPeer && env().NODE_ENV === "production") {
    warnedNoPeer = true;
    console.warn(
      "TRUST_PROXY_HOPS=0 but the server was started without scripts/lib/peer-address.cjs: every client shares the " +
        'address "unknown" in the per-address limits. Start it with `node --require ./peer-address.cjs server.js` ' +
        "(docs/security.md), or set TRUST_PROXY_HOPS to the number of proxies in front.",
    );
  }
  return clientIpFrom(headers, rule);
}
