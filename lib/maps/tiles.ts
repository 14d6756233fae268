import "server-only";
import { env } from "@/lib/env";
import type { MapTiles } from "@/lib/maps/types";

/**
 * The map tiles of this deployment (MAP_TILE_URL, docs/riders.md "Maps"), for a page to hand to its maps; null
 * when none is set, and the maps draw on a plain background and fetch nothing.
 */
export function mapTiles(): MapTiles | null {
  const { MAP_TILE_URL, MAP_TILE_ATTRIBUTION } = env();
  return MAP_TILE_URL ? { url: MAP_TILE_URL, attribution: MAP_TILE_ATTRIBUTION ?? null } : null;
}

/** The tile server's origin, which pages' Content-Security-Policy lets images come from; null without one. */
export function mapTileOrigin(): string | null {
  const url = env().MAP_TILE_URL;
  // The template's braces are not valid in a host, so the origin is read from the part before the first one.
  return url ? new URL(url.replace(/\{[a-z]\}/g, "0")).origin : null;
}
