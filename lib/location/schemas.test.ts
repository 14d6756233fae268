import { describe, expect, it } from "vitest";
import {
  AddressInputSchema,
  cityKey,
  DeliveryLocationSchema,
  describeLocation,
  normalizePhone,
  PHONE_MESSAGE,
  PINCODE_MESSAGE,
} from "./schemas";

const valid = {
  label: "Home",
  address: "14 Rose Villa, 3rd Cross",
  locality: "Koramangala",
  city: "Bengaluru",
  state: "Karnataka",
  pincode: "560034",
  phone: "9845012345",
};

const messages = (input: unknown) => {
  const result = AddressInputSchema.safeParse(input);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
};

describe("AddressInputSchema", () => {
  it("accepts a full address, trims its text and leaves isDefault out when not sent", () => {
    expect(AddressInputSchema.parse({ ...valid, label: "  Home ", city: " Bengaluru " })).toEqual(valid);
  });

  it("stores the phone as ten digits whatever the customer typed around it", () => {
    for (const typed of ["+91 98450 12345", "+91-98450-12345", "919845012345", "09845012345", "98450.12345"]) {
      expect(AddressInputSchema.parse({ ...valid, phone: typed }).phone).toBe("9845012345");
    }
  });

  it("refuses phones that are not Indian mobiles", () => {
    for (const phone of ["5845012345", "984501234", "98450123456", "98450abcde", "", "+1 415 555 0100"]) {
      expect(messages({ ...valid, phone }).phone).toBe(PHONE_MESSAGE);
    }
  });

  it("refuses PIN codes that are not 6 digits or start with 0", () => {
    for (const pincode of ["060034", "56003", "5600345", "56OO34", ""]) {
      expect(messages({ ...valid, pincode }).pincode).toBe(PINCODE_MESSAGE);
    }
  });

  it("bounds every text field and requires it", () => {
    expect(messages({ ...valid, label: "x".repeat(31), address: "x".repeat(201), locality: "x".repeat(81) })).toEqual({
      label: "Label must be at most 30 characters",
      address: "Address must be at most 200 characters",
      locality: "Locality must be at most 80 characters",
    });
    expect(messages({ ...valid, city: "   ", state: "x".repeat(81) })).toEqual({
      city: "City is required",
      state: "State must be at most 80 characters",
    });
    expect(Object.keys(messages({}))).toEqual(["label", "address", "locality", "city", "state", "pincode", "phone"]);
  });

  it("takes isDefault only as a boolean", () => {
    expect(AddressInputSchema.parse({ ...valid, isDefault: true }).isDefault).toBe(true);
    expect(messages({ ...valid, isDefault: "yes" }).isDefault).toBe("isDefault must be true or false");
  });
});

describe("normalizePhone", () => {
  it("keeps a ten-digit number that happens to start with 91", () => {
    expect(normalizePhone("9198765432")).toBe("9198765432");
  });
});

describe("DeliveryLocationSchema and describeLocation", () => {
  it("needs a city; locality and PIN code are optional, the PIN code checked", () => {
    expect(DeliveryLocationSchema.parse({ city: " Bengaluru " })).toEqual({ city: "Bengaluru" });
    expect(DeliveryLocationSchema.safeParse({ locality: "Koramangala" }).success).toBe(false);
    expect(DeliveryLocationSchema.safeParse({ city: "Bengaluru", pincode: "012345" }).success).toBe(false);
  });

  it("says the place the way the top bar shows it", () => {
    expect(describeLocation({ city: "Bengaluru", locality: "Koramangala", pincode: "560034" })).toBe(
      "Koramangala, Bengaluru",
    );
    expect(describeLocation({ city: "Bengaluru", pincode: "560034" })).toBe("560034, Bengaluru");
    expect(describeLocation({ city: "Bengaluru" })).toBe("Bengaluru");
  });
});

describe("cityKey", () => {
  it("makes one key of spellings that differ only in case and spaces", () => {
    expect(cityKey("  New   Delhi ")).toBe("new delhi");
    expect(cityKey("NEW DELHI")).toBe(cityKey("new delhi"));
  });
});
