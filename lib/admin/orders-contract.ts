import type { z } from "zod";
import type * as A from "@/lib/openapi/answers-admin-orders";

// The console's orders and people calls' wire types (issue 33 item 3), inferred from their answer schemas. Types
// only: safe in browser code.

export type AdminOrderRow = z.infer<typeof A.AdminOrderRow>;
export type AdminOrdersPage = z.infer<typeof A.AdminOrdersPage>;
export type AdminOrderDetail = z.infer<typeof A.AdminOrderDetail>;
export type AdminRefundAnswer = z.infer<typeof A.AdminRefundAnswer>;
export type AdminCancelAnswer = z.infer<typeof A.AdminCancelAnswer>;
export type AdminPerson = z.infer<typeof A.AdminPerson>;
export type AdminPeoplePage = z.infer<typeof A.AdminPeoplePage>;
export type AdminBlockAnswer = z.infer<typeof A.AdminBlockAnswer>;
export type AdminSettleCashAnswer = z.infer<typeof A.AdminSettleCashAnswer>;

/** What the order search page's form sends (GET /api/admin/orders). */
export type AdminOrderFilters = {
  q?: string;
  customer?: string;
  restaurant?: string;
  rider?: string;
  status?: AdminOrderRow["status"];
  from?: string;
  to?: string;
  cursor?: string;
};

export type RefundChoice = "full" | "partial" | "none";
