"use client";
import { ModalShell } from "@/components/checkout/modal-shell";
import { Button } from "@/components/ui/button";

type CancelOrderModalProps = Readonly<{
  open: boolean;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Where focus goes once the order is cancelled (its Cancel Order button is gone then). */
  fallbackFocus: () => HTMLElement | null;
}>;

/** The spec's cancel confirmation: No keeps the order, Yes cancels it. */
export function CancelOrderModal({ open, busy, onConfirm, onClose, fallbackFocus }: CancelOrderModalProps) {
  return (
    <ModalShell
      open={open}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      title="Are you sure to cancel your order?"
      description="You might miss out some delicious meal."
    >
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="outline" onClick={onClose} className="min-w-20">
          No
        </Button>
        <Button onClick={onConfirm} disabled={busy} className="min-w-20">
          {busy ? "Cancelling…" : "Yes"}
        </Button>
      </div>
    </ModalShell>
  );
}
