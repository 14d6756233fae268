import type { Operation } from "@/lib/openapi/operation";

// The platform console's help calls (issue 33, docs/admin.md): admin accounts only.

export const ADMIN_HELP_OPERATIONS: readonly Operation[] = [];
