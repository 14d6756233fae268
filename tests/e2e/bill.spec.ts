import { extractText } from "unpdf";
import { expect, test, type Page } from "./visitor";
import { addDish, call, newCustomer, newRestaurant, type Owner } from "./owner-helpers";
import { billRows, fillBengaluruDetails, logIn, openCartDrawer, photosLoaded } from "./quality-helpers";

// Issue 31: the whole bill before paying, everywhere. A restaurant with default settings bills the spec's
// total and says what GST its prices contain; one that adds GST, packaging and its own delivery fee shows each
// charge in the cart, tells how much more is free delivery, takes a tip at checkout (never chosen for the
// customer), charges exactly that, and the order card keeps the same lines. At a phone's and a laptop's width.

const SCREENS = "test-results/screens";

/** The bill of the tax-exclusive thali with a ₹30 tip, the same at checkout and on the order card. */
const TIPPED_ROWS = [
  "Sub Total ₹199.00",
  "Packaging ₹10.00",
  "Delivery Charge ₹30.00",
  "GST ₹15.85",
  "Delivery partner tip ₹30.00",
];

async function setCharges(
  request: Parameters<typeof newRestaurant>[0],
  owner: Owner,
  charges: Record<string, unknown>,
) {
  const { settings } = await call(request, "GET", "/api/restaurantSettings", { ip: owner.ip, token: owner.token });
  await call(request, "POST", "/api/updateRestaurantSettings", {
    ip: owner.ip,
    token: owner.token,
    data: { ...settings, ...charges },
  });
}

