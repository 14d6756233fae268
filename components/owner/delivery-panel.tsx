"use client";
import { useMutation } from "@tanstack/react-query";
import { Bike } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { DeliveryAssignDialog } from "@/components/owner/delivery-assign-dialog";
import { deliveryHeadline } from "@/components/owner/delivery-words";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import type { ApiDelivery } from "@/lib/dispatch/api-shape";
import { deliverItself } from "@/lib/dispatch/queries";
import { cn } from "@/lib/ui/cn";
import { toast } from "@/lib/ui/toast";

/**
 * The delivery leg of a platform order on the owner's card (issue 32 part 4): finding a rider (with "Assign a
 * rider"), the rider coming or on the way, and after 10 minutes without one "No rider found" with "Deliver it
 * ourselves" (the status list's cancel, with its refund, stays beside it). The list re-renders on every
 * "order.delivery" event, so this reads only the order.
 */
export function DeliveryPanel({ orderId, delivery }: Readonly<{ orderId: string; delivery: ApiDelivery }>) {
  const router = useRouter();
  const [reloading, startReload] = useTransition();
  const ourselves = useMutation({
    mutationFn: () => deliverItself(orderId),
    onSuccess: (answer) => toast.success(answer.message),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => startReload(() => router.refresh()),
    meta: { loading: true },
  });
  const searching = delivery.state === "searching";
  const noRider = searching && delivery.noRiderAt !== null;
  const headingId = `delivery-${orderId}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="delivery-panel"
      data-delivery-state={delivery.state}
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-xl px-3 py-2.5 ring-1",
        noRider ? "bg-amber-50 ring-amber-200" : "bg-white ring-stone-200",
      )}
    >
      <div className="flex min-w-0 items-center gap-2">
        <Bike className={cn("h-5 w-5 shrink-0", noRider ? "text-amber-700" : "text-brand-700")} aria-hidden />
        {/* Read out when it changes (a rider took it, none was found): the list re-renders on those events. */}
        <div className="min-w-0" aria-live="polite">
          <h3 id={headingId} className="text-sm font-bold text-ink">
            {deliveryHeadline(delivery)}
          </h3>
          {noRider && (
            <p className="text-sm text-amber-900">
              Nobody took it in 10 minutes. Deliver it yourselves, assign a rider, or cancel it with a refund.
            </p>
          )}
          {delivery.flagged && (
            <p className="text-sm font-semibold text-red-700">Wrong code 5 times: the rider will call you.</p>
          )}
        </div>
      </div>
      {searching && (
        <div className="flex flex-wrap gap-2">
          <DeliveryAssignDialog orderId={orderId} />
          {noRider && (
            <Button
              variant="outline"
              size="sm"
              disabled={ourselves.isPending || reloading}
              onClick={() => ourselves.mutate()}
            >
              Deliver it ourselves
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
