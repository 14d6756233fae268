import { demoOwnerEmail, DEMO_PASSWORD } from "../../prisma/demo-data";
import { expect, test, type APIRequestContext, type Page } from "./visitor";
import { ALL_DAY, allDayMenu, appOrigin, newCustomer, watchPageHealth } from "./quality-helpers";

// Issue 16: the public pages are rendered once and served from Next's cache to everyone; what is
// personal (the account, hearts) comes from the browser, an owner's change shows within a second,
// and open/closed follows the clock in the browser.

const SCREENS = "test-results/screens";
type Settings = Record<string, unknown> & {
  opentime: { openhour: number; openminute: number };
  closetime: { closehour: number; closeminute: number };
};

async function ownerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post("/api/login/restaurant", {
    data: { email: demoOwnerEmail(ALL_DAY.slug), password: DEMO_PASSWORD, usertype: "restaurant" },
    headers: appOrigin(),
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { user: { accessToken: string } }).user.accessToken;
  return { authorization: `Bearer ${token}`, ...appOrigin() };
}

/** The page's cache state as Next reports it (HIT, STALE, MISS), after one visit to warm it. */
async function cacheStateOf(page: Page, path: string): Promise<string | null> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  return response!.headers()["x-nextjs-cache"] ?? null;
}

type Shift = PerformanceEntry & {
  value: number;
  hadRecentInput: boolean;
  sources: Array<{ node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }>;
};

/** Layout shifts seen on the page so far (any shift counts), with what moved, for the message. */
async function layoutShift(page: Page): Promise<{ total: number; moved: string[] }> {
  return page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            for (const source of entry.sources) {
              const node = source.node as HTMLElement | null;
              const text = node?.textContent?.slice(0, 30) ?? "";
              moved.push(`${node?.tagName ?? "?"} "${text}" ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`);
            }
          }
        }).observe({ type: "layout-shift", buffered: true });
        setTimeout(() => resolve({ total, moved }), 300);
      }),
  );
}

