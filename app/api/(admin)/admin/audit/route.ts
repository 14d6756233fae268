// GET /api/admin/audit - the platform's audit log, newest first, searched (issue 33); admins only
import { searchAudit } from "@/lib/admin/audit-log";
import { AuditQuerySchema } from "@/lib/admin/audit-schemas";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "admin", query: AuditQuerySchema }, ({ user, query }) => searchAudit(user, query));
