// POST /api/phone/loginCode - anyone asks for a login code; texted only to a customer's verified number
import { handler } from "@/lib/http/handler";
import { PhoneSchema } from "@/lib/phone/schemas";
import { sendLoginCode } from "@/lib/phone/service";
import { clientIp } from "@/lib/rate-limit/client-ip";

export const POST = handler({ auth: "public", body: PhoneSchema, signIn: true }, async ({ request, body }) =>
  sendLoginCode(body.phone, clientIp(request.headers)),
);
