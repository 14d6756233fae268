import { AuditQuerySchema } from "@/lib/admin/audit-schemas";
import { AuditPageAnswer } from "@/lib/openapi/answers-admin-audit";
import { json, type Operation } from "@/lib/openapi/operation";

// The platform console's audit log (issue 33, docs/admin.md "Audit log"): admin accounts only; read-only.

export const ADMIN_AUDIT_OPERATIONS: readonly Operation[] = [
  {
    method: "GET",
    route: "/api/admin/audit",
    tag: "admin",
    summary:
      "The audit log of every admin action, newest first, 50 a page, searched by words, kind, id and India dates",
    caller: "admin",
    query: AuditQuerySchema,
    answers: { 200: json("A page of entries", AuditPageAnswer) },
    ours: true,
  },
];
