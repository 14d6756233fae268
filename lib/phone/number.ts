// Indian mobile numbers as customers type them, and the one form we keep (E.164). No server imports:
// the profile's and the phone login's forms check with the same words the server answers with.

export const PHONE_NUMBER_MESSAGE = "Enter a 10-digit Indian mobile number";

/** Longer than any way of writing a number (spaces, dashes, +91): refused before any work. */
const MAX_PHONE_INPUT = 30;

const MOBILE = /^[6-9][0-9]{9}$/;

/**
 * "98765 43210", "+91 98765 43210", "+91-9876543210", "09876543210" and "919876543210" are all
 * "+919876543210". Spaces, dashes, dots and brackets go; then a leading +91, or 91 / 0 only when
 * what is left would otherwise be too long (a ten-digit number may itself start with 91). What
 * is left must be ten digits starting 6-9, else null.
 */
export function toE164(input: string): string | null {
  if (input.length > MAX_PHONE_INPUT) return null;
  let digits = input.trim().replace(/[\s\-.()]/g, "");
  if (digits.startsWith("+91")) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith("91")) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith("0")) digits = digits.slice(1);
  return MOBILE.test(digits) ? `+91${digits}` : null;
}

/** "+91 98765 43210": an E.164 Indian number as people read it. */
export function displayPhone(e164: string): string {
  const local = e164.startsWith("+91") ? e164.slice(3) : e164;
  return MOBILE.test(local) ? `+91 ${local.slice(0, 5)} ${local.slice(5)}` : e164;
}
