import { expect, test, type APIResponse, type Page } from "./visitor";
import {
  addButtons,
  allDayMenu,
  appOrigin,
  newCustomer,
  openCartDrawer,
  ownAddress,
  startCheckout,
} from "./quality-helpers";

// Security headers on every kind of response (lib/http/security-headers.ts, proxy.ts,
// next.config.ts), cookie flags, and pages that run under their Content-Security-Policy without
// a single violation, Next's own scripts, lazy chunks and the TEST MODE page included.

function expectCommonHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["permissions-policy"], what).toMatch(/camera=\(\), microphone=\(\), geolocation=\(self\)/);
  // plain HTTP (the quick start): no HSTS
  expect(headers["strict-transport-security"], what).toBeUndefined();
}

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(";").map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values];
    }),
  );
}

test.describe("security headers", () => {
  test("pages, API answers, static files and images all carry them", async ({ request }) => {
    // A page rendered per request (here the login page): scripts run only with this response's nonce.
    const page = await request.get("/auth/login/customer");
    expect(page.status()).toBe(200);
    expectCommonHeaders(page, "a page");
    const csp = directives(page.headers()["content-security-policy"] ?? "");
    const nonce = /'nonce-([^']+)'/.exec(csp.get("script-src")?.join(" ") ?? "")?.[1];
    expect(nonce, "the page's CSP has a nonce").toBeTruthy();
    expect(csp.get("script-src")).toContain("'strict-dynamic'");
    expect(csp.get("script-src")).not.toContain("'unsafe-inline'");
    expect(csp.get("script-src")).not.toContain("'unsafe-eval'");
    expect(csp.get("script-src")).toContain("https://checkout.razorpay.com");
    expect(csp.get("frame-src")).toEqual(["https://api.razorpay.com", "https://checkout.razorpay.com"]);
    expect(csp.get("connect-src")).toEqual(
      expect.arrayContaining(["https://api.razorpay.com", "https://lumberjack.razorpay.com"]),
    );
    expect(csp.get("img-src")).toContain("https://res.cloudinary.com");
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    // every script tag of the page carries this response's nonce, and the next page gets another
    const html = await page.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const again = await request.get("/auth/login/customer");
    expect(again.headers()["content-security-policy"]).not.toContain(nonce!);

    // A cached public page is one HTML for everyone, so no nonce can be in it: inline script elements
    // (Next's own) may run, inline handlers and eval may not, and everything else is as strict.
    const cached = await request.get("/");
    expectCommonHeaders(cached, "a cached page");
    const shared = directives(cached.headers()["content-security-policy"] ?? "");
    expect(shared.get("script-src")).toEqual(["'self'", "'unsafe-inline'", "https://checkout.razorpay.com"]);
    expect(shared.get("script-src-attr")).toEqual(["'none'"]);
    for (const name of ["default-src", "object-src", "base-uri", "form-action", "frame-ancestors", "frame-src"]) {
      expect(shared.get(name), name).toEqual(csp.get(name));
    }

    const api = await request.get("/api/fetchRestaurants");
    expectCommonHeaders(api, "an API answer");
    expect(api.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    const unknownApi = await request.get("/api/noSuchThing");
    expect(unknownApi.status()).toBe(404);
    expectCommonHeaders(unknownApi, "an API 404");

    const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1]!;
    const asset = await request.get(script);
    expect(asset.status()).toBe(200);
    expectCommonHeaders(asset, "a static script");

    const picture = await request.get("/images/favicon.svg");
    expect(picture.status()).toBe(200);
    expectCommonHeaders(picture, "a public image");
    const optimized = await request.get(`/_next/image?url=${encodeURIComponent("/images/favicon.svg")}&w=64&q=75`, {
      headers: { accept: "image/webp,image/*" },
    });
    expect(optimized.status()).toBe(200);
    expectCommonHeaders(optimized, "an optimized image");
  });

  test("behind an HTTPS proxy: HSTS, upgraded requests and Secure, httpOnly, SameSite cookies", async ({ request }) => {
    const https = { "x-forwarded-proto": "https" };
    const page = await request.get("/aboutus", { headers: https });
    expect(page.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(page.headers()["content-security-policy"]).toContain("upgrade-insecure-requests");
    const api = await request.get("/api/fetchRestaurants", { headers: https });
    expect(api.headers()["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");

    const username = `hsts-${Date.now().toString(36)}`;
    const address = { "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` };
    const email = `${username}@example.in`;
    const signup = await request.post("/api/signup/customer", {
      headers: { ...address, ...appOrigin() },
      data: { username, email, password: "s3cret-pass", confirmPassword: "s3cret-pass" },
    });
    expect(signup.status()).toBe(200);
    const login = await request.post("/api/login/customer", {
      headers: { ...https, ...address, ...appOrigin() },
      data: { email, password: "s3cret-pass" },
    });
    expect(login.status()).toBe(200);
    const cookies = login
      .headersArray()
      .filter((h) => h.name.toLowerCase() === "set-cookie")
      .map((h) => h.value);
    const session = cookies.find((c) => c.startsWith("__Secure-authjs.session-token="));
    const refresh = cookies.find((c) => c.startsWith("__Secure-thali.refresh-token="));
    for (const cookie of [session, refresh]) {
      expect(cookie).toBeDefined();
      expect(cookie).toMatch(/; HttpOnly/i);
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/; SameSite=lax/i);
    }
  });

  test("over plain HTTP (localhost) cookies still work: httpOnly and SameSite, without Secure", async ({ request }) => {
    // A cached page sets no cookie (a shared cache would hand it to everyone); the first API answer does.
    const page = await request.get("/");
    expect(page.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie")).toEqual([]);
    const api = await request.get("/api/me");
    const xsrf = api
      .headersArray()
      .find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("XSRF-TOKEN="))?.value;
    expect(xsrf).toMatch(/SameSite=lax/i);
    expect(xsrf).not.toMatch(/; Secure/i);
    // readable by scripts on purpose: the page echoes it in X-XSRF-TOKEN (double submit)
    expect(xsrf).not.toMatch(/HttpOnly/i);
  });
});

/** Records every CSP violation and CSP console error of a page from its first script on. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...consoleErrors,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])),
  ];
}

test("pages run under their CSP with no violations: home, list with filters, menu and cart, TEST MODE", async ({
  page,
  context,
}) => {
  await ownAddress(context);
  const violations = await watchCsp(page);
  const found: string[] = [];
  const check = async (screen: string) => {
    for (const v of await violations()) found.push(`${screen}: ${v}`);
  };

  await page.goto("/");
  await expect(page.getByRole("banner")).toBeVisible();
  await page.waitForLoadState("networkidle");
  await check("/");

  await page.goto("/restaurants");
  await page.getByRole("button", { name: /^Filters/ }).click(); // a lazily loaded dialog
  await expect(page.getByRole("dialog", { name: "Filters" })).toBeVisible();
  await page.keyboard.press("Escape");
  await page.waitForLoadState("networkidle");
  await check("/restaurants");

  const { id } = await allDayMenu(page.request);
  await page.goto(`/restaurantPage/${id}/menu`);
  await addButtons(page).first().click();
  await expect(await openCartDrawer(page)).toBeVisible(); // lazy drawer
  await page.waitForLoadState("networkidle");
  await check("menu and cart");

  const { headers } = await newCustomer(page);
  const { checkoutUrl } = await startCheckout(page, headers);
  await page.goto(checkoutUrl);
  await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await check("TEST MODE");

  expect(found).toEqual([]);
});
