import { describe, expect, it } from "vitest";
import type { ApiAddress } from "@/lib/addresses/contract";
import { addressInput, addressKeys } from "@/lib/addresses/queries";

describe("addressKeys", () => {
  it("nests the list under the root key, so invalidating `all` reaches it", () => {
    expect(addressKeys.list().slice(0, addressKeys.all.length)).toEqual(addressKeys.all);
    expect(addressKeys.list()).toEqual(["addresses", "list"]);
  });
});

describe("addressInput", () => {
  const saved: ApiAddress = {
    _id: "a1",
    label: "Home",
    address: "12 Lake Road",
    locality: "Indiranagar",
    city: "Bengaluru",
    state: "Karnataka",
    pincode: "560038",
    phone: "9876543210",
    isDefault: false,
    lat: null,
    lng: null,
  };

  it("gives back the fields PUT takes, without the id and the stored default", () => {
    expect(addressInput(saved)).toEqual({
      label: "Home",
      address: "12 Lake Road",
      locality: "Indiranagar",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560038",
      phone: "9876543210",
    });
  });

  it("sets the default when asked", () => {
    expect(addressInput(saved, true).isDefault).toBe(true);
  });
});
