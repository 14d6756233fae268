import * as H from "@/lib/openapi/answers-admin-help";
import { json, type Operation } from "@/lib/openapi/operation";
import {
  AdminHelpReplySchema,
  CustomerHelpReplySchema,
  HelpInboxQuerySchema,
  StartHelpSchema,
} from "@/lib/admin/help-schemas";

// Help on an order (issue 33 item 4, docs/admin.md "Help"): the customer's calls on their own orders, and the
// platform console's (admin accounts only).

const threadId = { id: "The help thread's _id" };

export const ADMIN_HELP_OPERATIONS: readonly Operation[] = [
  {
    method: "POST",
    route: "/api/help",
    tag: "orders",
    summary:
      "A customer asks for help on one of their placed orders (until 7 days after delivery or a cancel): a reason " +
      "and a first message of 10-1000 characters; one thread that is not closed per order (409 names it)",
    caller: "customer",
    body: StartHelpSchema,
    answers: { 200: json("The new thread", H.CustomerHelpAnswer) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/help/[id]",
    tag: "orders",
    summary: "The customer's help thread: messages from both sides (staff as Thali support) and refunds issued in it",
    caller: "customer",
    params: threadId,
    answers: { 200: json("The thread", H.CustomerHelpThreadAnswer) },
    errors: [404, 422],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/help/[id]/reply",
    tag: "orders",
    summary: "The customer replies in their help thread, which then waits for the staff again (closed: 409)",
    caller: "customer",
    params: threadId,
    body: CustomerHelpReplySchema,
    answers: { 200: json("The thread with the reply", H.CustomerHelpAnswer) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/admin/help",
    tag: "admin",
    summary:
      "The help inbox: the threads of one status (open unless told), open and answered oldest first, closed newest " +
      "first, with order, customer, restaurant, reason and last message",
    caller: "admin",
    query: HelpInboxQuerySchema,
    answers: { 200: json("The inbox", H.HelpInboxAnswer) },
    ours: true,
  },
  {
    method: "GET",
    route: "/api/admin/help/[id]",
    tag: "admin",
    summary: "A help thread with its messages and refunds, and its order's summary: what was paid and already refunded",
    caller: "admin",
    params: threadId,
    answers: { 200: json("The thread", H.AdminHelpThreadAnswer) },
    errors: [404, 422],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/admin/help/[id]/reply",
    tag: "admin",
    summary:
      "Staff answer a help thread (answered, or closed with close: true), optionally with a partial refund in paise " +
      "(above what is left of the payment: 422), audited, the customer told by mail and push, in one transaction",
    caller: "admin",
    params: threadId,
    body: AdminHelpReplySchema,
    answers: { 200: json("The thread with the answer, and the refund issued", H.AdminHelpReplyAnswer) },
    errors: [404, 409],
    ours: true,
  },
];
