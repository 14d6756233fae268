// GET /api/settlement - a restaurant owner's settlement per IST day or week: orders, gross, commission, taxes, refunds, net payout
import { handler } from "@/lib/http/handler";
import { SettlementQuerySchema } from "@/lib/money/schemas";
import { getSettlement } from "@/lib/money/settlement-service";

export const GET = handler({ auth: "restaurant", query: SettlementQuerySchema }, async ({ user, query }) =>
  getSettlement(user, query),
);
