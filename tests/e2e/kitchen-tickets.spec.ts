import { expect, test, type Page } from "./visitor";
import { addDish, logInAsOwner, newCustomer, newRestaurant, paidOrder } from "./owner-helpers";

// Kitchen order tickets (issue 30, part 4): the owner opens an order's ticket from its card, prints it
// (window.print stubbed to count the dialogs), sees its KOT number; prints again: REPRINT. The paper
// width and auto-print are remembered on the device; another owner gets the not-found page.

const SCREENS = "test-results/screens";
const SIZES = [
  { name: "phone", width: 375, height: 800 },
  { name: "desktop", width: 1280, height: 900 },
] as const;

/** Counts the print dialogs the page asks for instead of opening them. */
async function stubPrint(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { printCalls: number };
    counted.printCalls = 0;
    window.print = () => {
      counted.printCalls += 1;
    };
  });
}

const printCalls = (page: Page) => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls);

for (const size of SIZES) {
  test(`an owner prints an order's kitchen ticket, then a reprint (${size.width} px)`, async ({
    page,
    playwright,
    browser,
  }) => {
    const request = playwright.request;
    await page.setViewportSize({ width: size.width, height: size.height });
    const owner = await newRestaurant(request, "tickets");
    const biryani = await addDish(request, owner, {
      name: "Hyderabadi Chicken Dum Biryani with Mirchi ka Salan and Raita",
      category: "Biryani",
      price: 349,
      type: "non-veg",
    });
    const naan = await addDish(request, owner, { name: "Butter Naan", category: "Curries", price: 45 });
    const asha = await newCustomer(request, "Asha Rao");
    const orderId = await paidOrder(request, asha, owner.restaurantId, [
      { item_id: biryani._id, quantity: 2 },
      { item_id: naan._id, quantity: 4 },
    ]);
    const orderNumber = `#${orderId.slice(-6).toUpperCase()}`;

    await stubPrint(page);
    await logInAsOwner(page, owner, "/restaurant/orders");
    const orderCard = page.locator(`article[data-order-id="${orderId}"]`);
    await expect(orderCard.getByRole("link", { name: "Print ticket" })).toBeVisible();
    // The link sits inside the card at a phone's width too (it once ran off the card's right edge at 375 px).
    const card = (await orderCard.boundingBox())!;
    const link = (await orderCard.getByRole("link", { name: "Print ticket" }).boundingBox())!;
    expect(link.x + link.width).toBeLessThanOrEqual(card.x + card.width);
    await orderCard.screenshot({ path: `${SCREENS}/kot-order-card-${size.name}.png` });
    await orderCard.getByRole("link", { name: "Print ticket" }).click();
    await expect(page).toHaveURL(new RegExp(`/restaurant/orders/${orderId}/ticket$`));
    await expect(page.getByRole("heading", { level: 1, name: `Kitchen ticket ${orderNumber}` })).toBeVisible();
    await expect(page.getByText("Not printed yet.")).toBeVisible();

    const ticket = page.locator("[data-kot]");
    await expect(ticket).toHaveAttribute("data-width", "80"); // the default on a new device
    await expect(ticket).toContainText(owner.name);
    await expect(ticket).toContainText("Customer: Asha Rao");
    await expect(ticket).toContainText(/Placed \d{2} \w{3} \d{4}, \d{2}:\d{2} IST/);
    await expect(ticket).toContainText("2 x Hyderabadi Chicken Dum Biryani");
    await expect(ticket).toContainText("4 x Butter Naan");
    await expect(ticket).toContainText("6 items");
    await expect(ticket).toContainText("Total ₹878.00"); // 2 x 349 + 4 x 45, delivery free from 3 items

    // first print: the number is on the ticket before the dialog opens, and it is no reprint
    await page.getByRole("button", { name: "Print", exact: true }).click();
    await expect(ticket).toContainText(`KOT 0001`);
    await expect(ticket).toContainText(orderNumber);
    await expect.poll(() => printCalls(page)).toBe(1);
    await expect(ticket).not.toContainText("REPRINT");
    await expect(page.getByText("KOT 0001: printed once")).toBeVisible();

    // 58 mm: 32 characters a line, the long dish wrapped under itself; remembered on this device
    await page.getByRole("radio", { name: "58 mm" }).check();
    await expect(ticket).toHaveAttribute("data-width", "58");
    const widest = async () =>
      ticket
        .locator("div.whitespace-pre")
        .evaluateAll((lines) => Math.max(...lines.map((l) => [...(l.textContent ?? "")].length)));
    expect(await widest()).toBe(32);
    await expect(ticket).toContainText("Biryani with Mirchi ka");
    await ticket.screenshot({ path: `${SCREENS}/kot-58mm-${size.name}.png` });
    await page.reload();
    await expect(page.locator("[data-kot]")).toHaveAttribute("data-width", "58");

    // a second print says REPRINT, with the same number
    await page.getByRole("button", { name: "Print again" }).click();
    await expect(ticket).toContainText("*** REPRINT - COPY 2 ***");
    await expect(ticket).toContainText("KOT 0001");
    await expect.poll(() => printCalls(page)).toBe(1); // the count restarts with the reload: this page's one
    await expect(page.getByText("KOT 0001: printed 2 times")).toBeVisible();

    await page.getByRole("radio", { name: "80 mm" }).check();
    await expect(ticket).toHaveAttribute("data-width", "80");
    expect(await widest()).toBe(48);
    await ticket.screenshot({ path: `${SCREENS}/kot-80mm-${size.name}.png` });
    await page.screenshot({ path: `${SCREENS}/kot-page-${size.name}.png`, fullPage: true });

    // on paper: only the ticket, none of the console around it
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Print again" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Restaurant" })).toBeHidden();
    await expect(ticket).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/kot-print-media-${size.name}.png`, fullPage: true });
    await page.emulateMedia({ media: "screen" });

    // the ESC/POS bytes of the same ticket, for a USB or network printer
    const bytes = await page.request.get(`/api/ticketEscPos?_id=${orderId}&width=58`);
    expect(bytes.status()).toBe(200);
    expect(bytes.headers()["content-type"]).toBe("application/octet-stream");
    expect((await bytes.body()).toString("latin1")).toContain("*** REPRINT - COPY 2 ***");

    // auto-print on accept, on this device: accepting the next order prints its ticket once (KOT 0002)
    // and comes back to the orders
    await page.getByRole("checkbox", { name: /Print the ticket when I accept an order/ }).check();
    expect(await page.evaluate(() => localStorage.getItem("thali.kot.autoPrint"))).toBe("1");
    const next = await paidOrder(request, asha, owner.restaurantId, [{ item_id: naan._id, quantity: 2 }]);
    await page.goto("/restaurant/orders");
    const nextCard = page.locator(`article[data-order-id="${next}"]`);
    await nextCard.getByRole("button", { name: "Accept order" }).click();
    await expect(page).toHaveURL(/\/restaurant\/orders$/);
    await expect(nextCard.getByRole("button", { name: "Start preparing" })).toBeVisible();
    await expect.poll(() => printCalls(page)).toBe(1);
    // the accept's print was recorded once: the restaurant's second ticket, its first copy (no REPRINT)
    const printed = (await (await page.request.get(`/api/ticketEscPos?_id=${next}&width=58`)).body()).toString(
      "latin1",
    );
    expect(printed).toContain("KOT 0002");
    expect(printed).not.toContain("REPRINT");

    // another owner: the not-found page, not the ticket
    const other = await newRestaurant(request, "elsewhere");
    const otherContext = await browser.newContext({ viewport: { width: size.width, height: size.height } });
    const otherPage = await otherContext.newPage();
    await logInAsOwner(otherPage, other, "/restaurant/orders");
    await otherPage.goto(`/restaurant/orders/${orderId}/ticket`);
    await expect(otherPage.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(otherPage.locator("[data-kot]")).toHaveCount(0);
    await otherContext.close();
  });
}

test("the printed page is the paper's width and one ticket long", async ({ page, playwright }) => {
  const request = playwright.request;
  const owner = await newRestaurant(request, "paper");
  const dal = await addDish(request, owner, { name: "Dal Makhani", category: "Curries", price: 220 });
  const orderId = await paidOrder(request, await newCustomer(request, "Ravi Kumar"), owner.restaurantId, [
    { item_id: dal._id, quantity: 1 },
  ]);
  await stubPrint(page);
  await logInAsOwner(page, owner, `/restaurant/orders/${orderId}/ticket`);
  await page.getByRole("radio", { name: "58 mm" }).check();
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString("latin1");
  // one page, 58 mm wide (164.4 pt)
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  const [, width] = pdf.match(/\/MediaBox\s*\[\s*0 0 ([\d.]+) [\d.]+\]/) ?? [];
  expect(Math.round(Number(width))).toBe(164);
});
