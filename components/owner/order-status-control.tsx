"use client";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { CancelReasonFields, NO_REASON, reasonOf } from "@/components/orders/cancel-reason-fields";
import { STATUS_LABELS } from "@/components/orders/status-words";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { errorMessage } from "@/lib/api/client";
import type { OrderChanged, SettableStatus } from "@/lib/owner/contract";
import { useOrderChange, type OrderChange } from "@/lib/owner/use-order-change";
import { canTransition, fromWireStatus, type WireStatus } from "@/lib/orders/status";
import { formatRupees } from "@/lib/ui/format";
import { toast } from "@/lib/ui/toast";

const SETTABLE: readonly SettableStatus[] = ["pending", "out for delivery", "delivered"];

/** The current status and the ones the restaurant may move the order on to (never back). */
function statusChoices(current: WireStatus): SettableStatus[] {
  return SETTABLE.filter(
    (to) => to === current || canTransition(fromWireStatus(current), fromWireStatus(to), "restaurant"),
  );
}

/** The cancel call's answer speaks to the customer ("Your refund…"); the owner is told about the customer's. */
function cancelledMessage({ message, order }: OrderChanged): string {
  if (order.refund?.status === "refunded") {
    return `Order cancelled. ${formatRupees(order.refund.amount)} has been refunded to the customer.`;
  }
  if (order.refund?.status === "pending")
    return `Order cancelled. The refund of ${formatRupees(order.refund.amount)} is pending.`;
  return message;
}

type OrderStatusControlProps = Readonly<{
  orderId: string;
  status: WireStatus;
  totalPrice: number;
  paid: boolean;
}>;

/**
 * The spec's 'Status Of Order:' dropdown for an order still on its way, with an Update button
 * (a delivered or cancelled order cannot be taken back, so nothing changes on a mere arrow key),
 * and Cancel Order behind a confirmation. The list reloads from the server after each change.
 */
export function OrderStatusControl({ orderId, status, totalPrice, paid }: OrderStatusControlProps) {
  const router = useRouter();
  const id = useId();
  const [chosen, setChosen] = useState<SettableStatus>(status as SettableStatus);
  // After a reload the order may stand elsewhere: the choice follows it.
  const [shown, setShown] = useState(status);
  if (shown !== status) {
    setShown(status);
    setChosen(status as SettableStatus);
  }
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState(NO_REASON);
  const [reloading, startReload] = useTransition();
  const choices = statusChoices(status);
  const change = useOrderChange(orderId, {
    onSuccess: (answer, { kind }: OrderChange) =>
      toast.success(kind === "cancel" ? cancelledMessage(answer) : answer.message),
    onError: (error) => toast.error(errorMessage(error)),
    // Whatever happened, show the order as it now stands (another device may have moved it).
    onSettled: () => startReload(() => router.refresh()),
  });
  const busy = change.isPending;

  const update = () => change.mutate({ kind: "status", status: chosen });
  const cancel = () => {
    setConfirming(false);
    const why = reasonOf(reason);
    setReason(NO_REASON);
    change.mutate({ kind: "cancel", reason: why });
  };

  const disabled = busy || reloading;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          Status Of Order:
        </label>
        <select
          id={id}
          value={chosen}
          onChange={(event) => setChosen(event.target.value as SettableStatus)}
          disabled={disabled}
          className="h-10 min-w-44 rounded-xl border border-stone-300 bg-white pl-3 pr-8 text-sm font-semibold text-ink shadow-sm hover:border-stone-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {STATUS_LABELS[choice]}
            </option>
          ))}
        </select>
      </div>
      <Button onClick={update} disabled={disabled || chosen === status}>
        Update
      </Button>
      <Button variant="danger" onClick={() => setConfirming(true)} disabled={disabled}>
        Cancel Order
      </Button>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel this order?"
        description={
          <p>
            The customer will see it as cancelled.
            {paid && ` Their payment of ${formatRupees(totalPrice)} will be refunded.`}
          </p>
        }
        cancelLabel="No"
        confirmLabel="Yes, cancel"
        busy={busy}
        onConfirm={cancel}
      >
        <CancelReasonFields value={reason} onChange={setReason} />
      </LazyConfirmDialog>
    </div>
  );
}
