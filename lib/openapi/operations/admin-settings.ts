import type { Operation } from "@/lib/openapi/operation";

// The platform console's settings calls (issue 33, docs/admin.md): admin accounts only.

export const ADMIN_SETTINGS_OPERATIONS: readonly Operation[] = [];
