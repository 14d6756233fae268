import "server-only";
import { createHash } from "node:crypto";
import { z } from "zod";
import { db } from "@/lib/db";
import { AppError } from "@/lib/http/errors";
import { markPaymentFailed, settleCaptured } from "@/lib/checkout/payment";
import { paymentGateway } from "@/lib/payments/gateway";
import { isValidWebhookSignature } from "@/lib/payments/signature";

// The provider's webhook: the path for payments whose browser never came back.

const WebhookSchema = z.object({
  event: z.string(),
  payload: z
    .object({
      payment: z
        .object({
          entity: z.object({
            id: z.string(),
            order_id: z.string().nullish(),
            amount: z.number(),
            status: z.string(),
            error_description: z.string().nullish(),
            method: z.string().nullish(),
          }),
        })
        .optional(),
    })
    .optional(),
});

/**
 * A provider webhook: signature checked over the raw body, each event id handled once.
 * payment.captured reconciles a payment whose browser never came back (through the same markPaid
 * as verifyPayment); payment.failed records the failure. Other events are acknowledged and ignored.
 */
export async function handleWebhook(
  rawBody: string,
  signature: string | null,
  eventIdHeader: string | null,
): Promise<{ ok: true }> {
  const gateway = paymentGateway();
  if (!isValidWebhookSignature(rawBody, signature, gateway.webhookSecret())) {
    throw new AppError(400, "Invalid webhook signature");
  }
  let parsed: z.infer<typeof WebhookSchema>;
  try {
    parsed = WebhookSchema.parse(JSON.parse(rawBody));
  } catch {
    throw new AppError(400, "The webhook body is not a payment event");
  }
  const eventId = (eventIdHeader?.trim() || createHash("sha256").update(rawBody).digest("hex")).slice(0, 128);
  if (await db().webhookEvent.findUnique({ where: { id: eventId }, select: { id: true } })) return { ok: true };

  const entity = parsed.payload?.payment?.entity;
  if (entity?.order_id && (parsed.event === "payment.captured" || parsed.event === "payment.failed")) {
    const payment = await db().payment.findUnique({
      where: { providerOrderId: entity.order_id },
      select: { id: true, orderId: true, provider: true, amountPaise: true, createdAt: true },
    });
    if (payment?.provider !== gateway.name) {
      // Not a payment we started (another app on the same account); nothing to do.
    } else if (parsed.event === "payment.failed") {
      await markPaymentFailed(entity.order_id, entity.id, entity.error_description ?? "Payment failed");
    } else if (entity.amount !== payment.amountPaise) {
      console.error(
        `Webhook ${eventId}: payment ${entity.id} of ${entity.amount} paise for an order of ${payment.amountPaise}`,
      );
    } else {
      const method = entity.method ? entity.method.slice(0, 30) : null;
      const refused = await settleCaptured(payment, entity.id, new Date(), method).catch((error: unknown) => {
        // Already paid by another payment, or this payment used elsewhere: logged, not retried.
        if (!(error instanceof AppError)) throw error;
        return error.message;
      });
      if (refused) console.error(`Webhook ${eventId}: payment ${entity.id} not applied: ${refused}`);
    }
  }
  await db().webhookEvent.createMany({
    data: [{ id: eventId, provider: gateway.name, type: parsed.event.slice(0, 100) }],
    skipDuplicates: true,
  });
  return { ok: true };
}
