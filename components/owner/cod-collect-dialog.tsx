"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useRef, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { markCodCollected, markCodRefused } from "@/lib/owner/queries";
import { formatRupees } from "@/lib/ui/format";
import { toast } from "@/lib/ui/toast";

type DoorAction = { kind: "collected"; via: "cash" | "upi" } | { kind: "refused" };

type CodCollectDialogProps = Readonly<{
  orderId: string;
  totalPrice: number;
  /** The order's `upi://pay` link and its QR (a PNG data URL), made on the server (lib/checkout/upi-qr.ts). */
  upiLink: string;
  qr: string;
}>;

/**
 * "Collect ₹X" on a cash or UPI on delivery order at the door: a modal dialog (focus trapped, Escape closes) with
 * the UPI QR of the exact amount, the amount, and what happened: cash received, paid by UPI, or refused.
 */
export function CodCollectDialog({ orderId, totalPrice, upiLink, qr }: CodCollectDialogProps) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const [reloading, startReload] = useTransition();
  const amount = formatRupees(totalPrice);
  const door = useMutation({
    mutationFn: (action: DoorAction) =>
      action.kind === "refused" ? markCodRefused(orderId) : markCodCollected(orderId, action.via),
    onSuccess: (answer) => {
      setOpen(false);
      toast.dismissErrors();
      toast.success(answer.message);
    },
    onError: (error) => toast.error(errorMessage(error)),
    // Whatever happened, show the order as it now stands.
    onSettled: () => startReload(() => router.refresh()),
    meta: { loading: true },
  });
  const busy = door.isPending || reloading;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button disabled={busy}>Collect {amount}</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50 animate-fade-in" />
        <Dialog.Content
          // Focus starts on the dialog itself, not on "Cash received": an Enter pressed by habit records nothing.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.focus();
          }}
          ref={content}
          tabIndex={-1}
          className="fixed left-1/2 top-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[min(calc(100vw-2rem),24rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl animate-fade-in focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold">Collect {amount}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            Cash or UPI on delivery: the customer scans this with any UPI app to pay the exact amount.
          </Dialog.Description>
          <div className="mt-3 flex flex-col items-center gap-1.5">
            {/* eslint-disable-next-line @next/next/no-img-element -- a data URL made on the server, nothing to optimise */}
            <img
              src={qr}
              alt={`UPI QR code to pay ${amount}`}
              width={240}
              height={240}
              className="h-48 w-48 rounded-xl ring-1 ring-stone-200 sm:h-60 sm:w-60"
            />
            <p className="text-2xl font-extrabold tabular-nums" data-testid="cod-amount">
              {amount}
            </p>
            <a href={upiLink} className="text-sm font-semibold text-brand-700 underline underline-offset-2">
              Open in a UPI app on this phone
            </a>
          </div>
          <div className="mt-4 grid grid-cols-2 gap-2">
            <Button onClick={() => door.mutate({ kind: "collected", via: "cash" })} disabled={busy}>
              Cash received
            </Button>
            <Button onClick={() => door.mutate({ kind: "collected", via: "upi" })} disabled={busy}>
              Paid by UPI
            </Button>
            <Button
              variant="danger"
              className="col-span-2"
              onClick={() => door.mutate({ kind: "refused" })}
              disabled={busy}
            >
              Customer refused
            </Button>
            <Dialog.Close asChild>
              <Button variant="outline" className="col-span-2">
                Close
              </Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