test("an owner changes a price and the public menu shows it within 1 s; the page is served from cache before and after", async ({
  page,
  playwright,
  baseURL,
}) => {
  const { id } = await allDayMenu(page.request);
  const menuPath = `/restaurantPage/${id}/menu`;
  await page.goto(menuPath);
  expect(await cacheStateOf(page, menuPath)).toBe("HIT");

  const owner = await playwright.request.newContext({ baseURL });
  const headers = await ownerHeaders(owner);
  const { items } = (await (
    await owner.get(`/api/getItemsByRestaurantId?restaurant_id=${id}`, { headers })
  ).json()) as { items: Array<Record<string, unknown> & { _id: string; name: string; price: number }> };
  // a dish in the first section, which the menu shows open
  const firstShown = (await page.locator("details[open] article h3").first().textContent())?.trim();
  const dish = items.find((item) => item.name === firstShown) ?? items[0]!;
  const newPrice = dish.price === 321.5 ? 322.5 : 321.5;
  try {
    const saved = await owner.post("/api/updateMenuItem", {
      headers,
      data: { ...dish, price: newPrice, public_id: "" },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const changedAt = Date.now();
    await page.goto(menuPath);
    const card = page.getByRole("article", { name: dish.name });
    await expect(card).toContainText(`₹${newPrice.toFixed(2)}`, { timeout: 1_000 });
    expect(Date.now() - changedAt).toBeLessThan(1_000);
    // rendered once more, then cached again for everyone
    expect(await cacheStateOf(page, menuPath)).toBe("HIT");
  } finally {
    await owner.post("/api/updateMenuItem", { headers, data: { ...dish, public_id: "" } });
    await owner.dispose();
  }
});

/** Minutes after midnight in India at `at`. */
function indiaMinute(at: Date): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Asia/Kolkata",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return get("hour") * 60 + get("minute");
}

test("a kitchen closes at its hour and the cached list shows it closed at that minute, without a reload", async ({
  page,
  playwright,
  baseURL,
}) => {
  const problems = await watchPageHealth(page);
  const owner = await playwright.request.newContext({ baseURL });
  const headers = await ownerHeaders(owner);
  const read = async () =>
    ((await (await owner.get("/api/restaurantSettings", { headers })).json()) as { settings: Settings }).settings;
  const before = await read();
  // Open since an hour ago, closing two minutes from now (India time).
  const now = new Date();
  const closes = (indiaMinute(now) + 2) % 1440;
  const opens = (closes + 1440 - 63) % 1440;
  try {
    const saved = await owner.post("/api/updateRestaurantSettings", {
      headers,
      data: {
        ...before,
        opentime: { openhour: Math.floor(opens / 60), openminute: opens % 60 },
        closetime: { closehour: Math.floor(closes / 60), closeminute: closes % 60 },
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.clock.install({ time: now });
    await page.goto("/restaurants");
    const card = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: ALL_DAY.name, exact: true }) });
    await expect(card).toBeVisible();
    await expect(card.getByText("Closed Now")).toBeHidden();

    // the closing minute passes in the browser: the card says so, with no request to the server
    await page.clock.fastForward("03:00");
    await expect(card.getByText("Closed Now")).toBeVisible();
    await expect(card.getByText(/^Opens at \d\d:\d\d$/)).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/cached-list-closed-at-its-minute.png` });

    // and its menu's Add buttons are disabled with the reason
    await card.getByRole("link", { name: ALL_DAY.name, exact: true }).click();
    await expect(page.getByText(/is closed now and opens at/)).toBeVisible();
    await expect(page.getByRole("button", { name: /^Add .+ to cart$/ }).first()).toBeDisabled();
  } finally {
    await owner.post("/api/updateRestaurantSettings", { headers, data: before });
    await owner.dispose();
  }
  expect(await problems()).toEqual([]);
});

for (const width of [375, 1280]) {
  test(`at ${width} px a visitor and a customer get the same cached menu page, each with their own top bar and hearts, and nothing shifts`, async ({
    browser,
    baseURL,
  }) => {
    const visitorContext = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    const customerContext = await browser.newContext({ baseURL, viewport: { width, height: 800 } });
    const visitor = await visitorContext.newPage();
    const customer = await customerContext.newPage();
    const problems = await watchPageHealth(customer);
    const { id } = await allDayMenu(visitor.request);
    const menuPath = `/restaurantPage/${id}/menu`;

    const me = await newCustomer(customer);
    const marked = await customer.request.post("/api/markRestaurantAsFavourite", {
      headers: me.headers,
      data: { restaurant_id: id, user_id: (await (await customer.request.get("/api/me")).json()).user.id },
    });
    expect(marked.status(), await marked.text()).toBe(200);

    await visitor.goto(menuPath);
    expect(await cacheStateOf(visitor, menuPath)).toBe("HIT");
    expect(await cacheStateOf(customer, menuPath)).toBe("HIT");

    const visitorBar = visitor.getByRole("banner");
    await expect(visitorBar.getByRole("link", { name: "SignUp" })).toBeVisible();
    await expect(visitor.getByRole("button", { name: "Mark As Favourite" })).toBeVisible();

    const customerBar = customer.getByRole("banner");
    await expect(customerBar.getByRole("button", { name: `Open menu for ${me.username}` })).toBeVisible();
    await expect(customerBar.getByRole("link", { name: "SignUp" })).toBeHidden();
    await expect(customer.getByRole("button", { name: "Remove From Favourites" })).toBeVisible();
    await customer.screenshot({ path: `${SCREENS}/cached-menu-customer-${width}.png` });
    await visitor.screenshot({ path: `${SCREENS}/cached-menu-visitor-${width}.png` });

    const customerShift = await layoutShift(customer);
    expect(customerShift.total, customerShift.moved.join("\n")).toBe(0);
    const visitorShift = await layoutShift(visitor);
    expect(visitorShift.total, visitorShift.moved.join("\n")).toBe(0);
    expect(await problems()).toEqual([]);
    await visitorContext.close();
    await customerContext.close();
  });
}
