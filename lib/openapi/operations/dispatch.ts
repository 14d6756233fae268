import * as A from "@/lib/openapi/answers";
import { json, type Operation } from "@/lib/openapi/operation";
import { AssignRiderSchema, DispatchOrderSchema, OfferIdSchema } from "@/lib/dispatch/schemas";

// Dispatch (issue 32 part 4, docs/riders.md "Dispatch"): a rider's offer, taken or let pass; a restaurant's
// hand when no rider takes its order. Riders' calls list 401 and 403 themselves (errorStatuses adds them for
// the three older roles only).

export const DISPATCH_OPERATIONS: readonly Operation[] = [
  {
    method: "GET",
    route: "/api/rider/offer",
    tag: "orders",
    summary: "A rider's open delivery offer, if any: restaurant, distance, drop area (never the address), pay",
    caller: "rider",
    answers: { 200: json("The offer, or null", A.RiderOfferAnswer) },
    errors: [401, 403],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/acceptDelivery",
    tag: "orders",
    summary: "A rider takes the delivery offered to them (one wins of any race; 409 once taken or past its 30 s)",
    caller: "rider",
    body: OfferIdSchema,
    answers: { 200: json("The delivery, now the rider's", A.OfferAnswered) },
    errors: [401, 403, 404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/passDelivery",
    tag: "orders",
    summary: "A rider lets the offered delivery pass; the next nearest free rider is offered at once",
    caller: "rider",
    body: OfferIdSchema,
    answers: { 200: json("The delivery, still looking for a rider", A.OfferAnswered) },
    errors: [401, 403, 404, 409],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/availableRiders",
    tag: "orders",
    summary: "A restaurant owner lists online riders with no delivery in hand near the restaurant, nearest first",
    caller: "restaurant",
    query: DispatchOrderSchema,
    answers: { 200: json("The riders", A.AvailableRidersAnswer) },
    errors: [404],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/assignRider",
    tag: "orders",
    summary: "A restaurant owner assigns a delivery still looking for a rider to an online, free rider by hand",
    caller: "restaurant",
    body: AssignRiderSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/deliverItself",
    tag: "orders",
    summary: "A restaurant owner delivers an order itself instead of waiting for a rider (open offers close)",
    caller: "restaurant",
    body: DispatchOrderSchema,
    answers: { 200: json("The order as it now stands", A.OrderChanged) },
    errors: [404, 409],
    ours: true,
  },
];
