import { z } from "zod";
import { Id, Paise } from "@/lib/openapi/answer-parts";

// The answers of the console's orders and people calls (issue 33 item 3, docs/admin.md "Orders and people"): order
// search and detail, cancel and refund, people search, block, riders' cash. lib/admin/orders-contract.ts infers the
// wire types from these.

const At = z.string().meta({ description: "ISO 8601 instant." });
const MaybeAt = At.nullable();
const DeliveryStatus = z.enum(["pending", "out for delivery", "delivered", "cancelled"]);
const PaymentStatus = z.enum(["awaiting_payment", "paid", "failed", "refunded", "cod_due"]);
const RefundState = z.enum(["pending", "refunded", "failed"]);
const UserType = z.enum(["customer", "restaurant", "rider", "admin"]);
const Person = z.strictObject({ _id: Id, username: z.string(), email: z.string() });

export const AdminOrderRow = z.strictObject({
  _id: Id,
  number: z.string().meta({ description: 'As the lists name it: "#" and the id\'s last six characters.' }),
  createdAt: At,
  status: DeliveryStatus,
  paymentStatus: PaymentStatus,
  paymentMethod: z.enum(["online", "cod"]),
  totalPaise: Paise,
  refundedPaise: Paise.meta({ description: "Refunded so far (the cancel's refund and the platform's)." }),
  customer: Person,
  restaurant: z.strictObject({ _id: Id, name: z.string() }),
  rider: Person.nullable().meta({ description: "The platform rider of its delivery, if one was given it." }),
});

export const AdminOrdersPage = z.strictObject({
  orders: z.array(AdminOrderRow).meta({ description: "Newest first, at most 25." }),
  nextCursor: z.string().nullable().meta({ description: "Pass as cursor for the next page; null on the last." }),
});

const BillLine = z.strictObject({ label: z.string(), amountPaise: z.number().int() });

const RefundRow = z.strictObject({
  _id: Id,
  kind: z.enum(["cancel", "platform"]).meta({
    description: "cancel: the spec's refund of a cancelled order (the payment's); platform: an admin's OrderRefund.",
  }),
  amountPaise: Paise,
  state: RefundState,
  reason: z.string().nullable(),
  full: z.boolean(),
  providerRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  by: z.string().nullable().meta({ description: "The admin's email (platform refunds)." }),
  threadId: z.string().nullable(),
  createdAt: At,
  refundedAt: MaybeAt,
});

export const AdminOrderDetail = z.strictObject({
  order: AdminOrderRow.extend({
    kitchenStatus: z.string(),
    cancelledAt: MaybeAt,
    cancelledBy: UserType.nullable(),
    cancelReason: z.string().nullable(),
    deliveryAddress: z.string(),
    customerPhone: z.string().nullable(),
    bill: z.array(BillLine).meta({ description: "The bill's terms as the customer saw them." }),
    refundablePaise: Paise.meta({ description: "What can still be refunded of its online payment." }),
    canCancel: z.boolean(),
  }),
  timeline: z.array(
    z.strictObject({
      _id: z.string(),
      type: z.string(),
      status: DeliveryStatus,
      kitchenStatus: z.string().nullable(),
      at: At,
    }),
  ),
  payments: z.array(
    z.strictObject({
      _id: Id,
      provider: z.enum(["razorpay", "test"]),
      providerPaymentId: z.string().nullable(),
      amountPaise: Paise,
      status: z.string(),
      method: z.string().nullable(),
      failureReason: z.string().nullable(),
      createdAt: At,
    }),
  ),
  refunds: z.array(RefundRow),
  ledger: z.array(
    z.strictObject({
      kind: z.string(),
      event: z.string(),
      account: z.string(),
      amountPaise: z.number().int().meta({ description: "Signed: every event's entries add up to 0." }),
      memo: z.string(),
      at: At,
    }),
  ),
  messages: z
    .array(z.strictObject({ key: z.string(), channel: z.string(), recipient: z.string(), sentAt: At }))
    .meta({ description: "Mail, texts and pushes sent about the order (SentMessage), oldest first." }),
  delivery: z
    .strictObject({
      state: z.string(),
      rider: Person.nullable(),
      assignedAt: MaybeAt,
      pickedUpAt: MaybeAt,
      deliveredAt: MaybeAt,
      flaggedAt: MaybeAt,
      distanceMeters: z.number().int().nullable(),
      payPaise: Paise.nullable(),
      cashCollectedPaise: Paise,
      track: z.array(z.strictObject({ lat: z.number(), lng: z.number(), at: At })).meta({
        description: "The rider's accepted positions with this order in hand, oldest first (at most 500).",
      }),
    })
    .nullable(),
  helpThreads: z.array(
    z.strictObject({ _id: Id, reason: z.string(), status: z.string(), messages: z.number().int(), createdAt: At }),
  ),
});

const RefundAnswer = z.strictObject({ _id: Id, amountPaise: Paise, state: RefundState });

export const AdminRefundAnswer = z.strictObject({ message: z.string(), refund: RefundAnswer });

export const AdminCancelAnswer = z.strictObject({
  message: z.string(),
  status: DeliveryStatus,
  refund: RefundAnswer.nullable().meta({ description: "The refund chosen; null for none." }),
});

export const AdminPerson = z.strictObject({
  _id: Id,
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  userType: UserType,
  createdAt: At,
  blockedAt: MaybeAt,
  blockReason: z.string().nullable(),
  restaurant: z.strictObject({ _id: Id, name: z.string() }).nullable(),
  rider: z
    .strictObject({
      online: z.boolean(),
      city: z.string(),
      cashHeldPaise: Paise.meta({ description: "Cash taken at doors and not yet handed to the platform." }),
    })
    .nullable(),
});

export const AdminPeoplePage = z.strictObject({
  people: z.array(AdminPerson).meta({ description: "Newest accounts first, at most 50." }),
});

export const AdminBlockAnswer = z.strictObject({
  message: z.string(),
  person: AdminPerson,
  endedLogins: z.number().int().meta({ description: "How many logins the block ended." }),
});

export const AdminSettleCashAnswer = z.strictObject({
  message: z.string(),
  deliveries: z.number().int(),
  settledPaise: Paise,
});
