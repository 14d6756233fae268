import path from "node:path";
import { eventually, mailsTo } from "../support/outbox";
import { expect, test } from "./visitor";
import {
  dishNames,
  loggedInCustomer,
  openCart,
  openCartIfClosed,
  RESTAURANT,
  rupees,
  SCREENS,
  storedOrder,
} from "./checkout-helpers";
import {
  addButtons,
  fillDetails,
  logIn,
  openAllDayMenu,
  ownAddress,
  settled,
  signUp,
  toast,
  unique,
} from "./quality-helpers";

// Checkout with the built-in test gateway, in a real browser against the real server: the cart's
// Order For as a visitor and as a customer, the delivery details, the TEST MODE page, the payment
// result and the order in Past Orders, then the same with a declined payment. Every customer here
// is new, so the tests do not depend on each other or on the order they run in.
test.describe("checkout with the test gateway", () => {
  test("a visitor logs in from the cart, pays in TEST MODE, sees the order and cancels it", async ({
    page,
    context,
  }) => {
    await ownAddress(context);
    const username = unique("ravi");
    const email = `${username}@example.in`;
    await signUp(page.request, username, email);

    // a visitor fills the cart: two of one dish, so delivery is charged (under 3 items)
    await openAllDayMenu(page);
    const dish = (await addButtons(page).first().getAttribute("aria-label"))!.replace(/^Add (.+) to cart$/, "$1");
    await addButtons(page).first().click();
    await page.getByRole("button", { name: `Increase quantity of ${dish}` }).click();
    const menuUrl = page.url();

    let { drawer, orderFor } = await openCart(page);
    await expect(drawer.getByText("Online payment is coming soon")).toHaveCount(0);
    const total = rupees((await orderFor.textContent()) ?? "");
    expect(total).not.toBe("");
    await orderFor.click();
    const login = page.getByRole("dialog", { name: "Login to place your order" });
    await expect(login).toBeVisible();
    await expect(login.getByRole("link", { name: "Signup" })).toHaveAttribute(
      "href",
      `/auth/signup/customer?redirect=${encodeURIComponent(new URL(menuUrl).pathname)}`,
    );
    await settled(login);
    await page.screenshot({ path: `${SCREENS}/checkout-login-prompt.png` });
    // Escape closes the prompt and leaves the cart open beneath it
    await page.keyboard.press("Escape");
    await expect(login).toBeHidden();
    await expect(drawer).toBeVisible();
    await orderFor.click();
    await login.getByRole("link", { name: "Login" }).click();

    // back on the same menu after logging in, with the cart open again
    await expect(page).toHaveURL(/\/auth\/login\/customer\?redirect=%2FrestaurantPage%2F/);
    await logIn(page, email);
    await expect(page).toHaveURL(menuUrl);
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(dish);

    ({ drawer, orderFor } = await openCartIfClosed(page, drawer));
    await orderFor.click();
    const details = page.getByRole("dialog", { name: "Confirm delivery details" });
    await expect(details).toBeVisible();
    await expect(details.getByLabel("Email")).toHaveValue(email);
    await expect(details.getByLabel("Email")).toHaveAttribute("readonly", "");
    await expect(details.getByLabel("Name")).toHaveValue(username);
    // blank fields are refused with the spec's message
    await details.getByLabel("Name").fill("  ");
    await details.getByRole("button", { name: /^Confirm and Pay/ }).click();
    await expect(toast(page, "Hey there, you left out some fields to fill")).toBeVisible();
    await expect(details.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
    await expect(details.getByLabel("Address", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await page.screenshot({ path: `${SCREENS}/checkout-details-blank.png` });
    await fillDetails(details);
    await expect(details.getByRole("button", { name: `Confirm and Pay ${total}` })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/checkout-details.png` });
    await details.getByRole("button", { name: `Confirm and Pay ${total}` }).click();

    // the TEST MODE page, with the amount the server priced
    await expect(page).toHaveURL(/\/payments\/test\/[^/]+$/);
    await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `Pay ${RESTAURANT}` })).toBeVisible();
    await expect(page.getByRole("main")).toContainText(total);
    const stored = JSON.parse((await storedOrder(page)) ?? "null") as { customerName: string; items: unknown[] };
    expect(stored).toMatchObject({ customerName: "Asha Rao", deliveryStatus: "pending", user_email: email });
    expect(stored.items).toHaveLength(1);
    await page.screenshot({ path: `${SCREENS}/checkout-test-mode.png`, fullPage: true });
    await page.getByRole("button", { name: `Pay ${total}` }).click();

    // home, the success modal, the cart and the stored order cleared
    await expect(page).toHaveURL(/\/$/);
    const success = page.getByRole("dialog", { name: "Your order is placed!" });
    await expect(success).toBeVisible();
    expect(await storedOrder(page)).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem("cart"))).toBeNull();
    await settled(success);
    await page.screenshot({ path: `${SCREENS}/checkout-success.png` });
    await expect(success.getByRole("link", { name: "Order More" })).toHaveAttribute("href", "/restaurants");
    await success.getByRole("link", { name: "Show My Orders" }).click();

    // the order in Past Orders, pending, with the right total
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole("heading", { level: 1, name: "Past Orders" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Cart, empty" })).toBeVisible();
    const card = page.getByRole("article", { name: RESTAURANT });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(`Total ${total}`);
    await expect(card).toContainText(/Estimated Delivery By \d\d:\d\d/);
    await expect(card).toContainText(
      /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), \d{1,2}(st|nd|rd|th) /,
    );
    await expect(card).toContainText("Asha Rao");
    await expect(card).toContainText("12 MG Road, Indiranagar");
    await expect(card).toContainText("Chennai, Tamil Nadu");
    await expect(card).toContainText(dish);
    await expect(card).toContainText("× 2");
    await expect(card.getByRole("img", { name: /^(Veg|Non-veg)$/ })).toBeVisible();
    await expect(card.getByRole("button", { name: "Reorder" })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/orders-pending.png`, fullPage: true });

    // Cancel asks first: No keeps the order; Yes (from the keyboard) cancels and refunds it
    await card.getByRole("button", { name: "Cancel Order" }).click();
    const confirm = page.getByRole("dialog", { name: "Are you sure to cancel your order?" });
    await expect(confirm).toContainText("You might miss out some delicious meal.");
    await expect(confirm.getByRole("button", { name: "No" })).toBeFocused();
    await settled(confirm);
    await page.screenshot({ path: `${SCREENS}/orders-cancel-confirm.png` });
    await confirm.getByRole("button", { name: "No" }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByRole("button", { name: "Cancel Order" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(confirm).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(confirm.getByRole("button", { name: "Yes" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(confirm).toBeHidden();
    await expect(card).toContainText("Delivery Status : cancelled");
    await expect(card.locator('[id$="-status"]')).toBeFocused();
    await expect(card).toContainText(`${total} refunded to your original payment method`);
    await expect(card.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/orders-cancelled.png`, fullPage: true });

    // Outside the tab: the receipt with its bill and the refund, each once, in the server's mail outbox
    const outbox = path.join(process.env.E2E_DATA_DIR ?? ".data-e2e", "outbox");
    const [receipt] = await eventually(async () => {
      const mails = await mailsTo(outbox, email, "orderPlaced");
      return mails.length ? mails : undefined;
    });
    expect(receipt?.subject).toBe(`Your Thali order from ${RESTAURANT} is placed`);
    expect(receipt?.text).toContain(`2 x ${dish}`);
    expect(receipt?.text).toContain(`Total paid  ${total}`);
    const refunds = await eventually(async () => {
      const mails = await mailsTo(outbox, email, "refundIssued");
      return mails.length ? mails : undefined;
    });
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.subject).toBe(`Refund of ${total} issued for your Thali order`);
    expect(await mailsTo(outbox, email, "orderPlaced")).toHaveLength(1);

    // the Sort By filter lives in the URL
    await page.getByLabel("Sort By").selectOption({ label: "Cancelled" });
    await expect(page).toHaveURL(/\/orders\?status=cancelled$/);
    await expect(card).toContainText("Delivery Status : cancelled");
    await page.getByLabel("Sort By").selectOption({ label: "Pending" });
    await expect(page).toHaveURL(/\/orders\?status=pending$/);
    await expect(page.getByText("No matched orders found...")).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel("Sort By")).toHaveValue("cancelled");
    await expect(card).toBeVisible();
  });

  test("a declined payment places nothing and keeps the cart", async ({ page, context }) => {
    await loggedInCustomer(page, context, "meera");

    await openAllDayMenu(page);
    // two dishes, one of them twice: free delivery from 3 items
    const [first, second] = await dishNames(page, 2);
    await addButtons(page).first().click();
    await addButtons(page).first().click();
    await page.getByRole("button", { name: `Increase quantity of ${first}` }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Cart, 3 items" })).toBeVisible();
    const { drawer, orderFor } = await openCart(page);
    await orderFor.click();
    const details = page.getByRole("dialog", { name: "Confirm delivery details" });
    await fillDetails(details);
    await details.getByRole("button", { name: /^Confirm and Pay/ }).click();

    await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Fail" }).click();
    await expect(page).toHaveURL(/\/paymentStatus\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your payment did not go through" })).toBeVisible();
    await expect(page.getByRole("banner").getByRole("button", { name: "Cart, 3 items" })).toBeVisible();
    expect(await storedOrder(page)).not.toBeNull();
    await page.screenshot({ path: `${SCREENS}/checkout-failed.png`, fullPage: true });
    await page.getByRole("button", { name: "Back to cart" }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(first!);
    await expect(drawer).toContainText(second!);
    await expect(drawer).toContainText("Free");
    await page.keyboard.press("Escape");

    // a made-up payment reference places nothing either
    await page.goto("/paymentStatus/pay_madeUp123");
    await expect(page.getByRole("heading", { level: 1, name: "Your payment did not go through" })).toBeVisible();

    await page.goto("/orders");
    await expect(page.getByText("Looks like you haven't made any orders yet...")).toBeVisible();
    await expect(page.getByRole("link", { name: "Order Now" })).toHaveAttribute("href", "/restaurants");
    await page.screenshot({ path: `${SCREENS}/orders-empty.png`, fullPage: true });

    // trying again starts from the details already given (a declined payment saved no address)
    await (await openCart(page)).orderFor.click();
    await expect(details.getByLabel("Address", { exact: true })).toHaveValue("12 MG Road, Indiranagar");
    await expect(details.getByLabel("Phone")).toHaveValue("9840012345");
    // no saved address to choose from (the radios there are the payment method's)
    await expect(details.getByRole("group", { name: "Deliver to" })).toHaveCount(0);
    await expect(details.getByRole("radio")).toHaveCount(2);
  });

  test("visitors are sent to log in from the orders and payment pages", async ({ page }) => {
    for (const path of ["/orders", "/paymentStatus/pay_x", "/payments/test/order_x"]) {
      await page.goto(path);
      await expect(page).toHaveURL(`/auth/login/customer?redirect=${encodeURIComponent(path)}`);
    }
  });
});
