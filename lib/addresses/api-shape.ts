// The address book's wire shape, shared by the route handlers and the pages' fetchers.

export type ApiAddress = {
  _id: string;
  label: string;
  address: string;
  locality: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  isDefault: boolean;
};

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
};

export function toApiAddress(row: AddressRow): ApiAddress {
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
  };
}
