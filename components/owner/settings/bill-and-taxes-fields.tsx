"use client";
import type { ReactNode } from "react";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { FormField } from "@/components/ui/form-field";
import type { SettingsFormOutput, SettingsFormValues } from "@/components/owner/settings/settings-form-values";
import { cn } from "@/lib/ui/cn";

type Form = UseFormReturn<SettingsFormValues, unknown, SettingsFormOutput>;

const choiceClasses = cn(
  "flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-stone-300 bg-white px-3.5 py-2 text-sm font-semibold transition-colors",
  "has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100",
);

/** A group of radio buttons with a legend, a line of explanation and its field's error. */
function Choices({
  id,
  legend,
  hint,
  error,
  children,
}: Readonly<{ id: string; legend: string; hint?: string; error?: string; children: ReactNode }>) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-semibold">{legend}</legend>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">{children}</div>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * "Bill and taxes" (issue 31): whether menu prices include GST, the GST rate on food, the delivery fee
 * (the standard rule or the restaurant's own, and an optional amount above which it is free), and the
 * GSTIN and FSSAI licence number. Amounts are typed in rupees; the form's rules read them into paise.
 */
export function BillAndTaxesFields({ form }: Readonly<{ form: Form }>) {
  const { errors } = form.formState;
  const feeMode = useWatch({ control: form.control, name: "deliveryFeeMode" });
  const acceptsCod = useWatch({ control: form.control, name: "acceptsCod" });
  return (
    <>
      <Choices
        id="settings-tax-mode"
        legend="Do your menu prices include GST?"
        hint="Yes: the bill shows the GST your prices contain. No: GST is added to the bill as its own line."
        error={errors.taxMode?.message}
      >
        <label className={choiceClasses}>
          <input type="radio" value="inclusive" className="h-4 w-4 accent-brand-500" {...form.register("taxMode")} />
          Yes, prices include GST
        </label>
        <label className={choiceClasses}>
          <input type="radio" value="exclusive" className="h-4 w-4 accent-brand-500" {...form.register("taxMode")} />
          No, GST is added
        </label>
      </Choices>

      <Choices
        id="settings-gst-rate"
        legend="GST on food"
        hint="18% is only for restaurants in hotels with room tariffs above ₹7,500 a night; every other restaurant charges 5%."
        error={errors.foodGstRate?.message}
      >
        <label className={choiceClasses}>
          <input type="radio" value="5" className="h-4 w-4 accent-brand-500" {...form.register("foodGstRate")} />
          5%
        </label>
        <label className={choiceClasses}>
          <input type="radio" value="18" className="h-4 w-4 accent-brand-500" {...form.register("foodGstRate")} />
          18%
        </label>
      </Choices>

      <Choices id="settings-fee-mode" legend="Delivery fee" error={errors.deliveryFeeMode?.message}>
        <label className={choiceClasses}>
          <input
            type="radio"
            value="standard"
            className="h-4 w-4 accent-brand-500"
            {...form.register("deliveryFeeMode")}
          />
          Standard: ₹20 below 3 dishes, free from 3
        </label>
        <label className={choiceClasses}>
          <input type="radio" value="own" className="h-4 w-4 accent-brand-500" {...form.register("deliveryFeeMode")} />
          Our own fee
        </label>
      </Choices>
      {feeMode === "own" && (
        <FormField
          id="settings-delivery-fee"
          label="Your delivery fee (₹)"
          inputMode="decimal"
          autoComplete="off"
          hint="Charged on every order, up to ₹500; 0 for free delivery."
          error={errors.deliveryFee?.message}
          {...form.register("deliveryFee")}
        />
      )}
      <FormField
        id="settings-free-delivery"
        label="Free delivery above (₹, optional)"
        inputMode="decimal"
        autoComplete="off"
        hint="Delivery is free when the food comes to this amount. Leave empty for no such offer."
        error={errors.freeDeliveryFrom?.message}
        {...form.register("freeDeliveryFrom")}
      />

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="settings-gstin"
          label="GSTIN (optional)"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          hint="15 characters, as on your GST certificate; printed on your customers' tax invoices."
          error={errors.gstin?.message}
          {...form.register("gstin")}
        />
        <FormField
          id="settings-fssai"
          label="FSSAI licence number (optional)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          hint="14 digits; shown on your menu page."
          error={errors.fssaiNumber?.message}
          {...form.register("fssaiNumber")}
        />
      </div>

      <div className="flex flex-col gap-3">
        <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-semibold">
          <input type="checkbox" className="h-5 w-5 accent-brand-500" {...form.register("acceptsCod")} />
          Accept cash on delivery
        </label>
        {acceptsCod && (
          <FormField
            id="settings-cod-limit"
            label="Cash on delivery up to (₹)"
            inputMode="decimal"
            autoComplete="off"
            hint="Bills above this are paid online. The customer pays in cash or by UPI at the door."
            error={errors.codLimit?.message}
            {...form.register("codLimit")}
          />
        )}
      </div>
    </>
  );
}
