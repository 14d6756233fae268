import { z } from "zod";
import { REFUND_REASON_MAX } from "@/lib/admin/refunds-rules";
import { notFound } from "@/lib/http/errors";
import { recordId } from "@/lib/http/record-id";

// One schema per input of the console's orders calls (issue 33 item 3): GET /api/admin/orders, POST
// /api/admin/orders/cancel and POST /api/admin/orders/refund.

const ADMIN_STATUSES = ["pending", "out for delivery", "delivered", "cancelled"] as const;

const filter = (label: string) =>
  z
    .string()
    .trim()
    .max(100, `${label} can be at most 100 characters`)
    .optional()
    .transform((value) => (value ? value : undefined));

const istDate = (label: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date as YYYY-MM-DD`)
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), `${label} is not a real date`)
    .optional()
    .or(z.literal("").transform(() => undefined));

/** The order search: every filter optional; dates are IST days, `to` included. */
export const AdminOrdersQuerySchema = z
  .object({
    q: filter("q"),
    customer: filter("customer"),
    restaurant: filter("restaurant"),
    rider: filter("rider"),
    status: z
      .enum(ADMIN_STATUSES, { error: `status must be one of: ${ADMIN_STATUSES.join(", ")}` })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    from: istDate("from"),
    to: istDate("to"),
    cursor: z
      .string()
      .trim()
      .max(64, "cursor is not valid")
      .regex(/^[A-Za-z0-9_-]*$/, "cursor is not valid")
      .optional()
      .transform((value) => (value ? value : undefined)),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: "from must not be after to",
    path: ["to"],
  });
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

const reason = z
  .string({ error: "reason is required" })
  .trim()
  .min(1, "reason is required")
  .max(REFUND_REASON_MAX, `reason can be at most ${REFUND_REASON_MAX} characters`);

const amountPaise = z
  .number({ error: "amountPaise must be a number of paise" })
  .int("amountPaise must be a whole number of paise")
  .positive("amountPaise must be above 0");

/** Cancel with a refund: the whole rest (full), a part (partial, with amountPaise) or none. */
export const AdminCancelSchema = z
  .object({
    orderId: recordId("orderId"),
    reason,
    refund: z.enum(["full", "partial", "none"], { error: "refund must be one of: full, partial, none" }),
    amountPaise: amountPaise.optional(),
  })
  .refine((body) => body.refund !== "partial" || body.amountPaise !== undefined, {
    message: "amountPaise is required for a partial refund",
    path: ["amountPaise"],
  });
export type AdminCancelInput = z.infer<typeof AdminCancelSchema>;

/** A part of an order's online payment refunded (a delivered order's goodwill refund). */
export const AdminRefundSchema = z.object({ orderId: recordId("orderId"), amountPaise, reason });
export type AdminRefundInput = z.infer<typeof AdminRefundSchema>;

/** The [id] of /api/admin/orders/[id]; one that cannot be an id is an unknown order (404). */
export function orderIdOf(params: Record<string, string | string[] | undefined>): string {
  const id = params.id;
  if (typeof id !== "string" || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw notFound("Order");
  return id;
}
