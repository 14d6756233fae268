import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/(accounts)/me/route";
import { createAddress } from "@/lib/addresses/service";
import { db } from "@/lib/db";
import { ADDRESS_PLACE_COOKIE, encodeLocationCookie, LOCATION_COOKIE } from "@/lib/location/cookie";
import type { Viewer } from "@/lib/viewer/types";
import { createMenuItem, createRestaurant, createUser } from "@/tests/support/factories";
import { bearerHeaders, cookieHeaders, sessionUserOf } from "@/tests/support/session";

// GET /api/me: the personal parts of cached pages. Each caller gets only their own viewer.

async function me(headers: Record<string, string> = {}) {
  const response = await GET(new Request("http://localhost/api/me", { headers }));
  return {
    status: response.status,
    body: (await response.json()) as Viewer,
    setCookie: response.headers.get("set-cookie"),
  };
}

const HOME = { city: "Bengaluru", locality: "Koramangala", pincode: "560034" };
const address = {
  label: "Home",
  address: "12, 5th Cross",
  locality: HOME.locality,
  city: HOME.city,
  state: "Karnataka",
  pincode: HOME.pincode,
  phone: "9876543210",
};

describe("GET /api/me", () => {
  it("tells a visitor they are nobody, with the place their chooser cookie holds, and is never stored", async () => {
    const anonymous = await me();
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).toEqual({ user: null, favourites: null, location: null, canRenew: false });
    // A visitor whose session lapsed but who holds the month-long refresh cookie may renew (Order For does).
    const lapsed = await me({ cookie: "thali.refresh-token=anything" });
    expect(lapsed.body).toEqual({ user: null, favourites: null, location: null, canRenew: true });

    const chosen = await me({ cookie: `${LOCATION_COOKIE}=${encodeLocationCookie({ city: "Pune" })}` });
    expect(chosen.body.location).toEqual({ location: { city: "Pune" }, source: "chosen" });
    const response = await GET(new Request("http://localhost/api/me"));
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("gives a customer their account, their own favourites and their default address's place", async () => {
    const customer = await createUser("customer");
    const other = await createUser("customer");
    const restaurant = await createRestaurant();
    const dish = await createMenuItem(restaurant.id);
    await db().favouriteRestaurant.create({ data: { userId: customer.id, restaurantId: restaurant.id } });
    await db().favouriteMenuItem.create({ data: { userId: other.id, menuItemId: dish.id } });
    await createAddress(sessionUserOf(customer), address);

    const { body, setCookie } = await me(await cookieHeaders(customer));
    expect(body.user).toMatchObject({
      id: customer.id,
      username: customer.username,
      userType: "customer",
      email: customer.email,
    });
    expect(body.canRenew).toBe(false);
    expect(body.favourites).toEqual({ restaurantIds: [restaurant.id], menuItemIds: [] });
    expect(body.location).toEqual({ location: HOME, source: "address" });
    // The routing copy of the place, for proxy.ts (httpOnly: only the server reads it).
    expect(setCookie).toContain(`${ADDRESS_PLACE_COOKIE}=`);
    expect(setCookie).toContain("HttpOnly");

    // A chosen place wins over the address, and the routing copy is then cleared.
    const chosen = await me({
      ...(await bearerHeaders(customer)),
      cookie: `${LOCATION_COOKIE}=${encodeLocationCookie({ city: "Pune" })}; ${ADDRESS_PLACE_COOKIE}=${encodeLocationCookie(HOME)}`,
    });
    expect(chosen.body.location).toEqual({ location: { city: "Pune" }, source: "chosen" });
    expect(chosen.setCookie).toMatch(new RegExp(`${ADDRESS_PLACE_COOKIE}=;.*Max-Age=0`));
  });

  it("gives a restaurant account no hearts and no place", async () => {
    const owner = await createUser("restaurant");
    const { body } = await me(await bearerHeaders(owner));
    expect(body).toMatchObject({ user: { id: owner.id, userType: "restaurant" }, favourites: null, location: null });
  });

  it("clears the place copy a visitor still holds (after logging out)", async () => {
    const { body, setCookie } = await me({ cookie: `${ADDRESS_PLACE_COOKIE}=${encodeLocationCookie(HOME)}` });
    expect(body.user).toBeNull();
    expect(setCookie).toMatch(new RegExp(`${ADDRESS_PLACE_COOKIE}=;.*Max-Age=0`));
  });
});
