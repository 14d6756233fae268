import "server-only";
import { db } from "@/lib/db";
import { placeAddress } from "@/lib/geo/service";
import type { CheckoutInput } from "@/lib/checkout/schemas";
import { isRecordId } from "@/lib/restaurants/schemas";

// Where an order goes on the map (issue 32): its drop point, kept on the order (dropLat/dropLng) for the rider
// and the customer's map, and the point the restaurant's radius is measured to.

export type DropPoint = { lat: number; lng: number };

/**
 * The chosen saved address's pin (by `addressId`, or the customer's saved address with the same street, city
 * and PIN code, for clients that send only the text), else the PIN code's place from the shipped table, else
 * none. Another customer's address id is ignored, never read.
 */
export async function dropPointOf(
  where: CheckoutInput["deliveryLocation"],
  customerId: string | undefined,
): Promise<DropPoint | null> {
  if (customerId) {
    const saved = await db().address.findFirst({
      where: {
        userId: customerId,
        lat: { not: null },
        lng: { not: null },
        ...(where.addressId && isRecordId(where.addressId)
          ? { id: where.addressId }
          : { address: where.address, city: where.city, ...(where.pincode && { pincode: where.pincode }) }),
      },
      select: { lat: true, lng: true },
      orderBy: { updatedAt: "desc" },
    });
    if (saved?.lat != null && saved.lng != null) return { lat: saved.lat, lng: saved.lng };
  }
  return where.pincode ? placeAddress(where.pincode, where.locality) : null;
}
