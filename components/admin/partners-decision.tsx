"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LazyConfirmDialog } from "@/components/ui/lazy-confirm-dialog";
import { needsReason, REVIEW_REASON_MAX, type PartnerDecision, type PartnerKind } from "@/lib/admin/partners-checks";
import { sendPartnerDecision } from "@/lib/admin/partners-queries";
import { ApiError, errorMessage } from "@/lib/api/client";
import { toast } from "@/lib/ui/toast";

// The decisions open to a partner (issue 33 item 2): a button each, and a dialog that asks for the reason (required
// to reject or suspend: the partner reads it; a note for the log otherwise) before sending it. The page is read
// again after a decision, so the status, the checks and the history show what it did.

const LABEL: Record<PartnerDecision, string> = {
  approve: "Approve",
  reject: "Reject",
  suspend: "Suspend",
  reinstate: "Reinstate",
};

function question(decision: PartnerDecision, kind: PartnerKind, name: string): string {
  const listed = kind === "restaurant" ? "listed and takes orders" : "can go online and take deliveries";
  if (decision === "approve") return `${name} will be ${listed} from now on.`;
  if (decision === "reinstate") return `${name} will again be ${listed}.`;
  if (decision === "reject") return `${name} stays unlisted. The reason is mailed to them and shown on their console.`;
  return kind === "restaurant"
    ? `${name} is hidden from customers and takes no new orders; orders already placed go on.`
    : `${name} is set offline at once and offered no deliveries.`;
}

type Props = Readonly<{ kind: PartnerKind; id: string; name: string; decisions: PartnerDecision[] }>;

export function PartnerDecisions({ kind, id, name, decisions }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState<PartnerDecision | null>(null);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (decisions.length === 0) return null;

  function start(decision: PartnerDecision) {
    setReason("");
    setError(null);
    setOpen(decision);
  }

  async function send(decision: PartnerDecision) {
    if (needsReason(decision) && !reason.trim()) {
      setError("Say why: they read the reason");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await sendPartnerDecision({ kind, id, decision, reason: reason.trim() || undefined });
      toast.success(`${name}: ${answer.message.toLowerCase()}`);
      setOpen(null);
      router.refresh();
    } catch (caught) {
      const message = errorMessage(caught);
      // A refusal about the reason stays in the dialog; anything else (checks missing, a move no longer allowed).
      if (caught instanceof ApiError && caught.errors?.reason) setError(caught.errors.reason[0] ?? message);
      else {
        setOpen(null);
        toast.error(message);
      }
    } finally {
      setBusy(false);
    }
  }

  const reasonRequired = open !== null && needsReason(open);
  return (
    <div className="flex flex-wrap gap-2">
      {decisions.map((decision) => (
        <Button
          key={decision}
          variant={decision === "approve" || decision === "reinstate" ? "primary" : "danger"}
          onClick={() => start(decision)}
        >
          {LABEL[decision]}
        </Button>
      ))}
      <LazyConfirmDialog
        open={open !== null}
        onOpenChange={(next) => !next && !busy && setOpen(null)}
        title={open ? `${LABEL[open]} ${name}?` : ""}
        description={open ? question(open, kind, name) : ""}
        confirmLabel={open ? LABEL[open] : "Confirm"}
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => open && void send(open)}
      >
        <div className="mt-4 flex flex-col gap-1.5">
          <label htmlFor="review-reason" className="text-sm font-semibold text-ink">
            {reasonRequired ? "Reason (the partner reads it)" : "Note for the log (optional)"}
          </label>
          <textarea
            id="review-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            maxLength={REVIEW_REASON_MAX}
            rows={3}
            required={reasonRequired}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "review-reason-error" : undefined}
            className="w-full rounded-xl border border-stone-300 bg-white px-4 py-2 text-base shadow-sm focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-100 aria-[invalid=true]:border-red-500"
          />
          {error && (
            <p id="review-reason-error" role="alert" className="text-xs font-medium text-red-600">
              {error}
            </p>
          )}
        </div>
      </LazyConfirmDialog>
    </div>
  );
}
