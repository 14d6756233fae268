"use client";
import { Icon } from "@/components/ui/icon";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/lib/ui/toast";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api/client";
import { paymentStatusPath, testGatewayFail, testGatewayPay, verifyPayment } from "@/lib/checkout/queries";
import { useWrite } from "@/lib/query/use-write";
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
  const toastError = (error: unknown) => void toast.error(errorMessage(error));
  const pay = useWrite({
    mutationFn: async () => {
      const payment = await testGatewayPay(providerOrderId);
      return verifyPayment(payment).then(
        (verified) => verified.payment_reference_id,
        // The result screen asks the server again and says what happened.
        () => payment.razorpay_payment_id,
      );
    },
    onSuccess: goToResult("pay"),
    onError: toastError,
  });
  const fail = useWrite({
    mutationFn: () => testGatewayFail(providerOrderId).then((failed) => failed.razorpay_payment_id),
    onSuccess: goToResult("fail"),
    onError: toastError,
  });
  const off = leaving !== null || pay.isPending || fail.isPending;

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button size="lg" className="sm:flex-1" onClick={() => pay.mutate()} disabled={off}>
        <Icon name="credit-card" className="h-5 w-5" />{" "}
        {pay.isPending || leaving === "pay" ? "Paying…" : `Pay ${formatRupees(amount)}`}
      </Button>
      <Button size="lg" variant="outline" className="sm:flex-1" onClick={() => fail.mutate()} disabled={off}>
        <Icon name="x-circle" className="h-5 w-5" /> {fail.isPending || leaving === "fail" ? "Failing…" : "Fail"}
      </Button>
    </div>
  );
}
