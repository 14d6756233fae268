// The limits of a restaurant's settings, without zod: the settings page shows them (the pause
// reasons, how many cities) in its first load, and the schema (settings-schemas.ts) enforces them.

export const MAX_DELIVERY_CITIES = 20;
export const MAX_DELIVERY_PINCODES = 200;
export const DELIVERY_CITY_MAX = 80;
export const PAUSE_REASON_MAX = 120;
export const PAUSE_REASON_REQUIRED = "Say why you are pausing orders";

/** A restaurant's own delivery fee, and the order size from which delivery is free (paise; the database checks them too). */
export const MAX_DELIVERY_FEE_PAISE = 50_000;
export const MAX_FREE_DELIVERY_FROM_PAISE = 10_000_000;
/** The highest cash on delivery limit a restaurant may set (the database's CHECK too): ₹5,00,000. */
export const MAX_COD_LIMIT_PAISE = 50_000_000;
/** GST on food as owners choose it, in percent: 5, or 18 for restaurants in hotels with room tariffs above ₹7,500. */
export const FOOD_GST_RATES = [5, 18] as const;
export type FoodGstRate = (typeof FOOD_GST_RATES)[number];

/** The short list the settings page offers when pausing; any other reason may be typed. */
export const PAUSE_REASONS = ["Kitchen is very busy", "Closed for a private event", "Out of ingredients"] as const;

/**
 * What a restaurant without a photo shows wherever its picture goes (cards, its page, orders). The
 * column keeps this path rather than "", so every reader has an image to draw.
 */
export const NO_PHOTO_URL = "/images/restaurant-no-photo.svg";
