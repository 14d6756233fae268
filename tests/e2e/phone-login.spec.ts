import path from "node:path";
import { expect, test, type Page } from "./visitor";
import { logIn, signUp, toast, unique, watchPageHealth } from "./quality-helpers";
import { eventually, readTexts } from "../support/outbox";

// Issue 29, item 5, in the browser: a customer adds a mobile number on the profile with the code read
// from the SMS outbox of the server under test, logs out, and logs in with the number and a new code
// from the outbox (a wrong one first: the page says how many tries are left). Screens at a phone's and
// a desktop's width of the phone login and the profile's section.

const SCREENS = "test-results/screens";
const OUTBOX = path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e", "outbox");
const SIZES = [
  { name: "375", width: 375, height: 812 },
  { name: "1280", width: 1280, height: 900 },
];

const randomMobile = () => `9${String(Math.floor(Math.random() * 1e9)).padStart(9, "0")}`;

/** The code of the next text to `phone` after the `seen` it had already received. */
async function nextCode(phone: string, seen: number): Promise<string> {
  const text = await eventually(async () => {
    const texts = (await readTexts(OUTBOX)).filter((t) => t.to === `+91${phone}`);
    return texts.length > seen ? texts.at(-1) : undefined;
  });
  expect(text.text).toMatch(/^[0-9]{6} is your Thali code\. It expires in 5 minutes\. Never share it\.$/);
  return text.text.slice(0, 6);
}

async function shoot(page: Page, name: string, fullPage = true) {
  for (const size of SIZES) {
    await page.setViewportSize({ width: size.width, height: size.height });
    await page.screenshot({ path: `${SCREENS}/${name}-${size.name}.png`, fullPage });
  }
}

test("add a mobile number on the profile, log out, log in with the number and a texted code", async ({ page }) => {
  test.setTimeout(90_000);
  const problems = await watchPageHealth(page);
  const username = unique("phone");
  const email = `${username}@example.in`;
  const mobile = randomMobile();
  const spaced = `${mobile.slice(0, 5)} ${mobile.slice(5)}`;
  await signUp(page.request, username, email);
  await page.goto("/auth/login/customer?redirect=%2Fprofile");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/profile$/);

  // Add: number, then the code from the text.
  const section = page.getByRole("region", { name: "Mobile number" });
  await expect(section.getByText("No mobile number yet.")).toBeVisible();
  await section.getByRole("button", { name: "Add mobile number" }).click();
  await section.getByRole("textbox", { name: "Mobile number" }).fill("12345");
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(section.getByText("Enter a 10-digit Indian mobile number")).toBeVisible();
  await section.getByRole("textbox", { name: "Mobile number" }).fill(`+91 ${spaced}`);
  await section.getByRole("button", { name: "Send code" }).click();
  await expect(section.getByRole("status")).toHaveText(
    `We texted a 6-digit code to +91 ${spaced}. It expires in 5 minutes.`,
  );
  const codeField = section.getByLabel("6-digit code");
  await expect(codeField).toBeFocused();
  await expect(codeField).toHaveAttribute("autocomplete", "one-time-code");
  await expect(codeField).toHaveAttribute("inputmode", "numeric");
  await shoot(page, "profile-phone-code");
  await codeField.fill(await nextCode(mobile, 0));
  await section.getByRole("button", { name: "Verify" }).click();
  await expect(toast(page, "Mobile number verified")).toBeVisible();
  await expect(section.getByText(`+91 ${spaced}`)).toBeVisible();
  await expect(section.getByText("Verified", { exact: true })).toBeVisible();
  await expect(section.getByRole("button", { name: "Change mobile number" })).toBeVisible();
  await expect(section.getByRole("button", { name: "Remove mobile number" })).toBeVisible();
  await section.scrollIntoViewIfNeeded();
  await shoot(page, "profile-phone-verified");
  // The server holds it: a reload draws it again.
  await page.reload();
  await expect(section.getByText(`+91 ${spaced}`)).toBeVisible();

  // Log out.
  const banner = page.getByRole("banner");
  await banner.getByRole("button", { name: `Open menu for ${username}` }).click();
  await page
    .getByRole("dialog", { name: `Welcome, ${username}` })
    .getByRole("button", { name: "Logout" })
    .click();
  await expect(toast(page, /logged out/i)).toBeVisible();

  // Log in with the number: the choice on the customer login, then number and code.
  await page.goto("/auth/login/customer");
  await page.getByRole("link", { name: "Log in with mobile number" }).click();
  await expect(page).toHaveURL(/\/auth\/login\/phone$/);
  await expect(page.getByRole("heading", { level: 1, name: "Log in with your mobile number" })).toBeVisible();
  await shoot(page, "phone-login");
  await page.getByRole("textbox", { name: "Mobile number" }).fill(`0${mobile}`);
  await page.getByRole("button", { name: "Send code" }).click();
  const codeStep = page.getByRole("form", { name: "Code from the text" });
  await expect(codeStep.getByRole("status")).toContainText("a 6-digit code is on its way");
  const code = await nextCode(mobile, 1);
  const loginCode = page.getByLabel("6-digit code");
  await expect(loginCode).toHaveAttribute("autocomplete", "one-time-code");
  const wrong = String((Number(code) + 1) % 1e6).padStart(6, "0");
  await loginCode.fill(wrong);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(page.getByText("That code is wrong. 4 tries left.")).toBeVisible();
  await shoot(page, "phone-login-code");
  await loginCode.fill(code);
  await page.getByRole("button", { name: "Log in", exact: true }).click();
  await expect(toast(page, "Logged in successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(banner.getByRole("button", { name: `Open menu for ${username}` })).toBeVisible();
  await page.goto("/profile");
  await expect(page.getByLabel("Username")).toHaveValue(username);
  expect(await problems()).toEqual([]);
});
