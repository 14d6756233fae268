// GET /api/settlementCsv - the owner's settlement as a CSV download (IST dates, rupees with 2 decimals)
import { handler } from "@/lib/http/handler";
import { SettlementQuerySchema } from "@/lib/money/schemas";
import { getSettlementCsv } from "@/lib/money/settlement-service";

export const GET = handler({ auth: "restaurant", query: SettlementQuerySchema }, async ({ user, query }) =>
  getSettlementCsv(user, query),
);
