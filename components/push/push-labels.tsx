import { buttonClasses } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/lib/ui/cn";

/** Who the switch is for: a customer's order updates, or an owner's new orders. */
export type PushAudience = "customer" | "restaurant";

const PUSH_LABELS: Record<PushAudience, { off: string; on: string }> = {
  customer: { off: "Notify me on this device", on: "Notifying this device" },
  restaurant: { off: "Alert me of new orders on this device", on: "New-order alerts on this device" },
};

type PushButtonProps = Readonly<{
  audience: PushAudience;
  on: boolean;
  busy?: boolean;
  disabled?: boolean;
  onClick?: () => void;
}>;

/** The switch itself: a toggle button with a bell; the same on the server (disabled) and once its code loaded. */
export function PushButton({ audience, on, busy = false, disabled = false, onClick }: PushButtonProps) {
  const label = PUSH_LABELS[audience];
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-busy={busy || undefined}
      disabled={disabled || busy}
      onClick={onClick}
      title={on ? "Turn off notifications on this device" : undefined}
      className={cn(
        buttonClasses(on ? "secondary" : "outline", "md"),
        "min-h-11 max-w-full text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
      )}
    >
      <Icon name={on ? "bell" : "bell-off"} className="size-4 shrink-0" />
      <span>{on ? label.on : label.off}</span>
    </button>
  );
}
