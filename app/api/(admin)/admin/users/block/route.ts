// POST /api/admin/users/block - the platform blocks an account (with a reason; its logins end) or unblocks it
// (issue 33); admins only
import { setBlocked } from "@/lib/admin/people";
import { AdminBlockSchema } from "@/lib/admin/people-schemas";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "admin", body: AdminBlockSchema }, ({ user, body }) => setBlocked(user, body));
