"use client";
import { useId } from "react";
import { cn } from "@/lib/ui/cn";

export type PaymentMethod = "online" | "cod";

const choiceClasses = cn(
  "flex min-h-12 cursor-pointer items-start gap-3 rounded-xl border border-stone-300 bg-white px-3.5 py-3 text-sm font-semibold transition-colors",
  "has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100",
  "has-[:disabled]:cursor-not-allowed has-[:disabled]:bg-stone-50 has-[:disabled]:text-stone-500",
);

type PaymentMethodChoiceProps = Readonly<{
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The server's word on cash on delivery for this cart (previewBill); null while it is being asked. */
  cod: { allowed: boolean; reason: string | null } | null;
}>;

/**
 * "Payment method" at checkout: paying online (the default) or cash or UPI on delivery, which is disabled with
 * the server's reason when this cart may not be paid that way (the restaurant, its limit, an earlier refusal).
 */
export function PaymentMethodChoice({ value, onChange, cod }: PaymentMethodChoiceProps) {
  const id = useId();
  const name = `${id}-payment-method`;
  const reasonId = `${id}-cod-reason`;
  const codDisabled = !cod?.allowed;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-semibold">Payment method</legend>
      <label className={choiceClasses}>
        <input
          type="radio"
          name={name}
          value="online"
          checked={value === "online"}
          onChange={() => onChange("online")}
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-500"
        />
        Pay online (UPI, cards, wallets)
      </label>
      <label className={choiceClasses}>
        <input
          type="radio"
          name={name}
          value="cod"
          checked={value === "cod"}
          disabled={codDisabled}
          aria-describedby={cod?.reason ? reasonId : undefined}
          onChange={() => onChange("cod")}
          className="mt-0.5 h-4 w-4 shrink-0 accent-brand-500"
        />
        <span className="flex flex-col gap-0.5">
          Cash or UPI on delivery
          {cod?.reason ? (
            <span id={reasonId} className="text-xs font-normal text-muted">
              {cod.reason}
            </span>
          ) : (
            <span className="text-xs font-normal text-muted">
              Pay the delivery partner in cash, or scan their UPI QR.
            </span>
          )}
        </span>
      </label>
    </fieldset>
  );
}
