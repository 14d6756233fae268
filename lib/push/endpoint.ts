import { BlockList, isIP } from "node:net";

// A push subscription is a URL that the server will POST to on the user's behalf: left unchecked, anyone
// with an account could make our worker call into our own network (SSRF: the cloud's metadata service,
// an admin port on localhost). Browsers' push services are public HTTPS hosts, so that is all we accept.
// The endpoint is checked twice: its text when it is saved (endpointProblem), and every address its
// host resolves to when a push is sent (isPublicAddress, through the transport's DNS lookup), since a
// public name can be made to resolve to a private address later (DNS rebinding).

/** Addresses no push service has: private, loopback, link-local, shared, documentation, multicast, reserved. */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b::", 96],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NOT_PUBLIC.addSubnet(net, prefix, "ipv6");
}

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet("127.0.0.0", 8, "ipv4");
LOOPBACK.addAddress("::1", "ipv6");

/** An IPv4 address written inside IPv6 (::ffff:10.0.0.1, ::ffff:a00:1) as plain IPv4; anything else as it is. */
function unmapped(address: string): string {
  const lower = address.toLowerCase();
  const dotted = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const high = parseInt(hex[1]!, 16);
    const low = parseInt(hex[2]!, 16);
    return [high >> 8, high & 255, low >> 8, low & 255].join(".");
  }
  return address;
}

function inList(list: BlockList, address: string): boolean {
  const plain = unmapped(address);
  const family = isIP(plain);
  if (family === 0) return false;
  return list.check(plain, family === 4 ? "ipv4" : "ipv6");
}

function isLoopbackAddress(address: string): boolean {
  return inList(LOOPBACK, address);
}

/** Whether a push may go to this IP address: a public one, or loopback when the tests allow it. */
export function isAllowedAddress(address: string, allowLoopback: boolean): boolean {
  if (isIP(unmapped(address)) === 0) return false;
  if (allowLoopback && isLoopbackAddress(address)) return true;
  return !inList(NOT_PUBLIC, address);
}

/** "localhost" and its subdomains resolve to loopback by definition (RFC 6761). */
function isLocalhostName(host: string): boolean {
  return host === "localhost" || host.endsWith(".localhost");
}

/**
 * Why a push endpoint may not be used, or null: https:// on a host that is not a private or loopback
 * address; with `allowLoopback` (PUSH_ALLOW_LOOPBACK, the tests) also http:// or https:// on loopback.
 * A name is checked here only for what it says (localhost); what it resolves to is checked at send time.
 */
export function endpointProblem(endpoint: string, allowLoopback: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return "must be a URL";
  }
  if (url.username || url.password) return "must not carry a user name or password";
  // URL keeps IPv6 hosts in brackets.
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1").toLowerCase();
  const loopback = isLocalhostName(host) || isLoopbackAddress(host);
  if (allowLoopback && loopback && (url.protocol === "http:" || url.protocol === "https:")) return null;
  if (url.protocol !== "https:") return "must be an https:// address";
  if (loopback || (isIP(unmapped(host)) !== 0 && !isAllowedAddress(host, false))) {
    return "must be a push service on the internet, not a private or local address";
  }
  return null;
}
