import { mkdirSync } from "node:fs";
import { expect, test, type APIRequest, type APIRequestContext, type Page } from "./visitor";
import { addDish, logInAsOwner, newRestaurant } from "./owner-helpers";
import { png } from "./pictures";
import {
  ALL_DAY,
  addButtons,
  allDayMenu,
  logInByApi,
  newCustomer,
  newIp,
  openAllDayMenu,
  openCartDrawer,
  ownerOfAllDay,
  PASSWORD,
  signUp,
  toast,
  unique,
  watchPageHealth,
} from "./quality-helpers";
import { DEMO_PASSWORD, demoOwnerEmail } from "../../prisma/demo-data";
import { appDatabase } from "./app-database";

// Issue 27 ("Edges, round 3"), the screens, at a phone's 375 px and a desktop's 1280 px: a dish and a
// restaurant with words longer than any screen (written straight into the database, as older rows may be)
// wrap instead of widening the page; the phone top bar has Login; a toast starts under the top bar; an
// emoji reviewer's initial is a whole emoji with no hydration error; an owner on the storefront cannot fill
// a cart they are never shown; the owner's form counts and stops at the server's limits and speaks the
// form's words; a rating's thanks takes its error toast away; a past order on a phone is compact.

const SCREENS = "test-results/screens";
mkdirSync(SCREENS, { recursive: true });
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const LONG_WORD = "Supercalifragilisticexpialidocious".repeat(6); // 204 characters, as in the picture

/** How far the page reaches past the viewport's right edge (0 when nothing sticks out). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Whether a finger on the middle of the element reaches it (on screen, nothing over it). */
async function tappable(page: Page, selector: ReturnType<Page["locator"]>): Promise<boolean> {
  await selector.scrollIntoViewIfNeeded();
  return selector.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || x > window.innerWidth || y < 0 || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && (hit === el || el.contains(hit));
  });
}

/** A customer's order from the all-day restaurant, paid through the TEST MODE gateway; its id. */
async function paidOrderId(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
  const { id, dishes } = await allDayMenu(request);
  const post = async <T>(url: string, data: unknown): Promise<T> => {
    const response = await request.post(url, { headers, data });
    expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
    return (await response.json()) as T;
  };
  const start = await post<{ order: { id: string } }>("/api/createPaymentOrder", {
    restaurant_id: id,
    items: [{ item_id: dishes[0]!._id, quantity: 1 }],
    customerName: unique("Asha"),
    deliveryLocation: { address: "4 Park Street", city: "Chennai", state: "Tamil Nadu" },
  });
  const paid = await post<object>("/api/testGateway/pay", { order_id: start.order.id });
  const verified = await post<object>("/api/verifyPayment", paid);
  const placed = await post<{ order: { _id: string } }>("/api/placeOrder", verified);
  return placed.order._id;
}

/** The all-day restaurant's owner moves an order on to delivered, from a context of their own (no customer cookies). */
async function deliver(playwright: { request: APIRequest }, baseURL: string | undefined, orderId: string) {
  const owner = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": newIp() } });
  try {
    const headers = await logInByApi(owner, "restaurant", demoOwnerEmail(ALL_DAY.slug), DEMO_PASSWORD);
    for (const status of ["out for delivery", "delivered"]) {
      const response = await owner.post("/api/updateOrderStatus", { headers, data: { _id: orderId, status } });
      expect(response.status(), await response.text()).toBe(200);
    }
  } finally {
    await owner.dispose();
  }
}

