// POST /api/phone/login - a customer logs in with their number and its code; sets the session cookies
import { loginResponse } from "@/lib/accounts/login-answer";
import { handler } from "@/lib/http/handler";
import { PhoneCodeSchema } from "@/lib/phone/schemas";
import { loginWithCode } from "@/lib/phone/service";
import { clientIp } from "@/lib/rate-limit/client-ip";

export const POST = handler({ auth: "public", body: PhoneCodeSchema, signIn: true }, async ({ request, body }) =>
  loginResponse(request, await loginWithCode(body.phone, body.code, clientIp(request.headers))),
);
