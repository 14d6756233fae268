import { NextResponse, type NextRequest } from "next/server";
import { guardRedirect } from "@/lib/auth/guards";
import { getSessionUser } from "@/lib/auth/session";

// Role guards for page routes. Every route handler still checks the caller for itself.
export async function proxy(request: NextRequest) {
  const user = await getSessionUser(request);
  const target = guardRedirect(request.nextUrl.pathname, user?.userType ?? null);
  if (target) return NextResponse.redirect(new URL(target, request.url));
  return NextResponse.next();
}

export const config = {
  matcher: ["/restaurant", "/restaurant/:path*"],
};
