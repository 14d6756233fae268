// GET /api/admin/help/{id} - a help thread with its order's summary, paid and refunded (issue 33); admins only
import { adminHelpThread } from "@/lib/admin/help-admin";
import { HelpThreadIdSchema } from "@/lib/admin/help-schemas";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "admin" }, async ({ user, params }) => ({
  thread: await adminHelpThread(user, HelpThreadIdSchema.parse(params).id),
}));
