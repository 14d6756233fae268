import { expect, test, type APIRequestContext } from "./visitor";

// Password guessing against the running app over HTTP (issue 13, findings 1 and 7): the spec's
// login call and next-auth's own credentials callback. The server runs with TRUST_PROXY_HOPS=1
// (playwright.config.ts), as behind one proxy: each request's X-Forwarded-For is what that proxy
// would have appended for the client's address.

const PASSWORD = "s3cret-pass";
const unique = (what: string) => `${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const address = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join(".")}`;

function post(request: APIRequestContext, baseURL: string, path: string, data: unknown, ip: string) {
  return request.post(path, { data, headers: { "x-forwarded-for": ip, origin: baseURL } });
}

async function signUp(request: APIRequestContext, baseURL: string, email: string) {
  const response = await post(
    request,
    baseURL,
    "/api/signup/customer",
    { username: unique("guess"), email, password: PASSWORD, confirmPassword: PASSWORD, usertype: "customer" },
    address(),
  );
  expect(response.status()).toBe(200);
}

const logIn = (request: APIRequestContext, baseURL: string, email: string, password: string, ip: string) =>
  post(request, baseURL, "/api/login/customer", { email, password, usertype: "customer" }, ip);

test.describe("password guessing over HTTP", () => {
  // Dozens of bcrypt checks (cost 12) a test: quick on an idle machine, not on a loaded CI one.
  test.describe.configure({ timeout: 120_000 });
  // The login limits count in 10-minute windows aligned to the epoch: never start a test near a window's end.
  test.beforeEach(async () => {
    const left = 600_000 - (Date.now() % 600_000);
    if (left < 45_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  });

  test("40 guesses from one address: 10 are checked, then 429 even for the right password", async ({
    request,
    baseURL,
  }) => {
    const email = `${unique("victim")}@example.in`;
    await signUp(request, baseURL!, email);
    const ip = address();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await logIn(request, baseURL!, email, `guess-${i}`, ip)).status());
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(new Set(statuses.slice(10))).toEqual(new Set([429]));
    const right = await logIn(request, baseURL!, email, PASSWORD, ip);
    expect(right.status()).toBe(429);
    expect(Number(right.headers()["retry-after"])).toBeGreaterThan(0);
  });

  test("guesses from 20 addresses shut out new addresses, not the owner at home", async ({
    request,
    playwright,
    baseURL,
  }) => {
    const email = `${unique("owner")}@example.in`;
    await signUp(request, baseURL!, email);
    const home = address();
    // The owner's browser: a context of its own, so its session cookie never rides on the guesses.
    const owner = await playwright.request.newContext({ baseURL });
    expect((await logIn(owner, baseURL!, email, PASSWORD, home)).status()).toBe(200);
    for (let i = 0; i < 20; i++) {
      expect((await logIn(request, baseURL!, email, `guess-${i}`, address())).status()).toBe(401);
    }
    expect((await logIn(request, baseURL!, email, PASSWORD, address())).status()).toBe(429);
    const again = await playwright.request.newContext({ baseURL });
    expect((await logIn(again, baseURL!, email, PASSWORD, home)).status()).toBe(200);
    await owner.dispose();
    await again.dispose();
  });

  test("next-auth's credentials callback gives no session for the right password", async ({ playwright, baseURL }) => {
    const email = `${unique("side")}@example.in`;
    // A context of its own, so no cookie from another test can be mistaken for the callback's.
    const context = await playwright.request.newContext({ baseURL });
    await signUp(context, baseURL!, email);
    const ip = address();
    const csrf = await context.get("/api/auth/csrf", { headers: { "x-forwarded-for": ip } });
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const callback = await context.post("/api/auth/callback/credentials", {
      form: { csrfToken, email, password: PASSWORD, usertype: "customer" },
      headers: { "x-forwarded-for": ip, origin: baseURL! },
      maxRedirects: 0,
    });
    expect(callback.status()).toBeLessThan(500);
    const cookies = await context.storageState();
    expect(cookies.cookies.filter((c) => /session-token/.test(c.name))).toEqual([]);
    const me = await context.get("/api/getOrdersByCustomerId?_id=anything", { headers: { "x-forwarded-for": ip } });
    expect(me.status()).toBe(401);
    await context.dispose();
  });
});
