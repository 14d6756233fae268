import { mkdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "./visitor";
import { DEMO_PASSWORD } from "../../prisma/demo-data";
import { addDish, newCustomer, newRestaurant, paidOrder } from "./owner-helpers";
import { logIn, toast } from "./quality-helpers";

// Issue 33's second journey: a customer asks for help on a paid order ("a raita was missing"), the platform's staff
// answer in the thread with a partial refund, the refund goes through the TEST MODE gateway and the ledger, and the
// customer's order shows the answer and the refund; the audit log shows each step. At 375 and 1280 px.

const SCREENS = "test-results/screens";
mkdirSync(SCREENS, { recursive: true });

async function logInAsAdmin(page: Page, target: string) {
  await page.goto(`/auth/login/admin?redirect=${encodeURIComponent(target)}`);
  await logIn(page, "admin@thali.demo", DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${target}$`));
}

for (const width of [375, 1280]) {
  const viewport = { width, height: width === 375 ? 812 : 900 };

  test.describe(`help on an order at ${width} px`, () => {
    test.use({ viewport });

    test("a help request answered with a partial refund shows in the ledger, the customer's order and the audit log", async ({
      page,
      browser,
      playwright,
    }) => {
      test.setTimeout(150_000);
      const api = playwright.request;
      const owner = await newRestaurant(api, `help${width}`);
      const dish = await addDish(api, owner, { name: "Curd Rice Meal", price: 240, category: "Curries" });
      const customer = await newCustomer(api, `Kavya ${width}`);
      const orderId = await paidOrder(api, customer, owner.restaurantId, [{ item_id: dish._id, quantity: 1 }]);
      const number = `#${orderId.slice(-6).toUpperCase()}`;

      // --- the customer asks for help on the order
      await page.goto("/auth/login/customer?redirect=%2Forders");
      await logIn(page, customer.email);
      await expect(page).toHaveURL(/\/orders$/);
      await page.getByRole("button", { name: `Help with order ${number}` }).click();
      const drawer = page.getByRole("dialog", { name: `Help with order ${number}` });
      await expect(drawer).toBeVisible();
      await drawer.getByRole("button", { name: "Send to Thali support" }).click();
      await expect(drawer.getByText(/choose|pick|what went wrong/i).first()).toBeVisible();
      // the reasons are cards: a person taps the card (its radio is for the keyboard and screen readers)
      await drawer.locator("label").filter({ hasText: "Missing item" }).click();
      await expect(drawer.getByRole("radio", { name: /Missing item/ })).toBeChecked();
      await drawer.getByLabel("Tell us what happened").fill("The raita that comes with the meal was missing.");
      // the errors of the empty Send go as each is put right
      await expect(drawer.getByText("Choose what went wrong")).toHaveCount(0);
      await expect(drawer.getByLabel("Tell us what happened")).not.toHaveAttribute("aria-invalid", "true");
      await page.screenshot({ path: `${SCREENS}/help-request-${width}.png` });
      await drawer.getByRole("button", { name: "Send to Thali support" }).click();
      await expect(drawer.getByText("The raita that comes with the meal was missing.")).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(drawer).toBeHidden();
      await expect(page.getByText("Help: waiting for us")).toBeVisible();

      // --- the staff answer from the inbox, with a refund of ₹40
      const staffContext = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
      const staff = await staffContext.newPage();
      await logInAsAdmin(staff, "/admin/help");
      await staff
        .getByRole("link", { name: new RegExp(number) })
        .first()
        .click();
      await expect(staff).toHaveURL(/\/admin\/help\/[^/]+$/);
      await expect(staff.getByText("The raita that comes with the meal was missing.")).toBeVisible();
      const answer = staff.getByRole("form", { name: "Answer the customer" });
      await answer.getByLabel(/^Answer/).fill("Sorry about the raita, Kavya. We have refunded ₹40 for it.");
      await answer.getByLabel("Refund in rupees (optional)").fill("40");
      await answer.getByRole("button", { name: "Answer", exact: true }).click();
      await staff.getByRole("alertdialog").getByRole("button", { name: "Refund and answer" }).click();
      await expect(toast(staff, /answer|sent|refund/i).first()).toBeVisible();
      await staff.screenshot({ path: `${SCREENS}/help-answered-${width}.png`, fullPage: true });

      // --- the customer's open tab hears of it at once: a toast, and the order's card reads its help state again
      await expect(toast(page, `Thali support answered about your order from ${owner.name}`)).toBeVisible();
      await expect(page.getByText("Help: answered")).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/help-live-answer-${width}.png` });

      // --- the refund reaches the gateway and the ledger (the job runs in the app)
      await staff.goto(`/admin/orders/${orderId}`);
      const refunds = staff.getByRole("region", { name: /^Refunds/ });
      await expect(async () => {
        await staff.reload();
        const row = refunds.getByRole("row").filter({ hasText: "₹40" });
        await expect(row.getByRole("cell", { name: "refunded", exact: true })).toBeVisible();
      }).toPass({ timeout: 30_000 });
      const ledger = staff.getByRole("region", { name: /^Ledger/ });
      await expect(
        ledger
          .getByRole("row")
          .filter({ hasText: /refund:/ })
          .first(),
      ).toBeVisible();
      await expect(
        ledger
          .getByRole("row")
          .filter({ hasText: "customer" })
          .filter({ hasText: /refund:/ }),
      ).toContainText("₹40");
      await staff.screenshot({ path: `${SCREENS}/help-order-ledger-${width}.png`, fullPage: true });

      // --- the customer's order shows the answer and the refund
      await page.reload();
      await expect(page.getByText("Help: answered")).toBeVisible();
      await expect(page.getByText("₹40.00 refunded to your original payment method")).toBeVisible();
      await page.getByRole("button", { name: `Help with order ${number}` }).click();
      await expect(drawer.getByText("Thali support").first()).toBeVisible();
      await expect(drawer.getByText("Sorry about the raita, Kavya. We have refunded ₹40 for it.")).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/help-customer-answer-${width}.png` });

      // --- the audit log shows the answer and the refund
      await staff.goto(`/admin/audit?q=${orderId}`);
      await expect(staff.getByTestId("audit-entry").filter({ hasText: "order.refund" })).toContainText(orderId);
      await staff.goto("/admin/audit?entity=help");
      await expect(staff.getByTestId("audit-entry").filter({ hasText: "help.reply" }).first()).toBeVisible();
      await staff.screenshot({ path: `${SCREENS}/help-audit-${width}.png`, fullPage: true });
      await staffContext.close();
    });
  });
}
