import { describe, expect, it, vi } from "vitest";
import type { MenuEntry } from "@/lib/cart/menu-check";
import type { ApiOrder } from "@/lib/orders/contract";

// reorder.ts pulls in the client stores; only the pure part is tested here.
vi.mock("@/lib/cart/actions", () => ({ bulkAdd: vi.fn(), clearCart: vi.fn() }));
vi.mock("@/lib/cart/queries", () => ({ fetchCurrentMenu: vi.fn(), fetchCartRestaurantBlock: vi.fn() }));
vi.mock("@/lib/ui/store", () => ({ useUiStore: { getState: () => ({ setCartOpen: vi.fn() }) } }));
vi.mock("@/lib/ui/toast", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

const { reorderLines } = await import("./reorder");

const order = {
  restaurant_id: {
    _id: "r1",
    name: "Snack Shack Express",
    image: { imageUrl: "" },
    location: { address: "", city: "" },
  },
  items: [
    { item_id: { _id: "a", name: "Masala Fries", type: "veg" }, quantity: 2, price: 99 },
    { item_id: { _id: "b", name: "Chicken Roll", type: "non-veg" }, quantity: 1, price: 149 },
  ],
} as unknown as ApiOrder;

describe("reorderLines", () => {
  it("takes today's menu details for what is still sold and names what is not", () => {
    const menu = new Map<string, MenuEntry>([
      ["a", { _id: "a", name: "Masala Fries (large)", price: 109, type: "veg", imageUrl: "/images/dishes/fries.webp" }],
    ]);
    expect(reorderLines(order, menu)).toEqual({
      lines: [
        {
          item: {
            _id: "a",
            name: "Masala Fries (large)",
            price: 109,
            imageUrl: "/images/dishes/fries.webp",
            type: "veg",
            restaurant_id: "r1",
            restaurantName: "Snack Shack Express",
          },
          quantity: 2,
        },
      ],
      missing: ["Chicken Roll"],
    });
  });

  it("adds nothing from a restaurant whose menu is gone", () => {
    expect(reorderLines(order, new Map())).toEqual({ lines: [], missing: ["Masala Fries", "Chicken Roll"] });
  });
});
