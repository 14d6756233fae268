// POST /api/recordTicketPrint - a restaurant owner records a print of one of their orders' kitchen tickets (KOT)
import { handler } from "@/lib/http/handler";
import { RecordTicketPrintSchema } from "@/lib/tickets/schemas";
import { recordTicketPrint } from "@/lib/tickets/service";

export const POST = handler({ auth: "restaurant", body: RecordTicketPrintSchema }, async ({ user, body }) =>
  recordTicketPrint(user, body._id),
);
