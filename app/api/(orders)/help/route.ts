// POST /api/help - a customer asks for help on one of their orders: a reason and a first message (issue 33)
import { StartHelpSchema } from "@/lib/admin/help-schemas";
import { startHelp } from "@/lib/admin/help-service";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "customer", body: StartHelpSchema }, ({ user, body }) => startHelp(user, body));
