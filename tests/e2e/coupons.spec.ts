import { expect, test } from "./visitor";
import { addDish, call, newCustomer, newRestaurant } from "./owner-helpers";
import { billRows, fillBengaluruDetails, logIn, openCartDrawer, photosLoaded } from "./quality-helpers";

// Issue 31, offers and coupons: the owner creates a coupon (20% up to ₹60 from ₹249); in the cart a code typed in
// lower case with a space is refused below its minimum with the reason (the bill unchanged), then applies once the
// cart reaches it (a Discount line), the checkout charges exactly the discounted bill in TEST MODE, and the order
// card's Bill details keep the discount. At a phone's and a laptop's width.

const SCREENS = "test-results/screens";

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`at ${viewport.width} px: a coupon refused below its minimum, then applied, paid and kept on the order`, async ({
    page,
    playwright,
  }) => {
    await page.setViewportSize(viewport);
    const request = playwright.request;
    const owner = await newRestaurant(request, "coupon");
    const suffix = owner.restaurantId
      .slice(-4)
      .toUpperCase()
      .replace(/[^A-Z0-9]/g, "X");
    const code = `SAVE${suffix}${viewport.width}`;
    const dish = await addDish(request, owner, { name: `Veg Thali ${suffix}`, category: "Curries", price: 199 });
    // The owner creates the coupon on the Offers page: a percent outside 1-100 is refused naming the field first.
    await page.goto("/auth/login/restaurant?redirect=%2Frestaurant%2Foffers");
    await logIn(page, owner.email);
    await expect(page.getByRole("heading", { level: 1, name: "Offers" })).toBeVisible();
    await expect(page.getByText("No offers yet. Create one below.")).toBeVisible();
    await page.getByLabel("Title").fill("20% off");
    await page.getByLabel("Coupon code (optional)").fill(code.toLowerCase());
    await page.getByLabel("Percent off (1-100)").fill("120");
    await page.getByLabel("Maximum discount (₹, optional)").fill("60");
    await page.getByLabel("Minimum order (₹)").fill("249");
    // Hours of the day are optional: left empty, the coupon is good all day.
    await expect(page.getByLabel("Daily from (optional)")).toHaveValue("");
    await page.getByRole("button", { name: "Create offer" }).click();
    await expect(page.locator("#offer-amount-error")).toHaveText("percentBps must be from 100 to 10000 (1% to 100%)");
    await page.getByLabel("Percent off (1-100)").fill("20");
    await page.getByRole("button", { name: "Create offer" }).click();
    const saved = page.getByRole("listitem").filter({ hasText: code });
    await expect(saved).toContainText("20% OFF up to ₹60 above ₹249");
    await expect(saved).toContainText("Active");
    await expect(saved).toContainText("Used 0 times");
    await saved.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/coupons-owner-${viewport.width}.png` });
    await page.context().clearCookies();

    const customer = await newCustomer(request, "Coupon Payer");
    await page.goto("/auth/login/customer?redirect=%2Forders");
    await logIn(page, customer.email);
    await expect(page).toHaveURL(/\/orders$/);

    await page.goto(`/restaurantPage/${owner.restaurantId}/menu`);
    await expect(page.getByRole("heading", { level: 1, name: owner.name })).toBeVisible();
    await page.getByRole("button", { name: `Add ${dish.name} to cart` }).click();
    const cart = await openCartDrawer(page);
    await expect.poll(() => billRows(cart)).toEqual(["Sub Total ₹199.00", "Delivery Charge ₹20.00", "Total ₹219.00"]);

    // Typed in lower case with a space: normalised, and refused below the minimum with the bill unchanged.
    const typed = `${code.slice(0, 4).toLowerCase()} ${code.slice(4).toLowerCase()}`;
    await cart.getByLabel("Coupon code").fill(typed);
    await cart.getByRole("button", { name: "Apply", exact: true }).click();
    await expect(cart.getByRole("alert")).toHaveText(`Add ₹50 more to use ${code} (minimum order ₹249)`);
    await expect.poll(() => billRows(cart)).toEqual(["Sub Total ₹199.00", "Delivery Charge ₹20.00", "Total ₹219.00"]);
    await photosLoaded(page);
    await page.screenshot({ path: `${SCREENS}/coupons-refused-${viewport.width}.png` });

    // A second thali reaches ₹249: 20% of ₹398 is ₹79.60, capped at ₹60.
    await cart.getByRole("button", { name: `Increase quantity of ${dish.name}` }).click();
    await expect(cart.getByRole("status").filter({ hasText: `${code} applied` })).toHaveText(
      `${code} applied: you save ₹60.00`,
    );
    await expect
      .poll(() => billRows(cart))
      .toEqual(["Sub Total ₹398.00", "Delivery Charge ₹20.00", "Discount −₹60.00", "Total ₹358.00"]);
    await expect(cart.getByRole("alert")).toHaveCount(0);
    await expect(cart.getByRole("button", { name: /^Order For/ })).toHaveText("Order For ₹358.00");
    await page.screenshot({ path: `${SCREENS}/coupons-applied-${viewport.width}.png` });

    // Checkout: the same discounted bill, paid in TEST MODE.
    await cart.getByRole("button", { name: /^Order For/ }).click();
    const details = page.getByRole("dialog", { name: "Confirm delivery details" });
    await fillBengaluruDetails(details, "Coupon Payer");
    const bill = details.getByRole("region", { name: "Your bill" });
    await expect.poll(() => billRows(bill)).toContain("Discount −₹60.00");
    await expect.poll(() => billRows(bill)).toContain("To pay ₹358.00");
    const pay = details.getByRole("button", { name: "Confirm and Pay ₹358.00" });
    await expect(pay).toBeVisible();
    await pay.click();
    await expect(page).toHaveURL(/\/payments\/test\/[^/]+$/);
    await expect(page.getByRole("main")).toContainText("₹358.00");
    await page.getByRole("button", { name: "Pay ₹358.00" }).click();
    await expect(page.getByRole("dialog", { name: "Your order is placed!" })).toBeVisible();

    // The order card's bill keeps the discount.
    await page.goto("/orders");
    const card = page.getByRole("article", { name: owner.name });
    await expect(card).toContainText("Total ₹358.00");
    const billDetails = card.locator("details", { hasText: "Bill details" });
    await billDetails.getByText("Bill details").click();
    await expect
      .poll(() => billRows(billDetails))
      .toEqual(["Sub Total ₹398.00", "Delivery Charge ₹20.00", "Discount −₹60.00", "Total ₹358.00"]);
    await billDetails.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/coupons-order-${viewport.width}.png` });

    // The owner sees the use on the Offers page.
    const offers = await call(request, "GET", "/api/offers", { ip: owner.ip, token: owner.token });
    expect(offers.offers[0]).toMatchObject({ code, usedCount: 1, status: "active" });
  });
}

