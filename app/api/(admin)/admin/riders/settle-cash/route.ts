// POST /api/admin/riders/settle-cash - a delivery partner handed over the cash they hold: settled and audited
// (issue 33); admins only
import { settleCash } from "@/lib/admin/people";
import { AdminSettleCashSchema } from "@/lib/admin/people-schemas";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "admin", body: AdminSettleCashSchema }, ({ user, body }) => settleCash(user, body));
