import * as A from "@/lib/openapi/answers";
import { json, message, type Operation } from "@/lib/openapi/operation";
import { RiderDetailsAnswer } from "@/lib/openapi/answers-admin-partners";
import {
  DeliverOrderSchema,
  RiderDetailsSchema,
  PickedUpSchema,
  RiderEarningsQuerySchema,
  RiderOnlineSchema,
  RiderPositionSchema,
  RiderSignupSchema,
} from "@/lib/riders/schemas";

// Delivery partners (issue 32, docs/riders.md): sign-up (login is /api/login/rider), the console's profile, online,
// positions, picking up and delivering the order given to them, and the day's earnings.

export const RIDERS_OPERATIONS: readonly Operation[] = [
  {
    method: "POST",
    route: "/api/signup/rider",
    tag: "accounts",
    summary:
      "A visitor becomes a delivery partner: the account (userType rider) and its profile; then POST /api/login/rider",
    caller: "public",
    body: RiderSignupSchema,
    answers: { 200: message("Created") },
    errors: [409, 415, 429],
    spec: "the spec's signup/{usertype} with usertype rider",
  },
  {
    method: "GET",
    route: "/api/rider/me",
    tag: "accounts",
    summary: "The delivery partner's profile, the delivery in hand (null when free) and today's figures",
    caller: "rider",
    answers: { 200: json("The rider's console", A.RiderMeAnswer) },
    errors: [404],
    ours: true,
  },
  {
    method: "PATCH",
    route: "/api/rider/profile",
    tag: "accounts",
    summary:
      "A delivery partner under review (pending or rejected) corrects their phone, vehicle, vehicle number or licence " +
      "number (fields left out stay; an empty number clears it); a rejected one goes back to pending for the review " +
      "to look again. Approved or suspended: 409, their details change only through the platform",
    caller: "rider",
    body: RiderDetailsSchema,
    answers: { 200: json("The review and the details as they now stand", RiderDetailsAnswer) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/rider/online",
    tag: "accounts",
    summary: "The delivery partner goes online (offered deliveries) or offline (not with a delivery in hand: 409)",
    caller: "rider",
    body: RiderOnlineSchema,
    answers: { 200: json("The rider as it now stands", A.RiderOnlineAnswer) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/rider/position",
    tag: "orders",
    summary:
      "A position from the rider's console: accepted, or ignored and counted (offline, outside India, a jump of more " +
      "than 5 km in 10 s, more than one a second); accepted ones are stored with the order in hand for its map",
    caller: "rider",
    body: RiderPositionSchema,
    answers: { 200: json("Whether it was taken", A.PositionAnswer) },
    errors: [404],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/pickedUp",
    tag: "orders",
    summary:
      "The delivery partner picked up its assigned order: the order goes out for delivery as the owner's status " +
      "change would move it (only after the kitchen accepted it)",
    caller: "rider",
    body: PickedUpSchema,
    answers: { 200: json("Picked up", A.PickedUpAnswer) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/deliverOrder",
    tag: "orders",
    summary:
      "The delivery partner delivers its picked-up order with the customer's 4-digit code (422 with the tries left; " +
      "after 5 wrong, 409 'Call the restaurant' and the order is flagged) or no-contact with a photo of the door; a cash on delivery " +
      "order says how it was collected. The order is delivered, the rider's pay and tip recorded",
    caller: "rider",
    body: DeliverOrderSchema,
    answers: { 200: json("Delivered", A.DeliveredAnswer) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/rider/earnings",
    tag: "orders",
    summary: "The delivery partner's deliveries, pay, tips and cash held of an IST day (today by default)",
    caller: "rider",
    query: RiderEarningsQuerySchema,
    answers: { 200: json("The day", A.RiderEarningsAnswer) },
    errors: [404],
    ours: true,
  },
];
