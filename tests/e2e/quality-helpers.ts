// Helpers of the quality checks in the browser (accessibility, keyboard use, security headers):
// new accounts and a paid order made through the API, so the screens have something to show.
import { expect, test, type APIRequestContext, type BrowserContext, type Locator, type Page } from "./visitor";
import { DEMO_PASSWORD, DEMO_RESTAURANTS, demoOwnerEmail } from "../../prisma/demo-data";

export const PASSWORD = "s3cret-pass";
/** Open around the clock in the demo data, so checkouts work at any time of day. */
export const ALL_DAY = DEMO_RESTAURANTS.find((r) => r.slug === "snack-shack")!;

export const unique = (what: string) => `${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The Origin header a browser on the app's own page sends with every POST. Login and sign-up refuse a call
 * without it (login CSRF); Playwright's API requests send none, so the tests that use them add it.
 */
export function appOrigin(): { origin: string } {
  return { origin: new URL(test.info().project.use.baseURL!).origin };
}

/** Sign-up and login limits count per client address; each test presents its own, as a proxy would. */
export async function ownAddress(context: BrowserContext): Promise<void> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `10.${octet()}.${octet()}.${octet()}` });
}

async function logInByApi(
  request: APIRequestContext,
  usertype: "customer" | "restaurant",
  email: string,
  password: string,
) {
  const response = await request.post(`/api/login/${usertype}`, {
    data: { email, password, usertype },
    headers: appOrigin(),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { accessToken: string } };
  return { Authorization: `Bearer ${user.accessToken}` };
}

/** A new customer, signed up and logged in in this page's context (its cookies); their Bearer headers. */
export async function newCustomer(
  page: Page,
): Promise<{ email: string; username: string; headers: Record<string, string> }> {
  const username = unique("meera");
  const email = `${username}@example.in`;
  const signup = await page.request.post("/api/signup/customer", {
    data: { username, email, password: PASSWORD, confirmPassword: PASSWORD, usertype: "customer" },
    headers: appOrigin(),
  });
  expect(signup.status()).toBe(200);
  return { email, username, headers: await logInByApi(page.request, "customer", email, PASSWORD) };
}

/** A customer account that exists but is not logged in here (for the login form). */
export async function signedUpCustomer(request: APIRequestContext): Promise<string> {
  const username = unique("kiran");
  const email = `${username}@example.in`;
  const signup = await request.post("/api/signup/customer", {
    data: { username, email, password: PASSWORD, confirmPassword: PASSWORD, usertype: "customer" },
    headers: appOrigin(),
  });
  expect(signup.status()).toBe(200);
  return email;
}

/** The demo owner of the all-day restaurant, logged in in this page's context. */
export async function ownerOfAllDay(page: Page): Promise<Record<string, string>> {
  return logInByApi(page.request, "restaurant", demoOwnerEmail(ALL_DAY.slug), DEMO_PASSWORD);
}

export async function allDayMenu(
  request: APIRequestContext,
): Promise<{ id: string; dishes: Array<{ _id: string; name: string }> }> {
  const list = await request.get(`/api/fetchRestaurants?q=${encodeURIComponent(ALL_DAY.name)}`);
  const { restaurants } = (await list.json()) as { restaurants: Array<{ _id: string; name: string }> };
  const id = restaurants.find((r) => r.name === ALL_DAY.name)!._id;
  const menu = await request.get(`/api/getMenuByRestaurantId?_id=${id}`);
  const { menuitems } = (await menu.json()) as { menuitems: Array<{ items: Array<{ _id: string; name: string }> }> };
  return { id, dishes: menuitems.flatMap((group) => group.items) };
}

/** A checkout of one dish started through the API: the TEST MODE page's path and the provider order. */
export async function startCheckout(
  page: Page,
  headers: Record<string, string>,
): Promise<{ checkoutUrl: string; providerOrderId: string }> {
  const { id, dishes } = await allDayMenu(page.request);
  const response = await page.request.post("/api/createPaymentOrder", {
    headers,
    data: {
      restaurant_id: id,
      items: [{ item_id: dishes[0]!._id, quantity: 1 }],
      // a new name each time: the same cart paid within 15 minutes is refused as a double payment
      customerName: unique("Meera"),
      deliveryLocation: { address: "4 Lake View Road", city: "Chennai", state: "Tamil Nadu" },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const answer = (await response.json()) as { checkoutUrl: string; order: { id: string } };
  return { checkoutUrl: answer.checkoutUrl, providerOrderId: answer.order.id };
}

/** A paid order: a checkout paid and verified through the TEST MODE calls. */
export async function paidOrder(page: Page, headers: Record<string, string>): Promise<void> {
  const { providerOrderId } = await startCheckout(page, headers);
  const paid = await page.request.post("/api/testGateway/pay", { headers, data: { order_id: providerOrderId } });
  expect(paid.status(), await paid.text()).toBe(200);
  const verified = await page.request.post("/api/verifyPayment", { headers, data: await paid.json() });
  expect(verified.status(), await verified.text()).toBe(200);
}

/**
 * Presses Tab (Shift+Tab with `back`) until `target` has the focus, as a keyboard user would;
 * fails if it never gets there (not focusable, or behind a trap).
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  await expect(target, `reached with the Tab key within ${max} presses`).toBeFocused();
}

/**
 * What a journey must not leave behind in a page: uncaught errors, console errors and Content
 * Security Policy violations. Call before the page's first navigation; the returned function lists
 * what was seen so far (a journey ends with `expect(await problems()).toEqual([])`). Failed network
 * calls are left to the journey's own checks of what the page shows.
 */
export async function watchPageHealth(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = [];
  page.on("pageerror", (error) => seen.push(`uncaught ${error.name}: ${error.message}`));
  page.on("console", (message) => {
    if (message.type() !== "error" || /^Failed to load resource/.test(message.text())) return;
    seen.push(`console error: ${message.text()}`);
  });
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener("securitypolicyviolation", (event) => {
      violations.push(`CSP ${event.violatedDirective} blocked ${event.blockedURI || "inline"} (${event.sourceFile})`);
    });
  });
  return async () => [
    ...seen,
    ...(await page
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => [])),
  ];
}
