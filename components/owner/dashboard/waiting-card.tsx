import { BellRing } from "lucide-react";
import { AppLink } from "@/components/ui/app-link";
import { cn } from "@/lib/ui/cn";

/**
 * "Waiting to accept": the paid orders the kitchen has not yet accepted or rejected (GET /api/kitchenQueue's
 * count, read by the server render). The dashboard re-renders on every order event, so it counts live.
 */
export function WaitingCard({ count }: Readonly<{ count: number }>) {
  const waiting = count > 0;
  return (
    <section
      aria-labelledby="waiting-heading"
      data-card="Waiting to accept"
      className={cn(
        "flex flex-wrap items-center justify-between gap-3 rounded-2xl p-4 shadow-sm ring-1 sm:p-5",
        waiting ? "bg-amber-50 ring-amber-300" : "bg-white ring-stone-200",
      )}
    >
      <div className="flex items-center gap-3">
        <span
          className={cn(
            "flex h-9 w-9 shrink-0 items-center justify-center rounded-xl",
            waiting ? "bg-amber-100 text-amber-800" : "bg-stone-100 text-stone-600",
          )}
          aria-hidden
        >
          <BellRing className="h-5 w-5" />
        </span>
        <div>
          <h2 id="waiting-heading" className="text-sm font-semibold text-muted">
            Waiting to accept
          </h2>
          <p className="text-xl font-extrabold tabular-nums sm:text-2xl" data-waiting-count={count}>
            {count}
          </p>
        </div>
      </div>
      {waiting && (
        <AppLink
          href="/restaurant/orders"
          className="inline-flex min-h-11 items-center rounded-full bg-brand-500 px-4 text-sm font-semibold text-white hover:bg-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
        >
          {count === 1 ? "Answer it in Orders" : "Answer them in Orders"}
        </AppLink>
      )}
    </section>
  );
}
