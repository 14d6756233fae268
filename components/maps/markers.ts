// The maps' markers, drawn as HTML with Leaflet's divIcon: no marker images to fetch, and each says what it is.
// Built as elements, never from an HTML string, so a restaurant's name in a title cannot become markup.

type Leaflet = typeof import("leaflet");

export type MarkerKind = "restaurant" | "drop" | "rider" | "pin";

// Letters, not emoji: a machine without an emoji font draws those as empty boxes. The rider is a plain blue dot.
const GLYPH: Record<MarkerKind, string> = { restaurant: "R", drop: "H", rider: "", pin: "" };

/** A round marker of one kind, centred on its point. */
export function markerIcon(L: Leaflet, kind: MarkerKind, title: string) {
  const html = document.createElement("span");
  html.className = `map-marker map-marker-${kind}`;
  html.title = title;
  html.textContent = GLYPH[kind];
  return L.divIcon({ html, className: "map-marker-box", iconSize: [32, 32], iconAnchor: [16, 16] });
}
