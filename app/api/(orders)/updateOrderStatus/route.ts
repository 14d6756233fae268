// POST /api/updateOrderStatus - a restaurant owner moves one of their orders on (pending -> out for delivery -> delivered)
import { handler } from "@/lib/http/handler";
import { UpdateOrderStatusSchema } from "@/lib/orders/schemas";
import { updateOrderStatusAsOwner } from "@/lib/orders/service";

export const POST = handler({ auth: "restaurant", body: UpdateOrderStatusSchema }, async ({ user, body }) => {
  const order = await updateOrderStatusAsOwner(user, body._id, body.status);
  return { message: `Order status changed to ${order.deliveryStatus}`, order };
});
