// GET|POST /api/auth/* - next-auth's own endpoints (Credentials sign-in, Google OAuth when configured)
import { handlers } from "@/lib/auth/next-auth";

export const { GET, POST } = handlers;
