// What the checkout specs (checkout*.spec.ts) share: the restaurant they order from, the cart drawer
// ready to order, and reading prices and the stored local order.
import { expect, type BrowserContext, type Locator, type Page } from "./visitor";
import { addButtons, ALL_DAY, logIn, openCartDrawer, ownAddress, signUp, unique } from "./quality-helpers";

export const SCREENS = "test-results/screens";
/** Open around the clock in the demo data, so the journey works at any time of day. */
export const RESTAURANT = ALL_DAY.name;

/** The names of the first `count` dishes that can be added (the open section's). */
export async function dishNames(page: Page, count: number): Promise<string[]> {
  const labels = await addButtons(page).evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute("aria-label") ?? ""),
  );
  expect(labels.length).toBeGreaterThanOrEqual(count);
  return labels.slice(0, count).map((label) => label.replace(/^Add (.+) to cart$/, "$1"));
}
export const rupees = (text: string) => /₹[\d,]+\.\d\d/.exec(text)?.[0] ?? "";

/** Opens the cart and waits for its price check, so Order For can be pressed. */
export async function openCart(page: Page): Promise<{ drawer: Locator; orderFor: Locator }> {
  const drawer = await openCartDrawer(page);
  const orderFor = drawer.getByRole("button", { name: /^Order For ₹/ });
  await expect(orderFor).toBeVisible();
  await expect(orderFor).not.toHaveAttribute("aria-disabled", "true");
  return { drawer, orderFor };
}

export const storedOrder = (page: Page) => page.evaluate(() => localStorage.getItem("order"));

/** The drawer as it is (opened again after the login), with its Order For ready. */
export async function openCartIfClosed(page: Page, drawer: Locator): Promise<{ drawer: Locator; orderFor: Locator }> {
  if (!(await drawer.isVisible())) return openCart(page);
  const orderFor = drawer.getByRole("button", { name: /^Order For ₹/ });
  await expect(orderFor).not.toHaveAttribute("aria-disabled", "true");
  return { drawer, orderFor };
}

/** A new customer (named `name` and a unique suffix) at an address of their own, logged in through the form. */
export async function loggedInCustomer(
  page: Page,
  context: BrowserContext,
  name: string,
): Promise<{ username: string; email: string }> {
  await ownAddress(context);
  const username = unique(name);
  const email = `${username}@example.in`;
  await signUp(page.request, username, email);
  await page.goto("/auth/login/customer");
  await logIn(page, email);
  await expect(page).toHaveURL(/\/$/);
  return { username, email };
}
