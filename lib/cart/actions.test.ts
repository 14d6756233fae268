import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useUiStore } from "@/lib/ui/store";
import {
  addToCart,
  bulkAdd,
  clearCart,
  confirmReplaceCart,
  decreaseQuantity,
  increaseQuantity,
  removeLine,
  syncCartWithMenu,
} from "./actions";
import { useCouponStore } from "./coupon-store";
import { usePriceNotices } from "./price-notices";
import { EMPTY_CART, cartPersistence, useCartStore } from "./store";
import type { CartItem } from "./types";

// The actions against the real persisted store, over an in-memory localStorage.

let data: Map<string, string>;

function stored(): unknown {
  const raw = data.get("cart");
  return raw === undefined ? undefined : JSON.parse(raw);
}

function dish(id: string, price: number, restaurant = "r1"): CartItem {
  return {
    _id: id,
    name: `Dish ${id}`,
    price,
    imageUrl: `/images/${id}.webp`,
    type: "non-veg",
    restaurant_id: restaurant,
    restaurantName: restaurant === "r1" ? "Paradise Biryani" : "Udupi Tiffins",
  };
}

const biryani = dish("biryani", 250);
const kebab = dish("kebab", 180.5);
const dosa = dish("dosa", 120, "r2");

beforeEach(() => {
  data = new Map();
  vi.stubGlobal("localStorage", {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  });
  // As on a fresh page load: nothing read yet.
  useCartStore.setState(EMPTY_CART, true);
  data.clear();
  cartPersistence.load();
  useUiStore.getState().closeModal();
  usePriceNotices.setState({ notices: {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("cart actions", () => {
  it("persist every change under `cart` in the spec's shape", () => {
    expect(addToCart(biryani)).toBe("added");
    addToCart(biryani);
    addToCart(kebab);
    expect(stored()).toEqual({
      items: [
        { item: biryani, quantity: 2 },
        { item: kebab, quantity: 1 },
      ],
      totalPrice: 680.5,
      totalQuantity: 3,
    });
    increaseQuantity("kebab");
    decreaseQuantity("biryani");
    expect(stored()).toMatchObject({ totalPrice: 611, totalQuantity: 3 });
    removeLine("kebab");
    expect(stored()).toEqual({ items: [{ item: biryani, quantity: 1 }], totalPrice: 250, totalQuantity: 1 });
  });

  it("reading the storage writes nothing back: a missing cart stays missing, a stored one unchanged", () => {
    cartPersistence.load();
    expect(data.has("cart")).toBe(false);
    const wrapped = JSON.stringify({
      state: { items: [{ item: biryani, quantity: 1 }], totalPrice: 250, totalQuantity: 1 },
      version: 0,
    });
    data.set("cart", wrapped);
    cartPersistence.load();
    expect(useCartStore.getState().totalQuantity).toBe(1);
    expect(data.get("cart")).toBe(wrapped);
    // The first change after it is written in the spec's plain shape.
    addToCart(biryani);
    expect(stored()).toMatchObject({ totalQuantity: 2, totalPrice: 500 });
  });

  it("Clear empties the cart and removes the key from storage, and the coupon applied to the cart goes with it", () => {
    addToCart(biryani);
    useCouponStore.getState().apply("WELCOME50");
    clearCart();
    expect(useCartStore.getState()).toEqual(EMPTY_CART);
    expect(data.has("cart")).toBe(false);
    expect(useCouponStore.getState().code).toBeNull();
  });

  it("add to the stored cart rather than overwrite it when nothing has loaded it yet", () => {
    data.set("cart", JSON.stringify({ items: [{ item: biryani, quantity: 2 }], totalPrice: 500, totalQuantity: 2 }));
    // A page whose first cart call is an add, before the cart button's effect has read the storage.
    const hydrated = vi.spyOn(cartPersistence, "hasLoaded").mockReturnValueOnce(false);
    addToCart(biryani);
    hydrated.mockRestore();
    expect(useCartStore.getState().items).toEqual([{ item: biryani, quantity: 3 }]);
  });

  it("follow another tab: a reload of the storage picks up its cart, and its Clear empties this one", () => {
    addToCart(biryani);
    data.set("cart", JSON.stringify({ items: [{ item: kebab, quantity: 4 }], totalPrice: 722, totalQuantity: 4 }));
    cartPersistence.load();
    expect(useCartStore.getState()).toEqual({
      items: [{ item: kebab, quantity: 4 }],
      totalPrice: 722,
      totalQuantity: 4,
    });
    data.delete("cart");
    cartPersistence.load();
    expect(useCartStore.getState()).toEqual(EMPTY_CART);
  });

  it("ask before mixing restaurants: needsConfirm, the cart untouched, the modal open with the pending item", () => {
    addToCart(biryani);
    const before = data.get("cart");
    expect(addToCart(dosa)).toBe("needsConfirm");
    expect(data.get("cart")).toBe(before);
    expect(useCartStore.getState().items).toEqual([{ item: biryani, quantity: 1 }]);
    expect(useUiStore.getState()).toMatchObject({
      modal: "itemsInCart",
      pendingCartLines: [{ item: dosa, quantity: 1 }],
    });
  });

  it("No closes the modal and leaves the cart; Yes replaces the cart with the pending item", () => {
    addToCart(biryani);
    addToCart(dosa);
    useUiStore.getState().closeModal();
    expect(useUiStore.getState()).toMatchObject({ modal: "", pendingCartLines: [] });
    expect(useCartStore.getState().items).toEqual([{ item: biryani, quantity: 1 }]);

    addToCart(dosa);
    confirmReplaceCart();
    expect(useUiStore.getState()).toMatchObject({ modal: "", pendingCartLines: [] });
    expect(useCartStore.getState()).toEqual({
      items: [{ item: dosa, quantity: 1 }],
      totalPrice: 120,
      totalQuantity: 1,
    });
    expect(stored()).toEqual({ items: [{ item: dosa, quantity: 1 }], totalPrice: 120, totalQuantity: 1 });
  });

  it("bulkAdd merges lines, and asks first for another restaurant's", () => {
    addToCart(biryani);
    expect(
      bulkAdd([
        { item: biryani, quantity: 2 },
        { item: kebab, quantity: 1 },
      ]),
    ).toBe("added");
    expect(useCartStore.getState()).toMatchObject({ totalQuantity: 4, totalPrice: 930.5 });
    expect(bulkAdd([{ item: dosa, quantity: 3 }])).toBe("needsConfirm");
    confirmReplaceCart();
    expect(useCartStore.getState().items).toEqual([{ item: dosa, quantity: 3 }]);
  });

  it("syncCartWithMenu takes the server's prices, remembers the change, and leaves gone items for the cart to flag", () => {
    addToCart(biryani);
    addToCart(kebab);
    const menu = new Map([["biryani", { _id: "biryani", name: biryani.name, price: 275, type: "non-veg" as const }]]);
    const check = syncCartWithMenu(menu);
    expect(check.lines.map((c) => c.status)).toEqual(["available", "unavailable"]);
    expect(useCartStore.getState().items[0]?.item.price).toBe(275);
    expect(stored()).toMatchObject({ totalPrice: 455.5 });
    expect(usePriceNotices.getState().notices).toEqual({ biryani: { from: 250, to: 275 } });
    // Once in step, a second check changes nothing.
    expect(syncCartWithMenu(menu).changed).toBe(false);
    expect(usePriceNotices.getState().notices).toEqual({ biryani: { from: 250, to: 275 } });
  });
});
