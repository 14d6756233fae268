import { CodCollectDialog } from "@/components/owner/cod-collect-dialog";
import { upiAtTheDoor } from "@/lib/checkout/upi-qr";
import type { ApiOrder } from "@/lib/orders/contract";

/** The Collect dialog of a cash order on its way or delivered, with its UPI QR made here on the server. */
export async function CodCollect({ order }: Readonly<{ order: ApiOrder }>) {
  const { link, qr } = await upiAtTheDoor(order._id, order.bill.totalPaise);
  return <CodCollectDialog orderId={order._id} totalPrice={order.totalPrice} upiLink={link} qr={qr} />;
}
