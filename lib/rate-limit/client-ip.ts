// The address a request came from, as the proxy in front of the app reports it. Next's own
// server fills x-forwarded-for with the socket address when no proxy did, so "unknown" only
// appears for requests made without any server (tests, scripts).

const MAX_LENGTH = 64;

/** The first x-forwarded-for entry, else x-real-ip, else "unknown". */
export function clientIp(headers: Headers): string {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  const ip = forwarded || headers.get("x-real-ip")?.trim();
  // Keys and stored values stay bounded even if a client sends a huge header.
  return ip ? ip.slice(0, MAX_LENGTH) : "unknown";
}
