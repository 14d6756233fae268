import type { ApiAddress } from "@/lib/addresses/api-shape";
import type { DeliveryFormValues } from "@/lib/checkout/delivery-details-schema";
import type { PendingOrder } from "@/lib/checkout/pending-order";
import { findPlace } from "@/lib/location/places";
import type { DeliveryLocation } from "@/lib/location/schemas";

type DeliveryDefaultsInput = {
  username: string;
  addresses: ReadonlyArray<ApiAddress>;
  /** The details of a payment that did not go through, to start from again. */
  previous: PendingOrder | null;
  /** The shopper's delivery location, to start a first address from. */
  location: DeliveryLocation | null;
};

const EMPTY_ADDRESS = { address: "", locality: "", city: "", state: "", pincode: "", phone: "" };

/** The label a new address is saved under when none is typed: "Home" for the first home, else "Other". */
export function defaultAddressLabel(addresses: ReadonlyArray<ApiAddress>): string {
  return addresses.some((a) => a.label.toLowerCase() === "home") ? "Other" : "Home";
}

/** Whether a stored order went to this saved address. */
function sameAddress(order: PendingOrder, address: ApiAddress): boolean {
  const where = order.deliveryLocation;
  const same = (a: string | undefined, b: string) => (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();
  return (
    same(where.address, address.address) &&
    same(where.city, address.city) &&
    (where.pincode === undefined || where.pincode === address.pincode)
  );
}

/**
 * Where checkout's delivery details start: the details of a payment that did not go through (its
 * saved address when it went to one), else the default address (nothing to type), else a new
 * address begun from the delivery location (city, its state, locality and PIN code).
 */
export function deliveryDefaults({
  username,
  addresses,
  previous,
  location,
}: DeliveryDefaultsInput): DeliveryFormValues {
  const base = {
    customerName: previous?.customerName ?? username,
    // Not ticked at first: saving is the customer's choice, and a checkout that fails saves nothing.
    // A retry of one that asked to save asks again.
    save: Boolean(previous?.saveAddressAs),
    label: previous?.saveAddressAs ?? defaultAddressLabel(addresses),
  };
  // What "Add a new address" starts from: the delivery location's city, state, locality and PIN code.
  const fromLocation = {
    ...EMPTY_ADDRESS,
    city: location?.city ?? "",
    state: (location && findPlace(location.city)?.state) ?? "",
    locality: location?.locality ?? "",
    pincode: location?.pincode ?? "",
  };
  if (previous) {
    const saved = addresses.find((a) => sameAddress(previous, a));
    if (saved) return { ...base, ...fromLocation, addressId: saved._id };
    const { address, city, state, locality, pincode, phone } = previous.deliveryLocation;
    return {
      ...base,
      addressId: "",
      address,
      city,
      state,
      locality: locality ?? "",
      pincode: pincode ?? "",
      phone: phone ?? "",
    };
  }
  const preferred = addresses.find((a) => a.isDefault) ?? addresses[0];
  return { ...base, ...fromLocation, addressId: preferred?._id ?? "" };
}
