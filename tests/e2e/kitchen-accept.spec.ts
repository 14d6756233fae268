import { extractText } from "unpdf";
import { expect, test } from "./visitor";
import { addDish, logInAsOwner, newCustomer, newRestaurant, paidOrder } from "./owner-helpers";
import { appOrigin, PASSWORD, toast } from "./quality-helpers";

// The kitchen's side of an order (issue 30) against the real server: the owner accepts a paid order with a
// preparation time and marks it ready; a second order is rejected with a reason and the customer sees it
// cancelled with that reason, and a credit note against the order's tax invoice. At a phone's width and a
// laptop's.

const SCREENS = "test-results/screens";

for (const width of [375, 1280]) {
  test(`the owner accepts an order, marks it ready, and rejects another (${width} px)`, async ({
    page,
    playwright,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const request = playwright.request;
    const owner = await newRestaurant(request, `kitchen${width}`);
    const thali = await addDish(request, owner, { name: "Veg Thali", category: "Curries", price: 250 });
    const asha = await newCustomer(request, "Asha Rao");
    const accepted = await paidOrder(request, asha, owner.restaurantId, [{ item_id: thali._id, quantity: 1 }]);
    const rejected = await paidOrder(request, asha, owner.restaurantId, [{ item_id: thali._id, quantity: 2 }]);

    await logInAsOwner(page, owner, "/restaurant/orders");
    const first = page.locator(`article[data-order-id="${accepted}"]`);
    const second = page.locator(`article[data-order-id="${rejected}"]`);
    await expect(first.locator("header")).toContainText("New: accept or reject");

    // a preparation time by keyboard: the radio group and the number field are labelled
    const prep = first.getByRole("group", { name: "Preparation time" });
    await prep.getByRole("radio", { name: "15 min" }).check();
    await expect(prep.getByLabel(/Minutes \(5 to 90\)/)).toHaveValue("15");
    await prep.getByLabel(/Minutes \(5 to 90\)/).fill("500");
    await expect(first.getByRole("button", { name: "Accept order" })).toBeDisabled();
    await prep.getByRole("radio", { name: "15 min" }).check();
    await page.screenshot({ path: `${SCREENS}/kitchen-new-${width}.png`, fullPage: true });
    await first.getByRole("button", { name: "Accept order" }).click();
    await expect(toast(page, /^Order accepted: ready by \d\d:\d\d$/)).toBeVisible();
    await expect(first.locator("header")).toContainText("Accepted");
    await expect(first.locator("header")).toContainText(/Ready by \d\d:\d\d \(15 min\)/);
    await first.getByRole("button", { name: "Mark ready" }).click();
    await expect(toast(page, "Order marked ready")).toBeVisible();
    await expect(first.locator("header")).toContainText("Ready");
    await expect(first.getByRole("button", { name: "Mark ready" })).toHaveCount(0);

    // reject asks why, then cancels and refunds
    await second.getByRole("button", { name: "Reject order" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Reject this order?" });
    await expect(confirm).toContainText("₹520.00 is refunded");
    await confirm.getByRole("radio", { name: "Kitchen too busy right now" }).check();
    await page.screenshot({ path: `${SCREENS}/kitchen-reject-${width}.png` });
    await confirm.getByRole("button", { name: "Yes, reject" }).click();
    await expect(toast(page, /Order rejected\. ₹520\.00 has been refunded/)).toBeVisible();
    await expect(second.locator("header")).toContainText("Rejected");
    await expect(second.locator("header")).toContainText("Cancelled");
    await page.screenshot({ path: `${SCREENS}/kitchen-done-${width}.png`, fullPage: true });

    // the customer sees the rejected order cancelled, with the reason
    const customerContext = await browser.newContext({ viewport: { width, height: 900 } });
    await customerContext.request.post("/api/login/customer", {
      data: { email: asha.email, password: PASSWORD },
      headers: { "x-forwarded-for": asha.ip, ...appOrigin() },
    });
    const customerPage = await customerContext.newPage();
    await customerPage.goto("/orders");
    const card = customerPage.locator(`article[data-order-id="${rejected}"]`);
    await expect(card).toContainText(/Delivery Status :\s*cancelled/i);
    await expect(card).toContainText("Kitchen too busy right now");
    // its tracker (closed: the order is finished) ends at the step where it stopped, with the reason
    await card.locator("summary", { hasText: "Track order" }).click();
    const stop = card.getByRole("list", { name: "Order progress" }).locator('li[aria-current="step"]');
    await expect(stop).toContainText("Rejected");
    await expect(stop).toContainText("The restaurant rejected it: Kitchen too busy right now");
    await expect(stop.locator("time")).toHaveText(/^\d\d:\d\d$/);
    await customerPage.screenshot({ path: `${SCREENS}/kitchen-customer-${width}.png`, fullPage: true });

    // the refund has its credit note against the tax invoice (issue 31): both PDFs linked from the order's bill
    const bill = card.locator("details").filter({ has: customerPage.locator("summary", { hasText: "Bill details" }) });
    await bill.locator("summary").click();
    const invoiceLink = bill.getByRole("link", { name: /^Tax invoice .+ \(PDF\)$/ });
    const creditLink = bill.getByRole("link", { name: /^Credit note .+ \(PDF\)$/ });
    await expect(creditLink).toBeVisible();
    const invoiceNumber = (await invoiceLink.textContent())!.replace(/^Tax invoice (.+) \(PDF\)$/, "$1");
    const creditNumber = (await creditLink.textContent())!.replace(/^Credit note (.+) \(PDF\)$/, "$1");
    expect(creditNumber).not.toBe(invoiceNumber);
    const pdf = await customerPage.request.get((await creditLink.getAttribute("href"))!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    const text = (await extractText(new Uint8Array(await pdf.body()), { mergePages: true })).text.replace(/\s+/g, " ");
    expect(text).toContain("Credit Note");
    expect(text).toContain(`Credit note No. ${creditNumber}`);
    expect(text).toContain(`Against invoice ${invoiceNumber}`);
    expect(text).toContain(owner.name);
    expect(text).toContain("520.00");
    await bill.scrollIntoViewIfNeeded();
    await customerPage.screenshot({ path: `${SCREENS}/kitchen-credit-note-${width}.png` });
    await customerContext.close();
  });
}
