// POST /api/login/{usertype} - a customer or restaurant owner logs in; sets the session cookies
import { NextResponse } from "next/server";
import { checkPasswordAtDoor } from "@/lib/accounts/password-door";
import { LoginSchema, UserTypeSchema } from "@/lib/accounts/schemas";
import { loginPayload } from "@/lib/accounts/service";
import { startSession } from "@/lib/accounts/sessions";
import { accessTokenFor, setSessionCookies } from "@/lib/auth/respond";
import { handler } from "@/lib/http/handler";
import { AppError } from "@/lib/http/errors";
import { clientIp } from "@/lib/rate-limit/client-ip";

export const POST = handler({ auth: "public", body: LoginSchema, signIn: true }, async ({ request, body, params }) => {
  const parsed = UserTypeSchema.safeParse(params.usertype);
  if (!parsed.success) throw new AppError(404, "Log in as customer or restaurant");
  const identity = await checkPasswordAtDoor({
    email: body.email,
    password: body.password,
    userType: parsed.data,
    ip: clientIp(request.headers),
  });
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
