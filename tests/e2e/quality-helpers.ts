// Helpers shared by the browser journeys: new accounts and a paid order made through the API, so the
// screens have something to show; the login form, the toasts, the restaurant cards and the cart as a
// user meets them; and the quality checks (keyboard use, page health).
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

/** A client address of its own (10.x.x.x), for an actor of a test, as the proxy in front would report it. */
export const newIp = () => {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  return `10.${octet()}.${octet()}.${octet()}`;
};

/** Sign-up and login limits count per client address; each test presents its own, as a proxy would. */
export async function ownAddress(context: BrowserContext): Promise<void> {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": newIp() });
}

/** A customer signed up through the API, as the sign-up form does (with PASSWORD). */
export async function signUp(request: APIRequestContext, username: string, email: string): Promise<void> {
  const response = await request.post("/api/signup/customer", {
    data: { username, email, password: PASSWORD, confirmPassword: PASSWORD, usertype: "customer" },
    headers: appOrigin(),
  });
  expect(response.status()).toBe(200);
}

/** Logs in through the API (the request's context keeps the session cookies); the access token. */
export async function accessToken(
  request: APIRequestContext,
  usertype: "customer" | "restaurant",
  email: string,
  password: string,
): Promise<string> {
  const response = await request.post(`/api/login/${usertype}`, {
    data: { email, password, usertype },
    headers: appOrigin(),
  });
  expect(response.status(), await response.text()).toBe(200);
  const { user } = (await response.json()) as { user: { accessToken: string } };
  return user.accessToken;
}

/** Logs in through the API, as accessToken does; the Bearer headers of the login. */
export async function logInByApi(
  request: APIRequestContext,
  usertype: "customer" | "restaurant",
  email: string,
  password: string,
): Promise<{ Authorization: string }> {
  return { Authorization: `Bearer ${await accessToken(request, usertype, email, password)}` };
}

/** A new customer, signed up and logged in in this page's context (its cookies); their Bearer headers. */
export async function newCustomer(
  page: Page,
): Promise<{ email: string; username: string; headers: Record<string, string> }> {
  const username = unique("meera");
  const email = `${username}@example.in`;
  await signUp(page.request, username, email);
  return { email, username, headers: await logInByApi(page.request, "customer", email, PASSWORD) };
}

/** A customer account that exists but is not logged in here (for the login form). */
export async function signedUpCustomer(request: APIRequestContext): Promise<string> {
  const username = unique("kiran");
  const email = `${username}@example.in`;
  await signUp(request, username, email);
  return email;
}

/** Fills the login form on the page and presses Sign In, as a user does. */
export async function logIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** A sonner toast with this text (field errors can repeat the same words inline). */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** The restaurant cards of the list. */
export const cards = (page: Page): Locator => page.getByRole("main").getByRole("article");

/** The names on the restaurant cards, in the list's order, once the list shows. */
export async function cardNames(page: Page): Promise<string[]> {
  await expect(cards(page).first()).toBeVisible();
  return cards(page).getByRole("heading", { level: 2 }).allTextContents();
}

/** The menu's Add to cart buttons. */
export const addButtons = (page: Page): Locator => page.getByRole("button", { name: /^Add .+ to cart$/ });

/** Waits for a dialog's fade-in to finish, so a screenshot shows it as the user sees it. */
export const settled = (dialog: Locator) => expect(dialog).toHaveCSS("opacity", "1");

/** The all-day restaurant's menu, reached from the restaurant list as a shopper does. */
/**
 * Clicks a restaurant's card link on whichever page of the list it is. The list is 24 to a page by name, open kitchens
 * first, and the journeys register restaurants of their own, so a demo restaurant late in the alphabet moves to page 2
 * in a full run (the owner-on-storefront journey failed in CI when it only looked at page 1).
 */
