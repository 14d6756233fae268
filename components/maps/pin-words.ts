import { isInIndia } from "@/lib/geo/distance";
import type { LatLng } from "@/lib/maps/types";

// What the pin picker says in words (issue 32): where the pin is and how it got there, and why the browser's
// location did not arrive. Pure, so the words are tested without a browser.

/** How the pin got where it is: by hand on the map, from the browser's location, from the PIN code, or as saved. */
export type PinSource = "map" | "location" | "pincode" | "saved";

const HOW: Record<PinSource, string> = {
  map: "set on the map",
  location: "from your current location",
  pincode: "placed from the PIN code",
  saved: "as saved",
};

/** "Pin at 12.93520, 77.62450, set on the map." or what happens without one. */
export function describePin(pin: LatLng | null, source: PinSource | null): string {
  if (!pin || !source) return "No pin yet: the address will be placed by its PIN code. Drag or tap the map to set one.";
  return `Pin at ${pin.lat.toFixed(5)}, ${pin.lng.toFixed(5)}, ${HOW[source]}.`;
}

/** GeolocationPositionError's codes, which are not defined outside a browser. */
const PERMISSION_DENIED = 1;
const POSITION_UNAVAILABLE = 2;
const TIMEOUT = 3;

/** Why "Use my current location" did not place the pin, in words; the form still saves without a pin. */
export function locationFailure(code: number | "unsupported" | "outside"): string {
  if (code === "unsupported")
    return "This browser cannot tell your location. Place the pin on the map, or save without one.";
  if (code === "outside")
    return "Your location seems to be outside India, so the pin was not moved. Place it on the map instead.";
  if (code === PERMISSION_DENIED) {
    return "Location permission was refused. Place the pin on the map, or save without one: the PIN code places the address.";
  }
  if (code === POSITION_UNAVAILABLE)
    return "Your location is not available right now. Place the pin on the map, or try again.";
  if (code === TIMEOUT) return "Finding your location took too long. Place the pin on the map, or try again.";
  return "Your location could not be found. Place the pin on the map instead.";
}

/** The browser's position as a pin, or the reason it is not one. */
export function pinFromPosition(lat: number, lng: number): LatLng | "outside" {
  return isInIndia(lat, lng) ? { lat: round(lat), lng: round(lng) } : "outside";
}

/** Six decimals: about 10 cm, more than any map pin means. */
export function round(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
