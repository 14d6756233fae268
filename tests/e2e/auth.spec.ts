import { expect, test } from "./visitor";
import { logIn, PASSWORD, photosLoaded, signUp, toast, unique } from "./quality-helpers";

// Journeys through the auth screens, the side panel and the guard of the owner area, against the real
// server, at a desktop's and a phone's size. Every account made here is new (unique email per run), so
// the tests do not depend on each other or on the order they run in. A restaurant's registration and
// the profile have their own journeys (auth-restaurant.spec.ts, auth-profile.spec.ts).

const SCREENS = "test-results/screens";

test.describe("auth screens", () => {
  test("a customer signs up, logs in and logs out", async ({ page }) => {
    const username = unique("asha");
    const email = `${username}@example.in`;

    await page.goto("/auth");
    const customer = page.getByRole("region", { name: "Customer" });
    const restaurant = page.getByRole("region", { name: "Restaurant" });
    await expect(customer.getByRole("link")).toHaveText(["Sign Up", "Login"]);
    await expect(restaurant.getByRole("link")).toHaveText(["Register", "Login"]);
    await expect(restaurant.getByRole("link", { name: "Register" })).toHaveAttribute("href", "/auth/signup/restaurant");
    await page.screenshot({ path: `${SCREENS}/auth-chooser.png`, fullPage: true });

    await customer.getByRole("link", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/auth\/signup\/customer$/);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(toast(page, "Hey there, you left some fields empty")).toBeVisible();

    // values are trimmed as typed
    await page.getByLabel("Username").fill(`  ${username} `);
    await expect(page.getByLabel("Username")).toHaveValue(username);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(`${PASSWORD}x`);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(toast(page, "Passwords are not matching")).toBeVisible();
    await expect(page.getByLabel("Confirm Password")).toHaveAttribute("aria-invalid", "true");

    // the show/hide toggle reveals the password
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "text");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");

    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.screenshot({ path: `${SCREENS}/signup-customer.png`, fullPage: true });
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect(page).toHaveURL(/\/auth\/login\/customer$/);
    await expect(toast(page, /account created/i)).toBeVisible();

    await logIn(page, email, "wrong-password");
    await expect(toast(page, "Invalid email or password")).toBeVisible();
    await logIn(page, email);
    await expect(page).toHaveURL(/\/$/);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("button", { name: `Open menu for ${username}` })).toBeVisible();
    await expect(banner.getByRole("link", { name: "SignUp" })).toHaveCount(0);

    await banner.getByRole("button", { name: `Open menu for ${username}` }).click();
    const panel = page.getByRole("dialog", { name: `Welcome, ${username}` });
    await expect(panel.getByRole("navigation", { name: "Account" }).getByRole("link")).toHaveText([
      "profile",
      "My Orders",
      "favourites",
      "notifications",
    ]);
    await expect(panel.getByRole("button", { name: "Edit profile image" })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}/side-panel-logged-in.png` });

    await panel.getByRole("button", { name: "Logout" }).click();
    await expect(toast(page, /logged out/i)).toBeVisible();
    await expect(panel).toBeHidden();
    await expect(banner.getByRole("link", { name: "SignUp" })).toBeVisible();
    await expect(banner.getByRole("button", { name: /Open menu for/ })).toHaveCount(0);
  });

  test("login refuses blank fields, and Google sign-in says it is not configured", async ({ page }) => {
    await page.goto("/auth/login/customer");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(toast(page, "Hey there, you left some fields empty")).toBeVisible();
    await page.getByLabel("Email").fill("someone@example.in");
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expect(
      page.locator("[data-sonner-toast]").filter({ hasText: "Hey there, you left some fields empty" }),
    ).toHaveCount(2);
    await expect(page.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");

    const google = page.getByRole("button", { name: "Sign in with Google" });
    await expect(google).toHaveAttribute("aria-disabled", "true");
    await google.focus();
    await expect(page.getByRole("tooltip")).toHaveText("Google sign-in is not configured");
    await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/auth/signup/customer");
    await page.screenshot({ path: `${SCREENS}/login.png`, fullPage: true });
  });

  test("a customer who opens the owner area is sent to the restaurant login", async ({ page }) => {
    await page.goto("/auth/login/customer");
    await logIn(page, "customer@thali.demo", "demo12345");
    await expect(page).toHaveURL(/\/$/);

    await page.goto("/restaurant/dashboard");
    await expect(page).toHaveURL(/\/auth\/login\/restaurant\?redirect=%2Frestaurant%2Fdashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: "Partner login" })).toBeVisible();

    // a signed-in customer is sent on from the customer screens, but never off-site
    await page.goto("/auth/login/customer?redirect=%2Ffavourites");
    await expect(page).toHaveURL(/\/favourites$/);
    await page.goto("/auth/signup/customer?redirect=%2F%2Fevil.example");
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);

    // switching to the owner account from the partner login goes where the guard remembered
    await page.goto("/auth/login/restaurant?redirect=%2Frestaurant%2Fdashboard");
    await logIn(page, "paradise-biryani@thali.demo", "demo12345");
    await expect(page).toHaveURL(/\/restaurant\/dashboard$/);
    await expect(page.getByRole("region", { name: "Paradise Biryani House" })).toBeVisible();
  });
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("the auth screens, the profile and the owner shell fit", async ({ page }) => {
    const fits = async (screen: string) => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // the photos on show must have arrived and been decoded, or the screenshot shows empty boxes
      await photosLoaded(page);
      await page.evaluate(() =>
        Promise.all(
          Array.from(document.images)
            .filter((img) => img.complete && img.naturalWidth > 0)
            .map((img) => img.decode().catch(() => null)),
        ),
      );
      await page.screenshot({ path: `${SCREENS}/${screen}.png`, fullPage: true });
    };
    await page.goto("/auth/login/customer");
    await fits("login-375");
    await page.goto("/auth");
    await fits("auth-chooser-375");
    await page.goto("/auth/partner-with-us-restaurant");
    await fits("partner-375");
    await page.goto("/auth/signup/restaurant");
    await fits("signup-restaurant-375");
    await page.getByLabel("Username").fill("phone-owner");
    await page.getByLabel("Email").fill("phone-owner@example.in");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Next" }).click();
    await expect(page.getByLabel("Restaurant Name")).toBeVisible();
    await fits("signup-restaurant-step2-375");

    const username = unique("phone");
    await signUp(page.request, username, `${username}@example.in`);
    await page.goto("/auth/login/customer?redirect=%2Fprofile");
    await logIn(page, `${username}@example.in`);
    await expect(page).toHaveURL(/\/profile$/);
    await fits("profile-375");
    await page.getByRole("button", { name: `Open menu for ${username}` }).click();
    await expect(page.getByRole("dialog", { name: `Welcome, ${username}` })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SCREENS}/side-panel-375.png` });
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "SignUp" })).toBeVisible();

    await page.goto("/auth/login/restaurant");
    await logIn(page, "udupi-tiffins@thali.demo", "demo12345");
    await expect(page).toHaveURL(/\/restaurant\/dashboard$/);
    await expect(page.getByRole("navigation", { name: "Restaurant sections" }).getByRole("link")).toHaveText([
      "dashboard",
      "orders",
      "menu",
      "Add Item",
      "Settings",
    ]);
    await fits("dashboard-375");
  });
});
