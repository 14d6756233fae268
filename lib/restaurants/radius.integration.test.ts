import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/(catalog)/fetchRestaurants/route";
import { GET as search } from "@/app/api/(catalog)/search/route";
import { ensureTestPincodes } from "@/lib/geo/test-pincodes";
import { listRestaurants } from "@/lib/restaurants/service";
import { createMenuItem, createRestaurantWith, uniqueSuffix } from "@/tests/support/factories";

// Issue 32, "who delivers here": with the shopper's pin, a restaurant with a pin lists only when its radius
// reaches it; one without a pin keeps the city rule. Each test lists its own city.

const newCity = () => `Radiustown ${uniqueSuffix()}`;
const KORAMANGALA = { lat: 12.9352, lng: 77.6245 };
const INDIRANAGAR = { lat: 12.9784, lng: 77.6408 }; // about 5.1 km from Koramangala
const WHITEFIELD = { lat: 12.9698, lng: 77.75 }; // about 14 km

async function listed(columns: Parameters<typeof createRestaurantWith>[0]) {
  const restaurant = await createRestaurantWith({ openMinute: 0, closeMinute: 0, ...columns });
  await createMenuItem(restaurant.id);
  return restaurant;
}

describe("the radius filter", () => {
  it("lists pinned restaurants within their own radius, and those without a pin, in the city", async () => {
    const city = newCity();
    const near = await listed({ city, ...INDIRANAGAR }); // 7 km default reaches Koramangala
    const far = await listed({ city, ...WHITEFIELD }); // 7 km does not
    const wide = await listed({ city, ...WHITEFIELD, deliveryRadiusMeters: 15_000 });
    const unpinned = await listed({ city });

    const page = await listRestaurants({ city, ...KORAMANGALA });
    expect(new Set(page.restaurants.map((r) => r.id))).toEqual(new Set([near.id, wide.id, unpinned.id]));
    expect(page.total).toBe(3);

    // without the shopper's pin: today's city rule alone
    const cityOnly = await listRestaurants({ city });
    expect(new Set(cityOnly.restaurants.map((r) => r.id))).toEqual(new Set([near.id, far.id, wide.id, unpinned.id]));
  });

  it("keeps the city and PIN lists beside the radius", async () => {
    const city = newCity();
    await listed({ city: newCity(), ...INDIRANAGAR }); // near, but another city
    const inCity = await listed({ city, ...INDIRANAGAR, deliveryPincodes: ["560034"] });
    expect((await listRestaurants({ city, pincode: "560034", ...KORAMANGALA })).restaurants.map((r) => r.id)).toEqual([
      inCity.id,
    ]);
    expect((await listRestaurants({ city, pincode: "560066", ...KORAMANGALA })).total).toBe(0);
  });

  it("takes lat and lng on GET /api/fetchRestaurants, and refuses half a pin or one outside India", async () => {
    const city = newCity();
    const near = await listed({ city, ...INDIRANAGAR });
    await listed({ city, ...WHITEFIELD });
    const get = async (params: Record<string, string>) => {
      const response = await GET(new Request(`http://localhost/api/fetchRestaurants?${new URLSearchParams(params)}`));
      return {
        status: response.status,
        body: (await response.json()) as { restaurants?: Array<{ _id: string }>; errors?: unknown },
      };
    };
    const ok = await get({ city, lat: String(KORAMANGALA.lat), lng: String(KORAMANGALA.lng) });
    expect(ok.status).toBe(200);
    expect(ok.body.restaurants?.map((r) => r._id)).toEqual([near.id]);

    expect(await get({ city, lat: "12.9" })).toMatchObject({
      status: 422,
      body: { errors: { lng: ["Give lng with lat (both or neither)"] } },
    });
    expect(await get({ city, lat: "51.5", lng: "-0.1" })).toMatchObject({
      status: 422,
      body: { errors: { lat: ["lat is outside India (6 to 37.6)"] } },
    });
  });

  it("filters GET /api/search the same way", async () => {
    const city = newCity();
    const name = `Radius Dhaba ${uniqueSuffix()}`;
    const near = await listed({ city, name: `${name} Near`, ...INDIRANAGAR });
    await listed({ city, name: `${name} Far`, ...WHITEFIELD });
    const params = new URLSearchParams({ q: name, city, lat: String(KORAMANGALA.lat), lng: String(KORAMANGALA.lng) });
    const response = await search(new Request(`http://localhost/api/search?${params}`));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { restaurants: Array<{ _id: string }> };
    expect(body.restaurants.map((r) => r._id)).toEqual([near.id]);
  });

  it("without a pin, a PIN code's point stands for the shopper: the lists by PIN code follow the radius too", async () => {
    await ensureTestPincodes();
    const city = newCity();
    const near = await listed({ city, ...INDIRANAGAR }); // about 5.6 km from 560034's point: within 7 km
    const far = await listed({ city, ...WHITEFIELD }); // about 13.6 km: beyond 7 km, within 15 km
    const wide = await listed({ city, ...WHITEFIELD, deliveryRadiusMeters: 15_000 });
    const unpinned = await listed({ city });
    const ids = async (place: Parameters<typeof listRestaurants>[0]) =>
      new Set((await listRestaurants(place)).restaurants.map((r) => r.id));

    expect(await ids({ city, pincode: "560034" })).toEqual(new Set([near.id, wide.id, unpinned.id]));
    // Whitefield's own PIN code: the Whitefield kitchens, not the Indiranagar one (about 11.9 km)
    expect(await ids({ city, pincode: "560066" })).toEqual(new Set([far.id, wide.id, unpinned.id]));
    // a PIN code the table does not know: the city and PIN lists alone
    expect(await ids({ city, pincode: "560999" })).toEqual(new Set([near.id, far.id, wide.id, unpinned.id]));
    // a pin given beside the PIN code wins
    expect(await ids({ city, pincode: "560066", ...KORAMANGALA })).toEqual(new Set([near.id, wide.id, unpinned.id]));
  });
});
