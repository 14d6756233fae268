"use client";
import * as Dialog from "@radix-ui/react-dialog";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { distanceWords, vehicleWord } from "@/components/owner/delivery-words";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { assignRider, dispatchKeys, fetchAvailableRiders } from "@/lib/dispatch/queries";
import { toast } from "@/lib/ui/toast";

/**
 * "Assign a rider": a modal dialog (focus trapped, Escape closes) listing the online riders with no delivery in
 * hand near the restaurant, nearest first, each with its own "Assign" button (Tab and Enter reach every one).
 * The list is read when the dialog opens; a rider who went offline or took another order meanwhile answers 409.
 */
export function DeliveryAssignDialog({ orderId }: Readonly<{ orderId: string }>) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [reloading, startReload] = useTransition();
  const riders = useQuery({
    queryKey: dispatchKeys.riders(orderId),
    queryFn: ({ signal }) => fetchAvailableRiders(orderId, signal),
    enabled: open,
    staleTime: 0,
  });
  const assign = useMutation({
    mutationFn: (riderId: string) => assignRider(orderId, riderId),
    onSuccess: (answer) => {
      setOpen(false);
      toast.dismissErrors();
      toast.success(answer.message);
    },
    onError: (error) => {
      toast.error(errorMessage(error));
      void riders.refetch();
    },
    onSettled: () => startReload(() => router.refresh()),
    meta: { loading: true },
  });
  const busy = assign.isPending || reloading;
  const list = riders.data?.riders ?? [];
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button size="sm" disabled={busy}>
          Assign a rider
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/50 animate-fade-in" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[min(calc(100vw-2rem),26rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-3xl bg-white p-6 shadow-2xl animate-fade-in focus:outline-none">
          <Dialog.Title className="text-lg font-bold">Assign a rider</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-muted">
            Online riders with no delivery in hand near your restaurant, nearest first.
          </Dialog.Description>
          <div className="mt-4" aria-live="polite" aria-busy={riders.isFetching}>
            {riders.isPending ? (
              <p className="text-sm text-muted">Looking for riders…</p>
            ) : riders.isError ? (
              <p className="text-sm text-red-700">{errorMessage(riders.error)}</p>
            ) : list.length === 0 ? (
              <p className="text-sm text-muted">No rider is free near you right now. Try again in a minute.</p>
            ) : (
              <ul className="divide-y divide-stone-200 rounded-2xl ring-1 ring-stone-200" aria-label="Available riders">
                {list.map((rider) => {
                  const away = distanceWords(rider.distanceMeters);
                  return (
                    <li key={rider._id} className="flex items-center justify-between gap-3 px-3 py-2.5">
                      <div className="min-w-0">
                        <p className="font-semibold text-ink">{rider.firstName}</p>
                        <p className="text-sm text-muted">
                          {vehicleWord(rider.vehicle)}
                          {away ? ` · ${away} away` : ""}
                        </p>
                      </div>
                      <Button
                        size="sm"
                        disabled={busy}
                        onClick={() => assign.mutate(rider._id)}
                        aria-label={`Assign ${rider.firstName} (${vehicleWord(rider.vehicle)}${away ? `, ${away} away` : ""})`}
                      >
                        Assign
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
          </div>
          <div className="mt-4 flex justify-end">
            <Dialog.Close asChild>
              <Button variant="outline">Close</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
