// The attacks of issue 13 at the edges, through the real route handlers: a client address that
// cannot be rotated, bodies that cannot exhaust memory, and login and sign-up from the app's own page only.
// The integration project runs with TRUST_PROXY_HOPS=1 (vitest.config.ts): one proxy in front.
import { beforeAll, afterAll, describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/(accounts)/login/[usertype]/route";
import { POST as razorpayWebhook } from "@/app/api/(checkout)/razorpayWebhook/route";
import { POST as restaurantSignup } from "@/app/api/(accounts)/restaurantSignup/route";
import { POST as signup } from "@/app/api/(accounts)/signup/customer/route";
import { POST as verifyPayment } from "@/app/api/(checkout)/verifyPayment/route";
import { LOGIN_PER_IP } from "@/lib/accounts/limits";
import { db } from "@/lib/db";
import { installWriteRecorder, recordWrites } from "@/tests/authz/write-recorder";
import { awayFromWindowEdge, randomIp, uniqueEmail } from "@/tests/support/accounts";
import { jsonPost } from "@/tests/support/session";

/** Node's fetch takes a streamed body only with `duplex: "half"`, which TypeScript's DOM types lack. */
type StreamingInit = RequestInit & { duplex: "half" };

const asCustomer = { params: Promise.resolve({ usertype: "customer" }) };
const PASSWORD = "edge-password-1";
const SAME_SITE = "http://localhost";

let uninstall: () => void;
beforeAll(() => {
  uninstall = installWriteRecorder();
});
afterAll(() => uninstall());

function post(path: string, body: BodyInit, headers: Record<string, string>): Request {
  const init: StreamingInit = { method: "POST", body, headers, duplex: "half" };
  return new Request(`http://localhost${path}`, init);
}

const signupBody = (email: string) => ({
  username: "Edge",
  email,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  usertype: "customer",
});

describe("the client address is the one our proxy appended", () => {
  // 30 bcrypt checks (cost 12): well under 30 s on an idle machine, not on a loaded CI one.
  it(
    "rotating the first X-Forwarded-For entry no longer resets the per-address login limit",
    { timeout: 120_000 },
    async () => {
      await awayFromWindowEdge(LOGIN_PER_IP.windowMs, 60_000);
      const proxied = randomIp();
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_PER_IP.limit + 10; i++) {
        // a new unknown account each time, so only the per-address limit can refuse
        const forged = `198.51.100.${i % 250}, 203.0.113.${(i * 7) % 250}`;
        const res = await login(
          jsonPost(
            "/api/login/customer",
            { email: uniqueEmail("rotate"), password: PASSWORD, usertype: "customer" },
            { "x-forwarded-for": `${forged}, ${proxied}` },
          ),
          asCustomer,
        );
        statuses.push(res.status);
      }
      expect(statuses.slice(0, LOGIN_PER_IP.limit)).toEqual(Array(LOGIN_PER_IP.limit).fill(401));
      expect(statuses.slice(LOGIN_PER_IP.limit)).toEqual(Array(10).fill(429));

      // another client behind the same proxy is its own address
      const other = await login(
        jsonPost(
          "/api/login/customer",
          { email: uniqueEmail("rotate"), password: PASSWORD, usertype: "customer" },
          { "x-forwarded-for": `198.51.100.1, ${randomIp()}` },
        ),
        asCustomer,
      );
      expect(other.status).toBe(401);
    },
  );
});

