import { expect, test } from "./visitor";
import { loggedInCustomer, RESTAURANT, SCREENS, storedOrder } from "./checkout-helpers";
import {} from "./quality-helpers";

// The spec's checkout as a client written from its call table pays: an amount-only payment order,
// the provider's form post to /api/paymentVerification, and the result screen placing the stored order.
// The customer is new, as in checkout.spec.ts.

test.describe("the spec's checkout, as a client written from its call table pays", () => {
  test("amount-only payment order, the provider's form post to /api/paymentVerification, and the result screen places the stored order", async ({
    page,
    context,
    baseURL,
  }) => {
    const { username, email } = await loggedInCustomer(page, context, "meera");

    // The spec client's own bookkeeping: the menu, the cart's total (section 9), the stored local order.
    const list = await (await page.request.get("/api/fetchRestaurants")).json();
    const restaurant = list.restaurants.find((r: { name: string }) => r.name === RESTAURANT);
    const menu = await (await page.request.get(`/api/getMenuByRestaurantId?_id=${restaurant._id}`)).json();
    const dish: { _id: string; name: string; price: number } = menu.menuitems[0].items[0];
    const totalPrice = Math.round((dish.price * 2 + 20) * 100) / 100;
    const order = {
      user_email: email,
      customerName: username,
      restaurant_id: restaurant._id,
      items: [{ item_id: dish._id, quantity: 2 }],
      totalPrice,
      deliveryLocation: { address: "7 Park Street", city: "Chennai", state: "Tamil Nadu" },
      deliveryStatus: "pending",
      paymentStatus: "success",
    };
    const widget = await page.evaluate(
      async ({ order }) => {
        localStorage.setItem("order", JSON.stringify(order));
        const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? "");
        const post = async (path: string, body: unknown) => {
          const response = await fetch(path, {
            method: "POST",
            credentials: "include",
            headers: { "content-type": "application/json", "x-xsrf-token": xsrf },
            body: JSON.stringify(body),
          });
          return { status: response.status, body: await response.json() };
        };
        const created = await post("/api/createPaymentOrder", { amount: order.totalPrice, currency: "INR" });
        // The TEST MODE gateway stands in for Razorpay's card form.
        const paid = await post("/api/testGateway/pay", { order_id: created.body.order.id });
        return { created, paid };
      },
      { order },
    );
    expect(widget.created.status).toBe(200);
    expect(widget.created.body.order.amount).toBe(Math.round(totalPrice * 100));
    expect(widget.paid.status).toBe(200);

    // The provider's page posts the result to the callback URL as a form, from its own origin.
    await page.goto("about:blank");
    await page.setContent(
      `<form method="post" action="${baseURL}/api/paymentVerification">${Object.entries(
        widget.paid.body as Record<string, string>,
      )
        .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
        .join("")}<button>Continue</button></form>`,
    );
    await page.getByRole("button", { name: "Continue" }).click();

    // 303 to the payment result screen, which places the stored order and opens orderSuccess at home.
    await expect(page.getByRole("dialog", { name: "Your order is placed!" })).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/$/);
    expect(await storedOrder(page)).toBeNull();
    await page.goto("/orders");
    await expect(page.getByText(dish.name).first()).toBeVisible();
    await expect(page.getByText("7 Park Street", { exact: false }).first()).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/checkout-spec-flow-orders.png` });
  });
});
