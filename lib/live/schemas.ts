import { z } from "zod";

/** An OrderEvent id as the wire carries it: a decimal string (it is a BigInt in the database). */
const EventIdSchema = z
  .string()
  .trim()
  .regex(/^\d{1,18}$/, "must be an event id");

/** `GET /api/orderEvents?after=`: without `after`, no events and the newest id to poll from. */
export const OrderEventsQuerySchema = z.object({ after: EventIdSchema.optional() });
