import "server-only";
import NextAuth from "next-auth";
import Credentials from "next-auth/providers/credentials";
import Google from "next-auth/providers/google";
import { LoginSchema, UserTypeSchema } from "@/lib/accounts/schemas";
import { findOrCreateGoogleCustomer, startSession, verifyLogin } from "@/lib/accounts/service";
import { claimsFor, SESSION_TTL_SECONDS } from "@/lib/auth/tokens";
import { env } from "@/lib/env";

export function googleEnabled(): boolean {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = env();
  return Boolean(GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET);
}

// next-auth owns the session cookie's format; the spec's /api/login facade writes the very same
// cookie (lib/auth/respond.ts), and lib/auth/session.ts reads both. The config is built per
// request so that a build never needs the environment.
export const { handlers } = NextAuth(() => {
  const { AUTH_SECRET, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = env();
  return {
    secret: AUTH_SECRET,
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_TTL_SECONDS },
    pages: { signIn: "/auth/login/customer", error: "/auth/login/customer" },
    providers: [
      Credentials({
        credentials: { email: {}, password: {}, usertype: {} },
        async authorize(raw) {
          const parsed = LoginSchema.extend({ usertype: UserTypeSchema }).safeParse(raw);
          if (!parsed.success) return null;
          const identity = await verifyLogin(parsed.data.email, parsed.data.password, parsed.data.usertype);
          if (!identity) return null;
          const { user } = await startSession(identity);
          return { id: user.id, email: user.email, name: user.username, claims: claimsFor(user, user.sessionId) };
        },
      }),
      ...(googleEnabled() ? [Google({ clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET })] : []),
    ],
    callbacks: {
      async jwt({ token, user, account, profile }) {
        if (account?.provider === "google" && profile?.email) {
          const identity = await findOrCreateGoogleCustomer(profile.email, profile.name ?? profile.email);
          const { user: sessionUser } = await startSession(identity);
          return { ...token, ...claimsFor(sessionUser, sessionUser.sessionId) };
        }
        const claims = (user as { claims?: object } | undefined)?.claims;
        return claims ? { ...token, ...claims } : token;
      },
    },
  };
});
