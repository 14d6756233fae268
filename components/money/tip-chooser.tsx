"use client";
import { useId, useState } from "react";
import { MAX_TIP_PAISE } from "@/lib/money/bill";

// A tip for the delivery partner: a few amounts and one of the customer's own, never chosen for them (the
// dark-pattern guidelines forbid a pre-ticked add-on). Choosing the chosen amount again takes the tip away.

const PRESETS_PAISE = [2000, 3000, 5000] as const;

type TipChooserProps = Readonly<{ tipPaise: number; onChange: (tipPaise: number) => void }>;

/** Whole rupees typed by the customer, as paise; null when not a tip we take (1 to 1,000 rupees). */
export function customTipPaise(text: string): number | null {
  if (!/^\d{1,4}$/.test(text.trim())) return null;
  const paise = Number(text.trim()) * 100;
  return paise >= 100 && paise <= MAX_TIP_PAISE ? paise : null;
}

export function TipChooser({ tipPaise, onChange }: TipChooserProps) {
  const id = useId();
  const [custom, setCustom] = useState(false);
  const [text, setText] = useState("");
  const typed = customTipPaise(text);
  const pill = (active: boolean) =>
    `rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 ${
      active ? "bg-brand-50 text-brand-800 ring-brand-500" : "bg-white text-ink ring-stone-300 hover:ring-stone-400"
    }`;
  return (
    <fieldset className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
      <legend className="sr-only">Tip your delivery partner</legend>
      <p aria-hidden className="text-sm font-semibold">
        Tip your delivery partner
      </p>
      <p className="mt-0.5 text-xs text-muted">Optional. All of it goes to the person who brings your food.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {PRESETS_PAISE.map((amount) => {
          const active = !custom && tipPaise === amount;
          return (
            <button
              key={amount}
              type="button"
              aria-pressed={active}
              className={pill(active)}
              onClick={() => {
                setCustom(false);
                onChange(active ? 0 : amount);
              }}
            >
              ₹{amount / 100}
            </button>
          );
        })}
        <button
          type="button"
          aria-pressed={custom}
          aria-controls={custom ? `${id}-amount` : undefined}
          className={pill(custom)}
          onClick={() => {
            setCustom(!custom);
            onChange(!custom && typed !== null ? typed : 0);
          }}
        >
          Other
        </button>
      </div>
      {custom && (
        <div className="mt-2">
          <label htmlFor={`${id}-amount`} className="text-sm font-semibold">
            Your tip in ₹ (1 to 1,000)
          </label>
          <input
            id={`${id}-amount`}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            aria-invalid={text !== "" && typed === null}
            aria-describedby={text !== "" && typed === null ? `${id}-error` : undefined}
            onChange={(event) => {
              setText(event.target.value);
              onChange(customTipPaise(event.target.value) ?? 0);
            }}
            className="mt-1 block w-32 rounded-lg border border-stone-300 px-3 py-2 text-base tabular-nums focus-visible:outline-2 focus-visible:outline-brand-500"
          />
          {text !== "" && typed === null && (
            <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
              A tip is a whole number of rupees from 1 to 1,000
            </p>
          )}
        </div>
      )}
    </fieldset>
  );
}
