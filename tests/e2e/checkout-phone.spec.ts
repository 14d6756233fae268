import { expect, test } from "./visitor";
import { loggedInCustomer, openCart, SCREENS } from "./checkout-helpers";
import { addButtons, fillDetails, openAllDayMenu, settled } from "./quality-helpers";

// The checkout on a 360 px phone: the delivery details form and the TEST MODE page fit the screen
// (screenshots in test-results/screens). The customer is new, as in checkout.spec.ts.

test.describe("checkout on a 360 px phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the details form and the TEST MODE page fit the screen", async ({ page, context }) => {
    await loggedInCustomer(page, context, "kiran");

    await openAllDayMenu(page);
    await addButtons(page).first().click();
    await (await openCart(page)).orderFor.click();
    const details = page.getByRole("dialog", { name: "Confirm delivery details" });
    await fillDetails(details);
    await settled(details);
    await page.screenshot({ path: `${SCREENS}/checkout-details-360.png` });
    await details.getByRole("button", { name: /^Confirm and Pay/ }).click();
    await expect(page.getByText("TEST MODE", { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: `${SCREENS}/checkout-test-mode-360.png`, fullPage: true });
    await page.getByRole("button", { name: /^Pay ₹/ }).click();
    await settled(page.getByRole("dialog", { name: "Your order is placed!" }));
    await page.screenshot({ path: `${SCREENS}/checkout-success-360.png` });
  });
});
