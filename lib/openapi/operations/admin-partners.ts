import { PartnerListQuerySchema, PartnerReviewSchema } from "@/lib/admin/partners-schemas";
import {
  OwnReviewAnswer,
  PartnerListAnswer,
  PartnerReviewAnswer,
  RestaurantPartnerAnswer,
  RiderPartnerAnswer,
} from "@/lib/openapi/answers-admin-partners";
import { json, type Operation } from "@/lib/openapi/operation";

// The platform console's partners calls (issue 33, docs/admin.md "Partner review"): admin accounts only; and the one
// call where a restaurant owner or a delivery partner reads the review of them.

export const ADMIN_PARTNERS_OPERATIONS: readonly Operation[] = [
  {
    method: "GET",
    route: "/api/admin/partners",
    tag: "admin",
    summary:
      "Restaurants or delivery partners in a review status (pending by default), newest sign-ups first, 25 a page, " +
      "each with its checks",
    caller: "admin",
    query: PartnerListQuerySchema,
    answers: { 200: json("A page of partners", PartnerListAnswer) },
    ours: true,
  },
  {
    method: "GET",
    route: "/api/admin/partners/restaurant/[id]",
    tag: "admin",
    summary: "One restaurant's review: its details, checks, the decisions open to it and its audit history",
    caller: "admin",
    params: { id: "The restaurant's id" },
    answers: { 200: json("The restaurant's review", RestaurantPartnerAnswer) },
    errors: [404],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/admin/partners/rider/[id]",
    tag: "admin",
    summary: "One delivery partner's review: its details, checks, the decisions open to it and its audit history",
    caller: "admin",
    params: { id: "The rider's account id" },
    answers: { 200: json("The delivery partner's review", RiderPartnerAnswer) },
    errors: [404],
    ours: true,
  },
  {
    method: "POST",
    route: "/api/admin/partners/review",
    tag: "admin",
    summary:
      "Approve (every check must pass: 422 with what is missing), reject or suspend (with a reason: 422 without) or " +
      "reinstate a partner; only pending->approved|rejected, rejected->approved, approved->suspended and " +
      "suspended->approved (409 otherwise). Audited, and the partner is mailed",
    caller: "admin",
    body: PartnerReviewSchema,
    answers: { 200: json("The decision taken", PartnerReviewAnswer) },
    errors: [404, 409],
    ours: true,
  },
  {
    method: "GET",
    route: "/api/partnerReview",
    tag: "owner",
    summary:
      "A restaurant owner or a delivery partner reads the platform's review of them: the status, the reason of a " +
      "rejection or suspension, and what is still missing (403 to customers and admins)",
    caller: "user",
    answers: { 200: json("The caller's review", OwnReviewAnswer) },
    errors: [403, 404],
    ours: true,
  },
];
