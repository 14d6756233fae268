/**
 * The spec's longer toast durations (section 9), in milliseconds, for the auth forms. A success
 * (2 s) or an error (4 s) needs none: lib/ui/toast.ts applies those by default.
 */
export const TOAST_MS = {
  /** Login toasts stay 4 to 5 s; the blank-fields and mismatch messages 5 s. */
  login: 5000,
  blank: 5000,
  signupSuccess: 4000,
} as const;
