// GET /api/admin/help - the help inbox: one status's threads, the longest waiting first (issue 33); admins only
import { helpInbox } from "@/lib/admin/help-admin";
import { HelpInboxQuerySchema } from "@/lib/admin/help-schemas";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "admin", query: HelpInboxQuerySchema }, ({ user, query }) => helpInbox(user, query));
