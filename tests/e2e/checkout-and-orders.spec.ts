import { expect, test, type Locator, type Page } from "./visitor";
import {
  addButtons,
  ALL_DAY,
  fillDetails,
  newCustomer,
  openAllDayMenu,
  openCartDrawer,
  ownAddress,
  ownerOfAllDay,
  paidOrder,
  PASSWORD,
  settled,
  tabTo,
  toast,
  unique,
  watchPageHealth,
} from "./quality-helpers";

// Issue 15, "Checkout and orders": the shopper's screens as a real user meets them, at a phone's
// and a laptop's size. Old error toasts leave once the form succeeds; sign-up hands its email to
// login; the delivery details keep their title and pay button in view; logout empties the cart;
// a restaurant name ending in a full stop does not get a second one; the owner's cancel gives a
// reason the customer reads live and on the card; dates and times have one 24-hour style.

const SCREENS = "test-results/screens";
const SIZES = [
  { name: "phone", width: 375, height: 812 },
  { name: "laptop", width: 1280, height: 800 },
] as const;

const toasts = (page: Page, kind: "error" | "success"): Locator =>
  page.locator(`[data-sonner-toast][data-type="${kind}"]`);
/** One style of date and time everywhere: "Sunday, 22nd November, 19:05" (the year when not this year's). */
const ONE_STYLE = /(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, \d{1,2}(st|nd|rd|th) [A-Z][a-z]+( \d{4})?, \d\d:\d\d/;

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("sign-up's errors leave when it succeeds, and login starts from its email", async ({ page, context }) => {
      await ownAddress(context);
      const problems = await watchPageHealth(page);
      const username = unique("tara");
      const email = `${username}@example.in`;

      await page.goto("/auth/signup/customer");
      const form = page.getByRole("form", { name: "Customer sign up" });
      await form.getByRole("button", { name: "Sign Up" }).click();
      await expect(toast(page, "Hey there, you left some fields empty")).toBeVisible();
      await form.getByLabel("Username").fill(username);
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await form.getByLabel("Confirm Password").fill(`${PASSWORD}x`);
      await form.getByRole("button", { name: "Sign Up" }).click();
      await expect(toast(page, "Passwords are not matching")).toBeVisible();
      await expect(toasts(page, "error")).toHaveCount(2);
      await form.getByLabel("Confirm Password").fill(PASSWORD);
      await form.getByRole("button", { name: "Sign Up" }).click();

      // on the login form: the success alone, and the address already there
      await expect(page).toHaveURL(/\/auth\/login\/customer/);
      await expect(toasts(page, "success")).toHaveCount(1);
      await expect(toasts(page, "error")).toHaveCount(0);
      await expect(page.getByLabel("Email")).toHaveValue(email);
      await expect(page.getByLabel("Password", { exact: true })).toBeFocused();
      await page.screenshot({ path: `${SCREENS}/co-login-after-signup-${size.width}.png` });

      await page.getByLabel("Password", { exact: true }).fill("wrong-password");
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(toast(page, "Invalid email or password")).toBeVisible();
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByRole("button", { name: "Sign In", exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(toasts(page, "error")).toHaveCount(0);
      expect(await problems()).toEqual([]);
    });

    test("the delivery details keep title and pay button in view; the blank-fields toast leaves on paying; logout empties the cart", async ({
      page,
      context,
    }) => {
      await ownAddress(context);
      const problems = await watchPageHealth(page);
      const { username } = await newCustomer(page);

      await openAllDayMenu(page);
      await addButtons(page).first().click();
      const drawer = await openCartDrawer(page);
      const orderFor = drawer.getByRole("button", { name: /^Order For ₹/ });
      await expect(orderFor).not.toHaveAttribute("aria-disabled", "true");
      await orderFor.click();

      const details = page.getByRole("dialog", { name: "Confirm delivery details" });
      const pay = details.getByRole("button", { name: /^Confirm and Pay/ });
      await expect(pay).toBeVisible();
      await settled(details);
      // both ends of the form are on screen with no scrolling, on a phone too
      await expect(details.getByRole("heading", { name: "Confirm delivery details" })).toBeInViewport({ ratio: 1 });
      await expect(pay).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `${SCREENS}/co-delivery-details-${size.width}.png` });

      await details.getByLabel("Name").fill("  ");
      await pay.click();
      await expect(toast(page, "Hey there, you left out some fields to fill")).toBeVisible();
      // the last field scrolled into view, the title and the button still there
      await details.getByLabel("Phone").scrollIntoViewIfNeeded();
      await expect(details.getByRole("heading", { name: "Confirm delivery details" })).toBeInViewport({ ratio: 1 });
      await expect(pay).toBeInViewport({ ratio: 1 });
      await page.screenshot({ path: `${SCREENS}/co-delivery-details-scrolled-${size.width}.png` });

      await fillDetails(details);
      await pay.click();
      await expect(page).toHaveURL(/\/payments\/test\/[^/]+$/);
      await expect(toasts(page, "error")).toHaveCount(0);
      await page.getByRole("button", { name: /^Pay ₹/ }).click();
      const success = page.getByRole("dialog", { name: "Your order is placed!" });
      await expect(success).toBeVisible();
      await expect(toasts(page, "error")).toHaveCount(0);
      await settled(success);
      await page.screenshot({ path: `${SCREENS}/co-order-placed-${size.width}.png` });
      await page.keyboard.press("Escape");

      // a cart and an unpaid order left behind, then logout: the next person finds neither
      await openAllDayMenu(page);
      await addButtons(page).first().click();
      await expect(page.getByRole("banner").getByRole("button", { name: "Cart, 1 item" })).toBeVisible();
      await page.evaluate(() => localStorage.setItem("order", JSON.stringify({ customerName: "Asha Rao" })));
      await page
        .getByRole("banner")
        .getByRole("button", { name: `Open menu for ${username}` })
        .click();
      await page
        .getByRole("dialog", { name: `Welcome, ${username}` })
        .getByRole("button", { name: "Logout" })
        .click();
      await expect(toast(page, /logged out/i)).toBeVisible();
      await expect(page.getByRole("banner").getByRole("button", { name: "Cart, empty" })).toBeVisible();
      expect(await page.evaluate(() => [localStorage.getItem("cart"), localStorage.getItem("order")])).toEqual([
        null,
        null,
      ]);
      await page.reload();
      await expect(page.getByRole("banner").getByRole("button", { name: "Cart, empty" })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/co-after-logout-${size.width}.png` });
      expect(await problems()).toEqual([]);
    });

    test("the owner cancels with a reason from the keyboard; the customer reads it live and on the card", async ({
      page,
      context,
      browser,
    }) => {
      await ownAddress(context);
      const problems = await watchPageHealth(page);
      const { headers } = await newCustomer(page);
      await paidOrder(page, headers);
      const streamOpen = page.waitForResponse((r) => r.url().includes("/api/orderEvents/stream") && r.status() === 200);
      await page.goto("/orders");
      await streamOpen;
      const card = page.locator("article[data-order-id]").first();
      const orderId = (await card.getAttribute("data-order-id"))!;
      // the order's moment in the one style; the timeline's step times are times of day (HH:MM)
      await expect(card.locator("time").first()).toHaveText(ONE_STYLE);
      await expect(card.getByRole("list", { name: "Order progress" }).locator("time")).toHaveText([/^\d\d:\d\d$/]);
      await expect(card).toContainText(/Estimated Delivery By \d\d:\d\d/);
      await expect(card).not.toContainText(/\b(am|pm)\b/);

      const ownerContext = await browser.newContext({ viewport: { width: size.width, height: size.height } });
      const owner = await ownerContext.newPage();
      const ownerProblems = await watchPageHealth(owner);
      await ownerOfAllDay(owner);
      await owner.goto("/restaurant/orders");
      const ownerCard = owner.locator("article").filter({ hasText: orderId });
      await expect(ownerCard.locator("time")).toHaveText(ONE_STYLE);

      // keyboard only: open Cancel Order, pick Other, type the reason, confirm
      const cancel = ownerCard.getByRole("button", { name: "Cancel Order" });
      await cancel.focus();
      await owner.keyboard.press("Enter");
      const ask = owner.getByRole("alertdialog", { name: "Cancel this order?" });
      await expect(ask).toBeVisible();
      const reasons = ask.getByRole("group", { name: "Reason (the customer will see it)" });
      await expect(reasons.getByRole("radio")).toHaveCount(5);
      const other = reasons.getByRole("radio", { name: "Other" });
      await tabTo(owner, reasons.getByRole("radio").first());
      await owner.keyboard.press("Space");
      await expect(reasons.getByRole("radio").first()).toBeChecked();
      for (let i = 0; i < 4; i++) await owner.keyboard.press("ArrowDown");
      await expect(other).toBeChecked();
      await owner.keyboard.press("Tab");
      await expect(ask.getByLabel("Your reason")).toBeFocused();
      await owner.keyboard.type("Power cut in the kitchen");
      await settled(ask);
      await owner.screenshot({ path: `${SCREENS}/co-owner-cancel-reason-${size.width}.png` });
      await tabTo(owner, ask.getByRole("button", { name: "Yes, cancel" }));
      await owner.keyboard.press("Enter");
      await expect(toast(owner, /Order cancelled/)).toBeVisible();

      // the customer, without reloading: the live toast and the card both say why
      await expect(toast(page, `${ALL_DAY.name} cancelled your order`)).toContainText(
        "Reason: Power cut in the kitchen. Your payment will be refunded.",
      );
      const cancelled = page.locator(`article[data-order-id="${orderId}"]`);
      await expect(cancelled).toContainText("Cancelled by the restaurant: Power cut in the kitchen");
      await page.screenshot({ path: `${SCREENS}/co-customer-cancel-reason-${size.width}.png` });
      expect(await ownerProblems()).toEqual([]);
      await ownerContext.close();
      expect(await problems()).toEqual([]);
    });

    test("the itemsInCart question ends a name with a full stop once", async ({ page }) => {
      const problems = await watchPageHealth(page);
      await page.goto("/restaurants");
      await page.evaluate(() =>
        localStorage.setItem(
          "cart",
          JSON.stringify({
            items: [
              {
                item: {
                  _id: "burger-1",
                  name: "Classic Burger",
                  price: 199,
                  imageUrl: "",
                  type: "non-veg",
                  restaurant_id: "liberty-1",
                  restaurantName: "Liberty Burger Co.",
                },
                quantity: 1,
              },
            ],
            totalPrice: 199,
            totalQuantity: 1,
          }),
        ),
      );
      await openAllDayMenu(page);
      await addButtons(page).first().click();
      const ask = page.getByRole("dialog", { name: "Items already in cart" });
      await expect(ask).toBeVisible();
      await expect(ask).toContainText("Your cart has items from Liberty Burger Co. Do you want to clear it");
      await expect(ask).not.toContainText("Co..");
      await settled(ask);
      await page.screenshot({ path: `${SCREENS}/co-items-in-cart-${size.width}.png` });
      await ask.getByRole("button", { name: "No" }).click();
      expect(await problems()).toEqual([]);
    });
  });
}
