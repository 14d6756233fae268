"use client";
import { Icon } from "@/components/ui/icon";
import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { toast } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { paymentStatusPath, testGatewayFail, testGatewayPay, verifyPayment } from "@/lib/checkout/queries";
import { formatRupees } from "@/lib/ui/format";
import { cn } from "@/lib/ui/cn";
import { TEST_METHOD_LABELS, TEST_PAYMENT_METHODS, type TestPaymentMethod } from "@/lib/payments/test-methods";

const choiceClasses = cn(
  "flex min-h-11 cursor-pointer items-center gap-2.5 rounded-xl border border-stone-300 bg-white px-3 py-2 text-sm font-semibold",
  "has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-brand-100",
);

type TestGatewayPanelProps = Readonly<{ providerOrderId: string; amount: number }>;

/**
 * The TEST MODE page's buttons, after the way of paying the tester chooses (UPI, card, netbanking or wallet,
 * recorded on the payment as Razorpay reports it). Pay: the test gateway signs a payment as Razorpay would and the
 * app verifies it like a real one. Fail: the gateway records a declined payment. Either way the
 * payment result screen says what happened.
 */
export function TestGatewayPanel({ providerOrderId, amount }: TestGatewayPanelProps) {
  const router = useRouter();
  const id = useId();
  // The way of paying the provider records, shown on the order afterwards (Paid online by card).
  const [method, setMethod] = useState<TestPaymentMethod>("upi");
  // After either call succeeds the page is on its way to the result screen: the buttons stay off.
  const [leaving, setLeaving] = useState<"pay" | "fail" | null>(null);
  const goToResult = (which: "pay" | "fail") => (reference: string) => {
    setLeaving(which);
    router.push(paymentStatusPath(reference));
  };
  // The customer pages' writes (docs/decisions/0013): a transition each is the pending flag.
  const [paying, startPay] = useTransition();
  const [failing, startFail] = useTransition();
  const pay = () =>
    startPay(async () => {
      try {
        const payment = await testGatewayPay(providerOrderId, method);
        const reference = await verifyPayment(payment).then(
          (verified) => verified.payment_reference_id,
          // The result screen asks the server again and says what happened.
          () => payment.razorpay_payment_id,
        );
        goToResult("pay")(reference);
      } catch (error) {
        toast.error(errorMessage(error));
      }
    });
  const fail = () =>
    startFail(async () => {
      try {
        goToResult("fail")((await testGatewayFail(providerOrderId)).razorpay_payment_id);
      } catch (error) {
        toast.error(errorMessage(error));
      }
    });
  const off = leaving !== null || paying || failing;

  return (
    <div className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" disabled={off}>
        <legend className="mb-1.5 text-sm font-semibold">Pay with (TEST MODE)</legend>
        <div className="grid grid-cols-2 gap-2">
          {TEST_PAYMENT_METHODS.map((choice) => (
            <label key={choice} className={choiceClasses}>
              <input
                type="radio"
                name={`${id}-method`}
                value={choice}
                checked={method === choice}
                onChange={() => setMethod(choice)}
                className="h-4 w-4 shrink-0 accent-brand-500"
              />
              {TEST_METHOD_LABELS[choice]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button size="lg" className="sm:flex-1" onClick={pay} disabled={off}>
          <Icon name="credit-card" className="h-5 w-5" />{" "}
          {paying || leaving === "pay" ? "Paying…" : `Pay ${formatRupees(amount)}`}
        </Button>
        <Button size="lg" variant="outline" className="sm:flex-1" onClick={fail} disabled={off}>
          <Icon name="x-circle" className="h-5 w-5" /> {failing || leaving === "fail" ? "Failing…" : "Fail"}
        </Button>
      </div>
    </div>
  );
}
