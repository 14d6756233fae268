/** The spec's toast durations (section 9), in milliseconds. */
export const TOAST_MS = {
  success: 2000,
  error: 4000,
  /** Login toasts stay 4 to 5 s; the blank-fields and mismatch messages 5 s. */
  login: 5000,
  blank: 5000,
  signupSuccess: 4000,
} as const;