async function openMenu(page: Page, owner: Owner) {
  await page.goto(`/restaurantPage/${owner.restaurantId}/menu`);
  await expect(page.getByRole("heading", { level: 1, name: owner.name })).toBeVisible();
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: the cart and the checkout show every charge, a tip is the customer's choice, and the order keeps the bill`, async ({
    page,
    playwright,
  }) => {
    await page.setViewportSize(viewport);
    const request = playwright.request;
    const owner = await newRestaurant(request, "bill");
    const suffix = owner.restaurantId.slice(-4);
    const thali = await addDish(request, owner, {
      name: `Veg Thali ${suffix}`,
      category: "Curries",
      price: 199,
      packagingCharge: 10,
    });
    const customer = await newCustomer(request, "Bill Payer");
    await page.goto("/auth/login/customer?redirect=%2Forders");
    await logIn(page, customer.email);
    await expect(page).toHaveURL(/\/orders$/);

    // Default settings for GST: the spec's total (₹199 + ₹20 below 3 items), GST contained in it.
    await setCharges(request, owner, { taxMode: "inclusive", deliveryFeePaise: null, freeDeliveryFromPaise: null });
    await openMenu(page, owner);
    // the dish's packaging is said beside its price, before the cart; prices with GST in them need no note
    const dishCard = page.getByRole("article", { name: thali.name });
    await expect(dishCard).toContainText("₹199.00+ ₹10.00 packaging");
    await expect(page.getByText(/Prices on this menu are before GST/)).toHaveCount(0);
    await page.getByRole("button", { name: `Add ${thali.name} to cart` }).click();
    let cart = await openCartDrawer(page);
    await expect(cart.getByRole("status").filter({ hasText: "free delivery" })).toHaveText(
      "Add 2 more items for free delivery",
    );
    await expect
      .poll(() => billRows(cart))
      .toEqual(["Sub Total ₹199.00", "Packaging ₹10.00", "Delivery Charge ₹20.00", "Total ₹229.00"]);
    // 5% contained in ₹209 of food is ₹9.95; 18% contained in the ₹20 fee is ₹3.05
    await expect(cart).toContainText("Prices include GST of ₹13.00: 5% on food ₹9.95, 18% on fees ₹3.05");
    await page.keyboard.press("Escape");

    // The owner adds GST to its prices, charges ₹30 for delivery and delivers free from ₹399.
    await setCharges(request, owner, { taxMode: "exclusive", deliveryFeePaise: 3000, freeDeliveryFromPaise: 39_900 });
    await page.reload();
    // the menu says so before the cart (no drip pricing)
    await expect(
      page.getByText("Prices on this menu are before GST: 5% on food and packaging is added in your bill."),
    ).toBeVisible();
    cart = await openCartDrawer(page);
    await expect(cart.getByRole("status").filter({ hasText: "free delivery" })).toHaveText(
      "Add ₹200.00 more for free delivery",
    );
    // GST: 5% of ₹209 = ₹10.45, 18% of ₹30 = ₹5.40
    await expect
      .poll(() => billRows(cart))
      .toEqual(["Sub Total ₹199.00", "Packaging ₹10.00", "Delivery Charge ₹30.00", "GST ₹15.85", "Total ₹254.85"]);
    await expect(cart.getByRole("button", { name: /^Order For/ })).toHaveText("Order For ₹254.85");
    await photosLoaded(page);
    await page.screenshot({ path: `${SCREENS}/bill-cart-${viewport.width}.png` });

    // Checkout: the same bill, no tip chosen; a ₹30 tip is added to it, and pressed again it goes.
    await cart.getByRole("button", { name: /^Order For/ }).click();
    const details = page.getByRole("dialog", { name: "Confirm delivery details" });
    await fillBengaluruDetails(details, "Bill Payer");
    const bill = details.getByRole("region", { name: "Your bill" });
    await expect.poll(() => billRows(bill)).toContain("To pay ₹254.85");
    for (const amount of ["₹20", "₹30", "₹50", "Other"]) {
      await expect(details.getByRole("button", { name: amount, exact: true })).toHaveAttribute("aria-pressed", "false");
    }
    const tip30 = details.getByRole("button", { name: "₹30", exact: true });
    await tip30.click();
    await expect(tip30).toHaveAttribute("aria-pressed", "true");
    await expect.poll(() => billRows(bill)).toEqual([...TIPPED_ROWS, "To pay ₹284.85"]);
    // Other: a tip of the customer's own; a fraction is refused in words, 1-1,000 rupees taken
    await details.getByRole("button", { name: "Other", exact: true }).click();
    const own = details.getByLabel("Your tip in ₹ (1 to 1,000)");
    await own.fill("12.5");
    await expect(details.getByText("A tip is a whole number of rupees from 1 to 1,000")).toBeVisible();
    await own.fill("40");
    await expect(details.getByRole("button", { name: "Confirm and Pay ₹294.85" })).toBeVisible();
    await details.getByRole("button", { name: "₹30", exact: true }).click();
    const pay = details.getByRole("button", { name: "Confirm and Pay ₹284.85" });
    await expect(pay).toBeVisible();
    await bill.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/bill-checkout-${viewport.width}.png` });
    await pay.click();

    // TEST MODE asks for exactly the bill's total
    await expect(page).toHaveURL(/\/payments\/test\/[^/]+$/);
    await expect(page.getByRole("main")).toContainText("₹284.85");
    await page.getByRole("button", { name: "Pay ₹284.85" }).click();
    await expect(page.getByRole("dialog", { name: "Your order is placed!" })).toBeVisible();

    // The order card keeps the same lines
    await page.goto("/orders");
    const card = page.getByRole("article", { name: owner.name });
    await expect(card).toContainText("Total ₹284.85");
    const billDetails = card.locator("details", { hasText: "Bill details" });
    await billDetails.getByText("Bill details").click();
    await expect.poll(() => billRows(billDetails)).toEqual([...TIPPED_ROWS, "Total ₹284.85"]);
    // a paid order has its tax invoice, a PDF for the customer
    const invoice = billDetails.getByRole("link", { name: /^Tax invoice .+ \(PDF\)$/ });
    await expect(invoice).toBeVisible();
    const pdf = await page.request.get((await invoice.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const bytes = await pdf.body();
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // read back: its number, the restaurant as supplier, the lines of the bill and the total in words
    const invoiceNumber = (await invoice.textContent())!.replace(/^Tax invoice (.+) \(PDF\)$/, "$1");
    const text = (await extractText(new Uint8Array(bytes), { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain("Tax Invoice");
    expect(text).toContain(invoiceNumber);
    expect(text).toContain(owner.name);
    expect(text).toContain("996331");
    expect(text).toContain("284.85");
    expect(text).toContain("Rupees Two Hundred Eighty Four and Eighty Five Paise Only");
    await billDetails.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/bill-order-${viewport.width}.png` });
  });
}
