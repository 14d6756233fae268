"use client";
import { CreditCard, XCircle } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
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
  // A busy flag, not useMutation: TanStack Query (about 10 kB) would take this page over its first-load JS budget.
  const [busy, setBusy] = useState<"pay" | "fail" | null>(null);

  const pay = async () => {
    setBusy("pay");
    try {
      const payment = await testGatewayPay(providerOrderId);
      const reference = await verifyPayment(payment).then(
        (verified) => verified.payment_reference_id,
        // The result screen asks the server again and says what happened.
        () => payment.razorpay_payment_id,
      );
      router.push(paymentStatusPath(reference));
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(null);
    }
  };

  const fail = async () => {
    setBusy("fail");
    try {
      const failed = await testGatewayFail(providerOrderId);
      router.push(paymentStatusPath(failed.razorpay_payment_id));
    } catch (error) {
      toast.error(errorMessage(error));
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <Button size="lg" className="sm:flex-1" onClick={() => void pay()} disabled={busy !== null}>
        <CreditCard className="h-5 w-5" aria-hidden /> {busy === "pay" ? "Paying…" : `Pay ${formatRupees(amount)}`}
      </Button>
      <Button size="lg" variant="outline" className="sm:flex-1" onClick={() => void fail()} disabled={busy !== null}>
        <XCircle className="h-5 w-5" aria-hidden /> {busy === "fail" ? "Failing…" : "Fail"}
      </Button>
    </div>
  );
}
