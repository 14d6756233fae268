import "server-only";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { placeFor, type PincodeAnswer, type PincodePlace } from "@/lib/geo/pincode";

// The shipped table of Indian PIN codes (prisma/data, loaded into "PinCode" at start and by the seed):
// its places, and where a typed address sits when no pin was set on the map.

/** A PIN code's places in the shipped order (the file's, which keeps the main post office first). */
async function pincodePlaces(pincode: string): Promise<PincodePlace[]> {
  return db().pinCode.findMany({
    where: { pincode },
    select: { locality: true, district: true, state: true, lat: true, lng: true },
    orderBy: { id: "asc" },
  });
}

/** GET /api/pincode: 404 "No such PIN code" when the table has no place for it. */
export async function lookupPincode(pincode: string): Promise<PincodeAnswer> {
  const places = await pincodePlaces(pincode);
  if (places.length === 0) throw new AppError(404, "No such PIN code");
  return { pincode, places };
}

/** Where an address with this PIN code and locality sits, from the table; null for an unknown PIN code. */
export async function placeAddress(
  pincode: string,
  locality?: string | null,
): Promise<{ lat: number; lng: number } | null> {
  const place = placeFor(await pincodePlaces(pincode), locality);
  return place ? { lat: place.lat, lng: place.lng } : null;
}
