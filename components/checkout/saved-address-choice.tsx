"use client";
import { Icon } from "@/components/ui/icon";
import type { UseFormReturn } from "react-hook-form";
import type { ApiAddress } from "@/lib/addresses/api-shape";
import type { DeliveryFormValues } from "@/lib/checkout/delivery-details-schema";
import { cn } from "@/lib/ui/cn";

const option =
  "flex cursor-pointer items-start gap-3 rounded-xl border px-3 py-2.5 text-sm transition-colors " +
  "has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 border-stone-300 hover:border-brand-400 " +
  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-500";

/** Formats a stored 10-digit mobile number as people write it. */
function phoneText(phone: string): string {
  return /^\d{10}$/.test(phone) ? `+91 ${phone.slice(0, 5)} ${phone.slice(5)}` : phone;
}

/** Checkout's chooser of the customer's saved addresses, the default first, and "Add a new address". */
export function SavedAddressChoice({
  form,
  addresses,
}: Readonly<{ form: UseFormReturn<DeliveryFormValues>; addresses: ReadonlyArray<ApiAddress> }>) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold">Deliver to</legend>
      {addresses.map((a) => (
        <label key={a._id} className={option}>
          <input
            type="radio"
            value={a._id}
            className="mt-0.5 h-4 w-4 shrink-0 accent-brand-500"
            {...form.register("addressId")}
          />
          <span className="min-w-0">
            <span className="flex items-center gap-2 font-semibold">
              {a.label}
              {a.isDefault && (
                <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-muted">Default</span>
              )}
            </span>
            <span className="block text-muted">
              {a.address}, {a.locality}, {a.city}, {a.state} {a.pincode}
            </span>
            <span className="block text-muted">{phoneText(a.phone)}</span>
          </span>
        </label>
      ))}
      <label className={cn(option, "items-center")}>
        <input type="radio" value="" className="h-4 w-4 shrink-0 accent-brand-500" {...form.register("addressId")} />
        <Icon name="plus" className="h-4 w-4 text-brand-600" />
        <span className="font-semibold">Add a new address</span>
      </label>
    </fieldset>
  );
}
