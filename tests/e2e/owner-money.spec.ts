import { expect, test, type Browser } from "./visitor";
import { call, newRestaurant } from "./owner-helpers";
import { accessToken, newIp, PASSWORD, toast, watchPageHealth } from "./quality-helpers";

// The restaurant's money settings (issue 31, the owner's side) against the real server, at a phone's and a
// desktop's width: an owner makes prices tax-exclusive (by keyboard), sets a ₹30 delivery fee, free above ₹399,
// types a GSTIN with a wrong check character (the field says so and nothing is saved), then the right one in
// lower case and an FSSAI number; the settings come back as saved, in paise on the wire, and the restaurant's
// menu page shows "FSSAI Lic. No." (which it did not before). A new restaurant per run.

const SCREENS = "test-results/screens";
const WRONG_GSTIN = "29AAGCS4863M1ZN";
const GSTIN = "29AAGCS4863M1ZM";
const FSSAI = "22924126405482";

async function actor(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport,
    extraHTTPHeaders: { "x-forwarded-for": newIp() },
    reducedMotion: "reduce",
  });
  const page = await context.newPage();
  return { context, page, problems: await watchPageHealth(page) };
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  const at = `${viewport.width}`;
  test(`at ${at} px: an owner sets the bill's charges, GSTIN and FSSAI number; the menu page shows the FSSAI number`, async ({
    browser,
    playwright,
  }) => {
    test.setTimeout(120_000);
    const api = playwright.request;
    const owner = await newRestaurant(api, "money");

    // ---- a visitor sees no FSSAI line while the restaurant has none
    const v = await actor(browser, viewport);
    await v.page.goto(`/restaurantPage/${owner.restaurantId}/menu`);
    await expect(v.page.getByRole("region", { name: "Menu" })).toBeVisible();
    await expect(v.page.getByText("FSSAI Lic. No.")).toHaveCount(0);

    // ---- the owner's settings: Bill and taxes starts at the defaults
    const o = await actor(browser, viewport);
    await accessToken(o.page.request, "restaurant", owner.email, PASSWORD);
    await o.page.goto("/restaurant/settings");
    const form = o.page.getByRole("form", { name: "Restaurant settings" });
    const bill = form.getByRole("region", { name: "Bill and taxes" });
    await expect(bill).toBeVisible();
    const included = bill.getByRole("radio", { name: "Yes, prices include GST" });
    const added = bill.getByRole("radio", { name: "No, GST is added" });
    await expect(included).toBeChecked();
    await expect(bill.getByRole("radio", { name: "5%" })).toBeChecked();
    await expect(bill.getByRole("radio", { name: /^Standard: ₹20 below 3 dishes/ })).toBeChecked();
    await expect(bill.getByText(/18% is only for restaurants in hotels with room tariffs above ₹7,500/)).toBeVisible();

    // tax-exclusive by keyboard: the arrow key moves through the radio group
    await included.focus();
    await o.page.keyboard.press("ArrowDown");
    await expect(added).toBeChecked();
    await expect(added).toBeFocused();

    // ₹30 of its own, free above ₹399, and a GSTIN whose last character is wrong
    await bill.getByRole("radio", { name: "Our own fee" }).check();
    await bill.getByLabel("Your delivery fee (₹)").fill("30");
    await bill.getByLabel("Free delivery above (₹, optional)").fill("399");
    const gstin = bill.getByLabel("GSTIN (optional)");
    await gstin.fill(WRONG_GSTIN);
    await form.getByRole("button", { name: "Save settings" }).click();
    const checkMessage = /GSTIN's last character does not match/;
    await expect(bill.getByText(checkMessage)).toBeVisible();
    await expect(gstin).toHaveAttribute("aria-invalid", "true");
    await expect(toast(o.page, checkMessage)).toBeVisible();
    await o.page.screenshot({ path: `${SCREENS}/owner-money-gstin-error-${at}.png`, fullPage: true });
    const unsaved = await call(api, "GET", "/api/restaurantSettings", { ip: owner.ip, token: owner.token });
    expect(unsaved.settings).toMatchObject({ taxMode: "inclusive", deliveryFeePaise: null, gstin: null });

    // the right one, typed in lower case, and the FSSAI licence number
    await gstin.fill(GSTIN.toLowerCase());
    await bill.getByLabel("FSSAI licence number (optional)").fill(FSSAI);
    await form.getByRole("button", { name: "Save settings" }).click();
    await expect(toast(o.page, "Settings saved")).toBeVisible();
    await expect(bill.getByText(checkMessage)).toHaveCount(0);
    await expect(gstin).toHaveValue(GSTIN);
    const saved = await call(api, "GET", "/api/restaurantSettings", { ip: owner.ip, token: owner.token });
    expect(saved.settings).toMatchObject({
      taxMode: "exclusive",
      foodGstRate: 5,
      deliveryFeePaise: 3000,
      freeDeliveryFromPaise: 39_900,
      gstin: GSTIN,
      fssaiNumber: FSSAI,
    });

    // the form starts from what was saved
    await o.page.reload();
    await expect(added).toBeChecked();
    await expect(bill.getByLabel("Your delivery fee (₹)")).toHaveValue("30");
    await expect(bill.getByLabel("Free delivery above (₹, optional)")).toHaveValue("399");
    await expect(gstin).toHaveValue(GSTIN);
    await o.page.screenshot({ path: `${SCREENS}/owner-money-saved-${at}.png`, fullPage: true });

    // ---- the menu page shows the FSSAI number at once
    await v.page.reload();
    await expect(v.page.getByText(`FSSAI Lic. No. ${FSSAI}`)).toBeVisible();
    await v.page.getByText("FSSAI Lic. No.").scrollIntoViewIfNeeded();
    await v.page.screenshot({ path: `${SCREENS}/owner-money-menu-fssai-${at}.png` });

    expect(await o.problems(), "the owner's page").toEqual([]);
    expect(await v.problems(), "the visitor's page").toEqual([]);
    await o.context.close();
    await v.context.close();
  });
}
