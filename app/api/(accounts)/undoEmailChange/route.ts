// POST /api/undoEmailChange - puts an account's old email back with the undo link mailed to it, and ends every login
import { undoEmailChange } from "@/lib/accounts/email-change";
import { TOKEN_LINKS_PER_IP, TOO_MANY_LINKS } from "@/lib/accounts/limits";
import { AccountTokenSchema } from "@/lib/accounts/schemas";
import { handler } from "@/lib/http/handler";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit/service";

export const POST = handler({ auth: "public", body: AccountTokenSchema, signIn: true }, async ({ request, body }) => {
  await enforceRateLimit(`token-link:ip:${clientIp(request.headers)}`, TOKEN_LINKS_PER_IP, TOO_MANY_LINKS);
  return undoEmailChange(body.token);
});
