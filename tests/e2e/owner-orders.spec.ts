import { expect, test } from "./visitor";
import { addDish, call, card, logInAsOwner, MONTHS, newCustomer, newRestaurant, paidOrder } from "./owner-helpers";
import { appOrigin, PASSWORD, toast } from "./quality-helpers";

// The restaurant partner console's orders against the real server: paid orders made by customers through
// the checkout calls with the built-in test gateway, moved on and cancelled by the owner in the browser,
// seen by the customer, and added up on the dashboard.

const SCREENS = "test-results/screens";

test.describe("restaurant partner console", () => {
  test("an owner moves paid orders on and cancels one; the customer sees it and the dashboard adds up", async ({
    page,
    playwright,
    browser,
  }) => {
    const request = playwright.request;
    const owner = await newRestaurant(request, "orders");
    const thali = await addDish(request, owner, { name: "Veg Thali", category: "Curries", price: 250 });
    const tikka = await addDish(request, owner, {
      name: "Chicken Tikka",
      category: "Starters",
      price: 180.5,
      type: "non-veg",
    });
    const asha = await newCustomer(request, "Asha Rao");
    const ravi = await newCustomer(request, "Ravi Kumar");
    // 2 x 250 + 20 delivery = 520; 3 x 180.50, delivery free from 3 items = 541.50
    const first = await paidOrder(request, asha, owner.restaurantId, [{ item_id: thali._id, quantity: 2 }]);
    const second = await paidOrder(request, ravi, owner.restaurantId, [{ item_id: tikka._id, quantity: 3 }]);

    await logInAsOwner(page, owner, "/restaurant/orders");
    await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
    const orders = page.getByRole("list", { name: "Orders" }).locator("article");
    await expect(orders).toHaveCount(2);
    const ashaOrder = page.locator(`article[data-order-id="${first}"]`);
    const raviOrder = page.locator(`article[data-order-id="${second}"]`);
    await expect(ashaOrder.getByRole("region", { name: "To" })).toContainText("Asha Rao");
    await expect(ashaOrder.getByRole("region", { name: "To" })).toContainText("12 MG Road");
    const details = ashaOrder.getByRole("region", { name: "Order Details :" });
    await expect(details).toContainText("Veg Thali");
    await expect(details).toContainText("× 2");
    await expect(details.getByRole("img", { name: "Veg" })).toBeVisible();
    await expect(
      raviOrder.getByRole("region", { name: "Order Details :" }).getByRole("img", { name: "Non-veg" }),
    ).toBeVisible();
    await expect(ashaOrder).toContainText("₹520.00");
    await expect(raviOrder).toContainText("₹541.50");

    // only the next step (and Cancel) is offered
    const status = ashaOrder.getByLabel("Status Of Order:");
    await expect(status.locator("option")).toHaveText(["Pending", "Out For Delivery"]);
    await expect(ashaOrder.getByRole("button", { name: "Update" })).toBeDisabled();
    await page.screenshot({ path: `${SCREENS}/owner-orders.png`, fullPage: true });
    await status.selectOption("out for delivery");
    await ashaOrder.getByRole("button", { name: "Update" }).click();
    await expect(toast(page, "Order status changed to out for delivery")).toBeVisible();
    await expect(ashaOrder.locator("header")).toContainText("Out For Delivery");
    await expect(status.locator("option")).toHaveText(["Out For Delivery", "Delivered"]);

    const customerView = async () => {
      const answer = await call(request, "GET", `/api/getOrdersByCustomerId?_id=${asha.id}`, {
        ip: asha.ip,
        token: asha.token,
      });
      return answer.orders.find((o: { _id: string }) => o._id === first)?.deliveryStatus;
    };
    expect(await customerView()).toBe("out for delivery");

    await status.selectOption("delivered");
    await ashaOrder.getByRole("button", { name: "Update" }).click();
    await expect(ashaOrder.locator("header")).toContainText("Delivered");
    await expect(ashaOrder.getByLabel("Status Of Order:")).toHaveCount(0);
    expect(await customerView()).toBe("delivered");
    // and in the customer's own browser, on Past Orders
    const customerContext = await browser.newContext();
    await customerContext.request.post("/api/login/customer", {
      data: { email: asha.email, password: PASSWORD },
      headers: { "x-forwarded-for": asha.ip, ...appOrigin() },
    });
    const customerPage = await customerContext.newPage();
    await customerPage.goto("/orders");
    const ashaCard = customerPage.locator(`article[data-order-id="${first}"]`);
    await expect(ashaCard).toContainText(/Delivery Status :\s*delivered/i);
    await expect(ashaCard.getByRole("button", { name: /reorder/i })).toBeVisible();
    await customerContext.close();

    // Cancel asks first and says the payment is refunded
    await raviOrder.getByRole("button", { name: "Cancel Order" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Cancel this order?" });
    await expect(confirm).toContainText("₹541.50 will be refunded");
    await confirm.getByRole("button", { name: "Yes, cancel" }).click();
    await expect(toast(page, /cancelled/i)).toBeVisible();
    await expect(raviOrder.locator("header")).toContainText("Cancelled");
    await expect(raviOrder).toContainText(/refund/i);
    await expect(raviOrder.getByRole("button", { name: "Cancel Order" })).toHaveCount(0);
    await page.screenshot({ path: `${SCREENS}/owner-orders-done.png`, fullPage: true });

    // the sort filter lives in the URL
    const sortBy = page.getByLabel("Sort By");
    await expect(sortBy.locator("option")).toHaveText(["All", "Pending", "Out For Delivery", "Delivered", "Cancelled"]);
    await sortBy.selectOption({ label: "Delivered" });
    await expect(page).toHaveURL(/\/restaurant\/orders\?status=delivered$/);
    await expect(orders).toHaveCount(1);
    await expect(orders.first()).toHaveAttribute("data-order-id", first);
    await page.getByLabel("Sort By").selectOption({ label: "Pending" });
    await expect(page).toHaveURL(/status=pending$/);
    await expect(page.getByText("No matched orders found...")).toBeVisible();
    await page.goBack();
    await expect(page.getByLabel("Sort By")).toHaveValue("delivered");

    // the dashboard: revenue of the delivered order, both paid orders, both dishes, both customers
    await page.goto("/restaurant/dashboard");
    await expect(card(page, "Total Revenue")).toHaveText("₹520.00");
    await expect(card(page, "Orders")).toHaveText("2");
    await expect(card(page, "Menu Items")).toHaveText("2");
    await expect(card(page, "Customers")).toHaveText("2");
    await expect(page.getByRole("heading", { name: "Food Category Data" })).toBeVisible();
    const revenue = page.getByRole("region", { name: "Annul Revenue" });
    // all twelve months, December included (the spec's server left it out)
    await expect(revenue.locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value")).toHaveText(MONTHS);
    // a bar for this month only: the others had no delivered orders
    await expect(revenue.locator(".recharts-bar-rectangle")).toHaveCount(1);
    const table = revenue.getByRole("table", { name: /Revenue per month/ });
    await expect(table.locator("tbody th")).toHaveText(MONTHS);
    const month = new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Kolkata", month: "short" }).format(new Date());
    await expect(table.getByRole("row", { name: month })).toContainText("₹520.00");
    await expect(table.getByRole("row", { name: "Dec" })).toContainText(month === "Dec" ? "₹520.00" : "₹0.00");
    await expect(page.locator(".recharts-pie-sector")).toHaveCount(2);
    await expect(page.getByRole("table", { name: "Menu items per category" }).locator("tbody tr")).toHaveText([
      "Starters1",
      "Curries1",
    ]);
    await page.screenshot({ path: `${SCREENS}/owner-dashboard.png`, fullPage: true });

    // another year: no revenue, still twelve months
    const year = Number(
      new Intl.DateTimeFormat("en-US", { timeZone: "Asia/Kolkata", year: "numeric" }).format(new Date()),
    );
    await expect(page.getByLabel("Year")).toHaveValue(String(year));
    await page.goto(`/restaurant/dashboard?year=${year - 1}`);
    await expect(page.getByLabel("Year")).toHaveValue(String(year - 1));
    await expect(revenue.locator(".recharts-xAxis-tick-labels .recharts-cartesian-axis-tick-value")).toHaveText(MONTHS);
    await expect(revenue).toContainText(`₹0.00 from delivered orders in ${year - 1}`);
    await expect(card(page, "Total Revenue")).toHaveText("₹520.00");
  });
});
