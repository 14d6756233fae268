import { AdminCancelSchema, AdminOrdersQuerySchema, AdminRefundSchema } from "@/lib/admin/orders-schemas";
import { AdminBlockSchema, AdminSettleCashSchema, AdminUsersQuerySchema } from "@/lib/admin/people-schemas";
import * as O from "@/lib/openapi/answers-admin-orders";
import { json, type Operation } from "@/lib/openapi/operation";

// The platform console's orders calls (issue 33, docs/admin.md): admin accounts only.

export const ADMIN_ORDERS_OPERATIONS: readonly Operation[] = [
  {
    method: "GET",
    route: "/api/admin/orders",
    tag: "admin",
    summary:
      "Order search: by id (whole, its first characters, or #number), customer (email or name), restaurant, rider " +
      "(email or name), status and IST dates (to included); placed orders only, newest first, 25 a page after cursor",
    caller: "admin",
    query: AdminOrdersQuerySchema,
    answers: { 200: json("A page of orders", O.AdminOrdersPage) },
    ours: true,
  },
  {
    method: "GET",
    route: "/api/admin/orders/[id]",
    tag: "admin",
    summary:
      "One order: bill, timeline, payments, refunds (the cancel's and the platform's), ledger entries, messages " +
      "sent, delivery with the rider's track, help threads, and what can still be refunded",
    caller: "admin",
    params: { id: "The order's _id" },
    answers: { 200: json("The order", O.AdminOrderDetail) },
    errors: [404],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/admin/orders/cancel",
    tag: "admin",
    summary:
      "Cancels an order not delivered or cancelled (409), cancelledBy admin with the reason, and refunds the whole " +
      "rest (full), a part (partial, amountPaise) or nothing (none); a refund that cannot be made (a cash order: " +
      "409; more than was paid: 422) cancels nothing",
    caller: "admin",
    body: AdminCancelSchema,
    answers: { 200: json("Cancelled, with the refund's state", O.AdminCancelAnswer) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/admin/orders/refund",
    tag: "admin",
    summary:
      "Refunds a part of a paid order's online payment with a reason: at most what is left (422 \"At most ₹X can be " +
      'refunded"), none of a cash order (409); sent to the provider at once and by a job until it takes it',
    caller: "admin",
    body: AdminRefundSchema,
    answers: { 200: json("The refund and its state", O.AdminRefundAnswer) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/admin/users",
    tag: "admin",
    summary: "Accounts whose email, name or phone contains q, of one type when told; newest first, at most 50",
    caller: "admin",
    query: AdminUsersQuerySchema,
    answers: { 200: json("The accounts", O.AdminPeoplePage) },
    ours: true,
  },
  {
    method: "POST",
    route: "/api/admin/users/block",
    tag: "admin",
    summary:
      "Blocks an account with a reason (its logins end; logging in is refused; a rider goes offline) or unblocks " +
      "it; not an admin's or one's own (409), nor twice (409)",
    caller: "admin",
    body: AdminBlockSchema,
    answers: { 200: json("The account as it now stands", O.AdminBlockAnswer) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/admin/riders/settle-cash",
    tag: "admin",
    summary: "A delivery partner handed over the cash they hold: every held delivery settled, with its ledger entries",
    caller: "admin",
    body: AdminSettleCashSchema,
    answers: { 200: json("What was settled (nothing when nothing was held)", O.AdminSettleCashAnswer) },
    errors: [404],
    ours: true,
  },
];
