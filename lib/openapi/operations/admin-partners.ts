import type { Operation } from "@/lib/openapi/operation";

// The platform console's partners calls (issue 33, docs/admin.md): admin accounts only.

export const ADMIN_PARTNERS_OPERATIONS: readonly Operation[] = [];
