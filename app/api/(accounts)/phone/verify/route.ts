// POST /api/phone/verify - a customer proves the number with its code; it becomes their number
import { handler } from "@/lib/http/handler";
import { PhoneCodeSchema } from "@/lib/phone/schemas";
import { verifyPhone } from "@/lib/phone/service";
import { clientIp } from "@/lib/rate-limit/client-ip";

export const POST = handler({ auth: "customer", body: PhoneCodeSchema }, async ({ request, user, body }) =>
  verifyPhone(user, body.phone, body.code, clientIp(request.headers)),
);
