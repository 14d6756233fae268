import { z } from "zod";
import { Id, Paise } from "@/lib/openapi/answer-parts";
import { HELP_REASONS, HELP_STATUSES } from "@/lib/admin/help-words";

// The answers of the help calls (issue 33 item 4, docs/admin.md "Help"): the customer's thread on an order and the
// console's inbox, thread and reply. lib/admin/help-contract.ts infers the wire types from these.

const Reason = z.enum(HELP_REASONS);
const Status = z.enum(HELP_STATUSES).meta({
  description: "open: waiting for the platform; answered: the customer's turn; closed: done.",
});
const At = z.string().meta({ description: "ISO 8601 instant." });

const HelpMessage = z.strictObject({
  _id: Id,
  fromSupport: z.boolean().meta({ description: "Written by the platform's staff." }),
  author: z.string().meta({ description: '"Thali support" for staff (to the customer), "You" for the customer.' }),
  body: z.string(),
  at: At,
});

const HelpRefund = z.strictObject({
  _id: Id,
  amountPaise: Paise,
  state: z.enum(["pending", "refunded", "failed"]).meta({
    description: "pending until the provider has it; failed is retried by the refund job.",
  }),
  at: At,
});

export const CustomerHelpThread = z
  .strictObject({
    _id: Id,
    orderId: Id,
    orderNumber: z.string().meta({ description: 'The order as the lists name it: "#" and its id\'s last six.' }),
    reason: Reason,
    status: Status,
    createdAt: At,
    updatedAt: At,
    messages: z.array(HelpMessage).meta({ description: "Oldest first." }),
    refunds: z.array(HelpRefund).meta({ description: "Refunds issued in this thread." }),
  })
  .meta({ description: "A help thread as its customer sees it." });

export const CustomerHelpAnswer = z.strictObject({ message: z.string(), thread: CustomerHelpThread });
export const CustomerHelpThreadAnswer = z.strictObject({ thread: CustomerHelpThread });

const Person = z.strictObject({ _id: Id, username: z.string(), email: z.string() });

const InboxRow = z.strictObject({
  _id: Id,
  status: Status,
  reason: Reason,
  createdAt: At,
  updatedAt: At.meta({ description: "The last message's time: how long it has waited." }),
  order: z.strictObject({ _id: Id, orderNumber: z.string(), totalPaise: Paise }),
  customer: Person,
  restaurant: z.strictObject({ _id: Id, name: z.string() }),
  lastMessage: z.strictObject({ fromSupport: z.boolean(), body: z.string(), at: At }).nullable(),
  messageCount: z.number().int(),
});

export const HelpInboxAnswer = z.strictObject({
  status: Status,
  threads: z
    .array(InboxRow)
    .meta({ description: "Open and answered: oldest first; closed: newest first. At most 100." }),
  total: z.number().int().meta({ description: "Threads with this status." }),
});

const StaffMessage = HelpMessage.extend({
  authorEmail: z.string().nullable().meta({ description: "The staff member who wrote it; null for the customer." }),
});

const OrderSummary = z.strictObject({
  _id: Id,
  orderNumber: z.string(),
  status: z.enum(["pending", "out for delivery", "delivered", "cancelled"]),
  paymentMethod: z.enum(["online", "cod"]),
  paymentStatus: z.enum(["awaiting_payment", "paid", "failed", "refunded", "cod_due"]),
  totalPaise: Paise,
  paidPaise: Paise.meta({ description: "Paid online, or collected at the door; 0 for cash still due." }),
  refundedPaise: Paise.meta({
    description: "Refunds issued on the order (any thread or the console), and a cancel's.",
  }),
  refundablePaise: Paise.meta({ description: "What is left of an online payment to refund; 0 for cash." }),
  createdAt: At,
  deliveredAt: At.nullable(),
  restaurant: z.strictObject({ _id: Id, name: z.string() }),
  items: z.array(z.strictObject({ name: z.string(), quantity: z.number().int(), unitPricePaise: Paise })),
});

export const AdminHelpThread = z.strictObject({
  _id: Id,
  status: Status,
  reason: Reason,
  createdAt: At,
  updatedAt: At,
  customer: Person,
  order: OrderSummary,
  messages: z.array(StaffMessage),
  refunds: z.array(HelpRefund).meta({ description: "Refunds issued in this thread." }),
});

export const AdminHelpThreadAnswer = z.strictObject({ thread: AdminHelpThread });

export const AdminHelpReplyAnswer = z.strictObject({
  message: z.string(),
  thread: AdminHelpThread,
  refund: z.strictObject({ _id: Id, amountPaise: Paise, state: z.enum(["pending", "refunded", "failed"]) }).nullable(),
});
