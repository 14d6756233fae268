"use client";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { CancelReasonFields, NO_REASON, reasonOf } from "@/components/orders/cancel-reason-fields";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { errorMessage } from "@/lib/api/client";
import type { KitchenStepAnswer } from "@/lib/kitchen/contract";
import {
  kitchenActionsFrom,
  PREP_CHOICES,
  PREP_MINUTES_MAX,
  PREP_MINUTES_MIN,
  type KitchenStatus,
} from "@/lib/kitchen/status";
import { useKitchenStep, type KitchenStep } from "@/lib/owner/use-kitchen-step";
import { useTicketAutoPrint } from "@/lib/tickets/use-ticket-auto-print";
import { formatRupees } from "@/lib/ui/format";
import { toast } from "@/lib/ui/toast";

type KitchenControlProps = Readonly<{
  orderId: string;
  kitchenStatus: KitchenStatus;
  totalPrice: number;
  /** The restaurant's default preparation time, the first choice offered. */
  defaultPrepMinutes: number;
}>;

/** A step of one order, its toast, and the list reloaded from the server afterwards (another device may have moved it). */
function useStep(orderId: string, onDone?: (answer: KitchenStepAnswer, step: KitchenStep) => void) {
  const router = useRouter();
  const [reloading, startReload] = useTransition();
  const step = useKitchenStep(orderId, {
    onSuccess: (answer, sent) => {
      toast.success(answer.message);
      onDone?.(answer, sent);
    },
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => startReload(() => router.refresh()),
  });
  return { step, busy: step.isPending || reloading };
}

/**
 * What the kitchen does next with an order: a new one is accepted with a preparation time or rejected
 * with a reason; an accepted one is started and marked ready. Nothing when the kitchen is done with it.
 */
export function KitchenControl({ orderId, kitchenStatus, totalPrice, defaultPrepMinutes }: KitchenControlProps) {
  const actions = kitchenActionsFrom(kitchenStatus);
  const { step, busy } = useStep(orderId);
  // This device prints the ticket on accept when its owner turned that on (the ticket page's setting).
  const printOnAccept = useTicketAutoPrint();
  if (actions.length === 0) return null;
  if (kitchenStatus === "placed") {
    return (
      <div className="flex flex-col gap-3">
        <AcceptOrderForm
          orderId={orderId}
          defaultPrepMinutes={defaultPrepMinutes}
          onAccepted={() => printOnAccept(orderId)}
        />
        <RejectOrderButton orderId={orderId} totalPrice={totalPrice} />
      </div>
    );
  }
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Kitchen">
      {actions.includes("prepare") && (
        <Button variant="outline" disabled={busy} onClick={() => step.mutate({ kind: "prepare" })}>
          Start preparing
        </Button>
      )}
      {actions.includes("ready") && (
        <Button disabled={busy} onClick={() => step.mutate({ kind: "ready" })}>
          Mark ready
        </Button>
      )}
    </div>
  );
}

type AcceptOrderFormProps = Readonly<{
  orderId: string;
  defaultPrepMinutes: number;
  /** After the kitchen accepted the order (e.g. to print its ticket); the toast and the reload happen anyway. */
  onAccepted?: (answer: KitchenStepAnswer) => void;
}>;

/**
 * Accept with a preparation time: the usual choices as a radio group (arrow keys move through it) and
 * a number field (5-90 minutes) that any choice fills in. The one place an order is accepted from.
 */
function AcceptOrderForm({ orderId, defaultPrepMinutes, onAccepted }: AcceptOrderFormProps) {
  const id = useId();
  const [minutes, setMinutes] = useState(String(defaultPrepMinutes));
  const { step, busy } = useStep(orderId, (answer) => onAccepted?.(answer));
  const value = Number(minutes);
  const valid = Number.isInteger(value) && value >= PREP_MINUTES_MIN && value <= PREP_MINUTES_MAX;
  return (
    <form
      method="post"
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (valid) step.mutate({ kind: "accept", prepMinutes: value });
      }}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold">Preparation time</legend>
        <div className="flex flex-wrap items-center gap-2">
          {PREP_CHOICES.map((choice) => (
            <label key={choice} className="relative">
              <input
                type="radio"
                name={`${id}-prep`}
                value={choice}
                checked={value === choice}
                onChange={() => setMinutes(String(choice))}
                disabled={busy}
                className="peer absolute inset-0 h-full w-full cursor-pointer opacity-0"
              />
              <span className="flex h-10 min-w-16 items-center justify-center rounded-xl border border-stone-300 bg-white px-3 text-sm font-semibold peer-checked:border-brand-500 peer-checked:bg-brand-50 peer-checked:text-brand-700 peer-focus-visible:ring-4 peer-focus-visible:ring-brand-200">
                {choice} min
              </span>
            </label>
          ))}
          <label htmlFor={`${id}-minutes`} className="sr-only">
            Minutes ({PREP_MINUTES_MIN} to {PREP_MINUTES_MAX})
          </label>
          <input
            id={`${id}-minutes`}
            type="number"
            inputMode="numeric"
            min={PREP_MINUTES_MIN}
            max={PREP_MINUTES_MAX}
            step={1}
            value={minutes}
            onChange={(event) => setMinutes(event.target.value)}
            disabled={busy}
            aria-invalid={!valid}
            aria-describedby={`${id}-hint`}
            className="h-10 w-20 rounded-xl border border-stone-300 bg-white px-3 text-sm font-semibold tabular-nums focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100"
          />
          <span id={`${id}-hint`} className={valid ? "text-xs text-muted" : "text-xs font-semibold text-red-700"}>
            {valid ? "minutes" : `${PREP_MINUTES_MIN} to ${PREP_MINUTES_MAX} minutes`}
          </span>
        </div>
      </fieldset>
      <Button type="submit" disabled={busy || !valid} className="self-start">
        Accept order
      </Button>
    </form>
  );
}

/** Reject behind a question: the order is cancelled and refunded, and the customer reads the reason. */
function RejectOrderButton({ orderId, totalPrice }: Readonly<{ orderId: string; totalPrice: number }>) {
  const [confirming, setConfirming] = useState(false);
  const [reason, setReason] = useState(NO_REASON);
  const { step, busy } = useStep(orderId);
  const reject = () => {
    const why = reasonOf(reason);
    if (!why) {
      toast.error("Choose or write the reason the customer will read");
      return;
    }
    setConfirming(false);
    setReason(NO_REASON);
    step.mutate({ kind: "reject", reason: why });
  };
  return (
    <>
      <Button variant="danger" className="self-start" onClick={() => setConfirming(true)} disabled={busy}>
        Reject order
      </Button>
      <LazyConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reject this order?"
        description={
          <p>It is cancelled and the customer&apos;s payment of {formatRupees(totalPrice)} is refunded at once.</p>
        }
        cancelLabel="No"
        confirmLabel="Yes, reject"
        busy={busy}
        onConfirm={reject}
      >
        <CancelReasonFields value={reason} onChange={setReason} />
      </LazyConfirmDialog>
    </>
  );
}
