import { expect, test } from "./visitor";
import { DEMO_RESTAURANTS } from "../../prisma/demo-data";

test.describe("landing page", () => {
  test("shows the hero, the tagline and Beyond Business, and Order Now leads to the restaurants", async ({ page }) => {
    await page.goto("/");
    await expect(
      page.getByRole("heading", { level: 1, name: "Your one stop destination for decilcious food" }),
    ).toBeVisible();
    await expect(page.getByRole("img", { name: /table spread/ })).toBeVisible();

    const beyond = page.getByRole("region", { name: "Beyond Business" });
    await expect(beyond.getByRole("heading", { level: 3 })).toHaveText([
      "Feeding India",
      "Net zero emissions",
      "Reducing plastic waste",
    ]);
    await expect(beyond).toContainText("not-for-profit");
    await expect(beyond).toContainText("FY24");
    await expect(beyond).toContainText("Plastic-neutral deliveries");
    await page.screenshot({ path: "test-results/screens/home-desktop.png", fullPage: true });

    await page.getByRole("link", { name: "Order Now" }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(page.getByRole("heading", { level: 1, name: "Restaurants" })).toBeVisible();
    // other journeys register restaurants too (24 to a page, closed kitchens last), so every demo restaurant is
    // listed on one page or another (polled: the list streams in behind its skeleton, and reading texts does not wait)
    const headings = page.getByRole("article").getByRole("heading", { level: 2 });
    await expect(headings.first()).toBeVisible();
    await expect(page.getByRole("article").first()).toContainText("mins");
    await page.screenshot({ path: "test-results/screens/restaurants-desktop.png", fullPage: true });
    const seen = new Set<string>();
    for (let n = 1; n <= 20; n++) {
      if (n > 1) await page.goto(`/restaurants?page=${n}`);
      if ((await page.getByText(/There is no page \d+/).count()) > 0) break;
      await expect(headings.first()).toBeVisible();
      for (const name of await headings.allTextContents()) seen.add(name);
      if (DEMO_RESTAURANTS.every((demo) => seen.has(demo.name))) break;
    }
    expect(DEMO_RESTAURANTS.filter((demo) => !seen.has(demo.name)).map((demo) => demo.name)).toEqual([]);
  });

  test("top bar has the spec's links, and logged out the side panel entries are disabled", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link")).toHaveText(["Home", "Restaurants", "Add your restaraunt", "aboutus"]);
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("link", { name: "SignUp" })).toBeVisible();

    // The app's links navigate in the page (no new document: a value kept on window survives), after
    // warming the target on hover; the card, the tabs and the logo take the same path.
    await page.evaluate(() => Object.assign(window, { sameDocument: "yes" }));
    const warmed = page.waitForRequest((request) => new URL(request.url()).pathname === "/restaurants");
    await nav.getByRole("link", { name: "Restaurants" }).hover();
    await warmed;
    await nav.getByRole("link", { name: "Restaurants" }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(nav.getByRole("link", { name: "Restaurants" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("article").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/restaurantPage\/[^/]+\/menu$/);
    await page.getByRole("banner").getByRole("link", { name: "Thali home" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as { sameDocument?: string }).sameDocument)).toBe("yes");
    // A modified click is the browser's: Ctrl opens the page in a new tab and this one stays.
    const opened = page.context().waitForEvent("page");
    await nav.getByRole("link", { name: "aboutus" }).click({ modifiers: ["ControlOrMeta"] });
    await (await opened).close();
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole("button", { name: "Open menu" }).click();
    const panel = page.getByRole("dialog", { name: "Welcome" });
    await expect(panel).toBeVisible();
    const orders = panel.getByRole("link", { name: "My Orders" });
    await expect(orders).toHaveAttribute("aria-disabled", "true");
    await orders.focus();
    await expect(page.getByRole("tooltip")).toHaveText("Login In Continue");
    await expect(panel).toBeInViewport({ ratio: 1 });
    await expect(panel.getByRole("button", { name: "Close" })).toBeInViewport();
    await page.screenshot({ path: "test-results/screens/side-panel-logged-out.png" });
    // Escape closes the top-most layer first: the tooltip, then the panel
    await page.keyboard.press("Escape");
    await expect(page.getByRole("tooltip")).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
  });

  test("the cart opens empty with a way to browse food", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Cart, empty" }).click();
    const cart = page.getByRole("dialog", { name: "Your cart" });
    await expect(cart.getByText("Hey there, lets get you some food")).toBeVisible();
    await cart.getByRole("link", { name: "Browse Food" }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    await expect(cart).toBeHidden();
  });
});

test("the About page tells the story, the mission and why to choose us", async ({ page }) => {
  await page.goto("/aboutus");
  await expect(page.getByRole("heading", { level: 1, name: "About Thali" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Our mission" }).getByRole("heading", { level: 3 })).toHaveText([
    "Seamless ordering",
    "Supporting local restaurants",
    "Quick, reliable delivery",
    "Diverse culinary options",
  ]);
  await expect(page.getByRole("region", { name: "Why choose us" }).getByRole("heading", { level: 3 })).toHaveText([
    "Wide selection",
    "Fast delivery",
    "Easy to use",
    "Customer support",
  ]);
  await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link")).toHaveText([
    "Assistance",
    "FAQs",
    "About Us",
    "Policy",
    "Legal Terms",
  ]);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the top bar fits, and the browse links move into the side panel", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Thali home" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Cart, empty" })).toBeVisible();
    await expect(page.getByRole("link", { name: "SignUp" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    // nothing sticks out sideways
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const hero = page.getByRole("img", { name: /table spread/ });
    await hero.scrollIntoViewIfNeeded();
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await page.screenshot({ path: "test-results/screens/home-375.png" });

    await page.getByRole("button", { name: "Open menu" }).click();
    const browse = page.getByRole("dialog").getByRole("navigation", { name: "Browse" });
    await expect(browse.getByRole("link")).toHaveText(["Home", "Restaurants", "Add your restaraunt", "aboutus"]);
    await browse.getByRole("link", { name: "Restaurants" }).click();
    await expect(page).toHaveURL(/\/restaurants$/);
    // The panel closes as the list arrives: the picture is taken once it has gone, not through its fade.
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByText(/^Showing all \d+ restaurants/)).toBeVisible();
    await page.screenshot({ path: "test-results/screens/restaurants-375.png" });
  });
});
