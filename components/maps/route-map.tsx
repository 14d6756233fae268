"use client";
import { useEffect, useRef } from "react";
import { MapCanvas, type MapReady } from "@/components/maps/map-canvas";
import { markerIcon } from "@/components/maps/markers";
import type { LatLng, MapTiles } from "@/lib/maps/types";

type Leaflet = typeof import("leaflet");

type RouteMapProps = Readonly<{
  tiles: MapTiles | null;
  restaurant: LatLng;
  drop: LatLng;
  /** Where the rider is now, or null before the first position. */
  rider: LatLng | null;
  restaurantName: string;
  riderName: string;
  /** What the map shows, for screen readers (the facts are also said in text beside it). */
  label: string;
  className?: string;
}>;

/** How long the rider's marker glides from one position to the next. */
const GLIDE_MS = 1_000;

const reducedMotion = () =>
  typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;

/**
 * A delivery's map (issue 32 part 6): the restaurant, the drop point, the straight line between them, and the
 * rider's marker, which glides to each new position (or jumps there when the reader asks for less motion).
 */
export function RouteMap({
  tiles,
  restaurant,
  drop,
  rider,
  restaurantName,
  riderName,
  label,
  className,
}: RouteMapProps) {
  const leaflet = useRef<{ map: import("leaflet").Map; L: Leaflet } | null>(null);
  const riderMarker = useRef<import("leaflet").Marker | null>(null);
  const glide = useRef<number | null>(null);
  // The latest wanted position, for a map that becomes ready after it was given.
  const target = useRef(rider);
  const names = useRef({ restaurantName, riderName });

  const onReady: MapReady = (map, L) => {
    leaflet.current = { map, L };
    L.marker([restaurant.lat, restaurant.lng], {
      icon: markerIcon(L, "restaurant", names.current.restaurantName),
      keyboard: false,
      title: names.current.restaurantName,
    }).addTo(map);
    L.marker([drop.lat, drop.lng], { icon: markerIcon(L, "drop", "You"), keyboard: false, title: "You" }).addTo(map);
    L.polyline(
      [
        [restaurant.lat, restaurant.lng],
        [drop.lat, drop.lng],
      ],
      { color: "#1d4ed8", weight: 3, opacity: 0.7, dashArray: "6 6", interactive: false },
    ).addTo(map);
    const points: Array<[number, number]> = [
      [restaurant.lat, restaurant.lng],
      [drop.lat, drop.lng],
    ];
    if (target.current) points.push([target.current.lat, target.current.lng]);
    map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 16 });
    if (target.current) placeRider(target.current);
    return () => {
      if (glide.current !== null) cancelAnimationFrame(glide.current);
      leaflet.current = null;
      riderMarker.current = null;
    };
  };

  function placeRider(at: LatLng) {
    const ready = leaflet.current;
    if (!ready) return;
    const { map, L } = ready;
    const marker = riderMarker.current;
    if (!marker) {
      riderMarker.current = L.marker([at.lat, at.lng], {
        icon: markerIcon(L, "rider", `${names.current.riderName} (delivery partner)`),
        keyboard: false,
        title: `${names.current.riderName} (delivery partner)`,
        zIndexOffset: 1000,
      }).addTo(map);
      return;
    }
    if (glide.current !== null) cancelAnimationFrame(glide.current);
    const from = marker.getLatLng();
    if (reducedMotion()) {
      marker.setLatLng([at.lat, at.lng]);
    } else {
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / GLIDE_MS);
        const eased = t * (2 - t);
        marker.setLatLng([from.lat + (at.lat - from.lat) * eased, from.lng + (at.lng - from.lng) * eased]);
        glide.current = t < 1 ? requestAnimationFrame(step) : null;
      };
      glide.current = requestAnimationFrame(step);
    }
    // Keep the rider in view as they ride off the edge.
    if (!map.getBounds().pad(-0.1).contains([at.lat, at.lng])) map.panTo([at.lat, at.lng]);
  }

  const lat = rider?.lat;
  const lng = rider?.lng;
  useEffect(() => {
    if (lat === undefined || lng === undefined) return;
    target.current = { lat, lng };
    placeRider({ lat, lng });
  }, [lat, lng]);

  return (
    <div data-rider-lat={lat ?? ""} data-rider-lng={lng ?? ""} data-testid="route-map">
      <MapCanvas
        tiles={tiles}
        center={rider ?? restaurant}
        label={label}
        className={className ?? "h-56 w-full sm:h-64"}
        onReady={onReady}
      />
    </div>
  );
}
