import { expect, test } from "./visitor";
import { DEMO_RESTAURANTS } from "../../prisma/demo-data";

test("GET /api/fetchRestaurants answers the spec's shape with the demo data", async ({ request, baseURL }) => {
  const response = await request.get("/api/fetchRestaurants");
  expect(response.status()).toBe(200);
  const { restaurants } = (await response.json()) as { restaurants: Array<Record<string, unknown>> };
  // other journeys register restaurants too, so check that every demo restaurant is there
  const names = restaurants.map((r) => r.name);
  for (const demo of DEMO_RESTAURANTS) expect(names).toContain(demo.name);
  const origin = (baseURL ?? "").replace(/[.]/g, "\\.");
  const demoNames = new Set(DEMO_RESTAURANTS.map((demo) => demo.name));
  for (const r of restaurants) {
    // a demo kitchen shows its shipped picture; one a journey registered (and had approved) its uploaded photo
    const picture = demoNames.has(r.name as string) ? `/images/restaurants/r\\d\\d\\.webp` : `/.+`;
    expect(r).toMatchObject({
      _id: expect.any(String),
      name: expect.any(String),
      // absolute on APP_URL, which the browser tests set to the app's own address
      image: { imageUrl: expect.stringMatching(new RegExp(`^${origin}${picture}$`)) },
      location: { address: expect.any(String), city: expect.any(String), state: expect.any(String) },
      cuisines: expect.any(Array),
      opentime: expect.stringMatching(/^1970-01-01T|^1969-12-31T/),
      closetime: expect.stringMatching(/^1970-01-01T|^1969-12-31T/),
    });
  }
});

test("unknown pages get the 404 page and unknown API paths a JSON 404", async ({ page, request }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

  const api = await request.post("/api/noSuchCall", { data: {} });
  expect(api.status()).toBe(404);
  expect(await api.json()).toEqual({ message: "No API endpoint at POST /api/noSuchCall" });
});

test("the owner area sends a visitor who is not logged in to the restaurant login", async ({ request }) => {
  const response = await request.get("/restaurant/dashboard", { maxRedirects: 0 });
  expect(response.status()).toBe(307);
  expect(response.headers().location).toBe("/auth/login/restaurant?redirect=%2Frestaurant%2Fdashboard");
});
