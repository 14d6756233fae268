// The limits of a restaurant's settings, without zod: the settings page shows them (the pause
// reasons, how many cities) in its first load, and the schema (settings-schemas.ts) enforces them.

export const MAX_DELIVERY_CITIES = 20;
export const MAX_DELIVERY_PINCODES = 200;
export const DELIVERY_CITY_MAX = 80;
export const PAUSE_REASON_MAX = 120;
export const PAUSE_REASON_REQUIRED = "Say why you are pausing orders";

/** The short list the settings page offers when pausing; any other reason may be typed. */
export const PAUSE_REASONS = ["Kitchen is very busy", "Closed for a private event", "Out of ingredients"] as const;

/**
 * What a restaurant without a photo shows wherever its picture goes (cards, its page, orders). The
 * column keeps this path rather than "", so every reader has an image to draw.
 */
export const NO_PHOTO_URL = "/images/restaurant-no-photo.svg";
