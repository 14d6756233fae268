import { describe, expect, it } from "vitest";
import { BLANK_MESSAGE, checkDeliveryDetails, type DeliveryFormValues } from "./delivery-details-schema";

const typed: DeliveryFormValues = {
  customerName: " Asha ",
  addressId: "",
  address: "12 MG Road",
  locality: "Indiranagar",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560038",
  phone: "+91 98450 12345",
  save: true,
  label: "Home",
};

describe("checkDeliveryDetails", () => {
  it("takes a new address by the address book's rules, the phone as ten digits", () => {
    expect(checkDeliveryDetails(typed)).toEqual({
      ok: true,
      customerName: "Asha",
      newAddress: {
        customerName: "Asha",
        address: "12 MG Road",
        locality: "Indiranagar",
        city: "Bengaluru",
        state: "Karnataka",
        pincode: "560038",
        phone: "9845012345",
      },
      label: "Home",
    });
  });

  it("answers blank fields with the spec's message, naming each", () => {
    const check = checkDeliveryDetails({ ...typed, customerName: "  ", city: "" });
    expect(check).toMatchObject({ ok: false, blank: true, message: BLANK_MESSAGE });
    expect(check.ok ? [] : Object.keys(check.errors)).toEqual(["customerName", "city"]);
  });

  it("never needs a label to pay: a blank one is the default, and none is kept when not saving", () => {
    expect(checkDeliveryDetails({ ...typed, label: "  " })).toMatchObject({ ok: true, label: "Home" });
    expect(checkDeliveryDetails({ ...typed, label: "" }, "Other")).toMatchObject({ ok: true, label: "Other" });
    expect(checkDeliveryDetails({ ...typed, label: "Work", save: false })).toMatchObject({ ok: true, label: null });
    // only a label the address book would refuse stops it
    expect(checkDeliveryDetails({ ...typed, label: "x".repeat(31) })).toMatchObject({ ok: false, blank: false });
  });

  it("says what is wrong with a PIN code or a phone number", () => {
    const check = checkDeliveryDetails({ ...typed, pincode: "056003", phone: "12345" });
    expect(check).toMatchObject({
      ok: false,
      blank: false,
      errors: {
        pincode: "PIN code must be 6 digits and not start with 0",
        phone: "Phone must be a 10-digit mobile number starting with 6, 7, 8 or 9",
      },
      message: "PIN code must be 6 digits and not start with 0",
    });
  });

  it("with a saved address chosen, asks only for the name", () => {
    const saved = { ...typed, addressId: "addr1", address: "", city: "", pincode: "" };
    expect(checkDeliveryDetails(saved)).toEqual({ ok: true, customerName: "Asha", newAddress: null, label: null });
    expect(checkDeliveryDetails({ ...saved, customerName: "" })).toMatchObject({ ok: false, message: BLANK_MESSAGE });
  });
});
