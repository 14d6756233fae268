import { expect, test, type Page, type Response } from "./visitor";
import { appOrigin, newCustomer } from "./quality-helpers";
import { DEMO_PASSWORD, DEMO_RESTAURANTS, demoOwnerEmail } from "../../prisma/demo-data";

// The public pages are rendered once and served from Next's cache to everyone (issue 16): an
// owner's change shows at once, a kitchen closes at its minute in the browser, and each viewer's
// personal parts (top bar, hearts) come on top of the same HTML without moving anything.

const SCREENS = "test-results/screens";

/** The demo restaurant a test works on, its id and its dishes through the public calls. */
async function restaurantNamed(page: Page, slug: string) {
  const demo = DEMO_RESTAURANTS.find((r) => r.slug === slug)!;
  const list = await page.request.get(`/api/fetchRestaurants?q=${encodeURIComponent(demo.name)}`);
  const { restaurants } = (await list.json()) as { restaurants: Array<{ _id: string; name: string }> };
  return { demo, id: restaurants.find((r) => r.name === demo.name)!._id };
}

const cacheState = (response: Response | null) => response?.headers()["x-nextjs-cache"];

/**
 * The layout shift of the page so far (CLS without the input exclusion window; nothing is clicked).
 * Compared with 0 at the three decimals CLS is reported in: a CI run once measured 0.0000047 (a
 * sub-pixel move), which every tool shows as 0.000.
 */
async function expectNoLayoutShift(page: Page): Promise<void> {
  const { total, moved } = await page.evaluate(
    () =>
      new Promise<{ total: number; moved: string[] }>((resolve) => {
        let total = 0;
        const moved: string[] = [];
        type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
        type Shift = PerformanceEntry & { value: number; sources?: Source[] };
        const box = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const add = (entries: PerformanceEntryList) => {
          for (const entry of entries as Shift[]) {
            total += entry.value;
            for (const source of entry.sources ?? [])
              moved.push(
                `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms, ${box(source.previousRect)} -> ${box(source.currentRect)}: ` +
                  ((source.node as Element | null)?.outerHTML?.slice(0, 200) ?? source.node?.textContent ?? "?"),
              );
          }
        };
        const observer = new PerformanceObserver((list) => add(list.getEntries()));
        observer.observe({ type: "layout-shift", buffered: true });
        // takeRecords: the buffered entries not handed to the callback yet (a fake clock can fire this timer first)
        setTimeout(() => {
          add(observer.takeRecords());
          observer.disconnect();
          resolve({ total, moved });
        }, 1_500);
      }),
  );
  // What moved, in the failure's message: a shift seen only on a slow machine is otherwise just a number.
  expect(total, `layout shift; what moved:\n${moved.join("\n")}`).toBeLessThan(0.0005);
}

