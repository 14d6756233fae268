// POST /api/cancelOrder - a customer (body {_id}) or a restaurant owner (?_id=, optional body {reason}) cancels an order
import { forbidden } from "@/lib/http/errors";
import { handler } from "@/lib/http/handler";
import { cancelMessage } from "@/lib/orders/messages";
import { CancelOrderBodySchema, OptionalOrderIdSchema, OrderIdSchema } from "@/lib/orders/schemas";
import { cancelOrderAsCustomer, cancelOrderAsRestaurant } from "@/lib/orders/service";

export const POST = handler(
  { auth: "user", body: CancelOrderBodySchema, query: OptionalOrderIdSchema },
  async ({ user, body, query }) => {
    if (user.userType === "customer") {
      const { _id } = OrderIdSchema.parse(body);
      const result = await cancelOrderAsCustomer(user.id, _id);
      return { message: cancelMessage(result), order: result.order };
    }
    if (!user.restaurantId) throw forbidden("Only the owner of a restaurant can cancel its orders");
    const { _id } = OrderIdSchema.parse(query);
    const result = await cancelOrderAsRestaurant(user.restaurantId, _id, body?.reason);
    return { message: cancelMessage(result), order: result.order };
  },
);
