// POST /api/updateUserEmail - a logged-in user changes their own email
import { NextResponse } from "next/server";
import {
  EMAIL_CHANGE_PER_ACCOUNT,
  EMAIL_CHANGE_PER_IP,
  EMAIL_CHANGE_PER_TARGET,
  TOO_MANY_EMAIL_CHANGES,
} from "@/lib/accounts/limits";
import { UpdateEmailSchema } from "@/lib/accounts/schemas";
import { EMAIL_CHANGE_ANSWER, updateEmail } from "@/lib/accounts/service";
import { setSessionCookies } from "@/lib/auth/respond";
import { handler } from "@/lib/http/handler";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit/service";

export const POST = handler({ auth: "user", body: UpdateEmailSchema }, async ({ request, user, via, body }) => {
  await enforceRateLimit(`email-change:ip:${clientIp(request.headers)}`, EMAIL_CHANGE_PER_IP, TOO_MANY_EMAIL_CHANGES);
  await enforceRateLimit(`email-change:account:${user.id}`, EMAIL_CHANGE_PER_ACCOUNT, TOO_MANY_EMAIL_CHANGES);
  await enforceRateLimit(`email-change:email:${body.email}`, EMAIL_CHANGE_PER_TARGET, TOO_MANY_EMAIL_CHANGES);
  const after = await updateEmail(user, body);
  // The same answer, cookies included, whether the address was free or taken (docs/accounts.md).
  const response = NextResponse.json({ message: EMAIL_CHANGE_ANSWER });
  if (via === "cookie") await setSessionCookies(response, request, after);
  return response;
});
