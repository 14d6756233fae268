import { expect, test, type Page } from "./visitor";
import { photo } from "./pictures";
import { logIn, PASSWORD, signUp, toast, unique } from "./quality-helpers";

// Issue 27, items 12 and 20 (accounts): a form pressed before the scripts run never puts its fields in the
// URL and says what happened; a success on the sign-up forms takes the stale error toasts away; Back after
// logout never shows the previous person's page. At a phone's and a desktop's size.

const SCREENS = "test-results/screens";
const SIZES = [
  { name: "phone", viewport: { width: 375, height: 812 } },
  { name: "desktop", viewport: { width: 1280, height: 800 } },
];

async function fillLogin(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

for (const size of SIZES) {
  test.describe(`before the scripts run (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test.describe("with JavaScript off", () => {
      test.use({ javaScriptEnabled: false });

      test("Sign In posts the form: no password in the URL, and the page says what happened", async ({ page }) => {
        const email = `${unique("early")}@example.in`;
        await page.goto("/auth/login/customer?redirect=%2Forders");
        await fillLogin(page, email);
        await expect(page.getByRole("alert").filter({ hasText: "not finished loading" })).toContainText(
          "The page had not finished loading, so you were not signed in",
        );
        // Playwright turns scripts off without the parser's scripting flag, so <noscript> is not drawn here:
        // its markup is what a browser with scripts off shows.
        expect(await page.content()).toMatch(/<noscript><p[^>]*>This form needs JavaScript/);
        const url = new URL(page.url());
        expect(url.pathname).toBe("/auth/login/customer");
        expect(url.searchParams.get("redirect")).toBe("/orders");
        expect(page.url()).not.toContain(PASSWORD);
        expect(page.url()).not.toContain("password");
        expect(page.url()).not.toContain(encodeURIComponent(email));
        await page.screenshot({ path: `${SCREENS}/early-login-nojs-${size.name}.png`, fullPage: true });
      });

      test("Sign Up posts the form too", async ({ page }) => {
        await page.goto("/auth/signup/customer");
        await page.getByLabel("Username").fill("early");
        await page.getByLabel("Email").fill("early@example.in");
        await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await page.getByLabel("Confirm Password").fill(PASSWORD);
        await page.getByRole("button", { name: "Sign Up" }).click();
        await expect(page.getByRole("alert").filter({ hasText: "not finished loading" })).toContainText(
          "so your account was not created",
        );
        expect(page.url()).not.toContain(PASSWORD);
        expect(new URL(page.url()).pathname).toBe("/auth/signup/customer");
      });
    });

    test("on a slow phone (scripts not loaded yet) the press is explained, and a retry once loaded signs in", async ({
      page,
    }) => {
      const username = unique("slow");
      const email = `${username}@example.in`;
      await signUp(page.request, username, email);
      // Scripts that have not arrived, as on a 400 kbps line: the form is the server's HTML only.
      await page.route("**/_next/static/**/*.js", (route) => route.abort());
      await page.goto("/auth/login/customer");
      await fillLogin(page, email);
      await expect(page.getByRole("alert").filter({ hasText: "not finished loading" })).toContainText(
        "you were not signed in",
      );
      expect(page.url()).not.toContain(PASSWORD);
      await page.screenshot({ path: `${SCREENS}/early-login-slow-${size.name}.png`, fullPage: true });
      // The scripts arrive: the same address, loaded again, hydrates and the same form signs in.
      await page.unrouteAll();
      await page.goto(page.url());
      await expect(page.getByText("The page had not finished loading")).toBeVisible();
      // Hydrated now (the router's announcer is there): the same form signs in through the API.
      await expect(page.locator("#__next-route-announcer__")).toHaveCount(1);
      await logIn(page, email);
      await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    });
  });

  test.describe(`sign-up toasts and logout (${size.name})`, () => {
    test.use({ viewport: size.viewport });

    test("an upload's success takes away the sign-up's stale 'All fileds must be filled'", async ({ page }) => {
      const username = unique("toast");
      await page.goto("/auth/signup/restaurant");
      await page.getByLabel("Username").fill(username);
      await page.getByLabel("Email").fill(`${username}@example.in`);
      await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
      await page.getByLabel("Confirm Password").fill(PASSWORD);
      await page.getByRole("button", { name: "Next" }).click();
      await page.getByRole("button", { name: "Submit" }).click();
      const stale = toast(page, "All fileds must be filled");
      await expect(stale).toBeVisible();
      await page.getByLabel("Restaurant Image").setInputFiles(photo("stale-toast.png"));
      await expect(toast(page, "Image Uploaded")).toBeVisible();
      await expect(page.locator("[data-sonner-toast]").filter({ hasText: "All fileds must be filled" })).toHaveCount(0);
      await page.screenshot({ path: `${SCREENS}/signup-upload-toast-${size.name}.png` });
    });

    test("Back after logout does not show the previous person's page", async ({ page }) => {
      const username = unique("back");
      const email = `${username}@example.in`;
      await signUp(page.request, username, email);
      await page.goto("/auth/login/customer?redirect=%2Fprofile");
      await logIn(page, email);
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByLabel("Username")).toHaveValue(username);

      const banner = page.getByRole("banner");
      await banner.getByRole("button", { name: `Open menu for ${username}` }).click();
      const panel = page.getByRole("dialog", { name: `Welcome, ${username}` });
      await panel.getByRole("link", { name: "My Orders" }).click();
      await expect(page).toHaveURL(/\/orders$/);
      await banner.getByRole("button", { name: `Open menu for ${username}` }).click();
      await page
        .getByRole("dialog", { name: `Welcome, ${username}` })
        .getByRole("button", { name: "Logout" })
        .click();
      await expect(toast(page, /logged out/i)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);

      await page.goBack();
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole("heading", { name: "Looks like you are not logged in..." })).toBeVisible();
      await expect(page.getByText(username)).toHaveCount(0);
      await page.screenshot({ path: `${SCREENS}/back-after-logout-${size.name}.png`, fullPage: true });
    });
  });
}
