import "server-only";
import NextAuth from "next-auth";
import Google from "next-auth/providers/google";
import { findOrCreateGoogleCustomer, googleSignInRefusal } from "@/lib/accounts/login";
import { isSessionLive, startSession } from "@/lib/accounts/sessions";
import { claimsFor, SESSION_TTL_SECONDS } from "@/lib/auth/tokens";
import { env } from "@/lib/env";

export function googleEnabled(): boolean {
  const { GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = env();
  return Boolean(GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET);
}

// next-auth owns the session cookie's format and the Google sign-in; the spec's /api/login facade
// writes the very same cookie (lib/auth/respond.ts), and lib/auth/session.ts reads both. It has no
// credentials provider: passwords are checked at one door only, with its limits
// (lib/accounts/password-door.ts). The config is built per request so a build never needs the environment.
export const { handlers } = NextAuth(() => {
  const { AUTH_SECRET, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET } = env();
  return {
    secret: AUTH_SECRET,
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_TTL_SECONDS },
    pages: { signIn: "/auth/login/customer", error: "/auth/login/customer" },
    providers: [
      ...(googleEnabled() ? [Google({ clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET })] : []),
    ],
    callbacks: {
      // Only Google signs in here, and only with an email Google verified that no password account holds.
      async signIn({ account, profile }) {
        if (account?.provider !== "google") return false;
        const refusal = await googleSignInRefusal(profile?.email, profile?.email_verified);
        return refusal ? `/auth/login/customer?error=${refusal}` : true;
      },
      async jwt({ token, account, profile }) {
        if (account?.provider === "google" && profile?.email) {
          const identity = await findOrCreateGoogleCustomer(profile.email, profile.name ?? profile.email);
          const { user: sessionUser } = await startSession(identity);
          return { ...token, ...claimsFor(sessionUser, sessionUser.sessionId) };
        }
        // next-auth's own /api/auth/session reads this cookie too: a revoked login ends there as well.
        if (typeof token.sid === "string" && !(await isSessionLive(token.sid))) return null;
        return token;
      },
    },
  };
});
