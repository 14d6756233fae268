import "server-only";
import { gatewayFor, ProviderError, type GatewayName } from "@/lib/payments/gateway";

// The provider's side of a refund, shared by cancelled orders (service.ts) and payments no order
// was placed for (unplaced-payments.ts).

/** How long a refund call may hold its claim before another attempt may take over (a crashed one). */
export const REFUND_LOCK_MS = 60_000;

export function failureText(error: unknown): string {
  if (error instanceof ProviderError) return error.description;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The provider's refund id; a payment the provider already shows refunded (our record was lost) counts as done.
 * With a `receipt` (a part of the payment, the platform's refunds of issue 33), a refund the provider already has
 * under that receipt is the answer, so an attempt cut short after the provider took it is never sent twice.
 */
export async function providerRefund(
  provider: GatewayName,
  providerPaymentId: string,
  amountPaise: number,
  receipt?: string,
): Promise<string | null> {
  const gateway = gatewayFor(provider);
  if (receipt) {
    const sent = await gateway.findRefund(providerPaymentId, receipt);
    if (sent) return sent.id;
  }
  try {
    return (await gateway.refund(providerPaymentId, amountPaise, receipt)).id;
  } catch (error) {
    if (!(error instanceof ProviderError) || error.kind !== "rejected" || receipt) throw error;
    const payment = await gateway.fetchPayment(providerPaymentId).catch(() => null);
    if (payment?.status === "refunded") return null;
    throw error;
  }
}
