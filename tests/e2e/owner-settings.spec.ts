import { expect, test, type APIRequest, type Browser, type Locator, type Page } from "./visitor";
import { approvePartner } from "./app-database";
import { call } from "./owner-helpers";
import { png } from "./pictures";
import {
  accessToken,
  appOrigin,
  newIp,
  openCartDrawer,
  PASSWORD,
  toast,
  unique,
  watchPageHealth,
} from "./quality-helpers";

// Restaurant settings (issue 14) against the real server, at a phone's and a desktop's width: an
// owner changes the hours, cuisines, delivery cities and photo and a customer sees them on the
// public pages at once; the owner pauses orders with a reason, the customer sees the restaurant
// closed with that reason and cannot check out (Order For disabled, the server refuses too); the
// owner resumes and the customer can order again. A new restaurant for each run, so the demo
// restaurants other journeys use are never paused.

const SCREENS = "test-results/screens";
const CITY = "Pune";
const REASON = "Kitchen is very busy";
const baseURL = () => test.info().project.use.baseURL!;
/** The size of the photos this journey uploads. */
const PHOTO = { width: 64, height: 40 };

type Owner = {
  email: string;
  name: string;
  ip: string;
  token: string;
  restaurantId: string;
  dish: string;
  /** The sign-up photo's path ("/uploads/RestaurantImages/..."). */
  firstPhoto: string;
};

/** A new restaurant in Pune, open around the clock, with one dish; signed up as the sign-up form does. */
async function newRestaurant(api: APIRequest): Promise<Owner> {
  const ip = newIp();
  const username = unique("settings");
  const email = `${username}@example.in`;
  const name = `Kothrud Kitchen ${username.slice(-6)}`;
  const photo = await call(api, "POST", "/api/uploadToCloudinary", {
    ip,
    multipart: {
      folderName: "RestaurantImages",
      image: { name: "front.png", mimeType: "image/png", buffer: await png([240, 110, 40], PHOTO) },
    },
  });
  await call(api, "POST", "/api/restaurantSignup", {
    ip,
    data: {
      user: { username, email, password: PASSWORD, usertype: "restaurant" },
      name,
      image: { imageUrl: photo.imageUrl, public_id: photo.public_id },
      location: { address: "18 Karve Road", city: CITY, state: "Maharashtra" },
      cuisines: ["North Indian"],
      opentime: "00:00",
      closetime: "00:00",
    },
  });
  const login = (await call(api, "POST", "/api/login/restaurant", { ip, data: { email, password: PASSWORD } })) as {
    user: { accessToken: string };
    restaurantInfo: { _id: string };
  };
  // A new restaurant waits for the platform's review (issue 33); this journey's kitchen is approved at once.
  await approvePartner("restaurant", { id: login.restaurantInfo._id });
  const token = login.user.accessToken;
  const dishPhoto = await call(api, "POST", "/api/uploadToCloudinary", {
    ip,
    token,
    multipart: {
      folderName: "FoodItemImages",
      image: { name: "dish.png", mimeType: "image/png", buffer: await png([200, 150, 60], PHOTO) },
    },
  });
  const dish = `Misal Pav ${username.slice(-4)}`;
  await call(api, "POST", "/api/addMenuItem", {
    ip,
    token,
    data: {
      name: dish,
      category: "Breakfast",
      price: 120,
      type: "veg",
      servesfor: 1,
      description: "Spicy sprout curry with pav",
      imageUrl: dishPhoto.imageUrl,
      public_id: dishPhoto.public_id,
      restaurant_id: login.restaurantInfo._id,
    },
  });
  const firstPhoto = new URL(String(photo.imageUrl), baseURL()).pathname;
  return { email, name, ip, token, restaurantId: login.restaurantInfo._id, dish, firstPhoto };
}

