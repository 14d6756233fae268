// POST /api/confirmEmailChange - makes an email change with the token mailed to the new address
import { NextResponse } from "next/server";
import { confirmEmailChange } from "@/lib/accounts/email-change";
import { TOKEN_LINKS_PER_IP, TOO_MANY_LINKS } from "@/lib/accounts/limits";
import { AccountTokenSchema } from "@/lib/accounts/schemas";
import { setSessionCookies } from "@/lib/auth/respond";
import { handler } from "@/lib/http/handler";
import { clientIp } from "@/lib/rate-limit/client-ip";
import { enforceRateLimit } from "@/lib/rate-limit/service";

export const POST = handler(
  { auth: "public", body: AccountTokenSchema, signIn: true },
  async ({ request, user, via, body }) => {
    await enforceRateLimit(`token-link:ip:${clientIp(request.headers)}`, TOKEN_LINKS_PER_IP, TOO_MANY_LINKS);
    const changed = await confirmEmailChange(body.token, user);
    const response = NextResponse.json({ message: changed.message });
    // The browser that confirmed, signed in to this account, keeps its login: its cookie now names the new email.
    if (user && via === "cookie") await setSessionCookies(response, request, { ...user, email: changed.email });
    return response;
  },
);
