import type { Operation } from "@/lib/openapi/operation";

// The platform console's audit calls (issue 33, docs/admin.md): admin accounts only.

export const ADMIN_AUDIT_OPERATIONS: readonly Operation[] = [];
