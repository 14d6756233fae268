import { expect, test, type APIRequestContext, type Page } from "./visitor";
import { DEMO_PASSWORD, demoOwnerEmail } from "../../prisma/demo-data";
import { dishNames, loggedInCustomer, openCart, SCREENS, storedOrder } from "./checkout-helpers";
import {
  addButtons,
  ALL_DAY,
  allDayMenu,
  appOrigin,
  fillDetails,
  newIp,
  openAllDayMenu,
  settled,
  toast,
  watchPageHealth,
} from "./quality-helpers";

// Issue 27's checkout edges in a real browser, at a phone's and a desktop's width:
// - item 2: a payment refused because the owner changed a price meanwhile is shown as refused and
//   refunded, and the cart stays (it used to say "Your order is placed!" and empty the cart);
// - item 15: an old /paymentStatus URL reopened after a new cart was filled shows a receipt of that
//   payment and touches nothing (it used to empty the new cart and say "placed" again);
// - item 20: "Save this address" is not ticked at first, needs no label, and saves the address only
//   once an order is placed (a refused start or a declined payment saves nothing).

const VIEWPORTS = [
  { name: "375", use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true } },
  { name: "1280", use: { viewport: { width: 1280, height: 800 } } },
];

const cartButton = (page: Page, text: string) => page.getByRole("banner").getByRole("button", { name: text });
const storedCart = (page: Page) => page.evaluate(() => localStorage.getItem("cart"));
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

type OwnerItem = Record<string, unknown> & { _id: string; name: string; price: number; public_id?: string | null };

