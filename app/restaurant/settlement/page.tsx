import type { Metadata } from "next";
import { NoRestaurant } from "@/components/owner/no-restaurant";
import { SettlementView } from "@/components/owner/settlement-view";
import { getSessionUser } from "@/lib/auth/session";
import { getSettlement } from "@/lib/money/settlement-service";

export const metadata: Metadata = { title: "Settlement" };

export default async function SettlementPage() {
  // The layout lets only restaurant accounts in; the first view (by day) is read here, the others through the API.
  const user = await getSessionUser();
  const initial = user?.restaurantId ? await getSettlement(user, { by: "day" }) : null;
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">Settlement</h1>
        <p className="mt-1 text-sm text-muted">
          What your orders earned, by day or by week (India time): the food customers paid for, less the platform&apos;s
          commission, the GST we pay for you, refunds, and the cash you kept from cash-on-delivery orders.
        </p>
      </div>
      {initial ? <SettlementView initial={initial} /> : <NoRestaurant />}
    </div>
  );
}
