import type {
  AdminBlockAnswer,
  AdminCancelAnswer,
  AdminRefundAnswer,
  AdminSettleCashAnswer,
} from "@/lib/admin/orders-contract";
import type { AdminCancelInput, AdminRefundInput } from "@/lib/admin/orders-schemas";
import type { AdminBlockInput } from "@/lib/admin/people-schemas";
import { apiFetch } from "@/lib/api/client";

// The browser's calls of the console's orders and people (issue 33 item 3): the order page's Cancel and Refund
// dialogs, the people page's Block and Settle buttons. Each throws ApiError with the server's message.

/** POST /api/admin/orders/cancel. */
export function sendAdminCancel(input: AdminCancelInput): Promise<AdminCancelAnswer> {
  return apiFetch<AdminCancelAnswer>("/api/admin/orders/cancel", { method: "POST", json: input, usertype: "admin" });
}

/** POST /api/admin/orders/refund. */
export function sendAdminRefund(input: AdminRefundInput): Promise<AdminRefundAnswer> {
  return apiFetch<AdminRefundAnswer>("/api/admin/orders/refund", { method: "POST", json: input, usertype: "admin" });
}

/** POST /api/admin/users/block. */
export function sendBlock(input: AdminBlockInput): Promise<AdminBlockAnswer> {
  return apiFetch<AdminBlockAnswer>("/api/admin/users/block", { method: "POST", json: input, usertype: "admin" });
}

/** POST /api/admin/riders/settle-cash. */
export function sendSettleCash(riderId: string): Promise<AdminSettleCashAnswer> {
  return apiFetch<AdminSettleCashAnswer>("/api/admin/riders/settle-cash", {
    method: "POST",
    json: { riderId },
    usertype: "admin",
  });
}
