import { z } from "zod";
import { ADDRESS_LIMITS, PINCODE, PINCODE_MESSAGE } from "@/lib/location/schemas";

// The served cities' calls (issue 33): GET and POST /api/admin/cities, shared by the handler and the console's form.

const MAX_PINCODES = 500;

const name = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(2, `${field} must be at least 2 characters`)
    .max(ADDRESS_LIMITS.city, `${field} must be at most ${ADDRESS_LIMITS.city} characters`)
    .regex(/^[\p{L}][\p{L} .'-]*$/u, `${field} must be letters, spaces, dots and dashes`);

/**
 * POST /api/admin/cities: a city added, or one changed (found by name, any case): its state, its PIN codes
 * (empty: the whole city) and whether it is served, from `effectiveFrom` (default: now) when that changes.
 */
export const SaveCitySchema = z.object({
  name: name("name"),
  state: name("state"),
  /** Given as a list or as text with commas, spaces or new lines between the codes. */
  pincodes: z
    .preprocess(
      (value) => (typeof value === "string" ? value.split(/[\s,;]+/).filter(Boolean) : value),
      z
        .array(z.string({ error: "pincodes are 6-digit PIN codes" }).trim().regex(PINCODE, PINCODE_MESSAGE), {
          error: "pincodes must be a list of PIN codes",
        })
        .max(MAX_PINCODES, `At most ${MAX_PINCODES} PIN codes per city`),
    )
    .default([])
    .transform((codes) => [...new Set(codes)].sort()),
  active: z.boolean({ error: "active must be true or false" }).default(true),
  effectiveFrom: z.coerce.date({ error: "effectiveFrom must be a date and time" }).optional(),
});
export type SaveCityInput = z.infer<typeof SaveCitySchema>;
export type SaveCityRequest = z.input<typeof SaveCitySchema>;

/** A served city as the console reads it. */
export type ApiCity = {
  _id: string;
  name: string;
  state: string;
  pincodes: string[];
  active: boolean;
  effectiveFrom: string;
  /** Served now (an active city from effectiveFrom on; a switched-off one until then). */
  servedNow: boolean;
  updatedAt: string;
};
export type CitiesAnswer = {
  cities: ApiCity[];
  /** Whether the list governs checkout now (a row in effect); false: every city is served. */
  listInForce: boolean;
};
export type CitySaved = { message: string; city: ApiCity };
