import type { FixedWindow } from "@/lib/rate-limit/service";

// How often codes may be texted and tried (docs/accounts.md, "Mobile number and one-time codes").
// Per number, whatever the purpose and whoever asks: a number cannot be flooded with texts, and one code
// in 10^6 with 5 tries each allows at most 50 guesses a day. Per address: one caller cannot text many
// numbers nor try many codes.
export const CODES_PER_NUMBER: FixedWindow = { limit: 3, windowMs: 15 * 60 * 1000 };
export const CODES_PER_NUMBER_PER_DAY: FixedWindow = { limit: 10, windowMs: 24 * 60 * 60 * 1000 };
export const CODES_PER_ADDRESS: FixedWindow = { limit: 20, windowMs: 60 * 60 * 1000 };
export const CODE_CHECKS_PER_ADDRESS: FixedWindow = { limit: 30, windowMs: 10 * 60 * 1000 };

export const TOO_MANY_CODES = (wait: string) => `Too many codes asked for. Please try again ${wait}.`;
export const TOO_MANY_CHECKS = (wait: string) => `Too many codes tried. Please try again ${wait}.`;
