import type { Limit } from "@/lib/rate-limit/service";

// Per-IP limits allow a shared office or college network; per-email limits stop guessing one
// account's password from many addresses.
export const LOGIN_PER_IP: Limit = { limit: 30, windowSeconds: 10 * 60 };
export const LOGIN_PER_EMAIL: Limit = { limit: 10, windowSeconds: 10 * 60 };
export const SIGNUP_PER_IP: Limit = { limit: 10, windowSeconds: 60 * 60 };
export const SIGNUP_PER_EMAIL: Limit = { limit: 5, windowSeconds: 60 * 60 };
export const REFRESH_PER_IP: Limit = { limit: 120, windowSeconds: 10 * 60 };

export const TOO_MANY_LOGINS = "Too many login attempts. Please wait a few minutes and try again.";
export const TOO_MANY_SIGNUPS = "Too many sign-up attempts. Please try again later.";
