"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import type { AdminPerson } from "@/lib/admin/orders-contract";
import { sendBlock, sendSettleCash } from "@/lib/admin/orders-queries";
import { BLOCK_REASON_MAX } from "@/lib/admin/people-schemas";
import { ApiError, errorMessage } from "@/lib/api/client";
import { formatRupees } from "@/lib/ui/format";
import { toast } from "@/lib/ui/toast";

// A person's actions on the people page (issue 33 item 3): Block (a reason is required; every login ends) or Unblock,
// and for a delivery partner holding cash, Settle. Each asks in a dialog, then reads the page again.

type Props = Readonly<{ person: AdminPerson; self: boolean }>;

export function PersonActions({ person, self }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState<"block" | "settle" | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const blocked = person.blockedAt !== null;
  const cash = person.rider?.cashHeldPaise ?? 0;
  const fieldId = `block-reason-${person._id}`;

  async function send() {
    if (open === "block" && !blocked && !reason.trim()) return setError("Give a reason: it is kept in the audit log");
    setBusy(true);
    setError(null);
    try {
      const answer =
        open === "settle"
          ? await sendSettleCash(person._id)
          : await sendBlock({ userId: person._id, blocked: !blocked, reason: reason.trim() || undefined });
      toast.success(answer.message);
      setOpen(null);
      router.refresh();
    } catch (caught) {
      if (caught instanceof ApiError && caught.status === 422) setError(errorMessage(caught));
      else {
        setOpen(null);
        toast.error(errorMessage(caught));
      }
    } finally {
      setBusy(false);
    }
  }

  if (person.userType === "admin" || self) return null;
  const verb = blocked ? "Unblock" : "Block";
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        variant={blocked ? "outline" : "danger"}
        onClick={() => {
          setReason("");
          setError(null);
          setOpen("block");
        }}
      >
        {verb}
        <span className="sr-only"> {person.username}</span>
      </Button>
      {cash > 0 && (
        <Button size="sm" variant="outline" onClick={() => setOpen("settle")}>
          Settle {formatRupees(cash / 100)}
          <span className="sr-only"> held by {person.username}</span>
        </Button>
      )}
      <LazyConfirmDialog
        open={open !== null}
        onOpenChange={(next) => !next && !busy && setOpen(null)}
        title={open === "settle" ? `Settle ${person.username}'s cash?` : `${verb} ${person.username}?`}
        description={
          open === "settle"
            ? `${person.username} has handed over ${formatRupees(cash / 100)} taken at doors. It is recorded as settled.`
            : blocked
              ? "They can log in again."
              : "Every login of theirs ends now and logging in is refused" +
                (person.rider ? "; they are set offline." : ".")
        }
        confirmLabel={open === "settle" ? "Settle" : verb}
        cancelLabel="Back"
        busy={busy}
        onConfirm={() => void send()}
      >
        {open === "block" && (
          <div className="mt-4 flex flex-col gap-1.5">
            <label htmlFor={fieldId} className="text-sm font-semibold">
              {blocked ? "Note for the log (optional)" : "Reason (kept in the audit log)"}
            </label>
            <textarea
              id={fieldId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={BLOCK_REASON_MAX}
              rows={3}
              required={!blocked}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              className="w-full rounded-xl border border-stone-300 bg-white px-4 py-2 text-base shadow-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-500"
            />
            {error && (
              <p id={`${fieldId}-error`} role="alert" className="text-xs font-medium text-red-600">
                {error}
              </p>
            )}
          </div>
        )}
      </LazyConfirmDialog>
    </div>
  );
}
