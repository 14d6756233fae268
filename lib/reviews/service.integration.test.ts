import { describe, expect, it } from "vitest";
import { db } from "@/lib/db";
import { listReviews } from "@/lib/reviews/service";
import { createRestaurant, createUser } from "@/tests/support/factories";

// Reviews are written by a later issue; these rows stand in for them.
async function addReview(
  restaurantId: string,
  customer: { id: string; username: string },
  review: { rating: number; text: string | null; createdAt: Date },
) {
  const order = await db().order.create({
    data: {
      customerId: customer.id,
      restaurantId,
      customerName: customer.username,
      deliveryAddress: "2 Test Lane",
      deliveryCity: "Hyderabad",
      deliveryState: "Telangana",
      status: "delivered",
      paymentStatus: "paid",
      subtotalPaise: 30000,
      deliveryChargePaise: 2000,
      totalPaise: 32000,
    },
  });
  return db().review.create({ data: { orderId: order.id, restaurantId, customerId: customer.id, ...review } });
}

describe("listReviews", () => {
  it("lists a restaurant's reviews newest first with the reviewer's username", async () => {
    const restaurant = await createRestaurant();
    const other = await createRestaurant();
    const asha = await createUser("customer");
    const ravi = await createUser("customer");
    const old = await addReview(restaurant.id, asha, {
      rating: 4,
      text: "Good biryani",
      createdAt: new Date("2026-03-01T10:00:00Z"),
    });
    const recent = await addReview(restaurant.id, ravi, {
      rating: 2,
      text: null,
      createdAt: new Date("2026-05-01T10:00:00Z"),
    });
    await addReview(other.id, asha, { rating: 5, text: "Elsewhere", createdAt: new Date("2026-06-01T10:00:00Z") });

    expect(await listReviews(restaurant.id)).toEqual([
      { id: recent.id, rating: 2, text: null, customerName: ravi.username, createdAt: "2026-05-01T10:00:00.000Z" },
      {
        id: old.id,
        rating: 4,
        text: "Good biryani",
        customerName: asha.username,
        createdAt: "2026-03-01T10:00:00.000Z",
      },
    ]);
  });

  it("answers an empty list for a restaurant without reviews or an unknown id", async () => {
    const restaurant = await createRestaurant();
    expect(await listReviews(restaurant.id)).toEqual([]);
    expect(await listReviews("cnosuchrestaurant000000000")).toEqual([]);
  });
});
