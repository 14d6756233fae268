// POST /api/help/{id}/reply - the customer replies in their help thread (issue 33)
import { CustomerHelpReplySchema, HelpThreadIdSchema } from "@/lib/admin/help-schemas";
import { replyAsCustomer } from "@/lib/admin/help-service";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "customer", body: CustomerHelpReplySchema }, ({ user, params, body }) =>
  replyAsCustomer(user, HelpThreadIdSchema.parse(params).id, body.message),
);
