"use client";
import "leaflet/dist/leaflet.css";
import { useEffect, useRef } from "react";
import type { LatLng, MapTiles } from "@/lib/maps/types";
import { cn } from "@/lib/ui/cn";

type Leaflet = typeof import("leaflet");

/** What a map's owner does once it exists; the function it returns (if any) runs when the map goes. */
export type MapReady = (map: import("leaflet").Map, L: Leaflet) => void | (() => void);

type MapCanvasProps = Readonly<{
  /** The tile server, or null: the map draws its markers and lines on a plain background and fetches nothing. */
  tiles: MapTiles | null;
  center: LatLng;
  zoom?: number;
  /** What the map shows, for screen readers (its facts are also said in text beside it). */
  label: string;
  className?: string;
  onReady: MapReady;
}>;

/**
 * A Leaflet map (issue 32, docs/riders.md "Maps"). Leaflet is fetched with the map, never in a page's first
 * load, and touches the page only in the browser. Markers are drawn as HTML (components/maps/markers.ts), so
 * no image is fetched either.
 */
export function MapCanvas({ tiles, center, zoom = 14, label, className, onReady }: MapCanvasProps) {
  const box = useRef<HTMLDivElement>(null);
  // The first centre and callback only: the owner moves the map itself through the map it is given.
  const start = useRef({ center, zoom, onReady, tiles });

  useEffect(() => {
    let cancelled = false;
    let cleanup: void | (() => void);
    let map: import("leaflet").Map | null = null;
    void import("leaflet").then((L) => {
      if (cancelled || !box.current) return;
      const first = start.current;
      map = L.map(box.current, { zoomControl: true, attributionControl: Boolean(first.tiles) });
      map.setView([first.center.lat, first.center.lng], first.zoom);
      if (first.tiles) {
        L.tileLayer(first.tiles.url, { attribution: first.tiles.attribution ?? "", maxZoom: 19 }).addTo(map);
      }
      cleanup = first.onReady(map, L);
    });
    return () => {
      cancelled = true;
      if (typeof cleanup === "function") cleanup();
      map?.remove();
    };
  }, []);

  return (
    <div
      ref={box}
      // A group, not an image: the map holds its own controls (zoom, a draggable pin), and an image may not
      // contain interactive controls (axe: nested-interactive). Its facts are also said in text beside it.
      role="group"
      aria-roledescription="map"
      aria-label={label}
      data-map-tiles={tiles ? "on" : "off"}
      className={cn("map-canvas relative z-0 overflow-hidden rounded-xl", !tiles && "map-canvas-plain", className)}
    />
  );
}
