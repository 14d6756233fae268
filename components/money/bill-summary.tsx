import type { Bill, FreeDeliveryGap } from "@/lib/money/bill";
import { formatRupees } from "@/lib/ui/format";

// The bill as the customer reads it, everywhere it is shown before and after paying (the cart, the checkout, the
// order card): every charge on its own line before the total, never added at the last step. The labels of the spec's
// cart stay as they were ("Sub Total", "Delivery Charge", "Total"); the other lines appear only when they are not 0.

const rupees = (paise: number) => formatRupees(paise / 100);
const percent = (bps: number) => `${bps / 100}%`;

type BillSummaryProps = Readonly<{
  bill: Bill;
  /** The last line's words: "Total" in the cart, "To pay" at checkout, "Paid" on an order. */
  totalLabel?: string;
  className?: string;
}>;

function Row({ label, value, strong = false }: Readonly<{ label: string; value: React.ReactNode; strong?: boolean }>) {
  return (
    <div
      className={
        strong
          ? "flex justify-between gap-3 border-t border-dashed border-stone-300 pt-2 text-base font-bold"
          : "flex justify-between gap-3"
      }
    >
      <dt className={strong ? undefined : "text-muted"}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}

export function BillSummary({ bill, totalLabel = "Total", className }: BillSummaryProps) {
  const exclusive = bill.taxMode === "exclusive";
  return (
    <div className={className}>
      <dl className="space-y-1.5 text-sm" aria-label="Bill details">
        <Row label="Sub Total" value={rupees(bill.itemTotalPaise)} />
        {bill.packagingPaise > 0 && <Row label="Packaging" value={rupees(bill.packagingPaise)} />}
        <Row
          label="Delivery Charge"
          value={
            bill.deliveryFeePaise === 0 ? (
              <span className="font-semibold text-veg">Free</span>
            ) : (
              rupees(bill.deliveryFeePaise)
            )
          }
        />
        {bill.platformFeePaise > 0 && <Row label="Platform fee" value={rupees(bill.platformFeePaise)} />}
        {exclusive && bill.gstPaise > 0 && <Row label="GST" value={rupees(bill.gstPaise)} />}
        {bill.discountPaise > 0 && (
          <Row label="Discount" value={<span className="text-veg">−{rupees(bill.discountPaise)}</span>} />
        )}
        {bill.tipPaise > 0 && <Row label="Delivery partner tip" value={rupees(bill.tipPaise)} />}
        <Row label={totalLabel} value={rupees(bill.totalPaise)} strong />
      </dl>
      {bill.gstPaise > 0 && (
        <p className="mt-1 text-xs text-muted">
          {exclusive ? "GST: " : `Prices include GST of ${rupees(bill.gstPaise)}: `}
          {percent(bill.food.rateBps)} on food {rupees(bill.food.gstPaise)}
          {bill.fees.gstPaise > 0 && `, ${percent(bill.fees.rateBps)} on fees ${rupees(bill.fees.gstPaise)}`}
        </p>
      )}
    </div>
  );
}

/** "Add 2 more items for free delivery" / "Add ₹60.00 more for free delivery", or nothing. */
export function freeDeliveryText(gap: FreeDeliveryGap): string | null {
  if (gap === null) return null;
  if ("dishes" in gap) return `Add ${gap.dishes} more item${gap.dishes === 1 ? "" : "s"} for free delivery`;
  return `Add ${rupees(gap.paise)} more for free delivery`;
}
