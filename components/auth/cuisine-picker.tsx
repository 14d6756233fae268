"use client";
import { Check } from "lucide-react";
import { CUISINES } from "@/lib/accounts/cuisines";
import { cn } from "@/lib/ui/cn";

type CuisinePickerProps = Readonly<{ value: readonly string[]; onChange: (value: string[]) => void; error?: string }>;

/** The spec's cuisines as toggle chips; each click adds or removes one. */
export function CuisinePicker({ value, onChange, error }: CuisinePickerProps) {
  const toggle = (cuisine: string) =>
    onChange(value.includes(cuisine) ? value.filter((c) => c !== cuisine) : [...value, cuisine]);
  return (
    <div className="flex flex-col gap-1.5">
      <span id="cuisines-label" className="text-sm font-semibold">
        Cuisines <span className="font-normal text-muted">({value.length} selected)</span>
      </span>
      <div
        role="group"
        aria-labelledby="cuisines-label"
        aria-describedby={error ? "cuisines-error" : undefined}
        className="flex flex-wrap gap-2"
      >
        {CUISINES.map((cuisine) => {
          const on = value.includes(cuisine);
          return (
            <button
              key={cuisine}
              type="button"
              aria-pressed={on}
              onClick={() => toggle(cuisine)}
              className={cn(
                "inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors",
                on
                  ? "border-brand-500 bg-brand-500 text-white hover:bg-brand-600"
                  : "border-stone-300 bg-white text-ink hover:border-brand-400 hover:text-brand-700",
              )}
            >
              {on && <Check className="h-3.5 w-3.5" aria-hidden />}
              {cuisine}
            </button>
          );
        })}
      </div>
      {error && (
        <p id="cuisines-error" className="text-xs font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
