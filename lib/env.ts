import { z } from "zod";

const httpUrl = (name: string) =>
  z
    .string()
    .url(`${name} must be a URL such as https://thali.example`)
    .regex(/^https?:\/\//i, `${name} must start with http:// or https://`);

// The one place that reads process.env. Every variable is documented in docs/configuration.md and
// .env.example (tests/docs/env-example.test.ts checks that file against this schema). `npm start` fills
// DATABASE_URL for the embedded database when it is unset.
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string({
        error: "DATABASE_URL is not set: start the app with `npm start`, which provides the embedded database",
      })
      .url("DATABASE_URL must be a postgresql:// connection string"),
    /**
     * Connections per instance (pg-pool). Default 10; on Vercel 3, since a function instance serves few requests
     * at once and there are many of them: point DATABASE_URL at a pooler (Neon's -pooler host, PgBouncer in
     * transaction mode) and keep instances × pool under its limit.
     */
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).optional(),
    /**
     * How long a request may wait for a pool connection (queueing for one included) before it fails with a
     * 503. Short for a PostgreSQL server, so an outage fails fast; `npm start` sets 15 s for the embedded
     * database, whose single connection queues every request behind the one running.
     */
    DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(2_500),
    /** Signs sessions and access tokens. `npm start` makes one under DATA_DIR when it is unset. */
    AUTH_SECRET: z
      .string({ error: "AUTH_SECRET is not set: start the app with `npm start`, which creates one" })
      .min(32, "AUTH_SECRET must be at least 32 characters"),
    /**
     * The address users reach the app at, e.g. https://thali.example (behind a proxy that may rewrite Host).
     * Writes whose Origin is this address are same-site, and image paths in API answers are made absolute on it.
     */
    APP_URL: httpUrl("APP_URL").optional(),
    /**
     * How many proxies in front of the app append to X-Forwarded-For: the client address is the N-th entry from
     * the right (1: the rightmost, written by the one proxy we trust). 0: the app is reached directly and takes the
     * TCP peer address (scripts/lib/peer-address.cjs), never a header the client writes. docs/security.md, Security at the edges.
     */
    TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).optional(),
    /**
     * bcrypt's cost (rounds, 2^N) for new password hashes. 12 in production; the test suites set 4, as test
     * environments commonly do, since every sign-up and log-in at 12 costs about a second of pure-JS CPU on a
     * 2-core machine. A stored hash keeps the cost it was made with.
     */
    PASSWORD_HASH_COST: z.coerce.number().int().min(4).max(15).default(12),
    /** Set to 1 by Vercel on its build and functions: the serverless rules below apply. */
    VERCEL: z.string().optional(),
    /**
     * Bearer secret of GET /api/maintenance (Vercel Cron sends `Authorization: Bearer $CRON_SECRET`). Unset, the
     * route answers 503; `npm start` and the container run maintenance on a timer instead.
     */
    CRON_SECRET: z.string().min(16, "CRON_SECRET must be at least 16 characters").optional(),
    /**
     * Minutes between maintenance runs inside a long-running server (a schedule of the job queue; on Vercel the
     * cron runs it); 0 turns the schedule off.
     */
    MAINTENANCE_EVERY_MINUTES: z.coerce.number().int().min(0).max(1440).default(5),
    /**
     * The platform's commission on a restaurant's food (its taxable value) in basis points, for restaurants without
     * a rate of their own (Restaurant.commissionBps): 1500 = 15%, 0-5000. docs/money.md, The ledger.
     */
    PLATFORM_COMMISSION_BPS: z.coerce.number().int().min(0).max(5000).default(1500),
    /** The hour (IST) the worker reconciles the previous day's payments (lib/money/reconcile-service.ts). */
    RECONCILE_AT_HOUR: z.coerce.number().int().min(0).max(23).default(2),
    /** off: this process writes jobs but runs none (another instance, or the cron route, does). Default on, except on Vercel. */
    JOBS_WORKER: z.enum(["on", "off"]).default("on"),
    /**
     * own: the worker opens two connections of its own (any PostgreSQL). app: it shares the app's pool, for
     * PGlite's one connection (`npm start` sets it there); the queue's own upkeep then runs at start only.
     */
    JOBS_CONNECTION: z.enum(["own", "app"]).default("own"),
    /** The PostgreSQL schema of the queue's tables (tests give a file a queue of its own). */
    JOBS_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, "JOBS_SCHEMA must be a lower-case SQL name")
      .default("pgboss"),
    /** How often the worker looks for due jobs in each queue, in seconds. */
    JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(1),
    /**
     * While this process answers requests, the worker takes one job per queue per poll (of a message queue, a batch
     * of up to 5) until its jobs trail by this many seconds (lib/jobs/pace.ts); 0 never gives way.
     */
    JOBS_BUSY_LAG_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
    /** smtp://user:pass@host:587 or smtps://… — mail goes out through this server; unset: .eml files under DATA_DIR/outbox/mail. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
      .optional(),
    /** Where mail and texts are written when no provider is set; default <DATA_DIR>/outbox. */
    OUTBOX_DIR: z.string().min(1).optional(),
    /** The From of every mail. */
    MAIL_FROM: z.string().min(3).default("Thali <no-reply@thali.local>"),
    /** An SMS gateway that takes a JSON POST {to, text}; unset: texts are files under DATA_DIR/outbox/sms. */
    SMS_WEBHOOK_URL: httpUrl("SMS_WEBHOOK_URL").optional(),
    /** Sent to SMS_WEBHOOK_URL as `Authorization: Bearer …` when set. */
    SMS_WEBHOOK_TOKEN: z.string().min(1).optional(),
    /** The web-push key pair (npx web-push generate-vapid-keys); unset: made once and kept in DATA_DIR/vapid.json. */
    VAPID_PUBLIC_KEY: z.string().min(20).optional(),
    VAPID_PRIVATE_KEY: z.string().min(20).optional(),
    /** Who push services contact about our pushes: a mailto: or https: URL. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)/, "VAPID_SUBJECT must be a mailto: or https:// URL")
      .default("mailto:support@thali.local"),
    /**
     * Tests only. true: push subscriptions may name a loopback endpoint (127.0.0.0/8, ::1, localhost) over
     * http:// or https://, the browser tests' own push receiver. Otherwise an endpoint must be https:// on a
     * public address: a subscription is a URL the server will POST to, so it must not reach our own network.
     */
    PUSH_ALLOW_LOOPBACK: z.enum(["true", "false"]).default("false"),
    /** The port `npm start` listens on; links in mail use it on localhost when APP_URL and AUTH_URL are unset. */
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** next-auth's own setting; stands in for APP_URL when that is unset. */
    AUTH_URL: httpUrl("AUTH_URL").optional(),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** cloudinary://key:secret@cloud — images go to Cloudinary; unset: local disk under DATA_DIR/uploads. */
    CLOUDINARY_URL: z.string().startsWith("cloudinary://", "CLOUDINARY_URL must start with cloudinary://").optional(),
    DATA_DIR: z.string().default(".data"),
    /** Razorpay API keys: both set switches payments from the built-in test gateway to Razorpay. */
    RAZORPAY_KEY_ID: z.string().min(1).optional(),
    RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
    /**
     * true: take payments through the built-in TEST MODE gateway (no money moves) on purpose. Needed whenever
     * there are no Razorpay keys, except on the embedded database, where `npm start` sets it: a deployment
     * (its own DATABASE_URL, or Vercel) whose keys went missing must not take "payments" that are not real.
     */
    PAYMENTS_TEST_MODE: z.enum(["true", "false", ""]).optional(),
    /** Secret of the Razorpay webhook (Dashboard → Webhooks); without it the webhook answers 503. */
    RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Tests only: where the Razorpay SDK sends its calls (a local fake) instead of api.razorpay.com. */
    RAZORPAY_API_BASE_URL: z.string().url("RAZORPAY_API_BASE_URL must be a URL").optional(),
    /** How long a call to Razorpay may take before checkout answers 504. */
    RAZORPAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
    /** The platform fee on every order, in paise (₹0 to ₹1,000), billed with 18% GST (lib/money/bill.ts). Default 0. */
    PLATFORM_FEE_PAISE: z.coerce
      .number({ error: "PLATFORM_FEE_PAISE must be a whole number of paise" })
      .int("PLATFORM_FEE_PAISE must be a whole number of paise")
      .min(0, "PLATFORM_FEE_PAISE must be from 0 to 100000")
      .max(100_000, "PLATFORM_FEE_PAISE must be from 0 to 100000")
      .default(0),
    /**
     * Who UPI at the door pays (the QR a rider shows for a cash on delivery order): a UPI id (VPA) and the name
     * the customer's UPI app shows. The demo defaults make the QR work out of the box; set your own before real use.
     */
    UPI_PAYEE_VPA: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/, "UPI_PAYEE_VPA must be a UPI id like name@bank")
      .default("thali.demo@upi"),
    UPI_PAYEE_NAME: z
      .string()
      .trim()
      .min(1, "UPI_PAYEE_NAME must not be empty")
      .max(50, "UPI_PAYEE_NAME is at most 50 characters")
      .default("Thali Demo"),
    /**
     * Map tiles (issue 32): an OpenStreetMap-style URL template with {z}, {x} and {y}, e.g. a tile server of your
     * own. Unset (the default): maps draw their markers and route on a plain background and fetch nothing.
     */
    MAP_TILE_URL: z
      .string()
      .trim()
      .regex(/^https:\/\/[^\s]*\{z\}[^\s]*\{x\}[^\s]*\{y\}/, "MAP_TILE_URL must be an https URL with {z}, {x} and {y}")
      .optional(),
    /** The attribution the tile server's licence asks for, shown in the map's corner (with MAP_TILE_URL). */
    MAP_TILE_ATTRIBUTION: z.string().trim().max(300, "MAP_TILE_ATTRIBUTION is at most 300 characters").optional(),
    /** A delivery partner's pay per delivery (issue 32): a base in paise, plus paise per km from restaurant to door. */
    RIDER_PAY_BASE_PAISE: z.coerce.number().int().min(0).max(100_000).default(2_500),
    RIDER_PAY_PER_KM_PAISE: z.coerce.number().int().min(0).max(100_000).default(800),
    /** redis:// or rediss:// — live order updates travel over Redis pub/sub instead of PostgreSQL LISTEN/NOTIFY. */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "REDIS_URL must start with redis:// or rediss://")
      .optional(),
    /**
     * How app instances tell each other about order changes: unset picks redis with REDIS_URL, else postgres
     * (LISTEN/NOTIFY). `npm start` sets memory for the embedded database (one instance, one connection).
     */
    LIVE_BUS: z.enum(["memory", "postgres", "redis", "poll"]).optional(),
    /** With LIVE_BUS=poll: how often an instance re-reads the order events of its open streams. */
    LIVE_POLL_MS: z.coerce.number().int().min(500).max(60_000).default(3_000),
    /**
     * The longest an order-event stream stays open before the browser reconnects (Last-Event-ID) and the
     * session is checked again: each ends between 80% and 100% of it. Default 900; on Vercel 280, under the
     * stream function's maximum duration of 300 s.
     */
    LIVE_STREAM_MAX_SECONDS: z.coerce.number().int().min(10).max(3_600).optional(),
  })
  .refine((e) => Boolean(e.VAPID_PUBLIC_KEY) === Boolean(e.VAPID_PRIVATE_KEY), {
    message: "set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is made under DATA_DIR)",
    path: ["VAPID_PUBLIC_KEY"],
  })
  .refine((e) => Boolean(e.RAZORPAY_KEY_ID) === Boolean(e.RAZORPAY_KEY_SECRET), {
    message: "set both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or neither (the built-in test gateway)",
    path: ["RAZORPAY_KEY_ID"],
  })
  .refine((e) => e.LIVE_BUS !== "redis" || Boolean(e.REDIS_URL), {
    message: "LIVE_BUS=redis needs REDIS_URL",
    path: ["LIVE_BUS"],
  })
  // Vercel: a read-only disk, many short-lived instances, functions that end after their maximum duration.
  .refine((e) => !onVercel(e) || Boolean(e.CLOUDINARY_URL), {
    message: "is required on Vercel (VERCEL=1): the disk is read-only, so uploaded images must go to Cloudinary",
    path: ["CLOUDINARY_URL"],
  })
  .refine((e) => !onVercel(e) || e.LIVE_BUS === undefined || e.LIVE_BUS === "redis" || e.LIVE_BUS === "poll", {
    message:
      "on Vercel must be redis or poll: a function cannot hold a LISTEN connection, and memory reaches one instance",
    path: ["LIVE_BUS"],
  })
  .refine((e) => !onVercel(e) || e.LIVE_STREAM_MAX_SECONDS === undefined || e.LIVE_STREAM_MAX_SECONDS <= 290, {
    message: "must be at most 290 on Vercel, under the stream function's maximum duration (300 s)",
    path: ["LIVE_STREAM_MAX_SECONDS"],
  })
  .transform((e) => {
    const vercel = onVercel(e);
    return {
      ...e,
      /** Running as a Vercel function. */
      onVercel: vercel,
      DATABASE_POOL_MAX: e.DATABASE_POOL_MAX ?? (vercel ? 3 : 10),
      // Vercel's proxy overwrites X-Forwarded-For with the client's address: one trusted hop.
      TRUST_PROXY_HOPS: e.TRUST_PROXY_HOPS ?? (vercel ? 1 : 0),
      LIVE_STREAM_MAX_SECONDS: e.LIVE_STREAM_MAX_SECONDS ?? (vercel ? 280 : 900),
    };
  });

