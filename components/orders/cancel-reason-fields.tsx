"use client";
import { useId } from "react";
import { CANCEL_REASONS, CANCEL_REASON_MAX } from "@/lib/orders/cancel-reasons";

/** The owner's choice: one of the usual reasons, "other" with its own words, or none yet. */
export type CancelReasonChoice = { picked: string; other: string };

export const NO_REASON: CancelReasonChoice = { picked: "", other: "" };
const OTHER = "other";

/** The reason to send: the listed one, the typed one for Other, or none. */
export function reasonOf(choice: CancelReasonChoice): string | undefined {
  if (choice.picked === OTHER) return choice.other.trim() || undefined;
  return choice.picked || undefined;
}

/**
 * Why the restaurant cancels, told to the customer: a radio group (arrow keys move through it) of
 * the usual reasons and Other, which opens a labelled text field. Choosing none is allowed.
 */
export function CancelReasonFields({
  value,
  onChange,
}: Readonly<{ value: CancelReasonChoice; onChange: (next: CancelReasonChoice) => void }>) {
  const id = useId();
  return (
    <fieldset className="mt-4 flex flex-col gap-2 text-sm">
      <legend className="mb-1 font-semibold text-ink">Reason (the customer will see it)</legend>
      {[...CANCEL_REASONS, OTHER].map((reason) => (
        <label
          key={reason}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-stone-50"
        >
          <input
            type="radio"
            name={`${id}-reason`}
            value={reason}
            checked={value.picked === reason}
            onChange={() => onChange({ ...value, picked: reason })}
            className="h-5 w-5 accent-brand-500"
          />
          {reason === OTHER ? "Other" : reason}
        </label>
      ))}
      {value.picked === OTHER && (
        <div className="flex flex-col gap-1 pl-2">
          <label htmlFor={`${id}-other`} className="font-semibold text-ink">
            Your reason
          </label>
          <input
            id={`${id}-other`}
            type="text"
            value={value.other}
            maxLength={CANCEL_REASON_MAX}
            onChange={(event) => onChange({ ...value, other: event.target.value })}
            className="h-11 rounded-xl border border-stone-300 px-3 text-ink focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
          />
        </div>
      )}
    </fieldset>
  );
}