describe("bodies are bounded", () => {
  const bigLogin = () =>
    JSON.stringify({ email: uniqueEmail("big"), password: "x".repeat(1024 * 1024), usertype: "customer" });

  it("a login body over 1 MB is refused with 413 and nothing is written", async () => {
    const headers = { "content-type": "application/json", origin: SAME_SITE, "x-forwarded-for": randomIp() };
    const { result, writes } = await recordWrites(async () => {
      const res = await login(post("/api/login/customer", bigLogin(), headers), asCustomer);
      return { status: res.status, body: (await res.json()) as unknown };
    });
    expect(result).toEqual({ status: 413, body: { message: "The request body is too large" } });
    expect(writes).toEqual([]);
  });

  it("the same body sent as a stream without a length is cut off at the limit as well", async () => {
    const bytes = new TextEncoder().encode(bigLogin());
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (sent >= bytes.byteLength) return controller.close();
          controller.enqueue(bytes.subarray(sent, sent + 64 * 1024));
          sent += 64 * 1024;
        },
      },
      { highWaterMark: 0 },
    );
    const headers = { "content-type": "application/json", origin: SAME_SITE, "x-forwarded-for": randomIp() };
    const { result, writes } = await recordWrites(async () =>
      login(post("/api/login/customer", stream, headers), asCustomer).then((r) => r.status),
    );
    expect(result).toBe(413);
    expect(writes).toEqual([]);
    // 16 chunks of 64 kB fill 1 MB; the 17th passes it and nothing more is read
    expect(sent).toBe(17 * 64 * 1024);
  });

  it("the payment callback's form post is bounded at 64 kB and the webhook at 1 MB", async () => {
    const form = new URLSearchParams({ razorpay_order_id: "order_x", razorpay_signature: "x".repeat(70 * 1024) });
    const callback = await verifyPayment(post("/api/verifyPayment", form, { "x-forwarded-for": randomIp() }));
    expect(callback.status).toBe(413);

    const event = JSON.stringify({ event: "payment.captured", pad: "x".repeat(1024 * 1024) });
    const webhook = await razorpayWebhook(
      post("/api/razorpayWebhook", event, { "content-type": "application/json", "x-razorpay-signature": "x" }),
    );
    expect(webhook.status).toBe(413);
  });
});

describe("login and sign-up demand JSON from the app's own origin", () => {
  const routes = [
    ["POST /api/login/customer", (r: Request) => login(r, asCustomer)],
    ["POST /api/signup/customer", (r: Request) => signup(r)],
    ["POST /api/restaurantSignup", (r: Request) => restaurantSignup(r)],
  ] as const;

  for (const [name, call] of routes) {
    it(`${name}: 415 for a text/plain form, 403 for a null, missing or foreign Origin, nothing written`, async () => {
      const body = JSON.stringify(signupBody(uniqueEmail("csrf")));
      const ip = { "x-forwarded-for": randomIp() };
      const cases: Array<[Record<string, string>, number, RegExp]> = [
        // what a cross-site <form enctype="text/plain"> sends, even from a page of our own origin
        [{ "content-type": "text/plain", origin: SAME_SITE }, 415, /must be JSON/],
        [{ "content-type": "application/x-www-form-urlencoded", origin: SAME_SITE }, 415, /must be JSON/],
        // a sandboxed frame's form or fetch
        [{ "content-type": "application/json", origin: "null" }, 403, /Origin header is missing/],
        [{ "content-type": "application/json" }, 403, /Origin header is missing/],
        [{ "content-type": "application/json", origin: "https://evil.example" }, 403, /Cross-site request refused/],
      ];
      for (const [headers, status, message] of cases) {
        const { result, writes } = await recordWrites(async () => {
          const res = await call(post("/api/x", body, { ...headers, ...ip }));
          return { status: res.status, message: ((await res.json()) as { message: string }).message };
        });
        expect(result.status, JSON.stringify(headers)).toBe(status);
        expect(result.message).toMatch(message);
        expect(writes).toEqual([]);
      }
    });
  }

  it("JSON with the same-site Origin signs up and logs in (200)", async () => {
    const email = uniqueEmail("same-site");
    const headers = { origin: SAME_SITE, "x-forwarded-for": randomIp() };
    expect((await signup(jsonPost("/api/signup/customer", signupBody(email), headers))).status).toBe(200);
    const res = await login(
      jsonPost("/api/login/customer", { email, password: PASSWORD, usertype: "customer" }, headers),
      asCustomer,
    );
    expect(res.status).toBe(200);
    expect(await db().user.count({ where: { email } })).toBe(1);
  });
});
