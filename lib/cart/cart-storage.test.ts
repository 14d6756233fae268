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
  it("writes the spec's plain shape under the key, not a wrapper", () => {
    const storage = memoryStorage();
    createCartStorage("cart", () => storage).write(cart);
    expect(JSON.parse(storage.getItem("cart")!)).toEqual(cart);
  });

  it("reads the plain shape and the wrapped one", () => {
    const plain = memoryStorage({ cart: JSON.stringify(cart) });
    expect(createCartStorage("cart", () => plain).read()).toEqual(cart);
    const wrapped = memoryStorage({ cart: JSON.stringify({ state: cart, version: 0 }) });
    expect(createCartStorage("cart", () => wrapped).read()).toEqual(cart);
  });

  it("reads nothing from a missing key or text that is not JSON", () => {
    expect(createCartStorage("cart", () => memoryStorage()).read()).toBeNull();
    expect(createCartStorage("cart", () => memoryStorage({ cart: "{oops" })).read()).toBeNull();
  });

  it("removes the key", () => {
    const storage = memoryStorage({ cart: "{}" });
    createCartStorage("cart", () => storage).remove();
    expect(storage.getItem("cart")).toBeNull();
  });

  it("never throws when storage is blocked or full", () => {
    const blocked = createCartStorage("cart", () => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(blocked.read()).toBeNull();
    expect(() => blocked.write(cart)).not.toThrow();
    expect(() => blocked.remove()).not.toThrow();
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new DOMException("full", "QuotaExceededError");
      },
    };
    expect(() => createCartStorage("cart", () => full).write(cart)).not.toThrow();
  });
});
