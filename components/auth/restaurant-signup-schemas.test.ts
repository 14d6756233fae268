import { describe, expect, it } from "vitest";
import {
  AccountStepSchema,
  RestaurantStepSchema,
  signupBody,
  toClock,
} from "@/components/auth/restaurant-signup-schemas";
import { RestaurantSignupSchema } from "@/lib/accounts/schemas";

const account = { username: "Asha", email: "Asha@Example.in", password: "secret123", confirmPassword: "secret123" };
const restaurant = {
  name: "Asha's Kitchen",
  image: { imageUrl: "/uploads/RestaurantImages/a.png", public_id: "RestaurantImages/a" },
  location: { address: "12 MG Road", city: "Pune", state: "Maharashtra" },
  cuisines: ["Biryani", "Kebab"],
  opentime: { hour: "9", minute: "5" },
  closetime: { hour: 23, minute: 30 },
};

describe("restaurant sign-up steps", () => {
  it("step 1 says 'Passwords do not match' on the confirmation", () => {
    const result = AccountStepSchema.safeParse({ ...account, confirmPassword: "secret124" });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirmPassword"], message: "Passwords do not match" }),
    ]);
  });

  it("step 2 keeps hours 0-23 and minutes 0-59", () => {
    expect(RestaurantStepSchema.safeParse(restaurant).success).toBe(true);
    const bad = RestaurantStepSchema.safeParse({ ...restaurant, opentime: { hour: 24, minute: 60 } });
    expect(bad.error?.issues.map((i) => i.message)).toEqual(["Hour must be 0 to 23", "Minute must be 0 to 59"]);
    const blank = RestaurantStepSchema.safeParse({ ...restaurant, closetime: { hour: "", minute: " " } });
    expect(blank.error?.issues.map((i) => i.message)).toEqual(["Hour must be 0 to 23", "Minute must be 0 to 59"]);
  });

  it("builds a body the handler's schema accepts, with HH:MM times", () => {
    expect(toClock({ hour: 7, minute: 0 })).toBe("07:00");
    const body = signupBody(AccountStepSchema.parse(account), RestaurantStepSchema.parse(restaurant));
    expect(body).toMatchObject({
      user: { username: "Asha", email: "asha@example.in", password: "secret123", usertype: "restaurant" },
      opentime: "09:05",
      closetime: "23:30",
    });
    expect(body.user).not.toHaveProperty("confirmPassword");
    expect(RestaurantSignupSchema.safeParse(body).success).toBe(true);
  });
});
