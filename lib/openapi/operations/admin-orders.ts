import type { Operation } from "@/lib/openapi/operation";

// The platform console's orders calls (issue 33, docs/admin.md): admin accounts only.

export const ADMIN_ORDERS_OPERATIONS: readonly Operation[] = [];
