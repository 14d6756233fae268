"use client";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { AddressFields } from "@/components/addresses/address-fields";
import { useAddressPin } from "@/components/addresses/use-address-pin";
import { PinPicker } from "@/components/maps/pin-picker";
import { FormField } from "@/components/ui/form-field";
import { ModalShell } from "@/components/checkout/modal-shell";
import { Button } from "@/components/ui/button";
import type { ApiAddress } from "@/lib/addresses/contract";
import { useSaveAddress } from "@/lib/addresses/use-address-writes";
import { ApiError, errorMessage } from "@/lib/api/client";
import { findPlace } from "@/lib/location/places";
import { ADDRESS_LIMITS, AddressInputSchema, type AddressFormValues, type AddressInput } from "@/lib/location/schemas";
import { useShopperLocation } from "@/lib/location/shopper-store";
import { toast } from "@/lib/ui/toast";

type AddressFormDialogProps = Readonly<{
  open: boolean;
  /** The address to edit; null adds a new one. */
  address: ApiAddress | null;
  /** No address saved yet: this one becomes the default whatever the box says. */
  isFirst: boolean;
  onClose: () => void;
  onSaved: () => void;
}>;

/** Profile's add and edit form for a saved address, in a dialog. */
export function AddressFormDialog({ open, address, isFirst, onClose, onSaved }: AddressFormDialogProps) {
  return (
    <ModalShell
      open={open}
      onClose={onClose}
      closeButton
      title={address ? `Edit ${address.label}` : "Add an address"}
      description="Where should we bring your orders?"
    >
      {/* Mounted with each opening, so it starts from the address being edited. */}
      {open && (
        <AddressForm
          key={address?._id ?? "new"}
          address={address}
          isFirst={isFirst}
          onDone={onClose}
          onSaved={onSaved}
        />
      )}
    </ModalShell>
  );
}

/** A new address starts from the delivery location: its city, state, locality and PIN code. */
function startingValues(address: ApiAddress | null): AddressFormValues {
  if (address) {
    const { label, address: street, locality, city, state, pincode, phone, isDefault } = address;
    return { label, address: street, locality, city, state, pincode, phone, isDefault };
  }
  const location = useShopperLocation.getState().current?.location;
  return {
    label: "",
    address: "",
    locality: location?.locality ?? "",
    city: location?.city ?? "",
    state: (location && findPlace(location.city)?.state) ?? "",
    pincode: location?.pincode ?? "",
    phone: "",
    isDefault: false,
  };
}

type AddressFormProps = Readonly<{
  address: ApiAddress | null;
  isFirst: boolean;
  onDone: () => void;
  onSaved: () => void;
}>;

function AddressForm({ address, isFirst, onDone, onSaved }: AddressFormProps) {
  const form = useForm<AddressFormValues, unknown, AddressInput>({
    resolver: zodResolver(AddressInputSchema),
    defaultValues: startingValues(address),
  });
  const { errors } = form.formState;
  const write = useSaveAddress();
  const busy = write.isPending;
  const place = useAddressPin(form, address);

  const save = async (input: AddressInput) => {
    try {
      const answer = await write.run({ id: address?._id, input: { ...input, ...place.pinToSend } });
      toast.success(answer.message);
      onSaved();
      onDone();
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        for (const [field, messages] of Object.entries(error.errors)) {
          if (field in AddressInputSchema.shape && messages[0]) {
            form.setError(field as keyof AddressFormValues, { message: messages[0] });
          }
        }
      }
      toast.error(errorMessage(error));
    }
  };

  return (
    <form
      method="post"
      noValidate
      aria-label={address ? `Edit ${address.label}` : "New address"}
      onSubmit={form.handleSubmit(save, (invalid) =>
        toast.error(Object.values(invalid)[0]?.message ?? "Please check the address", {
          id: "address-form-invalid",
        }),
      )}
      className="mt-5 flex flex-col gap-4"
    >
      <FormField
        id="address-label"
        label="Label"
        placeholder="Home, Work…"
        maxLength={ADDRESS_LIMITS.label}
        error={errors.label?.message}
        {...form.register("label")}
      />
      <AddressFields form={form} idPrefix="address" />
      <PinPicker
        pin={place.pin}
        source={place.source}
        onPick={place.pick}
        what="Your address"
        fallback={place.fallback ?? undefined}
        idPrefix="address"
      />
      {isFirst || address?.isDefault ? (
        <p className="text-sm text-muted">
          {isFirst ? "Your first address is your default address." : "This is your default address."}
        </p>
      ) : (
        <label className="flex items-center gap-3 text-sm font-semibold">
          <input type="checkbox" className="h-5 w-5 accent-brand-500" {...form.register("isDefault")} />
          Make this my default address
        </label>
      )}
      <Button type="submit" size="lg" className="mt-1 w-full" disabled={busy}>
        {busy ? "Saving…" : "Save address"}
      </Button>
    </form>
  );
}
