import { expect, test } from "./visitor";
import { SCREENS } from "./checkout-helpers";

// The storefront's top bar between a phone and a desktop (tablets, small laptops): its first row holds the logo,
// the main links from 1024 px, the delivery location from 1280 px, and the account side, which keeps the width of
// its widest face from the first paint (components/shell/account-slot.tsx). At 768 px the links once made the
// row 9 px wider than the screen and wrapped an owner's "Restaurant Partner Page" onto two lines.

const WIDTHS = [640, 768, 820, 1024, 1180, 1280] as const;

for (const width of WIDTHS) {
  test(`the top bar's first row fits, and every face of the account side fits in one line (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/restaurants");
    await expect(page.getByRole("link", { name: "SignUp" })).toBeVisible();

    const bar = await page.locator("[data-viewer]").evaluate((grid) => {
      const row = grid.parentElement!;
      return {
        rowScroll: row.scrollWidth,
        rowClient: row.clientWidth,
        page: document.documentElement.scrollWidth,
        minWidth: parseFloat(getComputedStyle(grid).minWidth) || 0,
        faces: [...grid.children].map((face) => {
          const box = face.getBoundingClientRect();
          return { face: (face as HTMLElement).dataset.face, width: box.width, height: box.height };
        }),
      };
    });
    const report = JSON.stringify(bar);
    expect(bar.rowScroll, report).toBeLessThanOrEqual(bar.rowClient);
    expect(bar.page, report).toBeLessThanOrEqual(width);
    expect(bar.faces.map((f) => f.face)).toEqual(["visitor", "customer", "restaurant", "rider", "admin"]);
    for (const face of bar.faces) {
      // One line: a 40 px button row (a wrapped link is about 60 px tall), and room for it from the first paint.
      expect(face.height, report).toBeLessThanOrEqual(44);
      expect(face.width, report).toBeLessThanOrEqual(bar.minWidth);
    }

    // The main links are in the bar from 1024 px, and in the menu below that; the location beside them from 1280 px.
    const main = page.getByRole("navigation", { name: "Main" });
    if (width >= 1024) await expect(main.getByRole("link")).toHaveCount(4);
    else await expect(main).toBeHidden();
    const locations = page.getByRole("banner").getByRole("button", { name: /Deliver to|Set delivery location/ });
    await expect(locations.filter({ visible: true })).toHaveCount(1);
    const location = await locations.filter({ visible: true }).boundingBox();
    const logo = await page.getByRole("banner").getByRole("link", { name: "Thali home" }).boundingBox();
    // Beside the logo from 1280 px; under it, on a row of its own, below that.
    if (width >= 1280) expect(Math.abs(location!.y - logo!.y)).toBeLessThan(16);
    else expect(location!.y).toBeGreaterThan(logo!.y + logo!.height - 4);

    if (width < 1024) {
      await page.getByRole("button", { name: "Open menu" }).click();
      const browse = page.getByRole("dialog").getByRole("navigation", { name: "Browse" });
      await expect(browse.getByRole("link")).toHaveText(["Home", "Restaurants", "Add your restaraunt", "aboutus"]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }
    if (width === 768 || width === 1024) {
      await page.getByRole("banner").screenshot({ path: `${SCREENS}/top-bar-${width}.png` });
    }
  });
}
