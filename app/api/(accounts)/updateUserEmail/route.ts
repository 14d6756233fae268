// POST /api/updateUserEmail - a logged-in user asks to change their own email: a link to the new address makes the change
import { authorizeEmailChange, requestEmailChange } from "@/lib/accounts/email-change";
import {
  EMAIL_CHANGE_PER_ACCOUNT,
  EMAIL_CHANGE_PER_IP,
  EMAIL_CHANGE_PER_TARGET,
  TOO_MANY_EMAIL_CHANGES,
} from "@/lib/accounts/limits";
import { UpdateEmailSchema } from "@/lib/accounts/schemas";
import { handler } from "@/lib/http/handler";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit/service";

export const POST = handler({ auth: "user", body: UpdateEmailSchema }, async ({ request, user, body }) => {
  const ip = clientIp(request.headers);
  // Who may ask comes first: the limits bound probing addresses, which only a caller who may ask can do.
  await authorizeEmailChange(user, body, ip);
  await enforceRateLimit(`email-change:ip:${ip}`, EMAIL_CHANGE_PER_IP, TOO_MANY_EMAIL_CHANGES);
  await enforceRateLimit(`email-change:account:${user.id}`, EMAIL_CHANGE_PER_ACCOUNT, TOO_MANY_EMAIL_CHANGES);
  await enforceRateLimit(`email-change:email:${body.email}`, EMAIL_CHANGE_PER_TARGET, TOO_MANY_EMAIL_CHANGES);
  // The same answer whether the address was free or taken (docs/accounts.md).
  return requestEmailChange(user, body.email);
});
