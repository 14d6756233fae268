import type { FixedWindow } from "@/lib/rate-limit/service";

// Per-IP limits allow a shared office or college network; per-email limits stop guessing one
// account's password from many addresses.
export const LOGIN_PER_IP: FixedWindow = { limit: 30, windowMs: 10 * 60 * 1000 };
export const LOGIN_PER_EMAIL: FixedWindow = { limit: 10, windowMs: 10 * 60 * 1000 };
export const SIGNUP_PER_IP: FixedWindow = { limit: 10, windowMs: 60 * 60 * 1000 };
export const SIGNUP_PER_EMAIL: FixedWindow = { limit: 5, windowMs: 60 * 60 * 1000 };
export const REFRESH_PER_IP: FixedWindow = { limit: 120, windowMs: 10 * 60 * 1000 };

export const TOO_MANY_LOGINS = "Too many login attempts. Please wait a few minutes and try again.";
export const TOO_MANY_SIGNUPS = "Too many sign-up attempts. Please try again later.";
