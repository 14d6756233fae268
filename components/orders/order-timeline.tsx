import { Icon } from "@/components/ui/icon";
import type { ApiOrder } from "@/lib/orders/contract";
import { cn } from "@/lib/ui/cn";
import { formatTime } from "@/lib/ui/format";
import { DeliveryPanel, type TrackingContext } from "./delivery-panel";
import { timelineOf, type TimelineStep } from "./timeline-steps";

/**
 * The order's tracker (issue 30 part 6): placed, accepted (with the kitchen's promise), preparing, ready,
 * out for delivery, delivered, each done step with its time, the order's step now highlighted and the
 * steps to come greyed; a cancelled or rejected order ends at the step where it stopped, with why.
 * A server component: Past Orders re-renders on every event of the customer's orders, so it moves live.
 * In a <details> "Track order", open while the order is on its way, closed once it is finished; a
 * vertical list on a phone, a row of steps from the `sm` width.
 */
export function OrderTimeline({ order, tracking }: Readonly<{ order: ApiOrder; tracking?: TrackingContext }>) {
  const { steps, active } = timelineOf(order);
  const current = steps.find((step) => step.state === "current");
  const listId = `order-${order._id}-timeline`;
  return (
    <details open={active} className="group border-t border-dashed border-stone-200">
      <summary
        className={cn(
          "flex cursor-pointer list-none items-center gap-2 px-4 py-3 text-sm sm:px-5 [&::-webkit-details-marker]:hidden",
          "rounded-md focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600",
        )}
      >
        <span className="font-bold">Track order</span>
        {current && (
          <span className="min-w-0 truncate text-muted">
            · {current.label}
            {current.at && ` at ${formatTime(current.at)}`}
          </span>
        )}
        <Icon name="chevron-down" className="ml-auto h-4 w-4 shrink-0 transition-transform group-open:rotate-180" />
      </summary>
      <ol id={listId} aria-label="Order progress" className="flex flex-col px-4 pb-4 sm:flex-row sm:px-5 sm:pb-5">
        {steps.map((step, index) => (
          <Step key={step.key} step={step} last={index === steps.length - 1} />
        ))}
      </ol>
      {/* The platform's rider (issue 32): who, the code for the door, the live map and estimate. */}
      <DeliveryPanel order={order} tracking={tracking} />
    </details>
  );
}

function Step({ step, last }: Readonly<{ step: TimelineStep; last: boolean }>) {
  const stopped = step.key === "cancelled";
  const reached = step.state !== "upcoming";
  // The journey's end: delivered is the order's step now, and it is done (a check, not a pulsing dot).
  const finished = step.key === "delivered" && step.state === "current";
  return (
    <li
      aria-current={step.state === "current" ? "step" : undefined}
      data-step={step.key}
      data-state={step.state}
      className="relative flex min-w-0 gap-3 pb-4 last:pb-0 sm:flex-1 sm:flex-col sm:gap-2 sm:pb-0"
    >
      {/* The line to the next step: down on a phone, across from `sm`. Green where the order has been. */}
      {!last && (
        <span
          aria-hidden="true"
          className={cn(
            "absolute left-[11px] top-6 h-[calc(100%-1.5rem)] w-0.5 sm:left-6 sm:top-[11px] sm:h-0.5 sm:w-[calc(100%-1.5rem)]",
            step.state === "done" ? "bg-veg" : "bg-stone-200",
          )}
        />
      )}
      <span
        aria-hidden="true"
        className={cn(
          "relative z-10 flex h-6 w-6 shrink-0 items-center justify-center rounded-full ring-2",
          stopped && "bg-red-600 text-white ring-red-600",
          !stopped && (step.state === "done" || finished) && "bg-veg text-white ring-veg",
          !stopped && !finished && step.state === "current" && "bg-white text-veg ring-veg ring-offset-2",
          step.state === "upcoming" && "bg-white ring-stone-300",
        )}
      >
        {stopped ? (
          <Icon name="x" className="h-3.5 w-3.5" bold />
        ) : step.state === "done" || finished ? (
          <Icon name="check" className="h-3.5 w-3.5" bold />
        ) : step.state === "current" ? (
          <span className="h-2.5 w-2.5 rounded-full bg-veg motion-safe:animate-pulse" />
        ) : null}
      </span>
      <div className="min-w-0 sm:pr-2">
        <p
          className={cn(
            "text-sm leading-6 sm:leading-5",
            step.state === "current" ? "font-bold text-ink" : reached ? "font-semibold text-ink" : "text-stone-500",
            stopped && "text-red-700",
          )}
        >
          {step.label}
          {step.at && (
            <>
              {" "}
              <time dateTime={step.at} className="font-normal text-muted tabular-nums sm:block">
                {formatTime(step.at)}
              </time>
            </>
          )}
        </p>
        {step.note && (
          <p className={cn("text-xs", reached ? "text-muted" : "text-stone-500", stopped && "text-red-700")}>
            {step.note}
          </p>
        )}
      </div>
    </li>
  );
}
