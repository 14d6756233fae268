import { expect, test, type Locator, type Page } from "./visitor";
import { appOrigin, newCustomer, toast, watchPageHealth } from "./quality-helpers";

// The profile's parts that load on their first use (issue 16: the page's first load only draws it): the
// saved addresses (the list is the server's, each change refreshes it), the email editor and the
// profile image dialog. A new customer on every run; every journey fails on an uncaught error, a
// console error or a Content Security Policy violation.

const SCREENS = "test-results/screens";

const book = (page: Page) => page.getByRole("region", { name: "Saved addresses" });
const locationButton = (page: Page) =>
  page.getByRole("banner").getByRole("button", { name: /^(Deliver to|Set delivery location)/ });

async function fillAddress(dialog: Locator, label: string, street: string) {
  await dialog.getByLabel("Label").fill(label);
  await dialog.getByRole("textbox", { name: "Address" }).fill(street);
  await dialog.getByLabel("Locality").fill("Hauz Khas");
  await dialog.getByLabel("City").fill("New Delhi");
  await dialog.getByLabel("State").fill("Delhi");
  await dialog.getByLabel("PIN code").fill("110016");
  await dialog.getByLabel("Phone").fill("98100 12345");
}

test("saved addresses on the profile: add, edit, make default and delete (asked first), the list follows", async ({
  page,
}) => {
  const problems = await watchPageHealth(page);
  const { headers } = await newCustomer(page);
  await page.goto("/profile");
  await expect(book(page).getByText("No saved addresses yet.")).toBeVisible();

  // add: the form dialog loads on the click; the saved address shows without a reload
  await book(page).getByRole("button", { name: "Add address" }).click();
  const add = page.getByRole("dialog", { name: "Add an address" });
  await fillAddress(add, "Home", "12 Lake Road");
  await add.getByRole("button", { name: "Save address" }).click();
  await expect(toast(page, "Address saved")).toBeVisible();
  await expect(add).toBeHidden();
  const home = book(page).getByRole("article", { name: "Home" });
  await expect(home).toContainText("12 Lake Road, Hauz Khas");
  await expect(home).toContainText("+91 98100 12345");
  await expect(home).toContainText("Default");

  // a second address, saved elsewhere (as checkout does), is in the list the server draws
  const saved = await page.request.post("/api/addresses", {
    headers: { ...headers, ...appOrigin() },
    data: {
      label: "Work",
      address: "4 Janpath",
      locality: "Connaught Place",
      city: "New Delhi",
      state: "Delhi",
      pincode: "110001",
      phone: "9810012346",
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  await page.reload();
  const work = book(page).getByRole("article", { name: "Work" });
  await expect(work).not.toContainText("Default");

  // make default: the list is redrawn default first, and the default is the delivery location
  await work.getByRole("button", { name: "Make Work the default address" }).click();
  await expect(toast(page, "Work is your default address")).toBeVisible();
  await expect(work).toContainText("Default");
  await expect(home).not.toContainText("Default");
  await expect(home.getByRole("button", { name: "Make Home the default address" })).toBeVisible();
  await expect(book(page).getByRole("article").first()).toHaveAccessibleName("Work");
  await expect(locationButton(page)).toHaveText(/Deliver to\s*Connaught Place, New Delhi/);
  await page.screenshot({ path: `${SCREENS}/profile-addresses.png`, fullPage: true });

  // edit
  await work.getByRole("button", { name: "Edit Work" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Work" });
  const street = edit.getByRole("textbox", { name: "Address" });
  await expect(street).toHaveValue("4 Janpath");
  await street.fill("5 Janpath");
  await edit.getByRole("button", { name: "Save address" }).click();
  await expect(toast(page, "Address updated")).toBeVisible();
  await expect(work).toContainText("5 Janpath, Connaught Place");

  // delete asks first; "Keep it" keeps it and gives focus back to the button
  const deleteHome = home.getByRole("button", { name: "Delete Home" });
  await deleteHome.click();
  const question = page.getByRole("alertdialog", { name: "Delete Home?" });
  await question.getByRole("button", { name: "Keep it" }).click();
  await expect(question).toBeHidden();
  await expect(deleteHome).toBeFocused();
  await expect(home).toBeVisible();
  await deleteHome.click();
  await question.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(toast(page, "Address deleted")).toBeVisible();
  await expect(home).toBeHidden();

  // deleting the default says what happens to the default first
  await work.getByRole("button", { name: "Delete Work" }).click();
  const lastQuestion = page.getByRole("alertdialog", { name: "Delete Work?" });
  await expect(lastQuestion).toContainText("This is your default address.");
  await lastQuestion.getByRole("button", { name: "Delete", exact: true }).click();
  await expect(book(page).getByText("No saved addresses yet.")).toBeVisible();
  await page.reload();
  await expect(book(page).getByText("No saved addresses yet.")).toBeVisible();
  expect(await problems()).toEqual([]);
});

test("the email editor and the image dialog load on use, in place, and hand focus back", async ({ page }) => {
  const problems = await watchPageHealth(page);
  const { email, username } = await newCustomer(page);
  await page.goto("/profile");

  // the email's editor arrives where the read-only field was, editing and focused
  const emailField = page.getByLabel("Email");
  await expect(emailField).toHaveValue(email);
  await expect(emailField).toHaveAttribute("readonly", "");
  // Measured once the field is on screen: toHaveValue also passes while the page is still settling (a CI run
  // once read no box at all here, with the editor then arriving in place as it should).
  await expect(emailField).toBeVisible();
  await expect.poll(() => emailField.boundingBox()).not.toBeNull();
  const before = await emailField.boundingBox();
  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await expect(emailField).toBeFocused();
  await expect(emailField).not.toHaveAttribute("readonly");
  await expect.poll(() => emailField.boundingBox()).toEqual(before);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("button", { name: "Edit", exact: true })).toBeVisible();
  await expect(emailField).toHaveAttribute("readonly", "");

  // the image dialog, from the keyboard: Escape closes it and focus goes back to its button
  const editImage = page.getByRole("button", { name: "Edit profile image" });
  await expect(page.getByRole("img", { name: "Profile image" })).toHaveAttribute("src", /avatar-placeholder\.svg$/);
  await editImage.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Profile image" });
  await expect(dialog.getByRole("img", { name: "No profile image yet" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(editImage).toBeFocused();

  // the same editor in the side panel: Escape closes only the image dialog, over the panel
  await page
    .getByRole("banner")
    .getByRole("button", { name: `Open menu for ${username}` })
    .click();
  const panel = page.getByRole("dialog", { name: `Welcome, ${username}` });
  const panelEditImage = panel.getByRole("button", { name: "Edit profile image" });
  await panelEditImage.click();
  await expect(dialog.getByRole("button", { name: "Upload image" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(panelEditImage).toBeFocused();
  expect(await problems()).toEqual([]);
});
