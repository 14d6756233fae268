import { expect, test } from "./visitor";
import { addDish, call, card, logInAsOwner, newRestaurant } from "./owner-helpers";
import { png } from "./pictures";
import { photosLoaded, toast } from "./quality-helpers";

// The restaurant partner console's menu against the real server: a new restaurant (signed up through
// the API, as the sign-up form does) adds, finds, edits and deletes a dish with a photo in the browser.

const SCREENS = "test-results/screens";

test.describe("restaurant partner console", () => {
  test("an owner adds a dish with a photo, finds it, edits it and deletes it", async ({ page, playwright }) => {
    const request = playwright.request;
    const owner = await newRestaurant(request, "menu");
    await logInAsOwner(page, owner, "/restaurant/dashboard");

    // an empty menu: the dashboard says so and points to the add form
    const categories = page.getByRole("region", { name: "Category Data" });
    await expect(categories).toContainText("No Food Items were added to the menu.....");
    await expect(card(page, "Menu Items")).toHaveText("0");
    await expect(card(page, "Total Revenue")).toHaveText("₹0.00");
    await page.screenshot({ path: `${SCREENS}/owner-dashboard-empty.png`, fullPage: true });
    await categories.getByRole("link", { name: "Add Food Items" }).click();
    await expect(page).toHaveURL(/\/restaurant\/addmenuitem$/);
    await expect(page.getByRole("heading", { level: 1, name: "Add Menu Item" })).toBeVisible();

    const addItem = page.getByRole("button", { name: "Add Item" });
    await addItem.click();
    await expect(toast(page, "All fields must be filled")).toBeVisible();
    await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

    const dish = `Malai Kofta ${owner.restaurantId.slice(-4)}`;
    await page.getByLabel("Name").fill(dish);
    await expect(page.getByLabel("Category").locator("option")).toHaveText([
      "Select a category",
      "Starters",
      "Breakfast",
      "Biryani",
      "Fast Food",
      "Sweets",
      "Desserts",
      "Curries",
      "Beverages",
    ]);
    await page.getByLabel("Category").selectOption("Curries");
    await expect(page.getByLabel("Price (₹)")).toHaveAttribute("step", "0.01");
    await page.getByLabel("Price (₹)").fill("219.5");
    await page.getByRole("radio", { name: "Non-Veg" }).check();
    await page.getByLabel("Serves for").fill("2");
    await page.getByLabel("Description").fill("Cottage cheese dumplings in a rich cashew gravy");

    await page.getByLabel("Food Image").setInputFiles({
      name: "kofta.png",
      mimeType: "image/png",
      buffer: await png([180, 90, 30]),
    });
    await expect(toast(page, "Image Uploaded")).toBeVisible();
    const preview = page.getByRole("img", { name: "Food Image preview" });
    await expect(preview).toBeVisible();
    await page.getByRole("button", { name: "Remove image" }).click();
    await expect(toast(page, "Image removed")).toBeVisible();
    await expect(preview).toHaveCount(0);
    await page.getByLabel("Food Image").setInputFiles({
      name: "kofta-2.png",
      mimeType: "image/png",
      buffer: await png([170, 80, 20]),
    });
    await expect(preview).toBeVisible();
    await photosLoaded(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SCREENS}/owner-addmenuitem.png`, fullPage: true });
    await addItem.click();
    await expect(toast(page, /added/i)).toBeVisible();
    // the form starts again, empty
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Category")).toHaveValue("");
    await expect(preview).toHaveCount(0);

    await addDish(request, owner, { name: "Gulab Jamun", category: "Sweets", price: 89 });

    await page.getByRole("navigation", { name: "Restaurant", exact: true }).getByRole("link", { name: "menu" }).click();
    await expect(page).toHaveURL(/\/restaurant\/menu$/);
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
    const table = page.getByRole("table", { name: "Menu items" });
    await expect(table.getByRole("columnheader")).toHaveText([
      "Image",
      "Name",
      "Category",
      "Price",
      "Stock",
      "Actions",
    ]);
    const rows = table.locator("tbody tr");
    await expect(rows).toHaveCount(2);
    const koftaRow = rows.filter({ hasText: dish });
    await expect(koftaRow).toContainText("Curries");
    await expect(koftaRow).toContainText("Rs. 219.50");
    await expect(koftaRow.getByRole("img", { name: "Non-veg" })).toBeVisible();
    await photosLoaded(page);
    await page.screenshot({ path: `${SCREENS}/owner-menu.png`, fullPage: true });

    // typing: a case-insensitive part of a name or category, after the pause
    const search = page.getByPlaceholder("Search name or category...");
    await search.fill("KOFTA");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(dish);
    await search.fill("swee");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Gulab Jamun");
    // the search button shows what typing showed; the exact name or category is a choice
    await search.fill("Swee");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Gulab Jamun");
    await page.getByRole("checkbox", { name: "Exact name or category only" }).check();
    await expect(page.getByText("No items found....")).toBeVisible();
    await search.fill("sweets");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("Gulab Jamun");
    await page.getByRole("checkbox", { name: "Exact name or category only" }).uncheck();
    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(search).toHaveValue("");
    await expect(rows).toHaveCount(2);
    await page.getByRole("button", { name: "Refresh" }).click();
    await expect(rows).toHaveCount(2);

    // edit in the editMenuItem modal, keyboard first
    await koftaRow.getByRole("button", { name: `Edit ${dish}` }).click();
    const dialog = page.getByRole("dialog", { name: "Add Menu Item" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(koftaRow.getByRole("button", { name: `Edit ${dish}` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Name")).toHaveValue(dish);
    await expect(dialog.getByLabel("Category")).toHaveValue("Curries");
    await expect(dialog.getByLabel("Price (₹)")).toHaveValue("219.5");
    await expect(dialog.getByRole("radio", { name: "Non-Veg" })).toBeChecked();
    await expect(dialog.getByRole("img", { name: "Food Image preview" })).toBeVisible();
    // at most 35rem tall, its form scrolls inside it
    expect((await dialog.boundingBox())!.height).toBeLessThanOrEqual(560);
    const scroller = dialog.locator(".overflow-y-auto");
    expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    const edited = `${dish} Special`;
    await dialog.getByLabel("Name").fill(edited);
    await dialog.getByLabel("Price (₹)").fill("249");
    await photosLoaded(page);
    await page.screenshot({ path: `${SCREENS}/owner-edit-modal.png` });
    await dialog.getByRole("button", { name: "Update Item" }).click();
    await expect(toast(page, /updated/i)).toBeVisible();
    await expect(dialog).toBeHidden();
    const editedRow = rows.filter({ hasText: edited });
    await expect(editedRow).toContainText("Rs. 249.00");
    await expect(editedRow.locator("img")).toHaveAttribute("src", /uploads|cloudinary/);

    // customers see the change on the public menu
    const menu = await call(request, "GET", `/api/getMenuByRestaurantId?_id=${owner.restaurantId}`, { ip: owner.ip });
    const names = menu.menuitems.flatMap((group: { items: Array<{ name: string }> }) => group.items.map((i) => i.name));
    expect(names).toContain(edited);

    // delete asks first; No keeps the dish
    const jamunRow = rows.filter({ hasText: "Gulab Jamun" });
    await jamunRow.getByRole("button", { name: "Delete Gulab Jamun" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this dish?" });
    await expect(confirm).toContainText("Gulab Jamun");
    await confirm.getByRole("button", { name: "No" }).click();
    await expect(confirm).toBeHidden();
    await expect(rows).toHaveCount(2);
    await jamunRow.getByRole("button", { name: "Delete Gulab Jamun" }).click();
    await confirm.getByRole("button", { name: "Yes, delete" }).click();
    await expect(toast(page, /deleted|removed/i)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(edited);
    await page.reload();
    await expect(rows).toHaveCount(1);
  });
});
