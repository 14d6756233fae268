import { describe, expect, it } from "vitest";
import { createCartStorage } from "./cart-storage";

function memoryStorage(initial: Record<string, string> = {}): Storage {
  const data = new Map(Object.entries(initial));
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

const cart = { items: [], totalPrice: 0, totalQuantity: 0 };

describe("createCartStorage", () => {
  it("writes the spec's plain shape under the key, not zustand's wrapper", () => {
    const storage = memoryStorage();
    createCartStorage(() => storage).setItem("cart", { state: cart, version: 0 });
    expect(JSON.parse(storage.getItem("cart")!)).toEqual(cart);
  });

  it("reads the plain shape and the wrapped one", () => {
    const plain = memoryStorage({ cart: JSON.stringify(cart) });
    expect(createCartStorage(() => plain).getItem("cart")).toEqual({ state: cart, version: 0 });
    const wrapped = memoryStorage({ cart: JSON.stringify({ state: cart, version: 0 }) });
    expect(createCartStorage(() => wrapped).getItem("cart")).toEqual({ state: cart, version: 0 });
  });

  it("reads nothing from a missing key or text that is not JSON", () => {
    expect(createCartStorage(() => memoryStorage()).getItem("cart")).toBeNull();
    expect(createCartStorage(() => memoryStorage({ cart: "{oops" })).getItem("cart")).toBeNull();
  });

  it("removes the key", () => {
    const storage = memoryStorage({ cart: "{}" });
    createCartStorage(() => storage).removeItem("cart");
    expect(storage.getItem("cart")).toBeNull();
  });

  it("never throws when storage is blocked or full", () => {
    const blocked = createCartStorage(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(blocked.getItem("cart")).toBeNull();
    expect(() => blocked.setItem("cart", { state: cart, version: 0 })).not.toThrow();
    expect(() => blocked.removeItem("cart")).not.toThrow();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(() => createCartStorage(() => full).setItem("cart", { state: cart, version: 0 })).not.toThrow();
  });
});
