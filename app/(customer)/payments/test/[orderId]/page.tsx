import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { TestModePage } from "@/components/checkout/test-mode-page";
import { getSessionUser } from "@/lib/auth/session";
import { getTestCheckout } from "@/lib/checkout/test-page";
import { isRazorpayConfigured } from "@/lib/payments/gateway";

export const metadata: Metadata = { title: "TEST MODE payment", robots: { index: false } };

type Props = Readonly<{ params: Promise<{ orderId: string }> }>;

/** The built-in test gateway's payment page (TEST MODE); gone when Razorpay takes the payments. */
export default async function TestPaymentPage({ params }: Props) {
  const { orderId } = await params;
  const user = await getSessionUser();
  if (user?.userType !== "customer") {
    redirect(`/auth/login/customer?redirect=${encodeURIComponent(`/payments/test/${orderId}`)}`);
  }
  if (isRazorpayConfigured()) notFound();
  const checkout = await getTestCheckout(user, orderId);
  if (!checkout) notFound();
  return <TestModePage checkout={checkout} />;
}
