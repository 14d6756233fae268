import { z } from "zod";
import { AddressFieldsSchema } from "@/lib/location/schemas";

// The checkout's delivery details as the confirmDeliveryDetails form checks them: the customer's
// name, and either a saved address (the server's, valid already) or a new one checked by the address
// book's own schema, the one POST /api/addresses and createPaymentOrder apply. Blank fields get the
// spec's message; anything else that is wrong gets the schema's words (a PIN code, a phone number).

export const BLANK_MESSAGE = "Hey there, you left out some fields to fill";

/** What the form's boxes hold. */
export type DeliveryFormValues = {
  customerName: string;
  /** The chosen saved address's id; "" for a new address typed here. */
  addressId: string;
  address: string;
  locality: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
  /** Offered for a new address (not ticked at first): keep it in the address book once the order is placed. */
  save: boolean;
  /** The new address's name in the address book; left blank, it gets the default one. */
  label: string;
};

type DeliveryFormField = Exclude<keyof DeliveryFormValues, "addressId" | "save">;

const NameSchema = z.string().trim().min(1, "Please fill this in").max(80, "Name must be at most 80 characters");

const NewAddressSchema = AddressFieldsSchema.pick({
  address: true,
  locality: true,
  city: true,
  state: true,
  pincode: true,
  phone: true,
}).extend({ customerName: NameSchema });

const SavedLabelSchema = AddressFieldsSchema.shape.label;

type NewAddress = z.output<typeof NewAddressSchema>;

export type DeliveryCheck =
  /** `label`: what to save the new address as, null when it is not to be saved. */
  | { ok: true; customerName: string; newAddress: NewAddress | null; label: string | null }
  | { ok: false; blank: boolean; errors: Partial<Record<DeliveryFormField, string>>; message: string };

const REQUIRED_FOR_NEW: DeliveryFormField[] = [
  "customerName",
  "address",
  "locality",
  "city",
  "state",
  "pincode",
  "phone",
];

/**
 * Checks the form: with a saved address chosen only the name counts; a new address must pass the
 * address book's rules. Saving it never stands in the way of paying: a blank label is `defaultLabel`,
 * and only a label that breaks the address book's rules (too long) is refused.
 */
export function checkDeliveryDetails(values: DeliveryFormValues, defaultLabel = "Home"): DeliveryCheck {
  const savedChosen = values.addressId !== "";
  const required: DeliveryFormField[] = savedChosen ? ["customerName"] : REQUIRED_FOR_NEW;
  const blanks = required.filter((field) => !values[field].trim());
  if (blanks.length > 0) {
    return {
      ok: false,
      blank: true,
      errors: Object.fromEntries(blanks.map((field) => [field, "Please fill this in"])),
      message: BLANK_MESSAGE,
    };
  }
  if (savedChosen) {
    const name = NameSchema.safeParse(values.customerName);
    if (!name.success) return failure({ customerName: name.error.issues[0]?.message ?? BLANK_MESSAGE });
    return { ok: true, customerName: name.data, newAddress: null, label: null };
  }
  const errors: Partial<Record<DeliveryFormField, string>> = {};
  const parsed = NewAddressSchema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as DeliveryFormField;
      errors[field] ??= issue.message;
    }
  }
  const label = values.save ? SavedLabelSchema.safeParse(values.label.trim() || defaultLabel) : null;
  if (label && !label.success) errors.label = label.error.issues[0]?.message;
  if (!parsed.success || (label && !label.success)) return failure(errors);
  return { ok: true, customerName: parsed.data.customerName, newAddress: parsed.data, label: label?.data ?? null };
}

function failure(errors: Partial<Record<DeliveryFormField, string>>): DeliveryCheck {
  return { ok: false, blank: false, errors, message: Object.values(errors)[0] ?? BLANK_MESSAGE };
}
