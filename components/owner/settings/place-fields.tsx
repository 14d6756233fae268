"use client";
import { Controller, type UseFormReturn } from "react-hook-form";
import { PinPicker } from "@/components/maps/pin-picker";
import type { SettingsFormOutput, SettingsFormValues } from "@/components/owner/settings/settings-form-values";
import { FormField } from "@/components/ui/form-field";
import { cn } from "@/lib/ui/cn";

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsFormOutput>;

const choiceClasses = cn(
  "flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white px-3.5 py-2.5 text-sm transition-colors",
  "has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100",
);

/** What each way of delivering means, in the owner's words. */
const DELIVERY_MODE_WORDS = {
  self: "Our own staff deliver (you move orders with the status menu)",
  platform: "Thali's delivery partners deliver",
} as const;

/**
 * "Location and delivery" (issue 32): the restaurant's pin on the map, how far it delivers from it (km), and who
 * delivers. Without a pin it delivers by its cities and PIN codes alone.
 */
export function PlaceFields({ form }: Readonly<{ form: Form }>) {
  const { errors } = form.formState;
  return (
    <>
      <Controller
        control={form.control}
        name="pin"
        render={({ field }) => (
          <PinPicker
            pin={field.value}
            source={field.value ? "saved" : null}
            onPick={(pin) => field.onChange(pin)}
            what="Your restaurant"
            idPrefix="settings"
          />
        )}
      />
      <p className="-mt-3 text-xs text-muted">
        With a pin, customers see your restaurant only within the radius below (as well as in your delivery cities).
      </p>
      <FormField
        id="settings-radius"
        label="Delivery radius (km)"
        inputMode="decimal"
        hint="From 0.5 to 30 km, measured in a straight line from your pin."
        error={errors.radiusKm?.message}
        {...form.register("radiusKm")}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-semibold">Who delivers your orders?</legend>
        {(["self", "platform"] as const).map((mode) => (
          <label key={mode} className={choiceClasses}>
            <input
              type="radio"
              value={mode}
              className="mt-0.5 h-4 w-4 accent-brand-500"
              {...form.register("deliveryMode")}
            />
            <span>{DELIVERY_MODE_WORDS[mode]}</span>
          </label>
        ))}
        {errors.deliveryMode?.message && (
          <p className="text-xs font-medium text-red-600">{errors.deliveryMode.message}</p>
        )}
      </fieldset>
    </>
  );
}
