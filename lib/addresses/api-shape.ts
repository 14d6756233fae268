// The address book's wire shape, made here for the route handlers; the browser takes its type from
// lib/addresses/contract.ts.

export type AddressRow = {
  id: string;
  label: string;
  address: string;
  locality: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  isDefault: boolean;
  /** Its map pin (issue 32): set by hand or placed from its PIN code; null when neither was possible. */
  lat: number | null;
  lng: number | null;
};

export function toApiAddress(row: AddressRow) {
  return {
    _id: row.id,
    label: row.label,
    address: row.address,
    locality: row.locality,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    phone: row.phone,
    isDefault: row.isDefault,
    lat: row.lat,
    lng: row.lng,
  };
}

export type ApiAddress = ReturnType<typeof toApiAddress>;