test.describe("cached public pages", () => {
  test("the restaurant list's HTML is at most 80 kB for a full page of cards, each card's markup in it once", async ({
    page,
  }) => {
    // Issue 34: the cards are drawn from their data by a client component, so the page's flight payload carries
    // the data, not each card's markup a second time (148.7 kB before, for the demo's 16 restaurants).
    const response = await page.request.get("/restaurants");
    expect(response.status()).toBe(200);
    const html = await response.text();
    const cards = (html.match(/<article /g) ?? []).length;
    // The demo's 16, and any another test has approved meanwhile: 80 kB for 16 is 5 kB a card.
    expect(cards).toBeGreaterThanOrEqual(DEMO_RESTAURANTS.length);
    expect(Buffer.byteLength(html)).toBeLessThanOrEqual((80_000 * cards) / DEMO_RESTAURANTS.length);
    // The card's own classes are in the HTML once per card and never in the flight data.
    expect(html.split('class="rcard-photo"').length - 1).toBe(cards);
    expect(html).not.toContain('rcard-photo\\"');
    expect(html).not.toContain('className\\":\\"group rcard');
  });

  test("an owner's new price is on the cached menu at the next load", async ({ page, browser }) => {
    const { demo, id } = await restaurantNamed(page, "juice-junction");
    const menuPath = `/restaurantPage/${id}/menu`;
    await page.goto(menuPath);
    // The second load is served from the cache.
    expect(cacheState(await page.reload())).toBe("HIT");

    const owner = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const login = await owner.request.post("/api/login/restaurant", {
      data: { email: demoOwnerEmail(demo.slug), password: DEMO_PASSWORD, usertype: "restaurant" },
      headers: { ...appOrigin(), "x-forwarded-for": "10.16.0.1" },
    });
    expect(login.status()).toBe(200);
    const auth = {
      Authorization: `Bearer ${((await login.json()) as { user: { accessToken: string } }).user.accessToken}`,
    };
    const items = await owner.request.get(`/api/getItemsByRestaurantId?restaurant_id=${id}`, { headers: auth });
    // A dish in the menu's first section, which starts open.
    const shownName = (await page.getByRole("article").first().locator("h3").textContent())!.trim();
    type OwnerItem = Record<string, unknown> & { _id: string; price: number; name: string };
    const dish = ((await items.json()) as { items: OwnerItem[] }).items.find((item) => item.name === shownName)!;
    expect(dish, shownName).toBeDefined();
    const price = dish.price + 7;
    const updated = await owner.request.post("/api/updateMenuItem", {
      headers: auth,
      data: { ...dish, price, public_id: dish.public_id ?? "" },
    });
    expect(updated.status(), await updated.text()).toBe(200);
    const changedAt = Date.now();

    // The very next load has it (the change expired the page's tags), and it is cached again after.
    await page.reload();
    const card = page.getByRole("article", { name: dish.name });
    await expect(card).toContainText(`₹${price.toFixed(2)}`, { timeout: 1_000 });
    test.info().annotations.push({ type: "price visible after", description: `${Date.now() - changedAt} ms` });
    expect(cacheState(await page.reload())).toBe("HIT");
    await expect(card).toContainText(`₹${price.toFixed(2)}`);
    await owner.close();
  });

  test("a kitchen closes at its minute: the list and the menu say so without a reload", async ({ page }) => {
    const { demo, id } = await restaurantNamed(page, "udupi-tiffins");
    expect(demo.close).toBe("11:30");
    // A minute before its closing time, India time (UTC+05:30), today.
    const today = new Date().toISOString().slice(0, 10);
    await page.clock.install({ time: new Date(`${today}T11:29:05+05:30`) });

    // On a phone, where one card under another moves if this one grows.
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto("/restaurants");
    const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: demo.name, exact: true }) });
    await expect(card.getByText("Closed Now", { exact: true })).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await page.clock.runFor(60_000);
    await expect(card.getByText("Closed Now", { exact: true })).toBeVisible();
    await expect(card.getByText(`Opens at ${demo.open}`)).toBeVisible();
    // Closing moves nothing: the same flip happens at hydration when the cached HTML is older than the minute a
    // kitchen opened or closed (a CI run once measured 0.006 on the list at 375 px). The page's timers are the fake
    // clock's, so it runs while the shifts are summed.
    await Promise.all([expectNoLayoutShift(page), page.clock.runFor(2_000)]);
    await card.screenshot({ path: `${SCREENS}/closed-card-375.png` });

    // Its menu, again a minute before closing time.
    await page.clock.setSystemTime(new Date(`${today}T11:29:05+05:30`));
    await page.goto(`/restaurantPage/${id}/menu`);
    const add = page.getByRole("button", { name: /^Add / }).first();
    await expect(page.getByText("Open Now", { exact: true })).toBeVisible();
    await expect(add).not.toHaveAttribute("aria-disabled", "true");
    await page.clock.runFor(60_000);
    await expect(page.getByText("Closed Now", { exact: true })).toBeVisible();
    await expect(add).toHaveAttribute("aria-disabled", "true");
    await expect(
      page.getByText(`${demo.name} is closed now and opens at ${demo.open}.`, { exact: false }),
    ).toBeVisible();
  });

  for (const width of [375, 1280]) {
    test(`a visitor and a customer get the same cached list, each with their own top bar and hearts (${width} px)`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const favourite = DEMO_RESTAURANTS[3]!.name;

      const visitorResponse = await page.goto("/restaurants");
      await expect(page.getByRole("link", { name: "SignUp" })).toBeVisible();
      await expect(page.getByRole("button", { name: `Mark ${favourite} as favourite` })).toBeEnabled();
      await expectNoLayoutShift(page);
      // The account side is at least as wide as its widest face from the start: the browser may paint the bar
      // with only its first faces parsed (a CI run saw the grid go from 40 to 271 px at 1280 px).
      const slot = await page.locator("[data-viewer]").evaluate((grid) => ({
        minWidth: parseFloat(getComputedStyle(grid).minWidth) || 0,
        faces: [...grid.children].map((face) => face.getBoundingClientRect().width),
      }));
      expect(Math.max(...slot.faces), JSON.stringify(slot)).toBeLessThanOrEqual(slot.minWidth);

      const customer = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        viewport: { width, height: 900 },
        extraHTTPHeaders: { "x-forwarded-for": `10.17.${width % 250}.${Math.floor(Math.random() * 250) + 1}` },
      });
      const customerPage = await customer.newPage();
      const { username, headers } = await newCustomer(customerPage);
      const { id } = await restaurantNamed(customerPage, DEMO_RESTAURANTS[3]!.slug);
      const me = (await (await customerPage.request.get("/api/me")).json()) as { user: { id: string } };
      const marked = await customerPage.request.post("/api/markRestaurantAsFavourite", {
        headers,
        data: { restaurant_id: id, user_id: me.user.id },
      });
      expect(marked.status(), await marked.text()).toBe(200);

      const customerResponse = await customerPage.goto("/restaurants");
      // One HTML for both: the same cache entry, nothing personal in it.
      expect(cacheState(customerResponse)).toBe("HIT");
      expect(await customerResponse?.text()).toBe(await visitorResponse?.text());
      await expect(customerPage.getByRole("button", { name: `Open menu for ${username}` })).toBeVisible();
      await expect(customerPage.getByRole("link", { name: "SignUp" })).toBeHidden();
      await expect(customerPage.getByRole("button", { name: `Remove ${favourite} from favourites` })).toBeEnabled();
      await expectNoLayoutShift(customerPage);
      // The cart sits beside the profile button, not where the visitor's Login was.
      const cart = await customerPage.getByRole("button", { name: /^Cart/ }).boundingBox();
      const profile = await customerPage.getByRole("button", { name: `Open menu for ${username}` }).boundingBox();
      expect(profile!.x - (cart!.x + cart!.width)).toBeLessThan(16);
      await customerPage.screenshot({ path: `${SCREENS}/cached-list-customer-${width}.png` });
      await page.screenshot({ path: `${SCREENS}/cached-list-visitor-${width}.png` });
      await customer.close();
    });
  }
});
