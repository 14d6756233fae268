"use client";
import { cn } from "@/lib/ui/cn";

type SwitchProps = Readonly<{
  checked: boolean;
  /** The switch's accessible name, e.g. "Order updates by email". */
  label: string;
  onChange: (checked: boolean) => void;
  busy?: boolean;
  describedBy?: string;
}>;

/**
 * An on/off switch: a button with role="switch" and aria-checked, so Tab reaches it and Space or Enter
 * flips it. A track and knob show the state, with "On"/"Off" written beside it (not colour alone).
 */
export function Switch({ checked, label, onChange, busy = false, describedBy }: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      aria-describedby={describedBy}
      onClick={() => onChange(!checked)}
      className="group inline-flex min-h-11 items-center gap-2 rounded-full pr-1 text-sm font-semibold"
    >
      <span
        aria-hidden
        className={cn(
          "relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors",
          checked ? "bg-brand-500" : "bg-stone-300",
          busy && "opacity-70",
        )}
      >
        <span
          className={cn(
            "inline-block h-5 w-5 rounded-full bg-white shadow transition-transform",
            checked ? "translate-x-[1.375rem]" : "translate-x-0.5",
          )}
        />
      </span>
      <span aria-hidden className={cn("w-7 text-left", checked ? "text-brand-700" : "text-muted")}>
        {checked ? "On" : "Off"}
      </span>
    </button>
  );
}
