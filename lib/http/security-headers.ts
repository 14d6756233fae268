// The security headers of every response. Pages get a Content-Security-Policy with a fresh nonce
// from proxy.ts (Next puts the nonce on its own scripts); everything else (API answers, static
// files, images) gets the same non-CSP headers from next.config.ts, and API answers a CSP that
// allows nothing, since JSON is never meant to run or be framed. docs/security.md and docs/decisions/0009 have why.
// Imported by next.config.ts, so it stays free of "@/" imports and of server-only modules.

/** Third parties a page may use: Razorpay Checkout (script, its frames and calls) and Cloudinary images. */
const RAZORPAY = {
  script: "https://checkout.razorpay.com",
  frames: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
} as const;
const CLOUDINARY_IMAGES = "https://res.cloudinary.com";

export type PagePolicyOptions = {
  /**
   * The response's nonce, for a page rendered per request. Null for a page served from the cache:
   * its HTML (and Next's inline scripts in it) is shared by every visitor, so no nonce can be in it.
   */
  nonce: string | null;
  /** `next dev` needs eval (React's error overlays) and a websocket for hot reload. */
  dev?: boolean;
  /** Served over HTTPS: ask the browser to upgrade any http:// subresource. */
  secure?: boolean;
  /** The map tile server's origin (MAP_TILE_URL), whose tiles pages may show; none by default. */
  tileOrigin?: string | null;
};

/**
 * The CSP of a page. A page rendered per request runs only scripts with this response's nonce
 * ('strict-dynamic' lets those load the chunks and the Razorpay script they need; the host list is
 * for browsers without CSP 3). A cached public page cannot carry a per-response nonce, and its inline
 * scripts (Next's flight data) differ per page and per render, so no hash list can name them: it
 * allows inline script elements and scripts from this site and Razorpay, and forbids every inline
 * event handler and `javascript:` URL (`script-src-attr 'none'`), eval, plugins, foreign frames
 * and foreign form targets. What a shopper or owner types reaches those pages only through React's
 * escaping (no raw HTML anywhere), which the stored-XSS tests check on every cached page.
 * Styles allow inline: next/image and the UI libraries set style attributes, and injected CSS
 * cannot run code.
 */
export function pageContentSecurityPolicy({
  nonce,
  dev = false,
  secure = false,
  tileOrigin = null,
}: PagePolicyOptions): string {
  const eval_ = dev ? ["'unsafe-eval'"] : [];
  const scripts =
    nonce === null
      ? ["'self'", "'unsafe-inline'", RAZORPAY.script, ...eval_]
      : ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", RAZORPAY.script, ...eval_];
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    ["script-src", scripts],
    ...(nonce === null ? [["script-src-attr", ["'none'"]] as [string, string[]]] : []),
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", CLOUDINARY_IMAGES, ...(tileOrigin ? [tileOrigin] : [])]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...RAZORPAY.connect, ...(dev ? ["ws:", "wss:"] : [])]],
    // The push service worker (public/sw.js) only; said outright rather than left to script-src's fallback.
    ["worker-src", ["'self'"]],
    ["frame-src", [...RAZORPAY.frames]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  const policy = directives.map(([name, values]) => `${name} ${values.join(" ")}`);
  if (secure) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** API answers are data: nothing in them may load, run or be framed. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * The push service worker's script (public/sw.js): never kept stale by a cache (the browser checks it for
 * updates), and a policy for the worker itself, which only shows notifications and opens our pages.
 */
export const SERVICE_WORKER_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "Cache-Control", value: "no-cache" },
  { key: "Content-Security-Policy", value: "default-src 'self'; frame-ancestors 'none'" },
];

/** A fresh, unguessable nonce (128 bits, base64) for one page response. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** Sent with every response, pages, API answers, static files and images alike. */
export const COMMON_SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  {
    key: "Permissions-Policy",
    // Payments run in Razorpay's frame, which asks for the Payment Request API itself. Our own pages may ask for
    // the browser's location ("Use my current location", a rider's position on a delivery), no frame may.
    value: `camera=(), microphone=(), geolocation=(self), browsing-topics=(), payment=(self "${RAZORPAY.frames[0]}")`,
  },
];

/**
 * HSTS, sent only to requests that arrived over HTTPS (the proxy in front says so with
 * X-Forwarded-Proto: https), never to plain-HTTP localhost: two years, subdomains included.
 */
/** Pages that mailed links open with a token in their address: they send Referrer-Policy: no-referrer. */
export const LINK_TOKEN_PAGES = ["/reset-password", "/verify-email", "/account/email/confirm", "/account/email/undo"];

export const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };

/**
 * The headers next.config.ts gives an API answer, for an answer written outside Next's router (the live stream's
 * Node door, lib/live/node-door.ts): the common ones, the API's CSP, and HSTS when the first proxy met HTTPS.
 */
export function apiSecurityHeaders(forwardedProto: string | null): Array<[string, string]> {
  const headers: Array<[string, string]> = COMMON_SECURITY_HEADERS.map(({ key, value }) => [key, value]);
  headers.push(["Content-Security-Policy", API_CONTENT_SECURITY_POLICY]);
  if (forwardedProto && /^https(\s*,.*)?$/.test(forwardedProto)) headers.push([HSTS.key, HSTS.value]);
  return headers;
}
