import { z } from "zod";
import { PINCODE, PINCODE_MESSAGE } from "@/lib/location/schemas";

// GET /api/pincode's query and what a PIN code place is. No server imports: the address form's picker
// parses the same way.

/** ?code=560034: six digits not starting with 0, spaces around it forgiven. */
export const PincodeQuerySchema = z.object({
  code: z.string({ error: "code is required" }).trim().regex(PINCODE, PINCODE_MESSAGE),
});

/** One locality (post office area) of a PIN code, with where it is. */
export type PincodePlace = { locality: string; district: string; state: string; lat: number; lng: number };

/** GET /api/pincode?code=...: the PIN code and its places, the main one first. */
export type PincodeAnswer = { pincode: string; places: PincodePlace[] };

/** Folds "Koramangala I Block", "koramangala  i block" and "Koramangala I Block." to one key. */
export function localityKey(value: string): string {
  return value
    .toLowerCase()
    .replace(/['’.]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * The place an address with this typed locality sits at: the PIN's place of that name (case, spaces and
 * punctuation aside), else one whose name starts with it ("Koramangala" -> "Koramangala I Block"), else
 * the PIN's first place. Null when the PIN has no places.
 */
export function placeFor<P extends { locality: string }>(
  places: readonly P[],
  typedLocality?: string | null,
): P | null {
  if (places.length === 0) return null;
  const key = typedLocality ? localityKey(typedLocality) : "";
  if (key) {
    const exact = places.find((p) => localityKey(p.locality) === key);
    if (exact) return exact;
    const prefix = places.find((p) => localityKey(p.locality).startsWith(`${key} `));
    if (prefix) return prefix;
  }
  return places[0] ?? null;
}
