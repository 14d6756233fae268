import { mkdirSync } from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./visitor";
import { DEMO_PASSWORD } from "../../prisma/demo-data";
import { addDish, call, logInAsOwner, newRestaurant, type Owner } from "./owner-helpers";
import { logIn, toast } from "./quality-helpers";

// Issue 33's first journey: a restaurant that signs up waits for the platform's review. Its owner reads what is
// missing on the dashboard, customers do not find it, the staff approve it in the console once its licences and pin
// are in, and it then appears in the customer's list; the audit log shows the decision. At 375 and 1280 px.

const SCREENS = "test-results/screens";
mkdirSync(SCREENS, { recursive: true });
const GSTIN = "29AAGCS4863M1ZM";
const FSSAI = "22924126405482";

/** A restaurant signed up through the call, as the sign-up form sends it, with a dish; not approved. */
async function pendingRestaurant(api: Parameters<typeof call>[0], tag: string): Promise<Owner> {
  const owner = await newRestaurant(api, tag, { approved: false });
  await addDish(api, owner, { name: "Bisi Bele Bath", price: 140, category: "Breakfast" });
  return owner;
}

async function logInAsAdmin(page: Page, target = "/admin") {
  await page.goto(`/auth/login/admin?redirect=${encodeURIComponent(target)}`);
  await expect(page.getByRole("heading", { name: "Staff login" })).toBeVisible();
  await logIn(page, "admin@thali.demo", DEMO_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${target}$`));
}

async function customerSearch(browser: Browser, viewport: { width: number; height: number }, name: string) {
  const context = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto(`/restaurants?q=${encodeURIComponent(name)}`);
  return { page, close: () => context.close() };
}

for (const width of [375, 1280]) {
  const viewport = { width, height: width === 375 ? 812 : 900 };

  test.describe(`partner review at ${width} px`, () => {
    test.use({ viewport });

    test("a new restaurant is reviewed, approved in the console, then listed; the audit log shows it", async ({
      page,
      browser,
      playwright,
    }) => {
      test.setTimeout(120_000);
      const api = playwright.request;
      const owner = await pendingRestaurant(api, `review${width}`);

      // --- the owner sees that the restaurant waits for review, and what is missing
      await logInAsOwner(page, owner, "/restaurant/dashboard");
      const banner = page.getByRole("status", { name: "Platform review" });
      await expect(banner).toContainText("Pending review: your restaurant is not listed yet");
      await expect(banner).toContainText("Add your FSSAI licence number in Settings");
      await expect(banner).toContainText("Place your restaurant on the map in Settings");
      await page.screenshot({ path: `${SCREENS}/admin-partners-owner-pending-${width}.png`, fullPage: true });

      // --- customers do not find it
      const before = await customerSearch(browser, viewport, owner.name);
      // (the search is typo-tolerant, so another kitchen may match the words: this one is not among them)
      await expect(before.page.getByRole("main").getByRole("status")).toBeVisible();
      await expect(before.page.getByRole("heading", { name: owner.name })).toHaveCount(0);
      await before.close();

      // --- the staff cannot approve it yet: the checks name what is missing
      const staffContext = await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL });
      const staff = await staffContext.newPage();
      await logInAsAdmin(staff);
      await staff.getByRole("navigation", { name: "Console sections" }).getByRole("link", { name: "Partners" }).click();
      await expect(staff).toHaveURL(/\/admin\/partners/);
      await staff.getByRole("link", { name: owner.name }).click();
      await expect(staff.getByRole("heading", { name: "Checks: 1 of 4 passed" })).toBeVisible();
      await staff.screenshot({ path: `${SCREENS}/admin-partners-checks-${width}.png`, fullPage: true });
      await staff.getByRole("button", { name: "Approve" }).click();
      await staff.getByRole("alertdialog").getByRole("button", { name: "Approve" }).click();
      await expect(toast(staff, /FSSAI/)).toBeVisible();

      // --- the owner adds the licences and the pin (as the Settings form sends them)
      const { settings } = await call(api, "GET", "/api/restaurantSettings", { ip: owner.ip, token: owner.token });
      await call(api, "POST", "/api/updateRestaurantSettings", {
        ip: owner.ip,
        token: owner.token,
        data: { ...settings, gstin: GSTIN, fssaiNumber: FSSAI, lat: 12.9752, lng: 77.6033 },
      });

      // --- approved in the console
      await staff.reload();
      await expect(staff.getByRole("heading", { name: "Checks: 4 of 4 passed" })).toBeVisible();
      await staff.getByRole("button", { name: "Approve" }).click();
      const dialog = staff.getByRole("alertdialog", { name: `Approve ${owner.name}?` });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel("Note for the log (optional)").fill("Licences checked against FoSCoS");
      await dialog.getByRole("button", { name: "Approve" }).click();
      const approved = toast(staff, `${owner.name}: `);
      await expect(approved).toBeVisible();
      await expect(dialog).toBeHidden();
      // The toast starts under the console's bar, not over its Logout (the bar is at the top of the page here).
      const bar = staff.getByRole("banner");
      await expect
        .poll(async () => {
          const [toastBox, barBox] = [await approved.boundingBox(), await bar.boundingBox()];
          return toastBox && barBox ? Math.round(toastBox.y - (barBox.y + barBox.height)) : null;
        })
        .toBeGreaterThanOrEqual(0);
      await staff.screenshot({ path: `${SCREENS}/admin-partners-approved-${width}.png`, fullPage: true });

      // --- the customer's list now has it
      const after = await customerSearch(browser, viewport, owner.name);
      await expect(after.page.getByRole("heading", { name: owner.name })).toBeVisible();
      await after.page.screenshot({ path: `${SCREENS}/admin-partners-listed-${width}.png`, fullPage: true });
      await after.close();

      // --- the owner's banner is gone
      await page.reload();
      await expect(page.getByRole("status", { name: "Platform review" })).toHaveCount(0);

      // --- the audit log shows the decision, who took it and what changed
      await staff
        .getByRole("navigation", { name: "Console sections" })
        .getByRole("link", { name: "Audit log" })
        .click();
      await expect(staff).toHaveURL(/\/admin\/audit$/);
      const entry = staff.getByTestId("audit-entry").filter({ hasText: owner.restaurantId }).first();
      await expect(entry).toContainText("restaurant.approve");
      await expect(entry).toContainText("by admin@thali.demo");
      await expect(entry).toContainText("pending → approved");
      await expect(entry).toContainText("Licences checked against FoSCoS");
      await staff.screenshot({ path: `${SCREENS}/admin-audit-${width}.png`, fullPage: true });
      await staffContext.close();
    });
  });
}
