"use client";
import { toast } from "@/lib/ui/toast";
import { bulkAdd, clearCart } from "@/lib/cart/actions";
import type { CurrentMenu } from "@/lib/cart/menu-check";
import type { CartLine } from "@/lib/cart/types";
import { fetchCartRestaurantBlock, fetchCurrentMenu } from "@/lib/cart/queries";
import { useUiStore } from "@/lib/ui/store";
import type { ApiOrder } from "@/lib/orders/contract";

/** The order's lines that are on the restaurant's menu now (at today's prices), and the names of those that are not. */
export function reorderLines(order: ApiOrder, menu: CurrentMenu): { lines: CartLine[]; missing: string[] } {
  const lines: CartLine[] = [];
  const missing: string[] = [];
  for (const { item_id: item, quantity } of order.items) {
    const current = menu.get(item._id);
    if (!current) {
      missing.push(item.name);
      continue;
    }
    lines.push({
      item: {
        _id: current._id,
        name: current.name,
        price: current.price,
        imageUrl: current.imageUrl ?? "",
        type: current.type ?? item.type,
        restaurant_id: order.restaurant_id._id,
        restaurantName: order.restaurant_id.name,
      },
      quantity,
    });
  }
  return { lines, missing };
}

/**
 * The spec's Reorder: the cart is emptied and filled with the order's items that can still be
 * ordered; a toast names those that cannot, and the cart opens.
 */
export async function reorder(order: ApiOrder): Promise<void> {
  // Whether the kitchen takes orders now is asked with the menu, so a closed one is said at once, not at checkout.
  const [menu, closed] = await Promise.all([
    fetchCurrentMenu(order.restaurant_id._id),
    fetchCartRestaurantBlock(order.restaurant_id._id).catch(() => null),
  ]);
  const { lines, missing } = reorderLines(order, menu);
  if (lines.length === 0) {
    toast.error(`None of these items are on ${order.restaurant_id.name}'s menu any more`);
    return;
  }
  clearCart();
  bulkAdd(lines);
  if (closed) {
    toast.error(`${closed}. Your cart is kept for then.`, { duration: 6000 });
  } else if (missing.length > 0) {
    toast.error(`Not available any more, so not added: ${missing.join(", ")}`, { duration: 6000 });
  } else {
    toast.success("Added to your cart");
  }
  useUiStore.getState().setCartOpen(true);
}
