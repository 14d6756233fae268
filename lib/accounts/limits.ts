import type { FixedWindow } from "@/lib/rate-limit/service";

// Limits on the doors that check passwords and create accounts (docs/security.md).
// - Per address: every login attempt counts; a shared office or college network still fits.
// - Per address and account: failed logins only; a success from that address clears them.
// - Per account, from addresses it never logged in from: failed logins only. This stops guessing
//   one account's password from many addresses, and cannot lock the owner out: failures from an
//   address with a previous success never count here, and such an address is not refused by it.
export const LOGIN_PER_IP: FixedWindow = { limit: 30, windowMs: 10 * 60 * 1000 };
export const LOGIN_FAILURES_PER_IP_AND_ACCOUNT: FixedWindow = { limit: 10, windowMs: 10 * 60 * 1000 };
export const LOGIN_FAILURES_PER_ACCOUNT_FROM_NEW_ADDRESSES: FixedWindow = { limit: 20, windowMs: 10 * 60 * 1000 };
/** An address counts as the owner's for this long after a successful login from it. */
export const KNOWN_ADDRESS_DAYS = 90;
export const SIGNUP_PER_IP: FixedWindow = { limit: 10, windowMs: 60 * 60 * 1000 };
export const SIGNUP_PER_EMAIL: FixedWindow = { limit: 5, windowMs: 60 * 60 * 1000 };
// Email changes answer alike whether the address is free or taken, and these bound how many addresses
// one caller can try (their own profile still shows whether a change took, until the mail issue's
// confirmation step). Per address a little looser than sign-up: people behind one NAT change emails rarely.
export const EMAIL_CHANGE_PER_IP: FixedWindow = { limit: 20, windowMs: 60 * 60 * 1000 };
export const EMAIL_CHANGE_PER_ACCOUNT: FixedWindow = { limit: 5, windowMs: 60 * 60 * 1000 };
export const EMAIL_CHANGE_PER_TARGET: FixedWindow = { limit: 5, windowMs: 60 * 60 * 1000 };
// "Forgot password?" mails whoever holds the address: per address and account type a few a quarter hour
// (a typo retried, a slow inbox), per client address enough for an office. Keyed by the email given, so
// they say nothing of whether an account has it.
export const FORGOT_PER_EMAIL: FixedWindow = { limit: 3, windowMs: 15 * 60 * 1000 };
export const FORGOT_PER_IP: FixedWindow = { limit: 20, windowMs: 15 * 60 * 1000 };
// Links from mail (reset, confirm, undo): a token is 256 random bits, so this only bounds the noise.
export const TOKEN_LINKS_PER_IP: FixedWindow = { limit: 60, windowMs: 15 * 60 * 1000 };
export const REFRESH_PER_IP: FixedWindow = { limit: 120, windowMs: 10 * 60 * 1000 };

export const TOO_MANY_LOGINS = "Too many login attempts. Please wait a few minutes and try again.";
export const TOO_MANY_SIGNUPS = "Too many sign-up attempts. Please try again later.";
export const TOO_MANY_EMAIL_CHANGES = "Too many email changes. Please try again later.";
export const TOO_MANY_RESETS = (wait: string) => `Too many reset requests. Please try again ${wait}.`;
export const TOO_MANY_LINKS = "Too many attempts. Please wait a few minutes and try again.";
