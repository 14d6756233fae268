import { describe, expect, it } from "vitest";
import { createRestaurantWith } from "@/tests/support/factories";
import { GET } from "@/app/api/(catalog)/getRestauarntById/route";

async function getById(query: string) {
  const response = await GET(new Request(`http://localhost/api/getRestauarntById${query}`));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe("GET /api/getRestauarntById", () => {
  it("answers one restaurant in the spec's shape with its rating from reviews", async () => {
    const created = await createRestaurantWith({
      name: "Detail Check Kitchen",
      address: "7 Lake View",
      city: "Chennai",
      state: "Tamil Nadu",
      cuisines: ["South Indian", "Juices"],
      openMinute: 0,
      closeMinute: 0,
      deliveryMinutes: 41,
      ratingCount: 3,
      ratingTotal: 13,
    });

    const { status, body } = await getById(`?_id=${created.id}`);

    expect(status).toBe(200);
    expect(body).toEqual({
      restaurant: {
        _id: created.id,
        name: "Detail Check Kitchen",
        image: { imageUrl: "/images/restaurants/r01.webp" },
        location: { address: "7 Lake View", city: "Chennai", state: "Tamil Nadu" },
        cuisines: ["South Indian", "Juices"],
        opentime: "1969-12-31T18:30:00.000Z",
        closetime: "1969-12-31T18:30:00.000Z",
        openTime: "00:00",
        closeTime: "00:00",
        timeZone: "Asia/Kolkata",
        isOpen: true,
        deliveryTime: 41,
        rating: 4.3,
        reviewCount: 3,
        deliveryCities: ["Chennai"],
        deliveryPincodes: [],
        paused: false,
        pauseReason: null,
        pausedUntil: null,
        fssaiNumber: null,
        gstAddedPercent: null,
        offer: null,
        weekWindows: [],
        closedDates: [],
      },
    });
  });

  it("answers 404 for an id no restaurant has", async () => {
    expect(await getById("?_id=cnosuchrestaurant000000000")).toEqual({
      status: 404,
      body: { message: "Restaurant not found" },
    });
  });

  it("answers 422, not 500, for a missing or malformed id", async () => {
    expect(await getById("")).toEqual({
      status: 422,
      body: { message: "Some fields are missing or invalid", errors: { _id: ["_id is required"] } },
    });
    for (const bad of ["%27%20OR%201%3D1--", "x".repeat(65), "{}"]) {
      expect(await getById(`?_id=${bad}`)).toEqual({
        status: 422,
        body: { message: "Some fields are missing or invalid", errors: { _id: ["_id is not a valid id"] } },
      });
    }
  });
});
