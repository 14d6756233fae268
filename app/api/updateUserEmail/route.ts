// POST /api/updateUserEmail - a logged-in user changes their own email
import { NextResponse } from "next/server";
import { UpdateEmailSchema } from "@/lib/accounts/schemas";
import { updateEmail } from "@/lib/accounts/service";
import { setSessionCookies } from "@/lib/auth/respond";
import { handler } from "@/lib/http/handler";
import { AppError } from "@/lib/http/errors";

export const POST = handler({ auth: "user", body: UpdateEmailSchema }, async ({ request, user, via, body }) => {
  // The spec's client names the account by username; the session decides whose it is.
  if (body.username !== undefined && body.username !== user.username) {
    throw new AppError(403, "You can only change your own email");
  }
  const updated = await updateEmail(user, body.email);
  const response = NextResponse.json({ message: "Email updated successfully" });
  if (via === "cookie") await setSessionCookies(response, request, updated);
  return response;
});
