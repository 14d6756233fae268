"use client";
import { useEffect, useRef, useState } from "react";
import { MapCanvas } from "@/components/maps/map-canvas";
import { markerIcon } from "@/components/maps/markers";
import { describePin, locationFailure, pinFromPosition, round, type PinSource } from "@/components/maps/pin-words";
import { Button } from "@/components/ui/button";
import { DEFAULT_CENTER, type LatLng, type MapTiles } from "@/lib/maps/types";

type PinPickerProps = Readonly<{
  /** The pin now, and how it got there; null: none yet. */
  pin: LatLng | null;
  source: PinSource | null;
  /** A new pin from the map (a drag or a tap) or from the browser's location. */
  onPick: (pin: LatLng, source: "map" | "location") => void;
  /** What the pin marks, for the map's label and the marker's title ("Your address", "Your restaurant"). */
  what: string;
  /** Where the map opens without a pin (a city's centre). */
  fallback?: LatLng;
  tiles?: MapTiles | null;
  idPrefix: string;
}>;

type Held = { map: import("leaflet").Map; L: typeof import("leaflet"); marker: import("leaflet").Marker | null };

/** Puts the draggable pin at `at` (or takes it away) and pans there; a drag reports the new point through `onDrag`. */
function placeMarker(held: Held, at: LatLng | null, title: string, onDrag: (pin: LatLng) => void) {
  if (!at) {
    held.marker?.remove();
    held.marker = null;
    return;
  }
  if (!held.marker) {
    held.marker = held.L.marker([at.lat, at.lng], {
      draggable: true,
      autoPan: true,
      icon: markerIcon(held.L, "pin", title),
      title,
      alt: title,
    }).addTo(held.map);
    held.marker.on("dragend", () => {
      const moved = held.marker?.getLatLng();
      if (moved) onDrag({ lat: round(moved.lat), lng: round(moved.lng) });
    });
  } else {
    held.marker.setLatLng([at.lat, at.lng]);
  }
  held.map.panTo([at.lat, at.lng]);
}

/**
 * A map with one draggable pin (issue 32): drag it or tap the map to place it, or "Use my current location".
 * What happened is said in words below the map (a live region), so the form is usable without seeing the map, and
 * nothing here is needed to save: keyboard users can skip it.
 */
export function PinPicker({ pin, source, onPick, what, fallback, tiles = null, idPrefix }: PinPickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const [locating, setLocating] = useState(false);
  const mapRef = useRef<Held | null>(null);
  const pick = useRef(onPick);
  const latest = useRef({ pin, what });
  useEffect(() => {
    pick.current = onPick;
    latest.current = { pin, what };
  }, [onPick, pin, what]);

  // The marker follows the pin (from the PIN code, the location button or a saved address) and the map pans to it.
  useEffect(() => {
    const held = mapRef.current;
    if (!held) return;
    placeMarker(held, pin, what, (moved) => pick.current(moved, "map"));
  }, [pin, what]);

  const ready = (map: import("leaflet").Map, L: typeof import("leaflet")) => {
    const held: Held = { map, L, marker: null };
    mapRef.current = held;
    placeMarker(held, latest.current.pin, latest.current.what, (moved) => pick.current(moved, "map"));
    map.on("click", (event: import("leaflet").LeafletMouseEvent) => {
      setProblem(null);
      pick.current({ lat: round(event.latlng.lat), lng: round(event.latlng.lng) }, "map");
    });
    return () => {
      mapRef.current = null;
    };
  };

  const locate = () => {
    setProblem(null);
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setProblem(locationFailure("unsupported"));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const found = pinFromPosition(position.coords.latitude, position.coords.longitude);
        if (found === "outside") setProblem(locationFailure("outside"));
        else pick.current(found, "location");
      },
      (error) => {
        setLocating(false);
        setProblem(locationFailure(error.code));
      },
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 60_000 },
    );
  };

  const center = pin ?? fallback ?? DEFAULT_CENTER;
  return (
    <div className="flex flex-col gap-2" data-pin-source={source ?? "none"}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span id={`${idPrefix}-pin-heading`} className="text-sm font-semibold">
          Map pin (optional)
        </span>
        <Button type="button" variant="outline" size="sm" onClick={locate} disabled={locating}>
          {locating ? "Finding you…" : "Use my current location"}
        </Button>
      </div>
      <MapCanvas
        tiles={tiles}
        center={center}
        zoom={pin ? 16 : 12}
        label={`Map of ${what.toLowerCase()}: drag the pin or tap the map to move it`}
        className="h-52 w-full sm:h-64"
        onReady={ready}
      />
      <p id={`${idPrefix}-pin-status`} aria-live="polite" className="text-sm text-muted">
        {describePin(pin, source)}
      </p>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {problem}
        </p>
      )}
    </div>
  );
}
