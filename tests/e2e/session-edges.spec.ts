import { expect, test } from "./visitor";
import { loggedInCustomer } from "./checkout-helpers";

// Issue 27 #10 and #11 in a real browser. GET /api/session/refresh refuses requests another site started;
// a link from another site to a page of ours, with the hour-long session cookie gone and the refresh cookie
// kept, still lands signed in (through a page of ours that continues from this origin). A page served from
// the cache sets no cookie: a first write from it, with no XSRF-TOKEN cookie yet, still works.

test("a link from another site to My Orders after the session cookie expired lands there, signed in", async ({
  page,
  context,
  baseURL,
}) => {
  await loggedInCustomer(page, context, "hop");
  // the browser drops the session cookie when its hour ends and keeps the refresh cookie
  await context.clearCookies({ name: "authjs.session-token" });
  const renewals: string[] = [];
  page.on("request", async (request) => {
    if (new URL(request.url()).pathname === "/api/session/refresh") {
      renewals.push((await request.allHeaders())["sec-fetch-site"] ?? "none");
    }
  });
  await page.goto("about:blank");
  await page.setContent(`<a href="${baseURL}/orders">My orders at Thali</a>`);
  await page.getByRole("link", { name: "My orders at Thali" }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByRole("heading", { name: /orders/i }).first()).toBeVisible();
  expect(renewals).toEqual(["same-origin"]);
  expect((await context.cookies()).some((c) => c.name === "authjs.session-token")).toBe(true);
});

test("a first write from a cached page, before any cookie gave the XSRF token, succeeds", async ({ page, context }) => {
  await loggedInCustomer(page, context, "xsrf");
  await context.clearCookies({ name: "XSRF-TOKEN" });
  const list = await page.goto("/restaurants");
  expect(list?.headers()["set-cookie"]).toBeUndefined();
  // The first card's heart: earlier journeys add restaurants, so a given demo kitchen may be on a later page.
  const mark = page.getByRole("button", { name: /^Mark .+ as favourite$/ }).first();
  const restaurant = (await mark.getAttribute("aria-label"))!.replace(/^Mark (.+) as favourite$/, "$1");
  await mark.click();
  await expect(page.getByRole("button", { name: `Remove ${restaurant} from favourites` })).toBeVisible();
  expect((await context.cookies()).some((c) => c.name === "XSRF-TOKEN")).toBe(true);
});
