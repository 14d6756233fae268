import { createAddress } from "@/lib/addresses/queries";
import { errorMessage } from "@/lib/api/client";
import type { PendingOrder } from "@/lib/checkout/pending-order";
import { toast } from "@/lib/ui/toast";

// "Save this address" at checkout is kept with the pending order and done here, once its order is
// placed: a checkout that was refused, declined or abandoned leaves the address book as it was.

/** Saves the new address of a placed order's checkout when the customer asked to; says how it went. Never throws. */
export async function saveOrderAddress(pending: PendingOrder): Promise<void> {
  const label = pending.saveAddressAs;
  const { address, locality, city, state, pincode, phone } = pending.deliveryLocation;
  // A saved address chosen at checkout has no label to save under; a new one has every field.
  if (!label || !locality || !pincode || !phone) return;
  try {
    const answer = await createAddress({ label, address, locality, city, state, pincode, phone });
    toast.success(`Address saved as ${answer.address.label}`);
  } catch (error) {
    toast.error(`Your order is placed, but the address was not saved: ${errorMessage(error)}`);
    return;
  }
  // The checkout's chooser shows it next time. Loaded now, not with the page: the result screen
  // stays within its first-load budget without TanStack Query.
  await import("@/lib/addresses/use-address-writes")
    .then(({ addressesChanged }) => addressesChanged())
    .catch(() => undefined); // a stale list for a minute at worst
}
