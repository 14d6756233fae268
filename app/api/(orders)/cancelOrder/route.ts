// POST /api/cancelOrder - a customer (body {_id}) or a restaurant owner (?_id=, optional body {reason}) cancels an order
import { handler } from "@/lib/http/handler";
import type { CancelOrderAnswer } from "@/lib/orders/contract";
import { cancelMessage } from "@/lib/orders/messages";
import { CancelOrderBodySchema, OptionalOrderIdSchema, OrderIdSchema } from "@/lib/orders/schemas";
import { cancelOrderAsCustomer, cancelOrderAsOwner } from "@/lib/orders/service";

export const POST = handler(
  { auth: "user", body: CancelOrderBodySchema, query: OptionalOrderIdSchema },
  async ({ user, body, query }) => {
    const result =
      user.userType === "customer"
        ? await cancelOrderAsCustomer(user, OrderIdSchema.parse(body)._id)
        : await cancelOrderAsOwner(user, OrderIdSchema.parse(query)._id, body?.reason);
    return { message: cancelMessage(result), order: result.order } satisfies CancelOrderAnswer;
  },
);
