import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { OrderActions } from "@/components/admin/orders-actions";
import { OrderRecords, OrderSummary } from "@/components/admin/orders-detail";
import { AppLink } from "@/components/ui/app-link";
import { adminOrderDetail } from "@/lib/admin/orders-detail";
import { getSessionUser } from "@/lib/auth/session";
import { AppError } from "@/lib/http/errors";

export const metadata: Metadata = { title: "Order" };

type Props = Readonly<{ params: Promise<{ id: string }> }>;

async function detailOr404(...args: Parameters<typeof adminOrderDetail>) {
  try {
    return await adminOrderDetail(...args);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) notFound();
    throw error;
  }
}

/** /admin/orders/[id]: one order with everything the console knows of it, and its Cancel and Refund (issue 33). */
export default async function AdminOrderPage({ params }: Props) {
  const { id } = await params;
  const user = await getSessionUser();
  if (user?.userType !== "admin") redirect(`/auth/login/admin?redirect=${encodeURIComponent(`/admin/orders/${id}`)}`);
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(id)) notFound();
  const detail = await detailOr404(user, id);
  const { order } = detail;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <AppLink href="/admin/orders" className="text-sm text-brand-700 hover:underline focus-visible:outline-2">
          ← Orders
        </AppLink>
        <h1 className="text-2xl font-bold">Order {order.number}</h1>
        <p className="break-all text-xs text-stone-500">{order._id}</p>
      </div>
      <OrderSummary
        detail={detail}
        actions={
          <OrderActions
            orderId={order._id}
            number={order.number}
            canCancel={order.canCancel}
            refundablePaise={order.refundablePaise}
          />
        }
      />
      <OrderRecords detail={detail} />
    </div>
  );
}
