import { describe, expect, it } from "vitest";
import { deliversTo, deliveryAreaColumns } from "./delivery-area";

describe("deliveryAreaColumns", () => {
  it("keeps the owner's spelling, one entry per city, and lower-cased keys beside it", () => {
    expect(deliveryAreaColumns([" New Delhi", "new  delhi", "Gurugram", " "], ["110001", "110001 ", ""])).toEqual({
      deliveryCities: ["New Delhi", "Gurugram"],
      deliveryCityKeys: ["new delhi", "gurugram"],
      deliveryPincodes: ["110001"],
    });
  });
});

describe("deliversTo", () => {
  const wholeCities = deliveryAreaColumns(["New Delhi", "Noida"]);
  const somePins = deliveryAreaColumns(["Bengaluru"], ["560034", "560038"]);

  it("matches the city in any case", () => {
    expect(deliversTo(wholeCities, { city: "noida" })).toBe(true);
    expect(deliversTo(wholeCities, { city: " NEW DELHI ", pincode: "110001" })).toBe(true);
    expect(deliversTo(wholeCities, { city: "Kolkata" })).toBe(false);
  });

  it("with a PIN list, needs the place's PIN code to be on it", () => {
    expect(deliversTo(somePins, { city: "Bengaluru", pincode: "560034" })).toBe(true);
    expect(deliversTo(somePins, { city: "Bengaluru", pincode: "560066" })).toBe(false);
    expect(deliversTo(somePins, { city: "Bengaluru" })).toBe(false);
    expect(deliversTo(somePins, { city: "Chennai", pincode: "560034" })).toBe(false);
  });
});
