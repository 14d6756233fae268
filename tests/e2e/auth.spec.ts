import { deflateSync } from "node:zlib";
import { expect, test, type Locator, type Page } from "./visitor";
import { appOrigin } from "./quality-helpers";

// Journeys through the auth screens, the side panel, the profile and the owner shell, against the
// real server. Every account made here is new (unique email per run), so the tests do not depend
// on each other or on the order they run in.

const SCREENS = "test-results/screens";
const PASSWORD = "s3cret-pass";
const unique = (what: string) => `${what}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A sonner toast with this text (field errors can repeat the same words inline). */
const toast = (page: Page, text: string | RegExp): Locator =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/** A real PNG: a 48x32 warm orange-to-red gradient. */
function pngImage(): Buffer {
  const width = 48;
  const height = 32;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    const row = y * (1 + width * 3);
    for (let x = 0; x < width; x++) rows.set([240, 78 + x, 26 + y * 2], row + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
const photo = (name: string) => ({ name, mimeType: "image/png", buffer: pngImage() });

async function signUpCustomer(page: Page, username: string, email: string) {
  const response = await page.request.post("/api/signup/customer", {
    data: { username, email, password: PASSWORD, confirmPassword: PASSWORD, usertype: "customer" },
    headers: appOrigin(),
  });
  expect(response.status()).toBe(200);
}

async function logIn(page: Page, usertype: "customer" | "restaurant", email: string, password = PASSWORD) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

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

    await logIn(page, "customer", email, "wrong-password");
    await expect(toast(page, "Invalid email or password")).toBeVisible();
    await logIn(page, "customer", email);
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

    await logIn(page, "restaurant", email);
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
    await expect(sidebar.getByRole("link")).toHaveText(["dashboard", "orders", "menu", "Add Item", "Settings"]);
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
    await expect(panel.getByRole("navigation", { name: "Account" }).getByRole("link")).toHaveText([
      "dashboard",
      "orders",
      "menu",
      "Add Item",
      "Settings",
    ]);

    // a signed-in owner who opens the auth screens is sent to the dashboard
    await page.goto("/auth");
    await expect(page).toHaveURL(/\/restaurant\/dashboard$/);
  });

  test("a customer edits their email: invalid reverts, unchanged sends nothing, valid persists", async ({ page }) => {
    const username = unique("ravi");
    const email = `${username}@example.in`;
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Looks like you are not logged in..." })).toBeVisible();
    await expect(page.getByRole("link", { name: "Login Now" })).toHaveAttribute("href", /^\/auth\/?$/);

    await signUpCustomer(page, username, email);
    await page.goto("/auth/login/customer?redirect=%2Fprofile");
    await logIn(page, "customer", email);
    await expect(page).toHaveURL(/\/profile$/);

    const usernameField = page.getByLabel("Username");
    await expect(usernameField).toHaveValue(username);
    await expect(usernameField).toHaveAttribute("readonly", "");
    const emailField = page.getByLabel("Email");
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute("readonly", "");
    await page.screenshot({ path: `${SCREENS}/profile.png`, fullPage: true });

    const updates: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/updateUserEmail")) updates.push(r.postData() ?? "");
    });

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await expect(emailField).toBeFocused();
    await emailField.fill("not-an-email");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, "Email should be valid")).toBeVisible();
    await expect(emailField).toHaveValue(email);
    await expect(emailField).toHaveAttribute("readonly", "");

    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
    expect(updates).toEqual([]);

    const changed = `${username}.new@example.in`;
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    await emailField.fill(changed);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(toast(page, /email updated/i)).toBeVisible();
    expect(updates).toHaveLength(1);
    await page.reload();
    await expect(page.getByLabel("Email")).toHaveValue(changed);

    // the profile image: upload, then remove
    await page.getByRole("button", { name: "Edit profile image" }).click();
    const dialog = page.getByRole("dialog", { name: "Profile image" });
    await dialog.getByLabel("Upload image").setInputFiles(photo("me.png"));
    await expect(toast(page, "Image Uploaded")).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Your profile image" })).toHaveAttribute("src", /uploads|cloudinary/);
    await page.screenshot({ path: `${SCREENS}/profile-image-dialog.png` });
    await dialog.getByRole("button", { name: "Remove image" }).click();
    await expect(toast(page, "Image removed")).toBeVisible();
    await expect(dialog.getByRole("img", { name: "No profile image yet" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("a customer who opens the owner area is sent to the restaurant login", async ({ page }) => {
    await page.goto("/auth/login/customer");
    await logIn(page, "customer", "customer@thali.demo", "demo12345");
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
    await logIn(page, "restaurant", "paradise-biryani@thali.demo", "demo12345");
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
      await page.waitForFunction(() =>
        Array.from(document.images)
          .filter((img) => img.loading !== "lazy" && img.checkVisibility())
          .every((img) => img.complete && img.naturalWidth > 0),
      );
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
    await signUpCustomer(page, username, `${username}@example.in`);
    await page.goto("/auth/login/customer?redirect=%2Fprofile");
    await logIn(page, "customer", `${username}@example.in`);
    await expect(page).toHaveURL(/\/profile$/);
    await fits("profile-375");
    await page.getByRole("button", { name: `Open menu for ${username}` }).click();
    await expect(page.getByRole("dialog", { name: `Welcome, ${username}` })).toBeInViewport({ ratio: 1 });
    await page.screenshot({ path: `${SCREENS}/side-panel-375.png` });
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page.getByRole("banner").getByRole("link", { name: "SignUp" })).toBeVisible();

    await page.goto("/auth/login/restaurant");
    await logIn(page, "restaurant", "udupi-tiffins@thali.demo", "demo12345");
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
