import { expect, test } from "./visitor";

// Icons are drawn from one sprite (/icons.svg, components/ui/icon.tsx) instead of lucide-react's client
// component (issue 16's first-load budget): every icon on a page must name a symbol the sprite has and
// actually paint, on cached pages and on the favourite heart's filled state alike.
test.describe("icons", () => {
  test("every icon on the list and a menu points at a symbol of the sprite, and the sprite paints", async ({
    page,
    request,
  }) => {
    const sprite = await request.get("/icons.svg");
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toContain("image/svg+xml");
    const symbols = new Set([...(await sprite.text()).matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]));
    expect(symbols.size).toBeGreaterThan(30);

    for (const path of ["/restaurants", "/aboutus"]) {
      await page.goto(path);
      await expect(page.getByRole("button", { name: /^Cart/ })).toBeVisible();
      const refs = await page.locator("svg use").evaluateAll((uses) => uses.map((u) => u.getAttribute("href") ?? ""));
      expect(refs.length).toBeGreaterThan(3);
      for (const ref of refs) {
        const [file, id] = ref.split("#");
        expect(file).toBe("/icons.svg");
        expect(symbols, `${path}: ${ref}`).toContain(id);
      }
    }

    // Painted, not just referenced: the cart button's bag has a real box once the sprite is in.
    const bag = page.getByRole("button", { name: /^Cart/ }).locator("svg");
    await expect(bag).toHaveAttribute("aria-hidden", "true");
    await expect
      .poll(() => bag.locator("use").evaluate((use) => (use as SVGUseElement).getBBox().width))
      .toBeGreaterThan(10);
    const box = await bag.boundingBox();
    expect(box?.width).toBe(20);
    await bag.screenshot({ path: "test-results/screens/icon-cart.png" });
  });
});
