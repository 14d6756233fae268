"use client";
import { useId, useState } from "react";
import { toast } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { readCheckoutViewerNow } from "@/lib/checkout/use-checkout-viewer";
import { formatRupees } from "@/lib/ui/format";
import { useUiStore } from "@/lib/ui/store";

type OrderForButtonProps = Readonly<{
  total: number;
  /** Why the cart cannot be ordered yet; shown under the button and read with it. */
  blockedReason?: string;
  /** The cart is still checking its prices against the menu. */
  waiting?: boolean;
  /** Something to know before ordering that does not stop it (the restaurant may not deliver to the location). */
  warning?: string;
}>;

/**
 * The cart's Order For: a visitor is asked to log in or sign up (loginToPlaceOrder), a customer
 * confirms the delivery details (confirmDeliveryDetails), which starts the payment. The modals
 * open over the cart, so closing one returns to it.
 */
export function OrderForButton({ total, blockedReason, waiting = false, warning }: OrderForButtonProps) {
  const openModal = useUiStore((s) => s.openModal);
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  const warningId = useId();
  const blocked = Boolean(blockedReason) || waiting || asking;

  const onClick = async () => {
    if (blocked) return;
    setAsking(true);
    try {
      const viewer = await readCheckoutViewerNow();
      if (viewer.kind === "visitor") openModal("loginToPlaceOrder");
      else if (viewer.kind === "restaurant") toast.error("Orders are placed from a customer account");
      else openModal("confirmDeliveryDetails");
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setAsking(false);
    }
  };

  return (
    <>
      <Button
        size="lg"
        onClick={() => void onClick()}
        // Still focusable while blocked, so the reason is reachable and read with it.
        aria-disabled={blocked || undefined}
        aria-busy={waiting || asking || undefined}
        aria-describedby={[blockedReason && reasonId, warning && warningId].filter(Boolean).join(" ") || undefined}
        className="mt-4 w-full aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-brand-500"
      >
        Order For {formatRupees(total)}
      </Button>
      {blockedReason && (
        <p id={reasonId} className="mt-2 text-center text-xs text-muted">
          {blockedReason}
        </p>
      )}
      {warning && (
        <p id={warningId} className="mt-2 text-center text-xs font-medium text-amber-800">
          {warning}
        </p>
      )}
    </>
  );
}
