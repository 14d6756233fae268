import "server-only";
import { db } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { formatRupees } from "@/lib/ui/format";

// Who may pay in cash or UPI on delivery (docs/checkout-and-payments.md, "Cash or UPI on delivery"): the
// restaurant takes it, the bill is within its limit, and the customer has no cash order refused at the door and
// still unpaid. Asked by the checkout (cod-service.ts) and by the bill shown before it (price-cart.ts).

export const COD_REFUSED_BEFORE = "Pay online: your last cash order was refused at the door";
const NOT_TAKEN = "This restaurant does not take cash on delivery. Please pay online.";
const overLimit = (limitPaise: number) =>
  `Cash on delivery is for bills up to ${formatRupees(limitPaise / 100)} at this restaurant. Please pay online.`;

type CodSettings = { acceptsCod: boolean; codLimitPaise: number };
export const codSettingsSelect = { acceptsCod: true, codLimitPaise: true } as const;

/** Whether the customer has a cash order refused at the door and still unpaid (they pay online until it is). */
async function refusedBefore(client: Prisma.TransactionClient, customerId: string): Promise<boolean> {
  const refused = await client.order.findFirst({
    where: { customerId, codRefusedAt: { not: null }, paymentStatus: "cod_due" },
    select: { id: true },
  });
  return refused !== null;
}

/**
 * Why this bill may not be paid on delivery (a sentence for the customer), or null when it may: the restaurant
 * does not take it, the bill is above its limit, or the customer (when known) refused a cash order at the door.
 */
export async function codRefusal(
  restaurant: CodSettings,
  totalPaise: number,
  customerId: string | null,
  client: Prisma.TransactionClient = db(),
): Promise<string | null> {
  if (!restaurant.acceptsCod) return NOT_TAKEN;
  if (totalPaise > restaurant.codLimitPaise) return overLimit(restaurant.codLimitPaise);
  if (customerId !== null && (await refusedBefore(client, customerId))) return COD_REFUSED_BEFORE;
  return null;
}
