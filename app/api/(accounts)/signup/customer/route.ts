// POST /api/signup/customer - a visitor creates a customer account
import { SIGNUP_PER_EMAIL, SIGNUP_PER_IP, TOO_MANY_SIGNUPS } from "@/lib/accounts/limits";
import { CustomerSignupSchema } from "@/lib/accounts/schemas";
import { createCustomer } from "@/lib/accounts/signup";
import { handler } from "@/lib/http/handler";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit/service";

export const POST = handler({ auth: "public", body: CustomerSignupSchema, signIn: true }, async ({ request, body }) => {
  await enforceRateLimit(`signup:ip:${clientIp(request.headers)}`, SIGNUP_PER_IP, TOO_MANY_SIGNUPS);
  await enforceRateLimit(`signup:email:${body.email}`, SIGNUP_PER_EMAIL, TOO_MANY_SIGNUPS);
  await createCustomer(body);
  // 200, not 201: the spec's client reads the message of a plain success.
  return { message: "Account created successfully. Please log in." };
});
