import { mkdirSync } from "node:fs";
import { expect, test } from "./visitor";
import type { Page } from "@playwright/test";
import { DEMO_PASSWORD } from "../../prisma/demo-data";
import { logIn, toast } from "./quality-helpers";

// The platform console as its staff work through it (issue 33), at 375 and 1280 px: every section opens from the
// tabs and fits the screen; a commission of 60% is refused inline and one of 18% is scheduled for a future time,
// shown as scheduled and in the audit log; people and orders are found by search; a visitor and a customer are
// kept out of the console.

const SCREENS = "test-results/screens";
mkdirSync(SCREENS, { recursive: true });

const SECTIONS = [
  ["Health", "Health"],
  ["Partners", "Partners"],
  ["Orders", "Orders"],
  ["Help", "Help requests"],
  ["People", "People"],
  ["Settings", "Settings"],
  ["Audit log", "Audit log"],
] as const;

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const width of [375, 1280]) {
  test.describe(`the console at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test("every section opens and fits; a commission is scheduled, a wrong one refused; search finds people and orders", async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // --- a visitor is sent to the staff login, which has no sign-up link
      await page.goto("/admin/settings");
      await expect(page).toHaveURL(/\/auth\/login\/admin\?redirect=%2Fadmin%2Fsettings$/);
      await expect(page.getByRole("link", { name: "Sign up" })).toHaveCount(0);
      await logIn(page, "admin@thali.demo", DEMO_PASSWORD);
      await expect(page).toHaveURL(/\/admin\/settings$/);

      const tabs = page.getByRole("navigation", { name: "Console sections" });
      // "Logged in successfully" starts under the console's tabs, not over them: on a phone it once covered them for
      // its 5 s, and a tap on Health landed on the toast instead.
      const loggedIn = toast(page, "Logged in successfully");
      await expect(loggedIn).toBeVisible();
      const tabsBottom = await tabs.evaluate((nav) => nav.getBoundingClientRect().bottom);
      await expect.poll(async () => (await loggedIn.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(tabsBottom);
      for (const [tab, heading] of SECTIONS) {
        await tabs.getByRole("link", { name: tab, exact: true }).click();
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expect(tabs.getByRole("link", { name: tab, exact: true })).toHaveAttribute("aria-current", "page");
        expect(await overflow(page), `${tab} fits ${width} px`).toBeLessThanOrEqual(0);
        const slug = tab.toLowerCase().replace(" ", "-");
        await page.screenshot({ path: `${SCREENS}/admin-${slug}-${width}.png`, fullPage: true });
      }

      // --- the health charts draw (recharts, loaded once the page is interactive)
      await tabs.getByRole("link", { name: "Health", exact: true }).click();
      await expect(page.locator(".recharts-surface").first()).toBeVisible({ timeout: 15_000 });
      await page.screenshot({ path: `${SCREENS}/admin-health-charts-${width}.png`, fullPage: true });

      // --- settings: 60% is refused where it was typed; 18% from 2030 is scheduled and audited
      await tabs.getByRole("link", { name: "Settings", exact: true }).click();
      const fees = page.getByRole("region", { name: "Fees and rates" });
      await fees.getByLabel("Setting", { exact: true }).selectOption({ label: "Commission on food" });
      await fees.getByLabel("New rate (%)").first().fill("60");
      await fees.getByLabel("Effective from (IST)").first().fill("2030-01-01T12:00");
      await fees.getByRole("button", { name: "Schedule" }).first().click();
      await expect(fees.getByText(/50%|5000/).first()).toBeVisible();
      await fees.getByLabel("New rate (%)").first().fill("18");
      await fees.getByRole("button", { name: "Schedule" }).first().click();
      const commission = fees
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: "Commission on food" }) });
      await expect(commission).toContainText("18%");
      await expect(commission).toContainText("2030");
      await page.screenshot({ path: `${SCREENS}/admin-settings-scheduled-${width}.png`, fullPage: true });
      await page.goto("/admin/audit?entity=setting");
      await expect(page.getByTestId("audit-entry").first()).toContainText("setting.schedule");

      // --- people and orders by search
      await page.goto("/admin/people");
      await page.getByLabel("Email, name or phone").fill("rider2@thali.demo");
      await page.getByLabel("Account type").selectOption({ label: "Delivery partners" });
      await page.getByRole("search", { name: "People" }).getByRole("button", { name: "Search" }).click();
      await expect(page).toHaveURL(/q=rider2%40thali.demo/);
      await expect(page.getByText("rider2@thali.demo").first()).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/admin-people-search-${width}.png`, fullPage: true });
      await page.goto("/admin/orders?customer=customer%40thali.demo");
      await expect(page.getByRole("link", { name: /#[A-Z0-9]{6}/ }).first()).toBeVisible();
      expect(await overflow(page)).toBeLessThanOrEqual(0);
    });
  });
}

test("a customer who opens the console is sent to the staff login; the console's calls refuse them", async ({
  page,
}) => {
  await page.goto("/auth/login/customer");
  await logIn(page, "customer@thali.demo", DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/auth\/login\/admin\?redirect=%2Fadmin$/);
  const answer = await page.request.get("/api/admin/overview");
  expect(answer.status()).toBe(403);
});
