import { describe, expect, it } from "vitest";
import { ownCustomerId, ownRestaurantId } from "@/lib/auth/ownership";
import type { SessionUser } from "@/lib/auth/session-user";

const user = (userType: SessionUser["userType"], restaurantId: string | null): SessionUser => ({
  id: `${userType}-1`,
  username: "someone",
  email: "someone@example.test",
  userType,
  restaurantId,
  sessionId: "session-1",
});

describe("ownRestaurantId", () => {
  it("answers the owner's restaurant, whether or not the request names it", () => {
    expect(ownRestaurantId(user("restaurant", "r1"))).toBe("r1");
    expect(ownRestaurantId(user("restaurant", "r1"), "r1")).toBe("r1");
  });

  it("refuses another restaurant's id, a customer and an owner without a restaurant with 403", () => {
    expect(() => ownRestaurantId(user("restaurant", "r1"), "r2")).toThrow(
      expect.objectContaining({ status: 403, message: "You can only manage your own restaurant" }),
    );
    expect(() => ownRestaurantId(user("customer", null))).toThrow(
      expect.objectContaining({ status: 403, message: "Only the owner of a restaurant can do this" }),
    );
    expect(() => ownRestaurantId(user("restaurant", null), undefined, "Only the owner can cancel")).toThrow(
      expect.objectContaining({ status: 403, message: "Only the owner can cancel" }),
    );
  });
});

describe("ownCustomerId", () => {
  it("answers the caller's id when the request names them or no one, and refuses anyone else with 403", () => {
    const customer = user("customer", null);
    expect(ownCustomerId(customer, undefined, "not yours")).toBe(customer.id);
    expect(ownCustomerId(customer, customer.id, "not yours")).toBe(customer.id);
    expect(() => ownCustomerId(customer, "someone-else", "not yours")).toThrow(
      expect.objectContaining({ status: 403, message: "not yours" }),
    );
  });
});
