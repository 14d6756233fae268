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

/** The provider's refund id; a payment the provider already shows refunded (our record was lost) counts as done. */
export async function providerRefund(
  provider: GatewayName,
  providerPaymentId: string,
  amountPaise: number,
): Promise<string | null> {
  const gateway = gatewayFor(provider);
  try {
    return (await gateway.refund(providerPaymentId, amountPaise)).id;
  } catch (error) {
    if (!(error instanceof ProviderError) || error.kind !== "rejected") throw error;
    const payment = await gateway.fetchPayment(providerPaymentId).catch(() => null);
    if (payment?.status === "refunded") return null;
    throw error;
  }
}
