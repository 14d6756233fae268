import { describe, expect, it } from "vitest";
import { describePin, locationFailure, pinFromPosition, round } from "./pin-words";

describe("the pin picker's words", () => {
  it("says where the pin is and how it got there", () => {
    expect(describePin({ lat: 12.9352, lng: 77.6245 }, "map")).toBe("Pin at 12.93520, 77.62450, set on the map.");
    expect(describePin({ lat: 12.9352, lng: 77.6245 }, "location")).toMatch(/from your current location\.$/);
    expect(describePin({ lat: 12.9261, lng: 77.6221 }, "pincode")).toMatch(/placed from the PIN code\.$/);
    expect(describePin(null, null)).toMatch(/^No pin yet/);
  });

  it("says each way the browser's location can fail, and that the form still saves", () => {
    expect(locationFailure(1)).toMatch(/^Location permission was refused\..*save without one/);
    expect(locationFailure(2)).toMatch(/not available/);
    expect(locationFailure(3)).toMatch(/took too long/);
    expect(locationFailure("unsupported")).toMatch(/cannot tell your location/);
    expect(locationFailure("outside")).toMatch(/outside India/);
    expect(locationFailure(99)).toMatch(/could not be found/);
  });

  it("takes a position in India, rounded, and refuses one outside", () => {
    expect(pinFromPosition(12.93520049, 77.62450051)).toEqual({ lat: 12.9352, lng: 77.624501 });
    expect(pinFromPosition(51.5, -0.12)).toBe("outside");
    expect(round(1.23456789)).toBe(1.234568);
  });
});