test("a restaurant's automatic offer is on its card and its menu page, and taken off in the cart", async ({
  page,
  playwright,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const request = playwright.request;
  const owner = await newRestaurant(request, "offer");
  const dish = await addDish(request, owner, {
    name: `Paneer Roll ${owner.restaurantId.slice(-4)}`,
    category: "Curries",
    price: 150,
  });
  await call(request, "POST", "/api/saveOffer", {
    ip: owner.ip,
    token: owner.token,
    data: { title: "Roll deal", percentBps: 2000, maxDiscountPaise: 8000 },
  });
  await page.goto(`/restaurants?q=${encodeURIComponent(owner.name)}`);
  const card = page.getByRole("main").getByRole("article").filter({ hasText: owner.name });
  await expect(card).toContainText("20% OFF up to ₹80");
  await card.scrollIntoViewIfNeeded();
  await photosLoaded(page);
  await page.screenshot({ path: `${SCREENS}/coupons-card-375.png` });

  await page.goto(`/restaurantPage/${owner.restaurantId}/menu`);
  await expect(page.getByText("Offer: 20% OFF up to ₹80, taken off in your cart")).toBeVisible();
  await page.getByRole("button", { name: `Add ${dish.name} to cart` }).click();
  const cart = await openCartDrawer(page);
  // 20% of ₹150 is ₹30, without a code.
  await expect(cart.getByRole("status").filter({ hasText: "Roll deal" })).toHaveText("Roll deal: you save ₹30.00");
  await expect
    .poll(() => billRows(cart))
    .toEqual(["Sub Total ₹150.00", "Delivery Charge ₹20.00", "Discount −₹30.00", "Total ₹140.00"]);
  await page.screenshot({ path: `${SCREENS}/coupons-automatic-375.png` });
});
