import { OWNER_MENU } from "../../components/owner/owner-menu";
import { expect, test } from "./visitor";
import { photo } from "./pictures";
import { logIn, PASSWORD, toast, unique } from "./quality-helpers";

// the spec's four entries first (its labels as written), then ours, as the owner menu lists them
const OWNER_LABELS = OWNER_MENU.map((entry) => entry.label);

// A restaurant registers through the two-step form with a photo and lands on the owner shell (its
// dashboard, sidebar and side panel), against the real server. The account is new on every run.

const SCREENS = "test-results/screens";

test.describe("auth screens", () => {
  test("a restaurant registers in two steps with a photo, then lands on its dashboard", async ({ page }) => {
    const username = unique("owner");
    const email = `${username}@example.in`;
    const name = `Test Kitchen ${username.slice(-6)}`;

    await page.goto("/auth/partner-with-us-restaurant");
    await expect(page.getByRole("heading", { name: "How it works" })).toBeVisible();
    await expect(page.getByRole("region", { name: "How it works" }).getByRole("listitem")).toHaveCount(3);
    await expect(page.getByText(/more revenue/i).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Login to existing account" })).toHaveAttribute(
      "href",
      "/auth/login/restaurant",
    );
    await page.screenshot({ path: `${SCREENS}/partner.png`, fullPage: true });
    await page.getByRole("link", { name: "Register Your Restaurant" }).click();
    await expect(page).toHaveURL(/\/auth\/signup\/restaurant$/);

    // step 1
    const next = page.getByRole("button", { name: "Next" });
    await next.click();
    await expect(toast(page, "All fileds must be filled")).toBeVisible();
    await page.getByLabel("Username").fill(username);
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill("something-else");
    await next.click();
    await expect(toast(page, "Passwords do not match")).toBeVisible();
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.screenshot({ path: `${SCREENS}/signup-restaurant-step1.png`, fullPage: true });
    await next.click();

    // step 2; step 1 is marked done
    await expect(page.getByRole("heading", { name: "Step 2 of 2: Restaurant details" })).toBeFocused();
    await expect(page.getByRole("list", { name: "Sign-up progress" }).getByRole("listitem").first()).toContainText(
      "(done)",
    );
    const submit = page.getByRole("button", { name: "Submit" });
    await submit.click();
    await expect(toast(page, "All fileds must be filled")).toBeVisible();

    await page.getByLabel("Restaurant Name").fill(name);
    await page.getByLabel("Address").fill("12 MG Road");
    await page.getByLabel("City").fill("Pune");
    await page.getByLabel("State").fill("Maharashtra");

    const upload = page.getByLabel("Restaurant Image");
    await upload.setInputFiles(photo("front.png"));
    await expect(toast(page, "Image Uploaded")).toBeVisible();
    const preview = page.getByRole("img", { name: "Restaurant Image preview" });
    await expect(preview).toBeVisible();
    await page.getByRole("button", { name: "Remove image" }).click();
    await expect(toast(page, "Image removed")).toBeVisible();
    await expect(preview).toHaveCount(0);
    await page.getByLabel("Restaurant Image").setInputFiles(photo("front-2.png"));
    await expect(preview).toBeVisible();
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const biryani = page.getByRole("button", { name: "Biryani", exact: true });
    await expect(biryani).toHaveAttribute("aria-pressed", "false");
    await biryani.click();
    await page.getByRole("button", { name: "Kebab" }).click();
    await page.getByRole("button", { name: "Pizza" }).click();
    await page.getByRole("button", { name: "Pizza" }).click();
    await expect(biryani).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: "Pizza" })).toHaveAttribute("aria-pressed", "false");

    await page.getByLabel("Open Time hour").fill("9");
    await page.getByLabel("Open Time minute").fill("30");
    await page.getByLabel("Close Time hour").fill("24");
    await submit.click();
    await expect(toast(page, "Hour must be 0 to 23")).toBeVisible();
    await expect(page.getByLabel("Close Time hour")).toHaveAttribute("aria-invalid", "true");
    await expect(
      page.getByRole("form", { name: "Restaurant details" }).getByText("Hour must be 0 to 23"),
    ).toBeVisible();
    await page.getByLabel("Close Time hour").fill("23");
    await page.getByLabel("Close Time minute").fill("0");

    // Back keeps what was typed on both steps
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page.getByLabel("Username")).toHaveValue(username);
    await next.click();
    await expect(page.getByLabel("Restaurant Name")).toHaveValue(name);
    await page.screenshot({ path: `${SCREENS}/signup-restaurant-step2.png`, fullPage: true });

    await submit.click();
    await expect(page).toHaveURL(/\/auth\/login\/restaurant$/);
    await expect(toast(page, /registered/i)).toBeVisible();

    await logIn(page, email);
    await expect(page).toHaveURL(/\/restaurant\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    const card = page.getByRole("region", { name });
    await expect(card).toContainText("12 MG Road, Pune, Maharashtra");
    await expect(card).toContainText("Open 09:30 to 23:00");
    await expect(card.getByRole("list", { name: "Cuisines" }).getByRole("listitem")).toHaveText(["Biryani", "Kebab"]);
    const cover = card.getByRole("img", { name });
    await expect
      .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);

    const banner = page.getByRole("banner");
    await expect(banner).toContainText("Restaurant Partner Page");
    await expect(banner.getByRole("button", { name: /^Cart/ })).toHaveCount(0);
    await expect(banner.getByRole("navigation", { name: "Main" })).toHaveCount(0);
    const sidebar = page.getByRole("navigation", { name: "Restaurant", exact: true });
    expect(OWNER_LABELS.slice(0, 4)).toEqual(["dashboard", "orders", "menu", "Add Item"]);
    await expect(sidebar.getByRole("link")).toHaveText(OWNER_LABELS);
    await expect(sidebar.getByRole("link", { name: "dashboard" })).toHaveAttribute("aria-current", "page");
    await page.screenshot({ path: `${SCREENS}/dashboard.png`, fullPage: true });
    await sidebar.getByRole("button", { name: "Collapse sidebar" }).click();
    await expect(sidebar.getByRole("button", { name: "Expand sidebar" })).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => sidebar.evaluate((nav) => nav.getBoundingClientRect().width)).toBeLessThan(80);
    // the collapsed icons name themselves in a tooltip (its code is fetched on collapsing), by keyboard too
    await sidebar.getByRole("link", { name: "orders" }).focus();
    await expect(page.getByRole("tooltip")).toHaveText("orders");
    await page.screenshot({ path: `${SCREENS}/dashboard-collapsed.png` });

    await banner.getByRole("button", { name: `Open menu for ${username}` }).click();
    const panel = page.getByRole("dialog", { name: `Welcome, ${username}` });
    await expect(panel.getByRole("navigation", { name: "Account" }).getByRole("link")).toHaveText(OWNER_LABELS);

    // a signed-in owner who opens the auth screens is sent to the dashboard
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/restaurant\/dashboard$/);
  });
});
