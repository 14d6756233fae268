// POST /api/signup/rider - a visitor becomes a delivery partner (issue 32); logs in at /api/login/rider
import { SIGNUP_PER_EMAIL, SIGNUP_PER_IP, TOO_MANY_SIGNUPS } from "@/lib/accounts/limits";
import { handler } from "@/lib/http/handler";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit/service";
import { RiderSignupSchema } from "@/lib/riders/schemas";
import { signupRider } from "@/lib/riders/service";

export const POST = handler({ auth: "public", body: RiderSignupSchema, signIn: true }, async ({ request, body }) => {
  await enforceRateLimit(`signup:ip:${clientIp(request.headers)}`, SIGNUP_PER_IP, TOO_MANY_SIGNUPS);
  await enforceRateLimit(`signup:email:${body.email}`, SIGNUP_PER_EMAIL, TOO_MANY_SIGNUPS);
  await signupRider(body);
  return { message: "Rider account created. Please log in." };
});