/** A browser of its own for each actor, at the journey's size, with its own address. */
async function actor(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport,
    extraHTTPHeaders: { "x-forwarded-for": newIp() },
    // axe and screenshots see the page settled
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  return { context, page, problems: await watchPageHealth(page) };
}

/** Logs the page's context in (cookies), as the login form does. */
const logIn = (page: Page, usertype: "customer" | "restaurant", email: string) =>
  accessToken(page.request, usertype, email, PASSWORD);

/** Now and a few hours either side, as the restaurant's clock (Asia/Kolkata) reads: open for the whole journey. */
function hoursAroundNow() {
  const now = new Date();
  const minute = (now.getUTCHours() * 60 + now.getUTCMinutes() + 330) % 1440;
  const open = (minute - 120 + 1440) % 1440;
  const close = (minute + 240) % 1440;
  const clock = (m: number) => ({ hour: Math.floor(m / 60), minute: m % 60 });
  const text = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
  return { open: clock(open), close: clock(close), shown: `${text(open)} - ${text(close)}` };
}

/**
 * Whether the element has the keyboard focus in its page. Not toBeFocused: with two browsers of the
 * journey open, the other one may hold the window's focus, and that matcher then reads "inactive".
 */
const hasFocus = (element: Locator) => element.evaluate((el) => el === document.activeElement);

async function openCart(page: Page) {
  const drawer = await openCartDrawer(page);
  await expect(drawer).toBeVisible();
  return drawer;
}

async function closeCart(page: Page) {
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: "Your cart" })).toBeHidden();
}