function onVercel(e: { VERCEL?: string }): boolean {
  return e.VERCEL === "1";
}

export type Env = z.infer<typeof EnvSchema>;

/**
 * Why this server must not start taking payments, or null. Without Razorpay keys only the built-in TEST MODE
 * gateway takes them (no money moves), which a deployment (its own DATABASE_URL, or Vercel) must choose on
 * purpose with PAYMENTS_TEST_MODE=true: keys that went missing must not turn real orders into test ones.
 * `npm start` sets it for the embedded database. Checked when a server starts (lib/boot-check.ts), not in
 * env() itself, so that scripts (seeding, migrations, benchmarks) that never take a payment need no setting.
 */
export function paymentsModeProblem(e: Pick<Env, "RAZORPAY_KEY_ID" | "PAYMENTS_TEST_MODE">): string | null {
  if (e.RAZORPAY_KEY_ID || e.PAYMENTS_TEST_MODE === "true") return null;
  return "No Razorpay keys (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET): set them, or PAYMENTS_TEST_MODE=true to take TEST MODE payments on purpose (no money moves)";
}

function parseEnv(): Env {
  const parsed = EnvSchema.safeParse(process.env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    // One problem is one line (what a start-up prints); several are listed under the heading.
    throw new Error(
      lines.length === 1 ? `Invalid environment: ${lines[0]}` : `Invalid environment:\n  ${lines.join("\n  ")}`,
    );
  }
  return parsed.data;
}

let cached: Env | undefined;

/** The validated environment, parsed on first use (so a build never needs a database). */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Tests only: the next env() reads process.env again (after a test changed it). */
export function resetEnvForTests(): void {
  cached = undefined;
}