for (const viewport of [PHONE, DESKTOP]) {
  const at = viewport.width;
  test.describe(`at ${at} px`, () => {
    test.use({ viewport });

    test("item 16: a 204-character word in a dish and long words in a restaurant wrap; Add stays tappable", async ({
      page,
      playwright,
    }) => {
      const problems = await watchPageHealth(page);
      const owner = await newRestaurant(playwright.request, "wordy");
      const dish = await addDish(playwright.request, owner, { name: "Masala Dosa", category: "Breakfast", price: 99 });
      // Older rows may hold what the owner's save now refuses: write them as such a row would be.
      const client = await appDatabase();
      try {
        await client.query(`UPDATE "MenuItem" SET "name" = $1, "description" = $2 WHERE "id" = $3`, [
          `Dosa${"a".repeat(56)}`,
          `Crisp and golden ${LONG_WORD} with chutney`,
          dish._id,
        ]);
        await client.query(`UPDATE "Restaurant" SET "name" = $1, "address" = $2 WHERE "id" = $3`, [
          `${owner.name} ${"Longname".repeat(8)}`,
          `Plot ${"9".repeat(70)} Residency Road`,
          owner.restaurantId,
        ]);
      } finally {
        await client.end();
      }

      await page.goto(`/restaurantPage/${owner.restaurantId}/menu`);
      await expect(page.getByText(LONG_WORD.slice(0, 20), { exact: false })).toBeVisible();
      expect(await overflow(page), "the menu is no wider than the screen").toBeLessThanOrEqual(0);
      const add = addButtons(page).first();
      expect(await tappable(page, add), "Add is on screen and nothing covers it").toBe(true);
      await page.screenshot({ path: `${SCREENS}/round3-long-word-menu-${at}.png`, fullPage: true });
      await add.click();
      await expect(page.getByRole("button", { name: /^Increase quantity of Dosa/ })).toBeVisible();
      // the long-named dish in the cart drawer: its price stays whole beside the name
      const drawer = await openCartDrawer(page);
      await expect(drawer.getByText("₹99.00").first()).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENS}/round3-long-word-cart-${at}.png` });
      await page.keyboard.press("Escape");

      // its card on the list (a search renders per request)
      await page.goto(`/restaurants?q=${encodeURIComponent(owner.name)}`);
      await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
      expect(await overflow(page), "the list is no wider than the screen").toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENS}/round3-long-word-list-${at}.png` });
      expect(await problems()).toEqual([]);
    });

    test("item 20: the top bar has Login and SignUp, and a toast starts under the top bar", async ({ page }) => {
      const problems = await watchPageHealth(page);
      await page.goto("/restaurants");
      const bar = page.locator("[data-top-bar]");
      const visitor = bar.locator('[data-face="visitor"]');
      await expect(bar.locator('[data-viewer="visitor"]')).toBeVisible();
      for (const name of ["Login", "SignUp"]) {
        const link = visitor.getByRole("link", { name, exact: true });
        await expect(link).toBeVisible();
        expect(await tappable(page, link), `${name} is on screen`).toBe(true);
      }
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENS}/round3-top-bar-${at}.png` });
      if (at === PHONE.width) {
        // the narrowest common phone too
        await page.setViewportSize({ width: 360, height: 740 });
        for (const name of ["Login", "SignUp"]) {
          expect(await tappable(page, visitor.getByRole("link", { name, exact: true })), `${name} at 360 px`).toBe(
            true,
          );
        }
        expect(await overflow(page)).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SCREENS}/round3-top-bar-360.png` });
        await page.setViewportSize(PHONE);
      }

      await page.getByRole("button", { name: "Filters" }).click();
      const dialog = page.getByRole("dialog", { name: "Filters" });
      await dialog.getByRole("radio", { name: "Delivery Time" }).check();
      await dialog.getByRole("button", { name: "Apply Filters" }).click();
      const shown = toast(page, "Filtered Applied");
      await expect(shown).toBeVisible();
      // sonner slides the toast in from above: wait for it to stand below the bar (a success lasts only 2 s)
      const barBox = (await bar.boundingBox())!;
      const toastTop = () =>
        shown
          .boundingBox({ timeout: 300 })
          .then((box) => box?.y ?? -1)
          .catch(() => -1);
      await expect
        .poll(toastTop, { message: "the toast starts below the top bar", timeout: 1500, intervals: [100] })
        .toBeGreaterThanOrEqual(barBox.y + barBox.height);
      await page.screenshot({ path: `${SCREENS}/round3-toast-under-bar-${at}.png` });
      expect(await problems()).toEqual([]);
    });

    test("item 20: a reviewer named in emoji gets a whole emoji as the initial, with no hydration error", async ({
      page,
      playwright,
      baseURL,
    }) => {
      const problems = await watchPageHealth(page);
      const username = "😀😀😀😀😀";
      const email = `${unique("emoji")}@example.in`;
      await signUp(page.request, username, email);
      const headers = await logInByApi(page.request, "customer", email, PASSWORD);
      const orderId = await paidOrderId(page.request, headers);
      await deliver(playwright, baseURL, orderId);
      const review = await page.request.post("/api/addReview", {
        headers,
        data: { order_id: orderId, rating: 4, text: "Momos were great 😋" },
      });
      expect(review.status(), await review.text()).toBe(200);

      const { id } = await allDayMenu(page.request);
      await page.goto(`/restaurantPage/${id}/reviews`);
      const mine = page
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: username }) })
        .first();
      await expect(mine).toBeVisible();
      const initial = mine.locator("span[aria-hidden]").first();
      await expect(initial).toHaveText("😀");
      expect(await initial.evaluate((el) => (el.textContent ?? "").includes("\uFFFD"))).toBe(false);
      await page.screenshot({ path: `${SCREENS}/round3-emoji-initial-${at}.png` });
      // React's error #418 (hydration text mismatch) is a console error: none on this page
      expect(await problems()).toEqual([]);
    });

    test("item 20: an owner on the storefront gets no cart and no Add, and a way back to the console", async ({
      page,
    }) => {
      const problems = await watchPageHealth(page);
      await ownerOfAllDay(page);
      await openAllDayMenu(page);
      const bar = page.locator("[data-top-bar]");
      await expect(bar.locator('[data-viewer="restaurant"]')).toBeVisible();
      await expect(bar.getByRole("button", { name: /^Cart/ })).toBeHidden();
      await expect(bar.getByRole("link", { name: /Partner Page$/ })).toBeVisible();
      const add = addButtons(page).first();
      await expect(add).toHaveAttribute("aria-disabled", "true");
      await expect(page.getByText("Logged in as a restaurant partner: only customers can order").first()).toBeVisible();
      await add.click({ force: true }); // Playwright waits for an aria-disabled button to be enabled: press it anyway
      expect(await page.evaluate(() => localStorage.getItem("cart")), "nothing went into a cart").toBeNull();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENS}/round3-owner-storefront-${at}.png` });
      await bar.getByRole("link", { name: /Partner Page$/ }).click();
      await expect(page).toHaveURL(/\/restaurant\/dashboard$/);
      expect(await problems()).toEqual([]);
    });

    test("items 16 and 20: the dish form counts to the server's limits and refuses long words in its own words", async ({
      page,
      playwright,
    }) => {
      const owner = await newRestaurant(playwright.request, "limits");
      await logInAsOwner(page, owner, "/restaurant/addmenuitem");
      const name = page.getByLabel("Name");
      await expect(name).toHaveAttribute("maxlength", "80");
      // typed past the limit, the box keeps 80 (it took 88, then the save failed at 80)
      await name.pressSequentially("Paneer Butter Masala ".repeat(5).slice(0, 88), { delay: 0 });
      await expect(name).toHaveValue("Paneer Butter Masala ".repeat(5).slice(0, 80));
      await expect(page.getByText("80/80")).toBeVisible();
      await name.fill("Masala Dosa");
      await expect(page.getByText("11/80")).toBeVisible();
      await expect(page.getByLabel("Description")).toHaveAttribute("maxlength", "500");

      await page.getByLabel("Category").selectOption("Breakfast");
      await page.getByLabel("Price (₹)").fill("99");
      await page.locator('input[type="radio"][value="veg"]').check();
      await page.getByLabel("Serves for").fill("0");
      await page.getByLabel("Description").fill(`Crisp ${"a".repeat(41)} dosa`);
      await page
        .getByLabel("Food Image")
        .setInputFiles({ name: "d.png", mimeType: "image/png", buffer: await png([200, 120, 40]) });
      await expect(toast(page, "Image Uploaded")).toBeVisible();
      await page.getByRole("button", { name: "Add Item" }).click();
      const form = page.locator("form");
      await expect(form.getByText("Serves for must be at least 1")).toBeVisible();
      await expect(form.getByText("Description has a word longer than 40 characters: add spaces to it")).toBeVisible();
      await expect(form).not.toContainText("servesfor");
      await page.screenshot({ path: `${SCREENS}/round3-dish-form-limits-${at}.png`, fullPage: true });

      await page.getByLabel("Serves for").fill("2");
      await page.getByLabel("Description").fill("Crisp rice crepe with potato masala");
      await page.getByRole("button", { name: "Add Item" }).click();
      await expect(toast(page, /added/i)).toBeVisible();
    });

    test("item 20: the thanks for a rating takes the error toast away; a past order is compact on a phone", async ({
      page,
      playwright,
      baseURL,
    }) => {
      const customer = await newCustomer(page);
      const orderId = await paidOrderId(page.request, customer.headers);
      await deliver(playwright, baseURL, orderId);
      await page.goto("/orders");
      const card = page.locator(`[data-order-id="${orderId}"]`);
      await expect(card).toContainText("delivered");

      // the order id stays whole: one line box, never broken in the middle
      // Polled: the delivery's live event refreshes the list, which can swap the card while it is measured.
      await expect
        .poll(() =>
          card
            .locator("span.font-mono")
            .evaluate((el) => Array.from(el.getClientRects()).filter((r) => r.width > 0).length),
        )
        .toBe(1);
      const height = (await card.boundingBox())!.height;
      if (at === PHONE.width) expect(height, "a delivered order's card on a phone").toBeLessThan(560);
      await page.screenshot({ path: `${SCREENS}/round3-orders-${at}.png` });

      await card.getByRole("button", { name: "Rate this order" }).click();
      await card.getByRole("button", { name: "Submit rating" }).click();
      const error = toast(page, "Choose from 1 to 5 stars");
      await expect(error).toBeVisible();
      await card.getByRole("radio", { name: "5 stars" }).check({ force: true });
      await card.getByRole("button", { name: "Submit rating" }).click();
      await expect(toast(page, "Thank you for your review")).toBeVisible();
      // gone with the thanks, not merely timed out (an error stays 4 s)
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: "Choose from 1 to 5 stars" })).toHaveCount(0, {
        timeout: 1500,
      });
      await page.screenshot({ path: `${SCREENS}/round3-review-thanks-${at}.png` });
    });
  });
}
