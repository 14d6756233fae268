import { z } from "zod";
import { recordId } from "@/lib/http/record-id";
import { CANCEL_REASON_MAX } from "@/lib/orders/cancel-reasons";
import { ACCEPT_WINDOW_MAX, ACCEPT_WINDOW_MIN, PREP_MINUTES_MAX, PREP_MINUTES_MIN } from "@/lib/kitchen/status";

// One schema per input of the kitchen calls (issue 30). Shared by the handlers and the console.

const prepMinutes = (field: string) =>
  z
    .number({ error: `${field} must be a whole number of minutes` })
    .int(`${field} must be a whole number of minutes`)
    .min(PREP_MINUTES_MIN, `${field} must be between ${PREP_MINUTES_MIN} and ${PREP_MINUTES_MAX} minutes`)
    .max(PREP_MINUTES_MAX, `${field} must be between ${PREP_MINUTES_MIN} and ${PREP_MINUTES_MAX} minutes`);

/** markOrderPreparing, markOrderReady: the order. */
export const KitchenOrderSchema = z.object({ _id: recordId("_id") });

/** acceptOrder: the order and how long the kitchen needs. */
export const AcceptOrderSchema = KitchenOrderSchema.extend({ prepMinutes: prepMinutes("prepMinutes") });

/** rejectOrder: the order and why (the customer reads it). */
export const RejectOrderSchema = KitchenOrderSchema.extend({
  reason: z
    .string({ error: "Say why you reject the order" })
    .trim()
    .min(1, "Say why you reject the order")
    .max(CANCEL_REASON_MAX, `The reason can be at most ${CANCEL_REASON_MAX} characters`),
});

/** updateKitchenSettings: the accept window, auto-accept and its preparation time. */
export const KitchenSettingsSchema = z.object({
  acceptWindowMinutes: z
    .number({ error: "acceptWindowMinutes must be a whole number of minutes" })
    .int("acceptWindowMinutes must be a whole number of minutes")
    .min(ACCEPT_WINDOW_MIN, `acceptWindowMinutes must be between ${ACCEPT_WINDOW_MIN} and ${ACCEPT_WINDOW_MAX} minutes`)
    .max(
      ACCEPT_WINDOW_MAX,
      `acceptWindowMinutes must be between ${ACCEPT_WINDOW_MIN} and ${ACCEPT_WINDOW_MAX} minutes`,
    ),
  autoAccept: z.boolean({ error: "autoAccept must be true or false" }),
  defaultPrepMinutes: prepMinutes("defaultPrepMinutes"),
});
