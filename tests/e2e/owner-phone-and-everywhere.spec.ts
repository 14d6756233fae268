import { mkdirSync } from "node:fs";
import { expect, test, type Page } from "./visitor";
import { OWNER_MENU } from "../../components/owner/owner-menu";
import {
  addButtons,
  allDayMenu,
  newCustomer,
  openCartDrawer,
  ownAddress,
  ownerOfAllDay,
  settled,
  watchPageHealth,
} from "./quality-helpers";

// Issue 15, the owner's console on a phone and what every page needs: all tabs reachable and nothing
// fixed over the content at 375 px; the menu search's button showing what typing showed; the 404,
// error and loading pages running their scripts under the CSP; touch targets a finger can hit; and
// drinks filed under Beverages. Every journey fails on an uncaught error, a console error or a CSP
// violation on any page it visits (watchPageHealth).

const SCREENS = "test-results/screens";
mkdirSync(SCREENS, { recursive: true });
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1280, height: 800 };
const MIN_TARGET = 44;

/** Visible elements fixed to the viewport, other than the toasts' region: they would cover the page. */
function fixedOverContent(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>("body *"))
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.position !== "fixed" || style.visibility === "hidden" || style.display === "none") return false;
        if (el.closest("[data-sonner-toaster]")) return false;
        const box = el.getBoundingClientRect();
        return box.width > 2 && box.height > 2;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40)}"`),
  );
}

