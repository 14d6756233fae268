import { describe, expect, it } from "vitest";
import { rememberCartReturn, takeCartReturn } from "./cart-return";

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe("cart return", () => {
  it("reopens the cart once, on the page the visitor left", () => {
    const storage = memoryStorage();
    rememberCartReturn("/restaurantPage/r1/menu", 1_000, storage);
    expect(takeCartReturn("/auth/login/customer", 2_000, storage)).toBe(false);
    expect(takeCartReturn("/restaurantPage/r1/menu", 3_000, storage)).toBe(true);
    expect(takeCartReturn("/restaurantPage/r1/menu", 4_000, storage)).toBe(false);
  });

  it("forgets a mark older than half an hour, and ignores a damaged one", () => {
    const storage = memoryStorage();
    rememberCartReturn("/", 0, storage);
    expect(takeCartReturn("/", 31 * 60_000, storage)).toBe(false);
    expect(storage.values.size).toBe(0);
    storage.values.set("thali.reopenCart", "{oops");
    expect(takeCartReturn("/", 0, storage)).toBe(false);
    expect(takeCartReturn("/", 0, null)).toBe(false);
  });
});
