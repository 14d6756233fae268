import type { Metadata } from "next";
import { PaymentStatus } from "@/components/checkout/payment-status";

export const metadata: Metadata = { title: "Payment status", robots: { index: false } };

type Props = Readonly<{ params: Promise<{ ref: string }> }>;

/**
 * The spec's payment result screen. Visiting it places nothing by itself: the server places the
 * order only for a verified payment of this customer (proxy.ts lets only customers in).
 */
export default async function PaymentStatusPage({ params }: Props) {
  const { ref } = await params;
  return <PaymentStatus reference={ref} />;
}
