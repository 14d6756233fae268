"use client";
import { Icon } from "@/components/ui/icon";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { toast } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { paymentStatusPath, testGatewayFail, testGatewayPay, verifyPayment } from "@/lib/checkout/queries";
import { formatRupees } from "@/lib/ui/format";

type TestGatewayPanelProps = Readonly<{ providerOrderId: string; amount: number }>;

/**
 * The TEST MODE page's buttons. Pay: the test gateway signs a payment as Razorpay would and the
 * app verifies it like a real one. Fail: the gateway records a declined payment. Either way the
 * payment result screen says what happened.
 */
export function TestGatewayPanel({ providerOrderId, amount }: TestGatewayPanelProps) {
  const router = useRouter();
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
        const payment = await testGatewayPay(providerOrderId);
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
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button size="lg" className="sm:flex-1" onClick={pay} disabled={off}>
        <Icon name="credit-card" className="h-5 w-5" />{" "}
        {paying || leaving === "pay" ? "Paying…" : `Pay ${formatRupees(amount)}`}
      </Button>
      <Button size="lg" variant="outline" className="sm:flex-1" onClick={fail} disabled={off}>
        <Icon name="x-circle" className="h-5 w-5" /> {failing || leaving === "fail" ? "Failing…" : "Fail"}
      </Button>
    </div>
  );
}
