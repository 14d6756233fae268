// POST /api/phone/sendCode - a customer asks for a code texted to the number they want to add
import { handler } from "@/lib/http/handler";
import { PhoneSchema } from "@/lib/phone/schemas";
import { sendVerifyCode } from "@/lib/phone/service";
import { clientIp } from "@/lib/rate-limit/client-ip";

export const POST = handler({ auth: "customer", body: PhoneSchema }, async ({ request, user, body }) =>
  sendVerifyCode(user, body.phone, clientIp(request.headers)),
);
