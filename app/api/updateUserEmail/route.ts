// POST /api/updateUserEmail - a logged-in user changes their own email
import { NextResponse } from "next/server";
import { UpdateEmailSchema } from "@/lib/accounts/schemas";
import { updateEmail } from "@/lib/accounts/service";
import { setSessionCookies } from "@/lib/auth/respond";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "user", body: UpdateEmailSchema }, async ({ request, user, via, body }) => {
  const updated = await updateEmail(user, body);
  const response = NextResponse.json({ message: "Email updated successfully" });
  if (via === "cookie") await setSessionCookies(response, request, updated);
  return response;
});
