// POST /api/updateOrderStatus - a restaurant owner moves one of their orders on (pending -> out for delivery -> delivered)
import { forbidden } from "@/lib/http/errors";
import { handler } from "@/lib/http/handler";
import { UpdateOrderStatusSchema } from "@/lib/orders/schemas";
import { updateOrderStatusAsRestaurant } from "@/lib/orders/service";

export const POST = handler({ auth: "restaurant", body: UpdateOrderStatusSchema }, async ({ user, body }) => {
  if (!user.restaurantId) throw forbidden("Only the owner of a restaurant can change its orders");
  const order = await updateOrderStatusAsRestaurant(user.restaurantId, body._id, body.status);
  return { message: `Order status changed to ${order.deliveryStatus}`, order };
});
