"use client";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { CharCount, FormField } from "@/components/ui/form-field";
import type { AdminHelpReplyRequest } from "@/lib/admin/help-contract";
import { answerHelpThread } from "@/lib/admin/help-queries";
import { HELP_REPLY_MAX } from "@/lib/admin/help-words";
import { ApiError, errorMessage } from "@/lib/api/client";
import { readRupees } from "@/lib/money/rupees-text";
import { cn } from "@/lib/ui/cn";
import { formatRupees } from "@/lib/ui/format";
import { toast } from "@/lib/ui/toast";

type Problems = { message?: string; refund?: string };

/** The form's words as a request: the refund typed in rupees read as exact paise (12.5 is 1250, never 1249.99). */
function readForm(message: string, refund: string, close: boolean, refundablePaise: number) {
  const problems: Problems = {};
  if (!message.trim()) problems.message = "Write the answer the customer will read";
  const amount = readRupees(refund);
  let refundPaise: number | undefined;
  if ("paise" in amount) {
    if (amount.paise === 0) problems.refund = "Leave it empty for no refund, or give an amount above ₹0";
    else if (amount.paise > refundablePaise) {
      problems.refund = `At most ${formatRupees(refundablePaise / 100)} is left to refund`;
    } else refundPaise = amount.paise;
  } else if ("problem" in amount) {
    problems.refund =
      amount.problem === "decimals" ? "Rupees with at most 2 decimals" : "An amount in rupees, like 50 or 49.50";
  }
  const request: AdminHelpReplyRequest = { message: message.trim(), close, ...(refundPaise && { refundPaise }) };
  return { problems, request };
}

/**
 * The staff's answer to a help thread (issue 33): the message, an optional partial refund in rupees (asked once more
 * before it is sent: money goes back to the customer) and Close. The page then shows the thread as the server has it.
 */
export function HelpReplyForm({ threadId, refundablePaise }: Readonly<{ threadId: string; refundablePaise: number }>) {
  const router = useRouter();
  const id = useId();
  const [message, setMessage] = useState("");
  const [refund, setRefund] = useState("");
  const [close, setClose] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const [confirming, setConfirming] = useState<AdminHelpReplyRequest | null>(null);
  const [pending, startSend] = useTransition();

  const send = (request: AdminHelpReplyRequest) => {
    const sent = answerHelpThread(threadId, request);
    startSend(async () => {
      try {
        const answer = await sent;
        toast.success(answer.message);
        setMessage("");
        setRefund("");
        setClose(false);
        setConfirming(null);
        router.refresh();
      } catch (error) {
        setConfirming(null);
        const fields = error instanceof ApiError ? error.errors : undefined;
        setProblems({ message: fields?.message?.[0], refund: fields?.refundPaise?.[0] });
        toast.error(errorMessage(error));
      }
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { problems: found, request } = readForm(message, refund, close, refundablePaise);
    setProblems(found);
    if (found.message) return document.getElementById(`${id}-message`)?.focus();
    if (found.refund) return document.getElementById(`${id}-refund`)?.focus();
    if (request.refundPaise) setConfirming(request);
    else send(request);
  };

  return (
    <form
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-label="Answer the customer"
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-message`} className="text-sm font-semibold">
          Answer (the customer reads it from Thali support)
        </label>
        <textarea
          id={`${id}-message`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          maxLength={HELP_REPLY_MAX}
          rows={5}
          aria-invalid={problems.message ? true : undefined}
          aria-describedby={cn(problems.message && `${id}-message-error`, `${id}-count`)}
          className="w-full rounded-xl border border-stone-300 px-3 py-2 text-base focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-500"
        />
        {problems.message && (
          <p id={`${id}-message-error`} className="text-xs font-medium text-red-600">
            {problems.message}
          </p>
        )}
        <CharCount id={`${id}-count`} count={message.length} max={HELP_REPLY_MAX} />
      </div>
      <FormField
        id={`${id}-refund`}
        label="Refund in rupees (optional)"
        inputMode="decimal"
        autoComplete="off"
        value={refund}
        onChange={(event) => setRefund(event.target.value)}
        error={problems.refund}
        hint={`A part of the payment back to the customer: at most ${formatRupees(refundablePaise / 100)}`}
        disabled={refundablePaise === 0}
      />
      <label className="flex items-center gap-2 text-sm font-medium">
        <input
          type="checkbox"
          checked={close}
          onChange={(event) => setClose(event.target.checked)}
          className="h-5 w-5 rounded border-stone-400 accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        />
        Close the request with this answer
      </label>
      <Button type="submit" disabled={pending} className="self-end">
        {pending ? "Sending…" : close ? "Answer and close" : "Answer"}
      </Button>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && !pending && setConfirming(null)}
        title="Refund the customer?"
        description={
          confirming?.refundPaise
            ? `${formatRupees(confirming.refundPaise / 100)} goes back to the customer's payment method with this answer. It cannot be undone.`
            : ""
        }
        confirmLabel="Refund and answer"
        cancelLabel="Not yet"
        busy={pending}
        onConfirm={() => confirming && send(confirming)}
      />
    </form>
  );
}
