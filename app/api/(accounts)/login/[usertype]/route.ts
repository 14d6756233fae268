// POST /api/login/{usertype} - a customer, restaurant owner or delivery partner (rider) logs in; sets the session cookies
import { loginResponse } from "@/lib/accounts/login-answer";
import { checkPasswordAtDoor } from "@/lib/accounts/password-door";
import { LoginSchema, UserTypeSchema } from "@/lib/accounts/schemas";
import { handler } from "@/lib/http/handler";
import { AppError } from "@/lib/http/errors";
import { clientIp } from "@/lib/rate-limit/client-ip";

export const POST = handler({ auth: "public", body: LoginSchema, signIn: true }, async ({ request, body, params }) => {
  const parsed = UserTypeSchema.safeParse(params.usertype);
  if (!parsed.success) throw new AppError(404, "Log in as customer, restaurant, rider or admin");
  const identity = await checkPasswordAtDoor({
    email: body.email,
    password: body.password,
    userType: parsed.data,
    ip: clientIp(request.headers),
  });
  return loginResponse(request, identity);
});
