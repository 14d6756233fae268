// GET /api/ticketEscPos - a restaurant owner reads one of their orders' kitchen tickets as ESC/POS bytes for a thermal printer
import { handler } from "@/lib/http/handler";
import { TicketEscPosQuerySchema } from "@/lib/tickets/schemas";
import { kitchenTicketEscPos } from "@/lib/tickets/service";

export const GET = handler({ auth: "restaurant", query: TicketEscPosQuerySchema }, async ({ user, query }) => {
  const bytes = await kitchenTicketEscPos(user, query._id, query.width);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/octet-stream",
      "Content-Disposition": `attachment; filename="kot-${query._id}-${query.width}mm.bin"`,
      "Cache-Control": "private, no-store",
    },
  });
});
