import { describe, expect, it } from "vitest";
import type { ApiAddress } from "@/lib/addresses/api-shape";
import { deliveryDefaults } from "./delivery-defaults";
import type { PendingOrder } from "./pending-order";

const home: ApiAddress = {
  _id: "a1",
  label: "Home",
  address: "14 Connaught Place, Block E",
  locality: "Connaught Place",
  city: "New Delhi",
  state: "Delhi",
  pincode: "110001",
  phone: "9810012345",
  isDefault: true,
  lat: null,
  lng: null,
};
const work: ApiAddress = {
  ...home,
  _id: "a2",
  label: "Work",
  address: "3 Khan Market",
  pincode: "110003",
  isDefault: false,
};

const previous = (deliveryLocation: PendingOrder["deliveryLocation"]): PendingOrder => ({
  user_email: "a@b.in",
  customerName: "Asha R",
  restaurant_id: "r1",
  items: [{ item_id: "i1", quantity: 1 }],
  totalPrice: 120,
  deliveryLocation,
  deliveryStatus: "pending",
  paymentStatus: "success",
  amount: 120,
  currency: "INR",
});

describe("deliveryDefaults", () => {
  it("starts from the default address, whatever its place in the list", () => {
    const values = deliveryDefaults({ username: "asha", addresses: [work, home], previous: null, location: null });
    expect(values).toMatchObject({ customerName: "asha", addressId: "a1", save: false, label: "Other" });
  });

  it("starts a first address from the delivery location, its state filled in, labelled Home", () => {
    const values = deliveryDefaults({
      username: "asha",
      addresses: [],
      previous: null,
      location: { city: "Bengaluru", locality: "Koramangala", pincode: "560034" },
    });
    expect(values).toEqual({
      customerName: "asha",
      addressId: "",
      address: "",
      locality: "Koramangala",
      city: "Bengaluru",
      state: "Karnataka",
      pincode: "560034",
      phone: "",
      save: false,
      label: "Home",
    });
  });

  it("after a payment that did not go through, starts from its details: its saved address, or what was typed", () => {
    const toWork = previous({ address: "3 Khan Market", city: "New Delhi", state: "Delhi", pincode: "110003" });
    expect(
      deliveryDefaults({ username: "asha", addresses: [home, work], previous: toWork, location: null }),
    ).toMatchObject({ customerName: "Asha R", addressId: "a2" });
    const typed = previous({ address: "12 MG Road", city: "Pune", state: "Maharashtra", phone: "9812345678" });
    expect(deliveryDefaults({ username: "asha", addresses: [home], previous: typed, location: null })).toMatchObject({
      addressId: "",
      address: "12 MG Road",
      city: "Pune",
      locality: "",
      pincode: "",
      phone: "9812345678",
      save: false,
    });
  });

  it("a retry of a checkout that asked to save its new address asks again, under the same label", () => {
    const typed = { ...previous({ address: "12 MG Road", city: "Pune", state: "Maharashtra" }), saveAddressAs: "Flat" };
    expect(deliveryDefaults({ username: "asha", addresses: [], previous: typed, location: null })).toMatchObject({
      addressId: "",
      save: true,
      label: "Flat",
    });
  });
});
