import { describe, expect, it } from "vitest";
import { createRestaurant } from "@/tests/support/factories";
import { GET } from "./route";

describe("GET /api/fetchRestaurants", () => {
  it("lists restaurants in the spec's shape", async () => {
    const created = await createRestaurant({ name: "Shape Check Biryani", openMinute: 0, closeMinute: 0 });

    const response = await GET(new Request("http://localhost/api/fetchRestaurants"));
    expect(response.status).toBe(200);
    const body = (await response.json()) as { restaurants: Array<Record<string, unknown>> };
    const found = body.restaurants.find((r) => r._id === created.id);

    expect(found).toEqual({
      _id: created.id,
      name: "Shape Check Biryani",
      image: { imageUrl: "/images/restaurants/r01.webp" },
      location: { address: "1 Test Road", city: "Hyderabad", state: "Telangana" },
      cuisines: ["Biryani", "Hyderbadi"],
      opentime: "1969-12-31T18:30:00.000Z",
      closetime: "1969-12-31T18:30:00.000Z",
      openTime: "00:00",
      closeTime: "00:00",
      timeZone: "Asia/Kolkata",
      isOpen: true,
      deliveryTime: 33,
      rating: null,
      reviewCount: 0,
    });
  });

  it("reports a restaurant outside its hours as closed", async () => {
    // open for one minute a day, so it is closed at almost any moment the test runs
    const now = new Date();
    const minuteNow = (now.getUTCHours() * 60 + now.getUTCMinutes() + 330) % 1440;
    const open = (minuteNow + 720) % 1440;
    const created = await createRestaurant({ openMinute: open, closeMinute: (open + 1) % 1440 });

    const body = (await (await GET(new Request("http://localhost/api/fetchRestaurants"))).json()) as {
      restaurants: Array<{ _id: string; isOpen: boolean }>;
    };
    expect(body.restaurants.find((r) => r._id === created.id)?.isOpen).toBe(false);
  });
});
