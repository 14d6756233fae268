import { describe, expect, it } from "vitest";
import type { ApiRestaurant } from "@/lib/restaurants/api-shape";
import { restaurantCardOf } from "@/components/restaurants/card-data";

const base: ApiRestaurant = {
  _id: "r1",
  name: "Lucknowi Kebab Corner",
  image: { imageUrl: "https://thali.example/images/restaurants/r07.webp" },
  location: { address: "12 Hazratganj", city: "Lucknow", state: "Uttar Pradesh" },
  cuisines: ["Kebab", "North Indian"],
  opentime: "2026-11-29T12:30:00.000Z",
  closetime: "2026-11-29T20:30:00.000Z",
  openTime: "18:00",
  closeTime: "02:00",
  timeZone: "Asia/Kolkata",
  weekWindows: [],
  closedDates: [],
  isOpen: true,
  deliveryTime: 44,
  rating: 4.25,
  reviewCount: 8,
  deliveryCities: ["Lucknow"],
  deliveryPincodes: [],
  paused: false,
  pauseReason: null,
  pausedUntil: null,
  fssaiNumber: "12345678901234",
  gstAddedPercent: null,
  offer: "20% OFF up to ₹80",
};

describe("restaurantCardOf", () => {
  it("keeps what the card draws, our own photo as a root path for the optimizer", () => {
    const card = restaurantCardOf(base);
    expect(card).toMatchObject({
      id: "r1",
      name: "Lucknowi Kebab Corner",
      image: "/images/restaurants/r07.webp",
      cuisines: "Kebab, North Indian",
      rating: 4.25,
      reviewCount: 8,
      deliveryTime: 44,
      city: "Lucknow",
      openTime: "18:00",
      offer: "20% OFF up to ₹80",
      matchedDish: null,
      paused: null,
      area: { deliveryCities: ["Lucknow"], deliveryPincodes: [] },
    });
    expect(card.hours).toMatchObject({
      openMinute: 18 * 60,
      closeMinute: 2 * 60,
      timeZone: "Asia/Kolkata",
      isOpen: true,
    });
    // The address, licence and tax fields are not the card's: they stay out of the page's flight data.
    expect(JSON.stringify(card)).not.toMatch(/Hazratganj|12345678901234|opentime/);
  });

  it("says why a paused kitchen is not taking orders, and until when, as of the render", () => {
    const paused = { ...base, paused: true, isOpen: false, pauseReason: "Kitchen maintenance" };
    expect(restaurantCardOf(paused).paused).toBe("Not taking orders right now: Kitchen maintenance");
    const until = { ...paused, pausedUntil: "2026-11-29T14:30:00.000Z" };
    const text = restaurantCardOf(until, new Date("2026-11-29T12:00:00.000Z")).paused;
    expect(text).toMatch(/^Paused until .*8:00.*pm.*: Kitchen maintenance$/i);
  });

  it("keeps the dish a search matched", () => {
    expect(restaurantCardOf({ ...base, matchedDish: "Galouti Kebab, ₹249" }).matchedDish).toBe("Galouti Kebab, ₹249");
  });
});