export async function openFromList(page: Page, name: string): Promise<void> {
  const link = page.getByRole("main").getByRole("link", { name, exact: true }).first();
  for (let n = 1; n <= 20; n++) {
    await page.goto(n === 1 ? "/restaurants" : `/restaurants?page=${n}`);
    // the list streams in behind its skeleton: wait for a card (or the end of the list) before reading it
    await expect(
      cards(page)
        .first()
        .or(page.getByText(/There is no page \d+/)),
    ).toBeVisible();
    if ((await link.count()) > 0) break;
    if ((await page.getByText(/There is no page \d+/).count()) > 0) break;
  }
  await link.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

export async function openAllDayMenu(page: Page): Promise<void> {
  await openFromList(page, ALL_DAY.name);
}

/** Fills the delivery details dialog with an address in the all-day restaurant's area. */
export async function fillDetails(dialog: Locator): Promise<void> {
  await dialog.getByLabel("Name").fill("Asha Rao");
  await dialog.getByLabel("Address", { exact: true }).fill("12 MG Road, Indiranagar");
  await dialog.getByLabel("Locality").fill("Adyar");
  // Snack Shack Express delivers in Chennai: checkout refuses an address outside a restaurant's area
  await dialog.getByLabel("City").fill("Chennai");
  await dialog.getByLabel("State").fill("Tamil Nadu");
  await dialog.getByLabel("PIN code").fill("600020");
  await dialog.getByLabel("Phone").fill("98400 12345");
}

/**
 * Fills the delivery details dialog for `name` at an address in Indiranagar, Bengaluru, where the restaurants
 * owner-helpers' newRestaurant makes deliver.
 */
export async function fillBengaluruDetails(dialog: Locator, name: string): Promise<void> {
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Address", { exact: true }).fill("7 Residency Road");
  await dialog.getByLabel("Locality").fill("Indiranagar");
  await dialog.getByLabel("City").fill("Bengaluru");
  await dialog.getByLabel("State").fill("Karnataka");
  await dialog.getByLabel("PIN code").fill("560038");
  await dialog.getByLabel("Phone").fill("98450 12345");
}

/** The bill's rows in a container (the cart, the checkout dialog, an order card), as "label value" texts. */
export async function billRows(scope: Locator): Promise<string[]> {
  const rows = scope.locator('dl[aria-label="Bill details"] > div');
  return (await rows.allInnerTexts()).map((text) => text.replace(/\s+/g, " ").trim());
}

/** Waits for every photo on show to arrive, so that screenshots show them. */
export async function photosLoaded(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => img.loading !== "lazy" && img.checkVisibility())
      .every((img) => img.complete && img.naturalWidth > 0),
  );
}

/** Presses the header's cart button; the cart drawer (each journey waits for what it needs of it). */
export async function openCartDrawer(page: Page): Promise<Locator> {
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^Cart, \d+ items?$/ })
    .click();
  return page.getByRole("dialog", { name: "Your cart" });
}

/** The demo owner of the all-day restaurant, logged in in this page's context. */
export async function ownerOfAllDay(page: Page): Promise<Record<string, string>> {
  return logInByApi(page.request, "restaurant", demoOwnerEmail(ALL_DAY.slug), DEMO_PASSWORD);
}

export type MenuItem = { _id: string; name: string; price: number };

/** The all-day restaurant's id and its dishes, as the API lists them. */
export async function allDayMenu(request: APIRequestContext): Promise<{ id: string; dishes: MenuItem[] }> {
  const list = await request.get(`/api/fetchRestaurants?q=${encodeURIComponent(ALL_DAY.name)}`);
  const { restaurants } = (await list.json()) as { restaurants: Array<{ _id: string; name: string }> };
  const id = restaurants.find((r) => r.name === ALL_DAY.name)!._id;
  const menu = await request.get(`/api/getMenuByRestaurantId?_id=${id}`);
  const { menuitems } = (await menu.json()) as { menuitems: Array<{ items: MenuItem[] }> };
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
