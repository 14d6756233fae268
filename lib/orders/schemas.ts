import { z } from "zod";
import { WIRE_STATUSES } from "@/lib/orders/status";
import { blankToUndefined } from "@/lib/http/blank";
import { recordId } from "@/lib/http/record-id";
import { CANCEL_REASON_MAX } from "@/lib/orders/cancel-reasons";

// One schema per input of the order calls (the checkout's are in lib/checkout/schemas.ts).

export const DEFAULT_ORDERS_PAGE_SIZE = 20;
const MAX_ORDERS_PAGE_SIZE = 100;

export const CustomerOrdersQuerySchema = z.object({
  _id: recordId("_id"),
  /** The Sort By choice in lowercase; "all" or nothing means every status. */
  status: z.preprocess(
    (value) => (blankToUndefined(value) === "all" ? undefined : blankToUndefined(value)),
    z.enum(WIRE_STATUSES, { error: `status must be one of: all, ${WIRE_STATUSES.join(", ")}` }).optional(),
  ),
  page: z.preprocess(blankToUndefined, z.coerce.number().int().min(1).max(10_000).default(1)),
  pageSize: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(MAX_ORDERS_PAGE_SIZE).default(DEFAULT_ORDERS_PAGE_SIZE),
  ),
});

/** cancelOrder: a customer sends `{ _id }` in the body, a restaurant `?_id=` with no body. */
export const OrderIdSchema = z.object({ _id: recordId("_id") });
export const OptionalOrderIdSchema = OrderIdSchema.partial();

/**
 * cancelOrder's body: a customer's `{ _id }`; a restaurant may send `{ reason }` with its `?_id=`
 * (the spec's call, with no body, stays valid and records no reason).
 */
export const CancelOrderBodySchema = OptionalOrderIdSchema.extend({
  reason: z
    .string()
    .trim()
    .max(CANCEL_REASON_MAX, `The reason can be at most ${CANCEL_REASON_MAX} characters`)
    .optional()
    .transform((reason) => reason || undefined),
});

/** updateOrderStatus: the spec's lowercase status; the state machine decides which moves are allowed (409 otherwise). */
export const UpdateOrderStatusSchema = z.object({
  _id: recordId("_id"),
  status: z.enum(WIRE_STATUSES, { error: `status must be one of: ${WIRE_STATUSES.join(", ")}` }),
});
