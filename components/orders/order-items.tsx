import { VegMarker } from "@/components/cart/veg-marker";
import type { ApiOrder } from "@/lib/orders/contract";
import { cn } from "@/lib/ui/cn";

/** An order's dishes with their veg markers and quantities, as both order cards show them. */
export function OrderItems({ items, className }: Readonly<{ items: ApiOrder["items"]; className?: string }>) {
  return (
    <ul className={cn("text-sm", className)}>
      {items.map((line) => (
        <li key={line.item_id._id} className="flex items-start gap-2">
          {/* The line as ordered: item_id is the dish as it is today, which the owner may have renamed. */}
          <VegMarker type={line.type} className="mt-0.5" />
          <span className="min-w-0 flex-1 text-ink">{line.name}</span>
          <span className="shrink-0 tabular-nums text-muted">
            <span className="sr-only">quantity </span>× {line.quantity}
          </span>
        </li>
      ))}
    </ul>
  );
}
