// POST /api/restaurantSignup - a partner registers an owner account and its restaurant together
import { SIGNUP_PER_EMAIL, SIGNUP_PER_IP, TOO_MANY_SIGNUPS } from "@/lib/accounts/limits";
import { RestaurantSignupSchema } from "@/lib/accounts/schemas";
import { createRestaurantAccount } from "@/lib/accounts/signup";
import { handler } from "@/lib/http/handler";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit/service";

export const POST = handler(
  { auth: "public", body: RestaurantSignupSchema, signIn: true },
  async ({ request, user, body }) => {
    const ip = clientIp(request.headers);
    await enforceRateLimit(`signup:ip:${ip}`, SIGNUP_PER_IP, TOO_MANY_SIGNUPS);
    await enforceRateLimit(`signup:email:${body.user.email}`, SIGNUP_PER_EMAIL, TOO_MANY_SIGNUPS);
    await createRestaurantAccount(body, { userId: user?.id ?? null, ip });
    // 200, not 201: the spec's client reads the message of a plain success.
    return { message: "Restaurant registered successfully. Please log in." };
  },
);
