// A delivery partner the platform rejected corrects their details on /rider and sends them for review again
// (PATCH /api/rider/profile, docs/riders.md "Correcting the details under review"): the banner names what is missing,
// a wrong phone is refused at its field, the saved details move the rider back to pending with nothing missing, and
// once approved the form and the banner are gone. By keyboard, at 375 and 1280 px.
import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./visitor";
import { call } from "./owner-helpers";
import { logIn, PASSWORD, toast, unique } from "./quality-helpers";
import { appDatabase, approvePartner } from "./app-database";

const SCREENS = "test-results/screens";
mkdirSync(SCREENS, { recursive: true });
const REASON = "Add your driving licence number";

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A rider signed up through the call (no licence number), then rejected for it, as the console's reject leaves it. */
async function rejectedRider(api: Parameters<typeof call>[0]): Promise<string> {
  const email = `${unique("ravi")}@example.in`;
  await call(api, "POST", "/api/signup/rider", {
    ip: `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    data: {
      username: "Ravi Shankar",
      email,
      password: PASSWORD,
      phone: "98765 43210",
      vehicle: "motorcycle",
      vehicleNumber: "KA 05 MN 4321",
      city: "Bengaluru",
    },
  });
  const db = await appDatabase();
  try {
    const done = await db.query(
      `UPDATE "Rider" SET "reviewStatus" = 'rejected', "reviewNote" = $2, "reviewedAt" = now()
        WHERE "userId" = (SELECT id FROM "User" WHERE email = $1 AND "userType" = 'rider')`,
      [email, REASON],
    );
    expect(done.rowCount).toBe(1);
  } finally {
    await db.end();
  }
  return email;
}

async function riderRow(email: string) {
  const db = await appDatabase();
  try {
    const rows = await db.query<{ reviewStatus: string; licenceNumber: string | null; phone: string }>(
      `SELECT r."reviewStatus", r."licenceNumber", r.phone FROM "Rider" r JOIN "User" u ON u.id = r."userId"
        WHERE u.email = $1`,
      [email],
    );
    return rows.rows[0]!;
  } finally {
    await db.end();
  }
}

for (const width of [375, 1280]) {
  test.describe(`a rejected rider at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 375 ? 812 : 900 } });

    test("corrects the details the review asked for and is back in the queue; approved, the form is gone", async ({
      page,
      playwright,
    }) => {
      const email = await rejectedRider(playwright.request);
      await page.goto("/auth/login/rider?redirect=%2Frider");
      await logIn(page, email);
      await expect(page).toHaveURL(/\/rider$/);

      const banner = page.getByRole("status", { name: "Platform review" });
      await expect(banner).toContainText(`Rejected: ${REASON}`);
      await expect(banner).toContainText("Correct what is listed in Your details below and save");
      await expect(banner.getByRole("listitem")).toHaveText([REASON]);
      const form = page.getByRole("form", { name: "Your details" });
      await expect(form.getByLabel("Mobile number")).toHaveValue("98765 43210");
      await expect(form.getByLabel("Vehicle", { exact: true })).toHaveValue("motorcycle");
      await expect(form.getByLabel("Vehicle number")).toHaveValue("KA 05 MN 4321");
      await expect(form.getByLabel("Driving licence number")).toHaveValue("");
      expect(await overflow(page)).toBe(0);
      await page.screenshot({ path: `${SCREENS}/rider-review-rejected-${width}.png`, fullPage: true });

      // A wrong phone is refused at its field, and nothing is sent.
      const phone = form.getByLabel("Mobile number");
      await phone.fill("12345");
      await form.getByLabel("Driving licence number").fill("KA05 20240001234");
      await form.getByLabel("Driving licence number").press("Enter");
      await expect(form.getByText("Enter a 10-digit Indian mobile number")).toBeVisible();
      await expect(phone).toHaveAttribute("aria-invalid", "true");
      expect((await riderRow(email)).reviewStatus).toBe("rejected");

      // By keyboard: the phone fixed, then Tab to the button and Enter.
      await phone.fill("98450 12345");
      await phone.focus();
      const save = form.getByRole("button", { name: "Save and send for review" });
      while (!(await save.evaluate((button) => button === document.activeElement))) await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(toast(page, "Saved. We look at your details again")).toBeVisible();
      await expect(banner).toContainText("Pending review: you cannot go online yet");
      await expect(banner.getByRole("listitem")).toHaveCount(0);
      await expect(form.getByRole("button", { name: "Save", exact: true })).toBeVisible();
      expect(await riderRow(email)).toEqual({
        reviewStatus: "pending",
        licenceNumber: "KA05 20240001234",
        phone: "+919845012345",
      });
      expect(await overflow(page)).toBe(0);
      await page.screenshot({ path: `${SCREENS}/rider-review-resubmitted-${width}.png`, fullPage: true });

      // The platform approves: no banner, no form; the console is the rider's.
      await approvePartner("rider", { email });
      await page.reload();
      await expect(page.getByText("You are offline.")).toBeVisible();
      await expect(banner).toHaveCount(0);
      await expect(page.getByRole("form", { name: "Your details" })).toHaveCount(0);
    });
  });
}
