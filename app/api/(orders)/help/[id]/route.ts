// GET /api/help/{id} - the customer's help thread: messages from both sides and refunds issued in it (issue 33)
import { HelpThreadIdSchema } from "@/lib/admin/help-schemas";
import { customerHelpThread } from "@/lib/admin/help-service";
import { handler } from "@/lib/http/handler";

export const GET = handler({ auth: "customer" }, async ({ user, params }) => ({
  thread: await customerHelpThread(user, HelpThreadIdSchema.parse(params).id),
}));
