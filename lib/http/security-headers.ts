// The security headers of every response. Pages get a Content-Security-Policy with a fresh nonce
// from proxy.ts (Next puts the nonce on its own scripts); everything else (API answers, static
// files, images) gets the same non-CSP headers from next.config.ts, and API answers a CSP that
// allows nothing, since JSON is never meant to run or be framed. README, Quality gates, has why.
// Imported by next.config.ts, so it stays free of "@/" imports and of server-only modules.

/** Third parties a page may use: Razorpay Checkout (script, its frames and calls) and Cloudinary images. */
export const RAZORPAY = {
  script: "https://checkout.razorpay.com",
  frames: ["https://api.razorpay.com", "https://checkout.razorpay.com"],
  connect: ["https://api.razorpay.com", "https://lumberjack.razorpay.com"],
} as const;
export const CLOUDINARY_IMAGES = "https://res.cloudinary.com";

export type PagePolicyOptions = {
  nonce: string;
  /** `next dev` needs eval (React's error overlays) and a websocket for hot reload. */
  dev?: boolean;
  /** Served over HTTPS: ask the browser to upgrade any http:// subresource. */
  secure?: boolean;
};

/**
 * The CSP of a page. Scripts run only with this response's nonce ('strict-dynamic' lets those
 * scripts load the chunks and the Razorpay script they need; the host list is for browsers
 * without CSP 3). Styles allow inline: next/image and the UI libraries set style attributes,
 * and injected CSS cannot run code.
 */
export function pageContentSecurityPolicy({ nonce, dev = false, secure = false }: PagePolicyOptions): string {
  const directives: Array<[string, string[]]> = [
    ["default-src", ["'self'"]],
    [
      "script-src",
      ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", RAZORPAY.script, ...(dev ? ["'unsafe-eval'"] : [])],
    ],
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", CLOUDINARY_IMAGES]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...RAZORPAY.connect, ...(dev ? ["ws:", "wss:"] : [])]],
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
    // Payments run in Razorpay's frame, which asks for the Payment Request API itself.
    value: `camera=(), microphone=(), geolocation=(), browsing-topics=(), payment=(self "${RAZORPAY.frames[0]}")`,
  },
];

/**
 * HSTS, sent only to requests that arrived over HTTPS (the proxy in front says so with
 * X-Forwarded-Proto: https), never to plain-HTTP localhost: two years, subdomains included.
 */
export const HSTS = { key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" };
