// POST /api/resetPassword - sets a new password with a reset link's token and ends every login of the account
import { TOKEN_LINKS_PER_IP, TOO_MANY_LINKS } from "@/lib/accounts/limits";
import { resetPassword } from "@/lib/accounts/recovery";
import { ResetPasswordSchema } from "@/lib/accounts/schemas";
import { handler } from "@/lib/http/handler";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit/service";

export const POST = handler({ auth: "public", body: ResetPasswordSchema, signIn: true }, async ({ request, body }) => {
  await enforceRateLimit(`token-link:ip:${clientIp(request.headers)}`, TOKEN_LINKS_PER_IP, TOO_MANY_LINKS);
  return resetPassword(body);
});
