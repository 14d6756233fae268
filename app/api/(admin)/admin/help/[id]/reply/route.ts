// POST /api/admin/help/{id}/reply - staff answer a help thread, maybe with a partial refund and closing it (issue 33)
import { replyToHelp } from "@/lib/admin/help-admin";
import { AdminHelpReplySchema, HelpThreadIdSchema } from "@/lib/admin/help-schemas";
import { handler } from "@/lib/http/handler";

export const POST = handler({ auth: "admin", body: AdminHelpReplySchema }, ({ user, params, body }) =>
  replyToHelp(user, HelpThreadIdSchema.parse(params).id, body),
);
