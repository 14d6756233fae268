/** Why a Google sign-in is refused; the login screen shows it from `?error=` (lib/auth/next-auth.ts). */
export const GOOGLE_SIGN_IN_ERRORS = {
  GoogleEmailNotVerified: "Google has not verified this email address. Please use another way to log in.",
  AccountExists:
    "An account with this email already exists. Log in with your email and password; it is not linked to Google.",
} as const;
export type GoogleSignInError = keyof typeof GOOGLE_SIGN_IN_ERRORS;

/** The message for a login screen's `error` parameter, if it is one of ours. */
export function googleSignInMessage(error: unknown): string | null {
  return typeof error === "string" && Object.hasOwn(GOOGLE_SIGN_IN_ERRORS, error)
    ? GOOGLE_SIGN_IN_ERRORS[error as GoogleSignInError]
    : null;
}