/** A checkout through the API, as the cart's confirm step starts it: the status and the message. */
async function tryCheckout(api: APIRequest, customer: { token: string; ip: string }, owner: Owner, dishId: string) {
  const request = await api.newContext({ baseURL: baseURL() });
  try {
    const response = await request.post("/api/createPaymentOrder", {
      headers: { authorization: `Bearer ${customer.token}`, "x-forwarded-for": customer.ip },
      data: {
        restaurant_id: owner.restaurantId,
        items: [{ item_id: dishId, quantity: 1 }],
        customerName: unique("Asha"),
        deliveryLocation: { address: "5 FC Road", city: CITY, state: "Maharashtra" },
      },
    });
    return { status: response.status(), message: ((await response.json()) as { message?: string }).message };
  } finally {
    await request.dispose();
  }
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  const at = `${viewport.width}`;
  test(`at ${at} px: an owner edits the restaurant, pauses and resumes orders; a customer sees each change`, async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = playwright.request;
    const owner = await newRestaurant(api);
    const hours = hoursAroundNow();

    // ---- the owner finds Settings in the console's menu
    const o = await actor(browser, viewport);
    await logIn(o.page, "restaurant", owner.email);
    await o.page.goto("/restaurant/dashboard");
    const nav = o.page.getByRole("navigation", {
      name: viewport.width < 768 ? "Restaurant sections" : "Restaurant",
      exact: true,
    });
    await nav.getByRole("link", { name: "Settings" }).click();
    await expect(o.page).toHaveURL(/\/restaurant\/settings$/);
    await expect(nav.getByRole("link", { name: "Settings" })).toHaveAttribute("aria-current", "page");
    const form = o.page.getByRole("form", { name: "Restaurant settings" });
    await expect(form.getByLabel("Restaurant Name")).toHaveValue(owner.name);
    await expect(o.page.getByRole("heading", { name: "Taking orders" })).toBeVisible();

    // ---- hours, cuisines, a delivery city and a new photo
    await form.getByLabel("Open Time hour").fill(String(hours.open.hour));
    await form.getByLabel("Open Time minute").fill(String(hours.open.minute));
    await form.getByLabel("Close Time hour").fill(String(hours.close.hour));
    await form.getByLabel("Close Time minute").fill(String(hours.close.minute));
    await form.getByRole("button", { name: "Pizza" }).click();
    await form.getByRole("button", { name: "North Indian" }).click();
    await expect(form.getByRole("button", { name: "Pizza" })).toHaveAttribute("aria-pressed", "true");
    const cities = form.getByRole("combobox", { name: /^Delivery cities/ });
    await cities.fill("Not a city 1234567890 ".repeat(5));
    await cities.press("Enter");
    await expect(form.getByRole("alert")).toContainText("City must be at most 80 characters");
    await cities.fill("Pimpri-Chinchwad");
    await cities.press("Enter");
    await expect(form.getByRole("list", { name: "Delivery cities" }).getByRole("listitem")).toHaveText([
      CITY,
      "Pimpri-Chinchwad",
    ]);
    await form.getByRole("button", { name: "Remove image" }).click();
    await expect(toast(o.page, "Image removed")).toBeVisible();
    await form.locator('input[type="file"]').setInputFiles({
      name: "new-front.png",
      mimeType: "image/png",
      buffer: await png([30, 140, 90], PHOTO),
    });
    await expect(toast(o.page, "Image Uploaded")).toBeVisible();
    await expect(form.getByRole("img", { name: "Restaurant Image preview" })).toBeVisible();

    // a bad value is refused in the browser with the server's own words, and nothing is saved
    await form.getByLabel("Close Time hour").fill("24");
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(toast(o.page, "Hour must be 0 to 23")).toBeVisible();
    await form.getByLabel("Close Time hour").fill(String(hours.close.hour));
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(toast(o.page, "Settings saved")).toBeVisible();
    await expect(form.getByRole("status")).toHaveText("Customers see these details as soon as you save.");
    await o.page.screenshot({ path: `${SCREENS}/owner-settings-${at}.png`, fullPage: true });

    // ---- a customer sees the changes at once
    const c = await actor(browser, viewport);
    await c.context.addCookies([
      { name: "deliveryLocation", value: encodeURIComponent(JSON.stringify({ city: CITY })), url: baseURL() },
    ]);
    const customerEmail = `${unique("asha")}@example.in`;
    const signup = await c.page.request.post("/api/signup/customer", {
      data: { username: "Asha", email: customerEmail, password: PASSWORD, confirmPassword: PASSWORD },
      headers: appOrigin(),
    });
    expect(signup.status(), await signup.text()).toBe(200);
    const customer = { token: await logIn(c.page, "customer", customerEmail), ip: newIp() };
    await c.page.goto(`/restaurantPage/${owner.restaurantId}/menu`);
    const header = c.page.locator("header").filter({ has: c.page.getByRole("heading", { level: 1 }) });
    await expect(header.getByRole("heading", { level: 1 })).toHaveText(owner.name);
    await expect(header).toContainText("Open Now");
    await expect(header).toContainText(hours.shown);
    await expect(header).toContainText("Pizza");
    await expect(header).not.toContainText("North Indian");
    // the new photo, and the old one is gone from storage
    const photo = header.getByRole("img", { name: owner.name });
    await expect(photo).toHaveAttribute("src", /uploads%2FRestaurantImages/);
    await expect(photo).not.toHaveAttribute("src", new RegExp(encodeURIComponent(owner.firstPhoto)));
    expect((await c.page.request.get(owner.firstPhoto)).status()).toBe(404);
    await c.page.getByRole("button", { name: `Add ${owner.dish} to cart` }).click();
    const menu = (await call(api, "GET", `/api/getMenuByRestaurantId?_id=${owner.restaurantId}`, { ip: owner.ip })) as {
      menuitems: Array<{ items: Array<{ _id: string }> }>;
    };
    const dishId = menu.menuitems[0]!.items[0]!._id;

    // ---- the owner pauses orders with a reason from the list
    await o.page.getByRole("button", { name: "Pause orders" }).click();
    const choice = o.page.getByRole("form", { name: "Pause orders" });
    await expect.poll(() => hasFocus(choice.getByRole("radio", { name: REASON }))).toBe(true);
    await choice.getByRole("radio", { name: "Another reason" }).check();
    await choice.getByRole("button", { name: "Pause orders now" }).click();
    await expect(choice.getByRole("alert")).toHaveText("Say why you are pausing orders");
    await choice.getByRole("radio", { name: REASON }).check();
    await choice.getByRole("button", { name: "Pause orders now" }).click();
    await expect(toast(o.page, "Orders paused")).toBeVisible();
    await expect(o.page.getByRole("heading", { name: "Orders paused" })).toBeVisible();
    await expect.poll(() => hasFocus(o.page.getByRole("button", { name: "Resume orders" }))).toBe(true);
    await o.page.screenshot({ path: `${SCREENS}/owner-settings-paused-${at}.png` });

    // ---- the customer sees it closed with the reason: its page, the list, and the cart
    const closedText = `Not taking orders right now: ${REASON}`;
    await c.page.reload();
    await expect(header).toContainText("Closed Now");
    await expect(header).toContainText(closedText);
    await expect(c.page.getByRole("region", { name: "Menu" })).toContainText(
      `${owner.name} is not taking orders right now: ${REASON}.`,
    );
    await c.page.evaluate(() => window.scrollTo(0, 0));
    await c.page.screenshot({ path: `${SCREENS}/restaurant-paused-${at}.png` });
    await c.page.goto(`/restaurants?q=${encodeURIComponent(owner.name)}`);
    const card = c.page.getByRole("article").filter({ hasText: owner.name });
    await expect(card).toContainText("Closed Now");
    await expect(card).toContainText(closedText);
    await c.page.screenshot({ path: `${SCREENS}/restaurants-paused-${at}.png` });

    let drawer = await openCart(c.page);
    const orderFor = drawer.getByRole("button", { name: /^Order For/ });
    const blocked = `${owner.name} is not taking orders right now: ${REASON}`;
    await expect(orderFor).toHaveAttribute("aria-disabled", "true");
    await expect(drawer.getByText(blocked)).toBeVisible();
    await expect(orderFor).toHaveAccessibleDescription(blocked);
    // aria-disabled keeps it focusable (the reason is read with it); pressing it does nothing
    await orderFor.click({ force: true });
    await expect(c.page.getByRole("dialog", { name: "Confirm delivery details" })).toHaveCount(0);
    await c.page.screenshot({ path: `${SCREENS}/cart-paused-${at}.png` });
    await closeCart(c.page);
    // and the server refuses a checkout however it is sent
    expect(await tryCheckout(api, customer, owner, dishId)).toEqual({ status: 422, message: blocked });

    // ---- the owner resumes; the customer can order again
    await o.page.getByRole("button", { name: "Resume orders" }).click();
    await expect(toast(o.page, "Orders resumed")).toBeVisible();
    await expect(o.page.getByRole("heading", { name: "Taking orders" })).toBeVisible();
    await expect.poll(() => hasFocus(o.page.getByRole("button", { name: "Pause orders" }))).toBe(true);

    await c.page.goto(`/restaurantPage/${owner.restaurantId}/menu`);
    await expect(header).toContainText("Open Now");
    await expect(header).not.toContainText(closedText);
    drawer = await openCart(c.page);
    await expect(drawer.getByRole("button", { name: /^Order For/ })).not.toHaveAttribute("aria-disabled", "true");
    await drawer.getByRole("button", { name: /^Order For/ }).click();
    await expect(c.page.getByRole("dialog", { name: "Confirm delivery details" })).toBeVisible();
    await c.page.screenshot({ path: `${SCREENS}/cart-resumed-${at}.png` });
    expect((await tryCheckout(api, customer, owner, dishId)).status).toBe(200);

    expect(await o.problems(), "the owner's page").toEqual([]);
    expect(await c.problems(), "the customer's page").toEqual([]);
    await o.context.close();
    await c.context.close();
  });
}
