import { readFile } from "node:fs/promises";
import { expect, test } from "./visitor";
import { ALL_DAY, logIn, newCustomer, paidOrder } from "./quality-helpers";
import { DEMO_PASSWORD, demoOwnerEmail } from "../../prisma/demo-data";

// The owner's settlement (issue 31) against the real server: after a paid order at the demo's all-day kitchen, its
// owner opens Settlement and finds today's row (India's date), switches to weeks, and downloads the CSV. At a
// phone's width (a card per day; the page sits under the dashboard's tab) and a laptop's (a table, the sidebar).

const SCREENS = "test-results/screens";

/** Today in India, as the settlement dates it: 2026-11-27. */
const istToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const shortDay = (date: string) =>
  new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${date}T00:00:00Z`),
  );

for (const width of [375, 1280]) {
  test(`the demo owner sees today's paid order in Settlement and downloads the CSV (${width} px)`, async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    // A customer's paid order at the all-day kitchen, from a browser of their own.
    const diner = await browser.newContext();
    try {
      const dinerPage = await diner.newPage();
      await paidOrder(dinerPage, (await newCustomer(dinerPage)).headers);
    } finally {
      await diner.close();
    }

    await page.goto(`/auth/login/restaurant?redirect=${encodeURIComponent("/restaurant/dashboard")}`);
    await logIn(page, demoOwnerEmail(ALL_DAY.slug), DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/restaurant\/dashboard$/);
    if (width >= 768) {
      await page.getByRole("navigation", { name: "Restaurant" }).getByRole("link", { name: "Settlement" }).click();
    } else {
      await page.goto("/restaurant/settlement");
    }
    await expect(page).toHaveURL(/\/restaurant\/settlement$/);
    await expect(page.getByRole("heading", { level: 1, name: "Settlement" })).toBeVisible();

    const today = shortDay(istToday());
    const todayRow =
      width >= 768
        ? page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: today, exact: true }) })
        : page.getByRole("list", { name: "Days" }).getByRole("listitem").filter({ hasText: today });
    await expect(todayRow).toBeVisible();
    // At least this test's order today; its money is not zero.
    const orders = width >= 768 ? todayRow.getByRole("cell").first() : todayRow.locator("dd").first();
    await expect(orders).not.toHaveText("0");
    await expect(todayRow).not.toContainText("Net payout₹0.00");
    await page.screenshot({ path: `${SCREENS}/settlement-day-${width}.png`, fullPage: true });

    await page.getByRole("button", { name: "By week" }).click();
    await expect(page.getByRole("button", { name: "By week" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByText(/net payout ₹[\d,]+\.\d\d from \d+ orders?\./)).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/settlement-week-${width}.png`, fullPage: true });

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^settlement-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}-by-week\.csv$/);
    const csv = await readFile((await download.path())!, "utf8");
    const [header, newest] = csv.split("\r\n");
    expect(header).toBe(
      "from,to,orders,gross_inr,commission_inr,taxes_inr,refunds_inr,cash_collected_inr,net_payout_inr",
    );
    // The newest week ends today; its figures are rupees with 2 decimals.
    expect(newest).toMatch(new RegExp(`^\\d{4}-\\d{2}-\\d{2},${istToday()},[1-9]\\d*(,-?\\d+\\.\\d{2}){6}$`));
  });
}
