"use client";
import { useWatch, type FieldErrors, type FieldValues, type UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import { findPlace, PLACES } from "@/lib/location/places";
import { ADDRESS_LIMITS } from "@/lib/location/schemas";

/** The boxes of an address, in any form that holds them (checkout's details, the address book's form). */
export type AddressFieldValues = {
  address: string;
  locality: string;
  city: string;
  state: string;
  pincode: string;
  phone: string;
};

type AddressFieldsProps<T extends AddressFieldValues & FieldValues> = Readonly<{
  form: UseFormReturn<T>;
  /** Prefix of the inputs' ids, unique on the page. */
  idPrefix: string;
}>;

/**
 * An address's fields: house and street, locality, city, state, PIN code and a phone for the
 * delivery partner. A city the chooser knows fills its state, a known locality its PIN code; both
 * stay editable.
 */
export function AddressFields<T extends AddressFieldValues & FieldValues>({
  form: anyForm,
  idPrefix,
}: AddressFieldsProps<T>) {
  // react-hook-form cannot type register("city") on a generic form; every T holds these boxes.
  const form = anyForm as unknown as UseFormReturn<AddressFieldValues>;
  const errors: FieldErrors<AddressFieldValues> = form.formState.errors;
  const id = (field: string) => `${idPrefix}-${field}`;
  const city = useWatch({ control: form.control, name: "city" });
  const place = findPlace(city);

  const fillFromCity = (value: string) => {
    const known = findPlace(value);
    if (known && !form.getValues("state").trim()) form.setValue("state", known.state, { shouldValidate: false });
  };
  const fillFromLocality = (value: string) => {
    const known = place?.localities.find((l) => l.name.toLowerCase() === value.trim().toLowerCase());
    if (known && !form.getValues("pincode").trim()) form.setValue("pincode", known.pincode, { shouldValidate: false });
  };

  return (
    <div className="flex flex-col gap-4">
      <FormField
        id={id("address")}
        label="Address"
        autoComplete="address-line1"
        placeholder="House, street"
        maxLength={ADDRESS_LIMITS.address}
        error={errors.address?.message}
        {...form.register("address")}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id={id("locality")}
          label="Locality"
          list={id("localities")}
          autoComplete="address-level3"
          placeholder="Area"
          maxLength={ADDRESS_LIMITS.locality}
          error={errors.locality?.message}
          {...form.register("locality", { onBlur: (event) => fillFromLocality(event.target.value) })}
        />
        <datalist id={id("localities")}>
          {place?.localities.map((l) => (
            <option key={l.name} value={l.name} />
          ))}
        </datalist>
        <FormField
          id={id("city")}
          label="City"
          list={id("cities")}
          autoComplete="address-level2"
          maxLength={ADDRESS_LIMITS.city}
          error={errors.city?.message}
          {...form.register("city", { onChange: (event) => fillFromCity(event.target.value) })}
        />
        <datalist id={id("cities")}>
          {PLACES.map((p) => (
            <option key={p.city} value={p.city} />
          ))}
        </datalist>
        <FormField
          id={id("state")}
          label="State"
          autoComplete="address-level1"
          maxLength={ADDRESS_LIMITS.state}
          error={errors.state?.message}
          {...form.register("state")}
        />
        <FormField
          id={id("pincode")}
          label="PIN code"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          error={errors.pincode?.message}
          {...form.register("pincode")}
        />
      </div>
      <FormField
        id={id("phone")}
        label="Phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="10-digit mobile number"
        maxLength={20}
        hint="The delivery partner calls this number if they cannot find you."
        error={errors.phone?.message}
        {...form.register("phone")}
      />
    </div>
  );
}
