import { expect, test, type Page } from "./visitor";
import { addDish, logInAsOwner, newCustomer, newRestaurant } from "./owner-helpers";
import { fillBengaluruDetails, logIn, openCartDrawer, ownAddress, toast } from "./quality-helpers";

// Issue 31 part 6: cash or UPI on delivery. A fresh customer chooses "Cash or UPI on delivery" at checkout and the
// order is placed without paying; the owner sends it out, opens Collect at the door (the UPI QR of the exact
// amount), and marks it paid by UPI; the customer's order card then says so and links its tax invoice. At a
// phone's and a laptop's width.

const SCREENS = "test-results/screens";

/**
 * A fresh restaurant with one dish at `price` rupees, and a fresh customer logged in on `page` who adds it to the
 * cart and opens the checkout dialog, filled in: the restaurant and the dialog.
 */
async function checkoutOfOneDish(
  page: Page,
  request: Parameters<typeof newRestaurant>[0],
  { stem, dishName, price, payer }: { stem: string; dishName: string; price: number; payer: string },
) {
  const owner = await newRestaurant(request, stem);
  const dish = await addDish(request, owner, {
    name: `${dishName} ${owner.restaurantId.slice(-4)}`,
    category: "Breakfast",
    price,
  });
  const customer = await newCustomer(request, payer);
  await page.goto("/auth/login/customer?redirect=%2Forders");
  await logIn(page, customer.email);
  await expect(page).toHaveURL(/\/orders$/);
  await page.goto(`/restaurantPage/${owner.restaurantId}/menu`);
  await page.getByRole("button", { name: `Add ${dish.name} to cart` }).click();
  const cart = await openCartDrawer(page);
  await cart.getByRole("button", { name: /^Order For/ }).click();
  const details = page.getByRole("dialog", { name: "Confirm delivery details" });
  await fillBengaluruDetails(details, payer);
  return { owner, details };
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: a cash on delivery order is placed, collected by UPI at the door, and invoiced`, async ({
    page,
    browser,
    playwright,
  }) => {
    // Two contexts, a status change, a dialog and an invoice: on a loaded 2-core machine this took over 30 s in CI.
    test.setTimeout(90_000);
    await page.setViewportSize(viewport);
    const request = playwright.request;
    // Checkout: paying online is the default; cash on delivery is chosen, and the button says what happens.
    const { owner, details } = await checkoutOfOneDish(page, request, {
      stem: "cod",
      dishName: "Masala Dosa",
      price: 180,
      payer: "Cash Payer",
    });
    const methods = details.getByRole("group", { name: "Payment method" });
    await expect(methods.getByRole("radio", { name: "Pay online (UPI, cards, wallets)" })).toBeChecked();
    const cod = methods.getByRole("radio", { name: /Cash or UPI on delivery/ });
    await expect(cod).toBeEnabled();
    await cod.check();
    const place = details.getByRole("button", { name: "Place order · pay ₹200.00 on delivery" });
    await expect(place).toBeVisible();
    await methods.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/cod-checkout-${viewport.width}.png` });
    await place.click();
    await expect(page.getByRole("dialog", { name: "Your order is placed!" })).toBeVisible();

    await page.goto("/orders");
    const card = page.getByRole("article", { name: owner.name });
    await expect(card.getByTestId("payment-line")).toHaveText("Cash on delivery · ₹200.00 due");
    const orderId = (await card.getAttribute("data-order-id"))!;

    // The owner sends it out and collects it at the door.
    const ownerContext = await browser.newContext({ viewport });
    await ownAddress(ownerContext);
    const ownerPage = await ownerContext.newPage();
    await logInAsOwner(ownerPage, owner, "/restaurant/orders");
    const ownerCard = ownerPage.locator(`article[data-order-id="${orderId}"]`);
    await expect(ownerCard.getByTestId("payment-line")).toHaveText("Cash on delivery · ₹200.00 due");
    // nothing to collect before the order leaves
    await expect(ownerCard.getByRole("button", { name: "Collect ₹200.00" })).toHaveCount(0);
    await ownerCard.getByLabel("Status Of Order:").selectOption("out for delivery");
    await ownerCard.getByRole("button", { name: "Update" }).click();
    const collect = ownerCard.getByRole("button", { name: "Collect ₹200.00" });
    await expect(collect).toBeVisible();
    // the toasts so far gone, for a clear picture
    await expect(ownerPage.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
    await ownerCard.scrollIntoViewIfNeeded();
    await ownerPage.screenshot({ path: `${SCREENS}/cod-owner-card-${viewport.width}.png` });
    // keyboard: the dialog opens from the button, and Escape closes it with focus back on the button
    await collect.focus();
    await ownerPage.keyboard.press("Enter");
    const dialog = ownerPage.getByRole("dialog", { name: "Collect ₹200.00" });
    await expect(dialog).toBeVisible();
    // focus starts on the dialog, not on a button an Enter by habit would press
    await expect(dialog).toBeFocused();
    const qr = dialog.getByRole("img", { name: "UPI QR code to pay ₹200.00" });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);
    await expect(dialog.getByRole("link", { name: "Open in a UPI app on this phone" })).toHaveAttribute(
      "href",
      /^upi:\/\/pay\?pa=thali\.demo@upi&pn=Thali%20Demo&am=200\.00&cu=INR&tn=Order%20%23[0-9A-Z]{6}$/,
    );
    await ownerPage.screenshot({ path: `${SCREENS}/cod-collect-${viewport.width}.png` });
    await ownerPage.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(collect).toBeFocused();
    await ownerPage.keyboard.press("Enter");
    await dialog.getByRole("button", { name: "Paid by UPI" }).click();
    await expect(toast(ownerPage, "Paid by UPI at the door")).toBeVisible();
    await expect(ownerCard.getByTestId("payment-line")).toHaveText("Paid by UPI at the door");
    await expect(ownerCard.locator("header")).toContainText("Delivered");
    await expect(ownerCard.getByRole("button", { name: "Collect ₹200.00" })).toHaveCount(0);
    await ownerPage.screenshot({ path: `${SCREENS}/cod-collected-${viewport.width}.png` });
    await ownerContext.close();

    // The customer's card: paid at the door, delivered, with its tax invoice.
    await page.reload();
    await expect(card.getByTestId("payment-line")).toHaveText("Paid by UPI at the door");
    await expect(card).toContainText(/Delivery Status :\s*delivered/i);
    const billDetails = card.locator("details", { hasText: "Bill details" });
    await billDetails.getByText("Bill details").click();
    const invoice = billDetails.getByRole("link", { name: /^Tax invoice .+ \(PDF\)$/ });
    await expect(invoice).toBeVisible();
    const pdf = await page.request.get((await invoice.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/cod-paid-${viewport.width}.png` });
  });
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: TEST MODE lets the tester pay by card, and the order says so`, async ({
    page,
    playwright,
  }) => {
    await page.setViewportSize(viewport);
    const request = playwright.request;
    const { owner, details } = await checkoutOfOneDish(page, request, {
      stem: "card",
      dishName: "Idli Vada",
      price: 120,
      payer: "Card Payer",
    });
    await details.getByRole("button", { name: "Confirm and Pay ₹140.00" }).click();

    await expect(page).toHaveURL(/\/payments\/test\/[^/]+$/);
    const methods = page.getByRole("group", { name: "Pay with (TEST MODE)" });
    await expect(methods.getByRole("radio", { name: "UPI" })).toBeChecked();
    await methods.getByRole("radio", { name: "Card" }).check();
    await page.screenshot({ path: `${SCREENS}/test-mode-methods-${viewport.width}.png` });
    await page.getByRole("button", { name: "Pay ₹140.00" }).click();
    await expect(page.getByRole("dialog", { name: "Your order is placed!" })).toBeVisible();

    await page.goto("/orders");
    const card = page.getByRole("article", { name: owner.name });
    // an online order's method is with its bill
    await card.locator("summary", { hasText: "Bill details" }).click();
    await expect(card.getByTestId("payment-line")).toBeVisible();
    await expect(card.getByTestId("payment-line")).toHaveText("Paid online by card");
  });
}
