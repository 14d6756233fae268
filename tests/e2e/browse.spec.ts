import { expect, test, type Page } from "./visitor";
import { DEMO_CUSTOMER, DEMO_PASSWORD, DEMO_RESTAURANTS, demoOwnerEmail } from "../../prisma/demo-data";
import { addButtons, cardNames, cards, logIn, openFromList, toast } from "./quality-helpers";

// Journeys through the restaurant list, search, a restaurant's menu and reviews, the cart across
// restaurants and the favourites. Opening hours decide what can be ordered, and the time of day
// varies between runs, so the open and closed restaurants are read off the list each time.

const SCREENS = "test-results/screens";
const DEMO_NAMES = new Set(DEMO_RESTAURANTS.map((r) => r.name));

async function deliveryMinutes(page: Page): Promise<number[]> {
  const texts = await cards(page).allTextContents();
  return texts.map((t) => Number(/(\d+) mins/.exec(t)?.[1]));
}

/** The demo restaurants the list shows as open and as closed right now. */
async function restaurantsByStatus(page: Page): Promise<{ open: string[]; closed: string[] }> {
  await page.goto("/restaurants");
  await expect(cards(page).first()).toBeVisible();
  const open: string[] = [];
  const closed: string[] = [];
  for (const card of await cards(page).all()) {
    const name = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
    if (!DEMO_NAMES.has(name)) continue;
    if (await card.getByText("Closed Now").count()) closed.push(name);
    else open.push(name);
  }
  return { open, closed };
}

async function openMenu(page: Page, name: string) {
  await openFromList(page, name);
  await expect(page).toHaveURL(/\/restaurantPage\/[^/]+\/menu$/);
}