/** The all-day kitchen's owner, logged in by API from an address of its own, in a request context of its own. */
async function ownerCalls(request: APIRequestContext) {
  const login = await request.post("/api/login/restaurant", {
    data: { email: demoOwnerEmail(ALL_DAY.slug), password: DEMO_PASSWORD, usertype: "restaurant" },
    headers: { ...appOrigin(), "x-forwarded-for": newIp() },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = ((await login.json()) as { user: { accessToken: string } }).user.accessToken;
  const headers = { Authorization: `Bearer ${token}` };
  const { id } = await allDayMenu(request);
  return {
    async dish(name: string): Promise<OwnerItem> {
      const items = await request.get(`/api/getItemsByRestaurantId?restaurant_id=${id}`, { headers });
      const dish = ((await items.json()) as { items: OwnerItem[] }).items.find((item) => item.name === name);
      expect(dish, name).toBeDefined();
      return dish!;
    },
    async setPrice(dish: OwnerItem, price: number) {
      const updated = await request.post("/api/updateMenuItem", {
        headers,
        data: { ...dish, price, public_id: dish.public_id ?? "" },
      });
      expect(updated.status(), await updated.text()).toBe(200);
    },
  };
}

/** The customer's saved addresses, read as the browser does (its session cookie). */
async function savedAddresses(page: Page): Promise<Array<{ label: string; address: string }>> {
  const answer = await page.request.get("/api/addresses");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { addresses: Array<{ label: string; address: string }> }).addresses;
}

for (const { name: width, use } of VIEWPORTS) {
  test.describe(`checkout edges at ${width} px`, () => {
    test.use(use);
    // Whole journeys (sign-up, two checkouts, a payment page) on a machine shared with other runs.
    test.describe.configure({ timeout: 90_000 });

    test("a payment refused because the price changed meanwhile: refunded, said so, cart kept", async ({
      page,
      context,
      request,
    }) => {
      const problems = await watchPageHealth(page);
      await loggedInCustomer(page, context, "tara");
      await openAllDayMenu(page);
      const [dishName] = await dishNames(page, 1);
      await addButtons(page).first().click();
      await (await openCart(page)).orderFor.click();
      const details = page.getByRole("dialog", { name: "Confirm delivery details" });
      await fillDetails(details);
      await details.getByRole("button", { name: /^Confirm and Pay/ }).click();
      await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();

      // While the customer is on the payment page, the owner raises the dish's price.
      const owner = await ownerCalls(request);
      const dish = await owner.dish(dishName!);
      await owner.setPrice(dish, dish.price + 11);
      try {
        await page.getByRole("button", { name: /^Pay ₹/ }).click();
        await expect(page).toHaveURL(/\/paymentStatus\/[^/]+$/);
        await expect(page.getByRole("heading", { level: 1, name: "No order was placed" })).toBeVisible();
        await expect(
          page.getByText(
            "The restaurant changed its menu since you checked out, so no order was placed. Your payment has been refunded.",
          ),
        ).toBeVisible();
        await expect(page.getByRole("dialog", { name: "Your order is placed!" })).toHaveCount(0);
        await expect(cartButton(page, "Cart, 1 item")).toBeVisible();
        expect(await storedCart(page)).not.toBeNull();
        expect(await storedOrder(page)).not.toBeNull();
        expect(await pageWidth(page)).toBeLessThanOrEqual(use.viewport.width);
        await page.screenshot({ path: `${SCREENS}/checkout-refused-${width}.png`, fullPage: true });

        // Nothing was ordered, and the cart is there to try again.
        await page.getByRole("button", { name: "Back to cart" }).click();
        await expect(page.getByRole("dialog", { name: "Your cart" })).toContainText(dishName!);
        await page.goto("/orders");
        await expect(page.getByText("Looks like you haven't made any orders yet...")).toBeVisible();
      } finally {
        await owner.setPrice(dish, dish.price);
      }
      expect(await problems()).toEqual([]);
    });

    test("an old payment result URL reopened after a new cart is filled: a receipt, and the cart kept", async ({
      page,
      context,
    }) => {
      const problems = await watchPageHealth(page);
      await loggedInCustomer(page, context, "arjun");
      await openAllDayMenu(page);
      const [first, second] = await dishNames(page, 2);
      await addButtons(page).first().click();
      await (await openCart(page)).orderFor.click();
      const details = page.getByRole("dialog", { name: "Confirm delivery details" });
      await fillDetails(details);
      await details.getByRole("button", { name: /^Confirm and Pay/ }).click();
      await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
      const placing = page.waitForRequest("**/api/placeOrder");
      await page.getByRole("button", { name: /^Pay ₹/ }).click();
      const reference = ((await placing).postDataJSON() as { payment_reference_id: string }).payment_reference_id;
      const success = page.getByRole("dialog", { name: "Your order is placed!" });
      await expect(success).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(success).toBeHidden();

      // A new cart: the second dish, twice.
      await openAllDayMenu(page);
      await page.getByRole("button", { name: `Add ${second} to cart` }).click();
      await page.getByRole("button", { name: `Increase quantity of ${second}` }).click();
      await expect(cartButton(page, "Cart, 2 items")).toBeVisible();
      const cartBefore = await storedCart(page);

      // The first payment's result URL, from history or a restored tab.
      await page.goto(`/paymentStatus/${encodeURIComponent(reference)}`);
      const receipt = page.getByRole("region", { name: "Order already placed" });
      await expect(receipt).toBeVisible();
      await expect(receipt.getByRole("list", { name: "Items" })).toContainText(`${first} × 1`);
      await expect(receipt).toContainText("Delivery Status");
      await expect(receipt).toContainText("pending");
      await expect(page.getByRole("dialog", { name: "Your order is placed!" })).toHaveCount(0);
      await expect(cartButton(page, "Cart, 2 items")).toBeVisible();
      expect(await storedCart(page)).toBe(cartBefore);
      expect(await pageWidth(page)).toBeLessThanOrEqual(use.viewport.width);
      await page.screenshot({ path: `${SCREENS}/payment-receipt-${width}.png`, fullPage: true });

      // The same with the new cart's checkout started (its order stored): still only a receipt.
      await (await openCart(page)).orderFor.click();
      await fillDetails(details);
      await details.getByRole("button", { name: /^Confirm and Pay/ }).click();
      await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
      const pendingBefore = await storedOrder(page);
      await page.goto(`/paymentStatus/${encodeURIComponent(reference)}`);
      await expect(receipt).toBeVisible();
      await expect(cartButton(page, "Cart, 2 items")).toBeVisible();
      expect(await storedOrder(page)).toBe(pendingBefore);
      await receipt.getByRole("link", { name: "Show My Orders" }).click();
      await expect(page.getByRole("article", { name: ALL_DAY.name })).toHaveCount(1);
      expect(await problems()).toEqual([]);
    });

    test("Save this address starts unticked, needs no label, and saves only with a placed order", async ({
      page,
      context,
    }) => {
      const problems = await watchPageHealth(page);
      await loggedInCustomer(page, context, "nila");
      await openAllDayMenu(page);
      await addButtons(page).first().click();
      await (await openCart(page)).orderFor.click();
      const details = page.getByRole("dialog", { name: "Confirm delivery details" });
      const save = details.getByRole("checkbox", { name: "Save this address" });
      await expect(save).not.toBeChecked();
      await expect(details.getByLabel("Save as")).toHaveCount(0);
      await fillDetails(details);
      await save.scrollIntoViewIfNeeded();
      await settled(details);
      await page.screenshot({ path: `${SCREENS}/checkout-save-unticked-${width}.png` });
      await save.check();
      // A blank label does not stop the payment: it is saved as "Home".
      await details.getByLabel("Save as").fill("");
      await expect(details.getByLabel("Save as")).toHaveAttribute("placeholder", "Home");
      // A city the kitchen does not deliver to: the start is refused, and nothing is saved.
      await details.getByLabel("City").fill("Mumbai");
      await details.getByLabel("Save as").scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SCREENS}/checkout-save-address-${width}.png` });
      await details.getByRole("button", { name: /^Confirm and Pay/ }).click();
      await expect(toast(page, `${ALL_DAY.name} does not deliver to Mumbai`)).toBeVisible();
      expect(await savedAddresses(page)).toEqual([]);

      // In the area, but the payment is declined: nothing saved either.
      await details.getByLabel("City").fill("Chennai");
      await details.getByLabel("State").fill("Tamil Nadu");
      await details.getByRole("button", { name: /^Confirm and Pay/ }).click();
      await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Fail" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Your payment did not go through" })).toBeVisible();
      expect(await savedAddresses(page)).toEqual([]);

      // Trying again asks to save it again; this time the order is placed, and the address saved.
      await page.getByRole("button", { name: "Back to cart" }).click();
      await page
        .getByRole("dialog", { name: "Your cart" })
        .getByRole("button", { name: /^Order For ₹/ })
        .click();
      await expect(save).toBeChecked();
      await details.getByRole("button", { name: /^Confirm and Pay/ }).click();
      await page.getByRole("button", { name: /^Pay ₹/ }).click();
      await expect(page.getByRole("dialog", { name: "Your order is placed!" })).toBeVisible();
      await expect(toast(page, "Address saved as Home")).toBeVisible();
      expect(await savedAddresses(page)).toEqual([
        expect.objectContaining({ label: "Home", address: "12 MG Road, Indiranagar" }),
      ]);
      expect(await problems()).toEqual([]);
    });
  });
}
