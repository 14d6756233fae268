// Shapes the maps share between server pages and the browser (no server code here).

/** A point in WGS84 degrees. */
export type LatLng = { lat: number; lng: number };

/** An OpenStreetMap-style tile server: the URL template ({z}, {x}, {y}) and the attribution its licence asks for. */
export type MapTiles = { url: string; attribution: string | null };

/** Bengaluru's centre: where a map with nothing placed yet opens. */
export const DEFAULT_CENTER: LatLng = { lat: 12.9716, lng: 77.5946 };
