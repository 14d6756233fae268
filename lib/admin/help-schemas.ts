import { z } from "zod";
import {
  HELP_FIRST_MIN,
  HELP_MESSAGE_MAX,
  HELP_REASON_LABELS,
  HELP_REASONS,
  HELP_REPLY_MAX,
  HELP_STATUSES,
} from "@/lib/admin/help-words";
import { recordId } from "@/lib/http/record-id";

// One schema per input of the help calls (issue 33 item 4): the customer's (POST /api/help, POST
// /api/help/{id}/reply) and the console's (GET /api/admin/help, POST /api/admin/help/{id}/reply).

const reasonList = HELP_REASONS.map((id) => `${id} (${HELP_REASON_LABELS[id]})`).join(", ");

const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(min, min === 1 ? `${label} is required` : `${label} needs at least ${min} characters`)
    .max(max, `${label} can be at most ${max} characters`);

/** A customer asks for help on one of their orders: why, and their first message. */
export const StartHelpSchema = z.object({
  orderId: recordId("orderId"),
  reason: z.enum(HELP_REASONS, { error: `reason must be one of: ${reasonList}` }),
  message: text("message", HELP_FIRST_MIN, HELP_MESSAGE_MAX),
});
export type StartHelpInput = z.infer<typeof StartHelpSchema>;

/** The customer's reply in their thread. */
export const CustomerHelpReplySchema = z.object({ message: text("message", 1, HELP_MESSAGE_MAX) });

/** The console's inbox: one status at a time, open (waiting for us) unless told. */
export const HelpInboxQuerySchema = z.object({
  status: z
    .enum(HELP_STATUSES, { error: `status must be one of: ${HELP_STATUSES.join(", ")}` })
    .optional()
    .default("open"),
});

/** A staff reply: the message, and optionally a partial refund in paise and closing the thread. */
export const AdminHelpReplySchema = z.object({
  message: text("message", 1, HELP_REPLY_MAX),
  refundPaise: z
    .number({ error: "refundPaise is a whole number of paise" })
    .int("refundPaise is a whole number of paise")
    .positive("refundPaise must be more than 0")
    .max(100_000_000, "refundPaise is too large")
    .optional(),
  close: z.boolean({ error: "close is true or false" }).optional().default(false),
});
export type AdminHelpReplyInput = z.infer<typeof AdminHelpReplySchema>;

/** The {id} of a help thread's path. */
export const HelpThreadIdSchema = z.object({ id: recordId("id") });
