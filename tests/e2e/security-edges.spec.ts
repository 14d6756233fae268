import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "./visitor";
import pg from "pg";
import { freePort, scratchDatabase, startInstance } from "../../scripts/lib/live-instances.mjs";
import { appOrigin } from "./quality-helpers";

// Issue 13's attacks on the running app, over HTTP: rotating X-Forwarded-For to reset the per-address
// limits, a body large enough to exhaust the server's memory, and a cross-site form that logs a
// visitor in. The app the browser tests start trusts one proxy (TRUST_PROXY_HOPS=1, playwright.config.ts);
// the direct-exposure setting (0) runs on an instance of its own.

const SIGNUP_PER_ADDRESS = 10;
const octet = () => 1 + Math.floor(Math.random() * 250);

function signUp(request: APIRequestContext, url: string, headers: Record<string, string>) {
  const username = `edge-${randomBytes(4).toString("hex")}`;
  return request.post(url, {
    headers,
    data: { username, email: `${username}@example.in`, password: "s3cret-pass", confirmPassword: "s3cret-pass" },
  });
}

test("behind one proxy, rotating the first X-Forwarded-For entries does not reset the sign-up limit", async ({
  request,
}) => {
  const appended = `10.${octet()}.${octet()}.${octet()}`;
  const statuses: number[] = [];
  for (let i = 0; i <= SIGNUP_PER_ADDRESS; i++) {
    const forged = `203.0.113.${octet()}, 198.51.100.${octet()}`;
    const answer = await signUp(request, "/api/signup/customer", {
      ...appOrigin(),
      "x-forwarded-for": `${forged}, ${appended}`,
    });
    statuses.push(answer.status());
  }
  expect(statuses).toEqual([...Array<number>(SIGNUP_PER_ADDRESS).fill(200), 429]);
});

test("a 20 MB body to the login call is refused with 413 at once, declared or streamed", async ({
  request,
  baseURL,
}) => {
  const headers = { ...appOrigin(), "content-type": "application/json", "x-forwarded-for": `10.${octet()}.0.1` };
  const body = Buffer.alloc(20 * 1024 * 1024, 0x20);
  let started = Date.now();
  const declared = await request.post("/api/login/customer", { headers, data: body });
  const declaredMs = Date.now() - started;
  expect(declared.status()).toBe(413);
  expect(await declared.json()).toEqual({ message: "The request body is too large" });

  // without a Content-Length: the server counts the bytes as they come and stops at 1 MB
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= body.byteLength) return controller.close();
      controller.enqueue(body.subarray(sent, sent + 256 * 1024));
      sent += 256 * 1024;
    },
  });
  started = Date.now();
  // Node's fetch streams a body only with duplex "half", which TypeScript's DOM types lack.
  const init: RequestInit & { duplex: "half" } = { method: "POST", headers, body: stream, duplex: "half" };
  const streamed = await fetch(`${baseURL}/api/login/customer`, init);
  const streamedMs = Date.now() - started;
  expect(streamed.status).toBe(413);
  test.info().annotations.push({
    type: "413 latency",
    description: `Content-Length ${declaredMs} ms, streamed ${streamedMs} ms (${(sent / 1024 / 1024).toFixed(1)} MB sent)`,
  });
  expect(declaredMs).toBeLessThan(5_000);
  expect(streamedMs).toBeLessThan(5_000);
});

test("login and sign-up refuse a text/plain form (415) and a missing or null Origin (403)", async ({ request }) => {
  const address = { "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` };
  const form = await request.post("/api/login/customer", {
    headers: { ...appOrigin(), ...address, "content-type": "text/plain" },
    data: JSON.stringify({ email: "a@example.in", password: "s3cret-pass" }),
  });
  expect(form.status()).toBe(415);
  const refused: Array<Record<string, string>> = [{}, { origin: "null" }, { origin: "https://evil.example" }];
  for (const origin of refused) {
    expect((await signUp(request, "/api/signup/customer", { ...address, ...origin })).status()).toBe(403);
  }
});

test.describe("exposed directly (TRUST_PROXY_HOPS=0)", () => {
  test.describe.configure({ timeout: 180_000 });
  let database: Awaited<ReturnType<typeof scratchDatabase>> | undefined;
  let instance: Awaited<ReturnType<typeof startInstance>> | undefined;

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    const authSecret = randomBytes(32).toString("hex");
    database = await scratchDatabase({ adminUrl: process.env.TEST_DATABASE_URL, seed: false, authSecret });
    const port = await freePort();
    instance = await startInstance({ databaseUrl: database.url, port, authSecret, env: { TRUST_PROXY_HOPS: "0" } });
  });

  test.afterAll(async () => {
    await instance?.stop();
    await database?.drop();
  });

  test("every request of one connection shares its address, whatever X-Forwarded-For or x-thali-peer says", async ({
    request,
  }) => {
    const base = instance!.baseUrl;
    const statuses: number[] = [];
    for (let i = 0; i <= SIGNUP_PER_ADDRESS; i++) {
      const answer = await signUp(request, `${base}/api/signup/customer`, {
        origin: base,
        "x-forwarded-for": `10.${octet()}.${octet()}.${i}`,
        "x-real-ip": `10.${octet()}.${octet()}.${i}`,
        "x-thali-peer": `10.${octet()}.${octet()}.${i}`,
      });
      statuses.push(answer.status());
    }
    expect(statuses).toEqual([...Array<number>(SIGNUP_PER_ADDRESS).fill(200), 429]);

    // The address is the socket's (the preload is active), not "unknown" for everyone: an anonymous
    // upload records it.
    const upload = await request.post(`${base}/api/uploadToCloudinary`, {
      headers: { origin: base, "x-forwarded-for": "203.0.113.9", "x-thali-peer": "203.0.113.10" },
      multipart: {
        image: { name: "r.webp", mimeType: "image/webp", buffer: readFileSync("public/images/hero.webp") },
        folderName: "RestaurantImages",
      },
    });
    expect(upload.status(), await upload.text()).toBe(200);
    const { public_id } = (await upload.json()) as { public_id: string };
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    try {
      const row = await client.query<{ uploaderIp: string }>(
        'select "uploaderIp" from "UploadedImage" where "publicId" = $1',
        [public_id],
      );
      expect(row.rows[0]?.uploaderIp).toBe("127.0.0.1");
    } finally {
      await client.end();
    }
    expect(instance!.output()).not.toContain("started without scripts/lib/peer-address.cjs");
  });
});
