"use client";
import { useEffect, useState, useTransition } from "react";
import { PushButton, type PushAudience } from "@/components/push/push-labels";
import { errorMessage } from "@/lib/api/client";
import { readDeviceState, turnOff, turnOn, type DeviceState } from "@/lib/push/queries";
import { toast } from "@/lib/ui/toast";

const NOTES: Partial<Record<DeviceState, string>> = {
  unsupported: "This browser cannot show notifications.",
  denied: "Notifications are blocked for this site: allow them in your browser's site settings.",
};

/** Turns push on or off for this device (lazy: components/push/push-opt-in.tsx). Writes the customer way, as a transition. */
export function PushSwitch({ audience }: Readonly<{ audience: PushAudience }>) {
  const [state, setState] = useState<DeviceState | null>(null);
  const [isPending, start] = useTransition();

  useEffect(() => {
    let live = true;
    readDeviceState(audience)
      .then((read) => live && setState(read))
      .catch(() => live && setState("off"));
    return () => {
      live = false;
    };
  }, [audience]);

  const note = state ? NOTES[state] : undefined;
  if (note) {
    return (
      <p role="status" className="max-w-xs text-sm text-muted">
        {note}
      </p>
    );
  }

  const on = state === "on";
  const toggle = () => {
    // The permission prompt must start in the click itself: turnOn asks before its first await.
    const change = on ? turnOff(audience) : turnOn(audience);
    start(async () => {
      try {
        const next = await change;
        setState(next);
        if (next === "on")
          toast.success(
            audience === "customer"
              ? "We'll notify this device about your orders"
              : "This device will alert you of new orders",
          );
      } catch (error) {
        toast.error(
          on
            ? `Could not turn notifications off: ${errorMessage(error)}`
            : `Could not turn notifications on: ${reason(error)}`,
        );
      }
    });
  };

  return <PushButton audience={audience} on={on} busy={state === null || isPending} onClick={toggle} />;
}

/** What to tell the user when subscribing failed: the server's message, or the browser's push service's. */
function reason(error: unknown): string {
  if (error instanceof DOMException) return "this browser's push service is not reachable right now.";
  return errorMessage(error);
}
