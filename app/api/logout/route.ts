// POST /api/logout - ends the caller's login (its refresh tokens stop working) and clears cookies
import { NextResponse } from "next/server";
import { revokeSession } from "@/lib/accounts/service";
import { clearSessionCookies } from "@/lib/auth/respond";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "public" }, async ({ request, user }) => {
  if (user) await revokeSession(user.sessionId);
  const response = NextResponse.json({ message: "Logged out successfully" });
  clearSessionCookies(response, request);
  return response;
});
