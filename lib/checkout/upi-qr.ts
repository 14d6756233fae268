import "server-only";
import QRCode from "qrcode";
import { env } from "@/lib/env";
import { upiPayLink } from "@/lib/checkout/upi-link";
import { orderNumber } from "@/lib/orders/notifications";

/** The UPI link of an order to be collected at the door, to the deployment's payee, and its QR as a PNG data URL. */
export async function upiAtTheDoor(orderId: string, amountPaise: number): Promise<{ link: string; qr: string }> {
  const { UPI_PAYEE_VPA, UPI_PAYEE_NAME } = env();
  const link = upiPayLink({
    payeeVpa: UPI_PAYEE_VPA,
    payeeName: UPI_PAYEE_NAME,
    amountPaise,
    note: `Order ${orderNumber(orderId)}`,
  });
  // Medium error correction and a quiet zone: read from a phone held up at the door, in any light.
  const qr = await QRCode.toDataURL(link, { errorCorrectionLevel: "M", margin: 2, width: 240 });
  return { link, qr };
}
