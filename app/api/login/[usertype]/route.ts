// POST /api/login/{usertype} - a customer or restaurant owner logs in; sets the session cookies
import { NextResponse } from "next/server";
import { LOGIN_PER_EMAIL, LOGIN_PER_IP, TOO_MANY_LOGINS } from "@/lib/accounts/limits";
import { LoginSchema, UserTypeSchema } from "@/lib/accounts/schemas";
import { loginPayload, startSession, verifyLogin } from "@/lib/accounts/service";
import { accessTokenFor, setSessionCookies } from "@/lib/auth/respond";
import { handler } from "@/lib/http/handler";
import { AppError } from "@/lib/http/errors";
import { clientIp, enforceRateLimit } from "@/lib/rate-limit/service";

export const POST = handler({ auth: "public", body: LoginSchema }, async ({ request, body, params }) => {
  const parsed = UserTypeSchema.safeParse(params.usertype);
  if (!parsed.success) throw new AppError(404, "Log in as customer or restaurant");
  const userType = parsed.data;
  await enforceRateLimit(`login:ip:${clientIp(request.headers)}`, LOGIN_PER_IP, TOO_MANY_LOGINS);
  await enforceRateLimit(`login:email:${userType}:${body.email}`, LOGIN_PER_EMAIL, TOO_MANY_LOGINS);

  const identity = await verifyLogin(body.email, body.password, userType);
  if (!identity) throw new AppError(401, "Invalid email or password");
  const { user, refreshToken } = await startSession(identity);
  const payload = await loginPayload(user.id);
  const response = NextResponse.json({
    message: "Logged in successfully",
    user: { ...payload.user, accessToken: await accessTokenFor(user), refreshToken },
    ...(payload.restaurantInfo && { restaurantInfo: payload.restaurantInfo }),
  });
  await setSessionCookies(response, request, user, refreshToken);
  return response;
});
