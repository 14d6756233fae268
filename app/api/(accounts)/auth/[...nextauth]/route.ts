// GET|POST /api/auth/* - next-auth's own endpoints (Google OAuth when configured), with our body bound,
// trusted hosts and relative redirects (lib/auth/next-auth-route.ts)
import { handlers } from "@/lib/auth/next-auth";
import { nextAuthRoute } from "@/lib/auth/next-auth-route";

export const GET = nextAuthRoute(handlers.GET);
export const POST = nextAuthRoute(handlers.POST);
