// POST /api/forgotPassword - mails a password reset link to the account with that email, if there is one (the same answer either way)
import { requestPasswordReset } from "@/lib/accounts/recovery";
import { ForgotPasswordSchema } from "@/lib/accounts/schemas";
import { handler } from "@/lib/http/handler";
import { clientIp } from "@/lib/rate-limit/client-ip";

export const POST = handler({ auth: "public", body: ForgotPasswordSchema, signIn: true }, ({ request, body }) =>
  requestPasswordReset(body, clientIp(request.headers)),
);
