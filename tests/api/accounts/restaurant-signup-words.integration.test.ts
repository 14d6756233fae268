import { describe, expect, it } from "vitest";
import { POST as restaurantSignup } from "@/app/api/(accounts)/restaurantSignup/route";
import { db } from "@/lib/db";
import { randomIp, uniqueEmail } from "@/tests/support/accounts";
import { jsonPost } from "@/tests/support/session";

// Issue 27: a word no phone can wrap is refused when a restaurant signs up, as in the settings save
// (tests/api/owner/settings.integration.test.ts): 422 with the sign-up form's words, and no account made.

function body(email: string, change: { name?: string; address?: string }) {
  return {
    user: { username: "Ravi", email, password: "owner-password-1", usertype: "restaurant" },
    name: change.name ?? "Ravi's Dosa Corner",
    image: { imageUrl: "/uploads/RestaurantImages/none.png", public_id: "local/RestaurantImages/none.png" },
    location: { address: change.address ?? "12 Temple Street", city: "Chennai", state: "Tamil Nadu" },
    cuisines: ["South Indian"],
    opentime: "07:00",
    closetime: "22:30",
  };
}

describe("POST /api/restaurantSignup and long words", () => {
  it.each([
    [
      "name",
      { name: `Dosa ${"D".repeat(41)}` },
      "Restaurant name has a word longer than 40 characters: add spaces to it",
    ],
    [
      "location.address",
      { address: `12 ${"https://maps.example/".repeat(3)}` },
      "Address has a word longer than 40 characters: add spaces to it",
    ],
  ])("refuses a %s with a word over 40 characters, creating nothing", async (field, change, message) => {
    const email = uniqueEmail("owner");
    const res = await restaurantSignup(
      jsonPost("/api/restaurantSignup", body(email, change), { "x-forwarded-for": randomIp() }),
    );
    expect(res.status).toBe(422);
    const answer = (await res.json()) as { message: string; errors: Record<string, string[]> };
    expect(answer.errors[field]).toEqual([message]);
    expect(await db().user.count({ where: { email } })).toBe(0);
  });
});
