import { Icon } from "@/components/ui/icon";
import { Picture } from "@/components/ui/picture";
import { AppLink } from "@/components/ui/app-link";
import { TestGatewayPanel } from "@/components/checkout/test-gateway-panel";
import { buttonClasses } from "@/components/ui/button";
import type { TestCheckout } from "@/lib/checkout/test-page";
import { formatRupees } from "@/lib/ui/format";

/**
 * The TEST MODE page: what a provider's payment page would be, clearly marked as a test so that
 * nobody mistakes it for a real payment.
 */
export function TestModePage({ checkout }: Readonly<{ checkout: TestCheckout }>) {
  const amount = checkout.amountPaise / 100;
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6">
      <div
        role="note"
        aria-label="Test mode"
        className="rounded-2xl border-2 border-dashed border-amber-500 bg-[repeating-linear-gradient(135deg,#fef3c7_0_14px,#fde68a_14px_28px)] p-4 text-amber-950"
      >
        <p className="flex items-center gap-2 text-xl font-black tracking-widest">
          <Icon name="flask-conical" className="h-6 w-6" /> TEST MODE
        </p>
        <p className="mt-1 text-sm font-medium">
          No real money moves here. This page stands in for the payment provider because no Razorpay keys are set.
        </p>
      </div>

      <section
        aria-labelledby="test-payment-heading"
        className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200"
      >
        <div className="flex items-center gap-4 border-b border-stone-200 p-5">
          <div className="relative h-16 w-16 shrink-0 overflow-hidden rounded-xl bg-stone-100">
            {checkout.restaurantImageUrl ? (
              <Picture src={checkout.restaurantImageUrl} alt="" fill sizes="64px" className="object-cover" />
            ) : (
              <Icon name="utensils-crossed" className="absolute inset-0 m-auto h-6 w-6 text-stone-400" />
            )}
          </div>
          <div className="min-w-0">
            <h1 id="test-payment-heading" className="text-lg font-bold leading-snug">
              {checkout.restaurantName ? `Pay ${checkout.restaurantName}` : "Pay for your order"}
            </h1>
            <p className="text-sm text-muted">
              {checkout.itemCount !== null && `${checkout.itemCount} ${checkout.itemCount === 1 ? "item" : "items"} · `}
              Order {checkout.providerOrderId}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-5 p-5">
          <dl className="flex items-baseline justify-between">
            <dt className="text-muted">Amount</dt>
            <dd className="text-3xl font-extrabold tabular-nums">{formatRupees(amount)}</dd>
          </dl>
          {checkout.state === "paid" ? (
            <div className="flex flex-col gap-3">
              <p className="rounded-xl bg-green-50 px-4 py-3 text-sm font-semibold text-veg">
                This order is already paid.
              </p>
              <AppLink href="/orders" className={buttonClasses("primary", "lg")}>
                Show My Orders
              </AppLink>
            </div>
          ) : (
            <>
              <TestGatewayPanel providerOrderId={checkout.providerOrderId} amount={amount} />
              <p className="text-xs text-muted">
                Pay approves the payment and Fail declines it, as a bank would. Either way you see the result next.
              </p>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
