import { apiFetch } from "@/lib/api/client";
import type { AddReviewAnswer, AddReviewRequest, CancelOrderAnswer } from "@/lib/orders/contract";

// Past Orders' calls from the browser (the hooks are in use-orders.ts). The list itself is read on the
// server (app/(customer)/orders/page.tsx), so there is no list fetcher or query key here.

export function cancelOrder(orderId: string): Promise<CancelOrderAnswer> {
  return apiFetch<CancelOrderAnswer>("/api/cancelOrder", { method: "POST", json: { _id: orderId } });
}

export function addReview(input: AddReviewRequest): Promise<AddReviewAnswer> {
  return apiFetch<AddReviewAnswer>("/api/addReview", { method: "POST", json: input });
}
