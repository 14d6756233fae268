"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/form-field";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import type { RefundChoice } from "@/lib/admin/orders-contract";
import { sendAdminCancel, sendAdminRefund } from "@/lib/admin/orders-queries";
import { REFUND_REASON_MAX } from "@/lib/admin/refunds-rules";
import { ApiError, errorMessage } from "@/lib/api/client";
import { formatRupees } from "@/lib/ui/format";
import { toast } from "@/lib/ui/toast";

// The order page's two actions (issue 33 item 3): "Cancel order" (a reason, and the refund: the whole rest, a part
// or none) for an order not delivered or cancelled, and "Refund" (a part, with a reason) while something paid
// online is left to refund. Each asks in a dialog, sends, shows the server's answer and reads the page again.

type Props = Readonly<{ orderId: string; number: string; canCancel: boolean; refundablePaise: number }>;

type Dialog = "cancel" | "refund" | null;

/** Rupees as typed ("120", "99.50") in whole paise; null when it is not an amount of at most two decimals. */
function paiseOf(typed: string): number | null {
  const text = typed.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const paise = Math.round(Number(text) * 100);
  return paise > 0 ? paise : null;
}

const CHOICES: Array<{ value: RefundChoice; label: string }> = [
  { value: "full", label: "Full refund of what is left" },
  { value: "partial", label: "Partial refund" },
  { value: "none", label: "No refund" },
];

const textareaClasses =
  "w-full rounded-xl border border-stone-300 bg-white px-4 py-2 text-base shadow-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-500";

export function OrderActions({ orderId, number, canCancel, refundablePaise }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState<Dialog>(null);
  const [reason, setReason] = useState("");
  const [choice, setChoice] = useState<RefundChoice>(refundablePaise > 0 ? "full" : "none");
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const left = formatRupees(refundablePaise / 100);

  if (!canCancel && refundablePaise === 0) return null;

  function start(dialog: Exclude<Dialog, null>) {
    setReason("");
    setAmount("");
    setChoice(refundablePaise > 0 ? "full" : "none");
    setError(null);
    setOpen(dialog);
  }

  async function send() {
    const needsAmount = open === "refund" || choice === "partial";
    const amountPaise = needsAmount ? paiseOf(amount) : undefined;
    if (!reason.trim()) return setError("Give a reason: it is kept in the audit log and the customer reads it");
    if (amountPaise === null) return setError("Type an amount in rupees, such as 120 or 99.50");
    setBusy(true);
    setError(null);
    try {
      const answer =
        open === "cancel"
          ? await sendAdminCancel({ orderId, reason: reason.trim(), refund: choice, amountPaise })
          : await sendAdminRefund({ orderId, reason: reason.trim(), amountPaise: amountPaise! });
      toast.success(`${number}: ${answer.message}`);
      setOpen(null);
      router.refresh();
    } catch (caught) {
      // A refusal about what was typed stays in the dialog; anything else closes it.
      if (caught instanceof ApiError && caught.status === 422) setError(errorMessage(caught));
      else {
        setOpen(null);
        toast.error(errorMessage(caught));
      }
    } finally {
      setBusy(false);
    }
  }

  const showAmount = open === "refund" || choice === "partial";
  return (
    <div className="flex flex-wrap gap-2">
      {canCancel && (
        <Button variant="danger" onClick={() => start("cancel")}>
          Cancel order
        </Button>
      )}
      {refundablePaise > 0 && (
        <Button variant="outline" onClick={() => start("refund")}>
          Refund
        </Button>
      )}
      <LazyConfirmDialog
        open={open !== null}
        onOpenChange={(next) => !next && !busy && setOpen(null)}
        title={open === "cancel" ? `Cancel order ${number}?` : `Refund part of order ${number}`}
        description={
          open === "cancel"
            ? "The restaurant, the rider and the customer are told. An order is cancelled once."
            : `Up to ${left} can be refunded to the customer's original payment method.`
        }
        confirmLabel={open === "cancel" ? "Cancel order" : "Refund"}
        cancelLabel="Back"
        busy={busy}
        onConfirm={() => void send()}
      >
        <div className="mt-4 flex flex-col gap-3">
          {open === "cancel" && (
            <fieldset className="flex flex-col gap-1.5">
              <legend className="text-sm font-semibold">Refund ({left} paid online is left)</legend>
              {CHOICES.map((option) => (
                <label key={option.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="refund-choice"
                    value={option.value}
                    checked={choice === option.value}
                    disabled={option.value !== "none" && refundablePaise === 0}
                    onChange={() => setChoice(option.value)}
                    className="size-4 accent-brand-600"
                  />
                  {option.label}
                </label>
              ))}
            </fieldset>
          )}
          {showAmount && (
            <div className="flex flex-col gap-1.5">
              <label htmlFor="refund-amount" className="text-sm font-semibold">
                Amount in rupees (at most {left})
              </label>
              <input
                id="refund-amount"
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.target.value)}
                className={inputClasses}
              />
            </div>
          )}
          <div className="flex flex-col gap-1.5">
            <label htmlFor="order-action-reason" className="text-sm font-semibold">
              Reason (the customer reads it)
            </label>
            <textarea
              id="order-action-reason"
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={REFUND_REASON_MAX}
              rows={3}
              required
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "order-action-error" : undefined}
              className={textareaClasses}
            />
          </div>
          {error && (
            <p id="order-action-error" role="alert" className="text-xs font-medium text-red-600">
              {error}
            </p>
          )}
        </div>
      </LazyConfirmDialog>
    </div>
  );
}
