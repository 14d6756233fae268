import { AcceptOrderSchema, KitchenOrderSchema, RejectOrderSchema } from "@/lib/kitchen/schemas";
import * as A from "@/lib/openapi/answers";
import {
  CancelOrderBodySchema,
  CustomerOrdersQuerySchema,
  OptionalOrderIdSchema,
  UpdateOrderStatusSchema,
} from "@/lib/orders/schemas";
import { InvoiceQuerySchema } from "@/lib/invoices/schemas";
import { RecordTicketPrintSchema, TicketEscPosQuerySchema } from "@/lib/tickets/schemas";
import { RestaurantOrdersQuerySchema } from "@/lib/owner/schemas";
import { AddReviewSchema } from "@/lib/reviews/schemas";
import { MarkCodCollectedSchema, MarkCodRefusedSchema } from "@/lib/checkout/schemas";
import { json, type Operation } from "@/lib/openapi/operation";

// Orders: both lists, status, cancelling, reviews, and the kitchen's side (issue 30).

export const ORDERS_OPERATIONS: readonly Operation[] = [
  // orders
  {
    method: "GET",
    route: "/api/getOrdersByCustomerId",
    tag: "orders",
    summary: "The caller's paid orders, newest first, a page at a time (without page and pageSize: all, up to 500)",
    caller: "customer",
    query: CustomerOrdersQuerySchema,
    answers: { 200: json("A page of orders", A.OrdersPage) },
    spec: "query `_id` (the customer); answer `orders [...]`",
  },
  {
    method: "GET",
    route: "/api/getOrdersByRestaurantId",
    tag: "orders",
    summary:
      "A restaurant owner's paid orders, newest first, a page at a time (without page and pageSize: all, up to 500)",
    caller: "restaurant",
    query: RestaurantOrdersQuerySchema,
    answers: { 200: json("A page of orders", A.OrdersPage) },
    spec: "query `_id` (the restaurant); answer `orders`",
  },
  {
    method: "POST",
    route: "/api/cancelOrder",
    tag: "orders",
    summary: "A customer (body {_id}) or a restaurant owner (?_id=, optional body {reason}) cancels an order",
    caller: "user",
    query: OptionalOrderIdSchema,
    body: CancelOrderBodySchema,
    answers: { 200: json("Cancelled, refunded at once", A.OrderChanged) },
    errors: [404, 409],
    spec: "customer: body `{_id}`; restaurant: query `_id`, no body; answer not read",
  },
  {
    method: "POST",
    route: "/api/updateOrderStatus",
    tag: "orders",
    summary:
      "A restaurant owner moves one of their orders on (pending -> out for delivery -> delivered; outForDeliveryAt and deliveredAt set once)",
    caller: "restaurant",
    body: UpdateOrderStatusSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409],
    spec: "request `_id, status` (lowercase)",
  },
  {
    method: "POST",
    route: "/api/recordTicketPrint",
    tag: "orders",
    summary:
      "A restaurant owner records a print of one of their orders' kitchen tickets (KOT): the first print takes the " +
      "restaurant's next ticket number, later ones are reprints (copy 2+) of the same number",
    caller: "restaurant",
    body: RecordTicketPrintSchema,
    answers: { 200: json("Which print this is", A.TicketPrintRecorded) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/ticketEscPos",
    tag: "orders",
    summary:
      "A restaurant owner reads one of their orders' kitchen tickets as ESC/POS bytes for a USB or network " +
      "thermal printer (58 or 80 mm), as of its latest recorded print; reading records nothing",
    caller: "restaurant",
    query: TicketEscPosQuerySchema,
    answers: { 200: { description: "The ticket's printer commands", schema: A.EscPosBytes, kind: "binary" } },
    errors: [404],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/invoice",
    tag: "orders",
    summary:
      "An order's customer or its restaurant's owner reads its GST tax invoice, or once refunded its credit " +
      "note (kind=credit_note), as a PDF named by the document's number",
    caller: "user",
    query: InvoiceQuerySchema,
    answers: { 200: { description: "The document", schema: A.InvoicePdf, kind: "pdf" } },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/addReview",
    tag: "orders",
    summary: "A customer rates their own delivered order, once",
    caller: "customer",
    body: AddReviewSchema,
    answers: { 200: json("The review", A.AddReviewAnswer) },
    errors: [404, 409],
    ours: true,
  },
  // cash or UPI on delivery, at the door (issue 31 part 6)
  {
    method: "POST",
    route: "/api/markCodCollected",
    tag: "orders",
    summary:
      "A restaurant owner marks a cash on delivery order collected (cash or UPI) once out for delivery: paid, invoiced, delivered",
    caller: "restaurant",
    body: MarkCodCollectedSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409, 422],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/markCodRefused",
    tag: "orders",
    summary:
      "A restaurant owner marks a cash on delivery order refused at the door: cancelled, no invoice, the customer pays online next",
    caller: "restaurant",
    body: MarkCodRefusedSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409, 422],
    ours: true,
  },
  // the kitchen's side of an order (issue 30)
  {
    method: "POST",
    route: "/api/acceptOrder",
    tag: "orders",
    summary: "A restaurant owner accepts a new order with a preparation time (placed -> accepted; readyBy set)",
    caller: "restaurant",
    body: AcceptOrderSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/rejectOrder",
    tag: "orders",
    summary: "A restaurant owner rejects a new order: cancelled and refunded at once, the customer reads the reason",
    caller: "restaurant",
    body: RejectOrderSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/markOrderPreparing",
    tag: "orders",
    summary: "A restaurant owner starts preparing an accepted order (accepted -> preparing)",
    caller: "restaurant",
    body: KitchenOrderSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/markOrderReady",
    tag: "orders",
    summary: "A restaurant owner marks an accepted order's food ready (accepted or preparing -> ready)",
    caller: "restaurant",
    body: KitchenOrderSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409],
    ours: true,
  },
];