for (const viewport of [PHONE, DESKTOP]) {
  const at = viewport.width;
  test.describe(`at ${at} px`, () => {
    test.use({ viewport });

    test("the owner console: every tab reachable, the title whole, nothing fixed over the content", async ({
      page,
    }) => {
      const problems = await watchPageHealth(page);
      await ownerOfAllDay(page);
      for (const name of ["dashboard", "orders", "menu", "addmenuitem", "settings", "notifications", "settlement"]) {
        await page.goto(`/restaurant/${name}`);
        await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
        const nav = page.getByRole("navigation", {
          name: at < 768 ? "Restaurant sections" : "Restaurant",
          exact: true,
        });
        const tabs = nav.getByRole("link");
        // on a phone, Notifications is folded under the Settings tab and Settlement under the dashboard's
        await expect(tabs).toHaveCount(
          at < 768 ? OWNER_MENU.filter((entry) => !entry.phoneTab).length : OWNER_MENU.length,
        );
        for (const tab of await tabs.all()) {
          await expect(tab).toBeVisible();
          const box = (await tab.boundingBox())!;
          expect(box.x, `${await tab.textContent()} starts on screen`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${await tab.textContent()} ends on screen`).toBeLessThanOrEqual(at);
        }
        await expect(nav.getByRole("link", { name: /settings/i })).toBeVisible();
        const title = page.getByRole("banner").getByText("Restaurant Partner Page");
        await expect(title).toBeVisible();
        expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), "the title is not cut").toBe(true);
        const titleBox = (await title.boundingBox())!;
        expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(at);
        // the order-sound switch sits in the page's flow, where it covers nothing
        await expect(page.getByRole("button", { name: /Order sound (on|off)/ })).toBeVisible();
        expect(await fixedOverContent(page), `fixed elements on /restaurant/${name}`).toEqual([]);
        await page.screenshot({ path: `${SCREENS}/owner-phone-${name}-${at}.png`, fullPage: name === "orders" });
      }
      // the switch still works where it now lives
      const sound = page.getByRole("button", { name: /Order sound (on|off)/ });
      await sound.click();
      await expect(sound).toHaveAttribute("aria-pressed", "true");
      await sound.click();
      await expect(sound).toHaveAttribute("aria-pressed", "false");
      expect(await problems()).toEqual([]);
    });

    test("the owner's menu search: Search shows what typing showed; the exact name is a choice", async ({ page }) => {
      const problems = await watchPageHealth(page);
      await ownerOfAllDay(page);
      const { dishes } = await allDayMenu(page.request);
      // a part of a dish's name, never a whole name: what the spec's exact Search matched nothing of
      const name = dishes[0]!.name;
      const part = name.split(" ")[0]!.slice(0, 4).toLowerCase();
      const expected = dishes.filter((d) => d.name.toLowerCase().includes(part)).length;
      await page.goto("/restaurant/menu");
      // a table on wide screens, a list of cards on phones
      const rows =
        at < 768
          ? page.getByRole("list", { name: "Menu items" }).getByRole("listitem")
          : page.getByRole("table", { name: "Menu items" }).locator("tbody tr");
      await expect(rows.first()).toBeVisible();
      const search = page.getByPlaceholder("Search name or category...");
      await search.fill(part);
      const typed = page.getByRole("status").filter({ hasText: /of \d+ dish/ });
      await expect(typed).toContainText(`matching “${part}”`);
      const whileTyping = await rows.count();
      expect(whileTyping).toBeGreaterThanOrEqual(expected);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(rows).toHaveCount(whileTyping);
      await expect(typed).toHaveText(new RegExp(`^${whileTyping} of \\d+ dishes matching “${part}”$`));
      await page.screenshot({ path: `${SCREENS}/owner-menu-search-${at}.png` });
      // the spec's exact match, when the owner asks for it
      await page.getByRole("checkbox", { name: "Exact name or category only" }).check();
      await expect(page.getByText("No items found....")).toBeVisible();
      await search.fill(name);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(rows.first()).toContainText(name);
      await expect(typed).toContainText(`named “${name}”`);
      expect(await problems()).toEqual([]);
    });

    test("the 404 and loading pages run their scripts with no CSP violation", async ({ page }) => {
      const problems = await watchPageHealth(page);
      // 404: its links navigate in the page (client-side), which only a running script does
      const missing = await page.goto("/nope");
      expect(missing?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/not-found-${at}.png` });
      await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
      await page.getByRole("link", { name: "Browse restaurants" }).click();
      await expect(page).toHaveURL(/\/restaurants$/);
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

      // The 404 and the list are shared HTML (prerendered, cached): the nonce-less policy, which still
      // forbids inline handlers. A page rendered per request (search results) puts its nonce on every script.
      for (const path of ["/nope", "/restaurants"]) {
        const csp = (await page.request.get(path)).headers()["content-security-policy"] ?? "";
        expect(csp, `${path}: shared-HTML policy`).not.toContain("'nonce-");
        expect(csp).toContain("script-src-attr 'none'");
      }
      const searched = await page.request.get("/restaurants?q=biryani");
      const nonce = /'nonce-([^']+)'/.exec(searched.headers()["content-security-policy"] ?? "")?.[1];
      expect(nonce, "a search result page has a nonce in its CSP").toBeTruthy();
      const scripts = (await searched.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      expect(
        scripts.filter((tag) => !tag.includes(`nonce="${nonce}"`)),
        "scripts without the nonce",
      ).toEqual([]);

      // loading: the list streams its skeleton first (loading.tsx), then the restaurants, under the same CSP
      await page.goto("/restaurants");
      await expect(page.getByLabel("Loading restaurants")).toBeHidden();
      await expect(page.getByRole("heading", { level: 1 }).first()).toBeVisible();
      await page.screenshot({ path: `${SCREENS}/restaurants-after-loading-${at}.png` });
      expect(await problems().then((p) => p.filter((line) => /CSP|uncaught/.test(line)))).toEqual([]);
    });

    test("touch targets on the menu, in the cart and in dialogs are at least 44 px square", async ({
      page,
      context,
    }) => {
      const problems = await watchPageHealth(page);
      await ownAddress(context);
      await newCustomer(page);
      const { id } = await allDayMenu(page.request);
      await page.goto(`/restaurantPage/${id}/menu`);
      const small: string[] = [];
      const measure = async (where: string, selector: string) => {
        const found = page.locator(selector);
        expect(await found.count(), `${where}: ${selector} found`).toBeGreaterThan(0);
        for (const control of await found.all()) {
          if (!(await control.isVisible())) continue;
          const box = (await control.boundingBox())!;
          if (box.width < MIN_TARGET - 0.5 || box.height < MIN_TARGET - 0.5)
            small.push(`${where}: ${await control.getAttribute("aria-label")} is ${box.width}x${box.height}`);
        }
      };
      await addButtons(page).first().click();
      await measure(
        "menu",
        'main button[aria-label^="Increase quantity"], main button[aria-label^="Decrease quantity"]',
      );
      await measure("menu", 'main button[aria-label^="Mark "][aria-label$=" as favourite"]');
      await page.screenshot({ path: `${SCREENS}/touch-menu-${at}.png` });
      const drawer = await openCartDrawer(page);
      await settled(drawer);
      await measure(
        "cart",
        '[role=dialog] button[aria-label^="Increase quantity"], [role=dialog] button[aria-label^="Decrease quantity"]',
      );
      await measure("cart", '[role=dialog] button[aria-label="Close"]');
      await measure("cart", '[role=dialog] button[aria-label^="Remove"]');
      await page.screenshot({ path: `${SCREENS}/touch-cart-${at}.png` });
      await page.keyboard.press("Escape");
      await page.goto("/restaurants");
      await page.getByRole("button", { name: /^Filters/ }).click();
      await expect(page.getByRole("dialog", { name: "Filters" })).toHaveCSS("opacity", "1");
      await measure("filters", '[role=dialog] button[aria-label="Close"]');
      await page.keyboard.press("Escape");
      await page
        .getByRole("banner")
        .getByRole("button", { name: /delivery location|deliver/i })
        .first()
        .click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await measure("location", '[role=dialog] button[aria-label="Close"]');
      await page.screenshot({ path: `${SCREENS}/touch-location-${at}.png` });
      expect(small).toEqual([]);
      expect(await problems()).toEqual([]);
    });

    test("drinks are Beverages on the menu, in its filters and in the owner's form", async ({ page }) => {
      const problems = await watchPageHealth(page);
      const { id } = await allDayMenu(page.request);
      await page.goto(`/restaurantPage/${id}/menu`);
      const beverages = page.locator("details").filter({ has: page.locator("summary", { hasText: "Beverages" }) });
      await expect(beverages).toHaveCount(1);
      await beverages.locator("summary").click();
      await expect(beverages).toContainText("Cold Coffee");
      const desserts = page.locator("details").filter({ has: page.locator("summary", { hasText: "Desserts" }) });
      if ((await desserts.count()) > 0) await expect(desserts).not.toContainText("Cold Coffee");
      await page.screenshot({ path: `${SCREENS}/beverages-menu-${at}.png` });
      await ownerOfAllDay(page);
      await page.goto("/restaurant/addmenuitem");
      await expect(page.getByLabel("Category").locator("option", { hasText: "Beverages" })).toHaveCount(1);
      expect(await problems()).toEqual([]);
    });
  });
}