test.describe("restaurant list", () => {
  test("filters and sorting live in the URL: Apply, Back, Forward and Clear Filters", async ({ page }) => {
    await page.goto("/restaurants");
    const everyone = await cardNames(page);
    for (const name of DEMO_NAMES) expect(everyone).toContain(name);
    await page.screenshot({ path: `${SCREENS}/browse-restaurants-desktop.png`, fullPage: true });

    await page.getByRole("button", { name: "Filters" }).click();
    const dialog = page.getByRole("dialog", { name: "Filters" });
    await dialog.getByRole("radio", { name: "Delivery Time" }).check();
    await dialog.getByRole("checkbox", { name: "Pizza" }).check();
    await dialog.getByRole("checkbox", { name: "Chinese" }).check();
    await expect(dialog.getByText("(2 selected)")).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/filters-dialog.png` });
    await dialog.getByRole("button", { name: "Apply Filters" }).click();

    await expect(dialog).toBeHidden();
    await expect(toast(page, "Filtered Applied")).toBeVisible();
    await expect(page).toHaveURL(/\/restaurants\?sort=deliveryTime&cuisines=Chinese,Pizza$/);
    const wanted = DEMO_RESTAURANTS.filter((r) => r.cuisines.some((c) => c === "Pizza" || c === "Chinese"));
    await expect(cards(page)).toHaveCount(wanted.length);
    const filtered = await cardNames(page);
    for (const r of wanted) expect(filtered).toContain(r.name);
    for (const text of await cards(page).allTextContents()) expect(text).toMatch(/Pizza|Chinese/);
    // kitchens taking orders come first, each group by delivery time (the time of day decides the split)
    const texts = await cards(page).allTextContents();
    const closedFrom = texts.findIndex((t) => t.includes("Closed Now"));
    const split = closedFrom === -1 ? texts.length : closedFrom;
    for (const t of texts.slice(split)) expect(t).toContain("Closed Now");
    const minutes = await deliveryMinutes(page);
    for (const group of [minutes.slice(0, split), minutes.slice(split)]) {
      expect(group).toEqual([...group].sort((a, b) => a - b));
    }
    await expect(page.getByRole("button", { name: "Filters, 3 on" })).toBeVisible();

    // Back restores the full list, Forward the filtered one: the filter is in the history
    await page.goBack();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(cards(page)).toHaveCount(everyone.length);
    await page.goForward();
    await expect(page).toHaveURL(/cuisines=Chinese,Pizza$/);
    await expect(cards(page)).toHaveCount(wanted.length);

    // the dialog opens on the filter in force; Clear Filters restores the full list
    await page.getByRole("button", { name: /Filters/ }).click();
    await expect(dialog.getByRole("radio", { name: "Delivery Time" })).toBeChecked();
    await expect(dialog.getByRole("checkbox", { name: "Pizza" })).toBeChecked();
    await dialog.getByRole("button", { name: "Clear Filters" }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(cards(page)).toHaveCount(everyone.length);

    // a shared link works on its own, and sorting by rating is offered too
    await page.goto("/restaurants?sort=rating&cuisines=korean");
    await expect(page.getByRole("link", { name: "Remove cuisine korean" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Remove sorting by Ratings" })).toBeVisible();
    for (const text of await cards(page).allTextContents()) expect(text).toContain("korean");
    await page.goto("/restaurants?cuisines=Juices&q=no-such-place-anywhere");
    await expect(page.getByText("Oops......No restaurants found.")).toBeVisible();
  });

  test("search finds a dish despite a typo and opens its restaurant; Enter filters the list", async ({ page }) => {
    await page.goto("/restaurants");
    const box = page.getByRole("combobox", { name: "Search restaurants and dishes" });
    await box.fill("biriyani");
    const results = page.getByRole("listbox", { name: "Search results" });
    const dishes = results.getByRole("group", { name: "Dishes" });
    await expect(dishes.getByRole("option").first()).toContainText("Biryani");
    await expect(box).toHaveAttribute("aria-expanded", "true");
    await page.screenshot({ path: `${SCREENS}/search-results.png` });

    const option = dishes.getByRole("option", { name: /Chicken Dum Biryani/ }).first();
    const optionText = (await option.textContent()) ?? "";
    const restaurant = DEMO_RESTAURANTS.find((r) => optionText.includes(r.name));
    expect(restaurant, optionText).toBeDefined();
    await option.click();
    await expect(page).toHaveURL(/\/restaurantPage\/[^/]+\/menu\?dish=/);
    await expect(page.getByRole("heading", { level: 1, name: restaurant!.name })).toBeVisible();
    const found = page.getByRole("article", { name: "Chicken Dum Biryani" });
    await expect(found).toBeInViewport();
    await expect(found).toBeFocused();

    // arrows and Enter open a result; Escape closes the list
    await page.goto("/restaurants");
    await box.fill("udupi");
    await expect(results.getByRole("option").first()).toContainText("Udupi Tiffin Room");
    await box.press("Escape");
    await expect(results).toBeHidden();
    await box.press("ArrowDown");
    await expect(box).toHaveAttribute("aria-activedescendant", /.+/);
    await box.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Udupi Tiffin Room" })).toBeVisible();

    // Enter with no result chosen filters the list itself through the URL
    await page.goto("/restaurants");
    await box.fill("Hyderabad");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/restaurants\?q=Hyderabad$/);
    await expect(page.getByRole("link", { name: "Remove search Hyderabad" })).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
    for (const text of await cards(page).allTextContents()) expect(text).toContain("Hyderabad");
    await expect(box).toHaveValue("Hyderabad");
  });
});

test.describe("restaurant page", () => {
  test("menu, reviews, share and the 404 for an unknown restaurant", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const name = DEMO_RESTAURANTS[0]!.name;
    await openMenu(page, name);
    const demo = DEMO_RESTAURANTS[0]!;
    await expect(page.getByText(`${demo.city}, ${demo.state}`)).toBeVisible();
    await expect(page.getByText(`${demo.open} - ${demo.close}`)).toBeVisible();
    await expect(page.getByText(/^(Open Now|Closed Now)$/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark As Favourite" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Restaurant sections" });
    await expect(tabs.getByRole("link", { name: "Menu" })).toHaveAttribute("aria-current", "page");

    // sections by category with counts; only the first starts open
    const sections = page.locator("details");
    expect(await sections.count()).toBeGreaterThan(1);
    await expect(sections.first()).toHaveAttribute("open", "");
    await expect(sections.nth(1)).not.toHaveAttribute("open", "");
    await expect(sections.first().locator("summary")).toHaveText(/\(\d+\)/);
    const second = sections.nth(1).locator("summary");
    await second.focus();
    await page.keyboard.press("Enter");
    await expect(sections.nth(1)).toHaveAttribute("open", "");
    const dish = page.getByRole("article").first();
    await expect(dish).toContainText("Serves For : ");
    await expect(dish).toContainText("₹");
    await expect(dish.getByRole("img", { name: /^(Veg|Non-veg)$/ })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/menu-desktop.png`, fullPage: true });

    const share = await page.evaluate(() => typeof navigator.share === "function");
    if (!share) {
      await page.getByRole("button", { name: "Share" }).click();
      await expect(toast(page, "Link copied")).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    }

    await tabs.getByRole("link", { name: /Reviews/ }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(tabs.getByRole("link", { name: /Reviews/ })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(
      page.getByText("No reviews yet").or(page.getByRole("img", { name: /Rated \d out of 5/ }).first()),
    ).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/reviews-tab.png`, fullPage: true });

    const missing = await page.goto("/restaurantPage/no-such-restaurant/menu");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });

  test("a cart holds one restaurant's dishes; another's asks first, and the cart survives a reload", async ({
    page,
  }) => {
    const { open, closed } = await restaurantsByStatus(page);
    expect(closed.length, "demo hours never overlap completely").toBeGreaterThan(0);

    // a closed restaurant's dishes cannot be added, and say when they can
    await openMenu(page, closed[0]!);
    await expect(page.getByText("Closed Now", { exact: true })).toBeVisible();
    const closedAdd = addButtons(page).first();
    await expect(closedAdd).toHaveAttribute("aria-disabled", "true");
    await expect(page.getByText(/^Closed now: opens at \d\d:\d\d$/).first()).toBeVisible();
    await closedAdd.click({ force: true }); // aria-disabled, yet focusable and clickable
    await expect(page.getByRole("button", { name: "Cart, empty" })).toBeVisible();

    // two demo restaurants are open around the clock (prisma/demo-data.ts)
    expect(open.length, "demo restaurants open now").toBeGreaterThanOrEqual(2);
    const [first, second] = open as [string, string];
    await openMenu(page, first);
    const firstDish = (await addButtons(page).first().getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
    await addButtons(page).first().click();
    await expect(page.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
    await page.getByRole("button", { name: `Increase quantity of ${firstDish}` }).click();
    // a dish from the second section, unfolded from the keyboard
    await page.locator("details").nth(1).locator("summary").press("Enter");
    await addButtons(page).first().click();
    await expect(page.getByRole("button", { name: "Cart, 3 items" })).toBeVisible();

    await page.getByRole("button", { name: "Cart, 3 items" }).click();
    const drawer = page.getByRole("dialog", { name: "Your cart" });
    await expect(drawer).toBeVisible();
    // fully slid in: nothing of the drawer is off screen
    await expect(drawer).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SCREENS}/cart-drawer-items.png` });
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await openMenu(page, second);
    const otherDish = (await addButtons(page).first().getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
    await addButtons(page).first().click();
    const ask = page.getByRole("dialog", { name: "Items already in cart" });
    await expect(ask).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/items-in-cart-modal.png` });
    await ask.getByRole("button", { name: "No" }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole("button", { name: "Cart, 3 items" })).toBeVisible();

    await page.getByRole("button", { name: `Add ${otherDish} to cart` }).click();
    await ask.getByRole("button", { name: "Yes" }).click();
    await expect(ask).toBeHidden();
    await expect(page.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
    await expect(page.getByRole("button", { name: `Increase quantity of ${otherDish}` })).toBeVisible();

    await page.reload();
    await expect(page.getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
    await page.getByRole("button", { name: "Cart, 1 item" }).click();
    await expect(drawer).toContainText(otherDish);
  });
});

test.describe("favourites", () => {
  test("a visitor's heart leads to login and back; marked favourites show on /favourites", async ({ page }) => {
    await page.goto("/favourites");
    await expect(page.getByRole("link", { name: "Login Now" })).toHaveAttribute(
      "href",
      "/auth/login/customer?redirect=/favourites",
    );

    const restaurant = DEMO_RESTAURANTS[1]!.name;
    await page.goto("/restaurants");
    await page.getByRole("button", { name: `Mark ${restaurant} as favourite` }).click();
    await expect(page).toHaveURL(/\/auth\/login\/customer\?redirect=%2Frestaurants$/);
    await logIn(page, DEMO_CUSTOMER.email, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/restaurants$/);

    await page.getByRole("button", { name: `Mark ${restaurant} as favourite` }).click();
    await expect(page.getByRole("button", { name: `Remove ${restaurant} from favourites` })).toBeVisible();

    await page.getByRole("link", { name: restaurant, exact: true }).click();
    await expect(page.getByRole("button", { name: "Remove From Favourites" })).toBeVisible();
    const dishHeart = page.getByRole("button", { name: /^Mark .+ as favourite$/ }).first();
    const dish = (await dishHeart.getAttribute("aria-label"))!.replace(/^Mark (.+) as favourite$/, "$1");
    await dishHeart.click();
    await expect(page.getByRole("button", { name: `Remove ${dish} from favourites` })).toBeVisible();

    await page.goto("/favourites");
    const food = page.getByRole("region", { name: "Favourite Food Items" });
    const places = page.getByRole("region", { name: "Favourite Restaurants" });
    await expect(food.getByRole("heading", { name: dish })).toBeVisible();
    await expect(food).toContainText("Serves For : ");
    await expect(places.getByRole("link", { name: restaurant, exact: true })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/favourites.png`, fullPage: true });

    await food.getByRole("button", { name: `Remove ${dish} from favourites` }).click();
    await expect(food.getByText("No Favourite FoodItems were marked...")).toBeVisible();
    await places.getByRole("button", { name: `Remove ${restaurant} from favourites` }).click();
    await expect(places.getByText("No Favourite restaurants were marked...")).toBeVisible();
  });

  test("a restaurant account sees no hearts", async ({ page }) => {
    await page.goto("/auth/login/restaurant");
    await logIn(page, demoOwnerEmail(DEMO_RESTAURANTS[0]!.slug), DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/restaurant\/dashboard$/);
    await page.goto("/restaurants");
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole("button", { name: /as favourite$/ })).toHaveCount(0);
  });
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the list and a menu fit the screen", async ({ page }) => {
    await page.goto("/restaurants");
    await expect(page.getByRole("combobox", { name: "Search restaurants and dishes" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Filters" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SCREENS}/browse-restaurants-375.png` });

    await page.getByRole("link", { name: DEMO_RESTAURANTS[0]!.name, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: DEMO_RESTAURANTS[0]!.name })).toBeVisible();
    await expect(page.getByRole("article").first()).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SCREENS}/menu-375.png`, fullPage: true });
  });
});
