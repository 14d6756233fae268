"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import type { PinSource } from "@/components/maps/pin-words";
import type { ApiAddress } from "@/lib/addresses/contract";
import { apiFetch } from "@/lib/api/client";
import { placeFor, type PincodeAnswer } from "@/lib/geo/pincode";
import { PINCODE, type AddressFormValues, type AddressInput } from "@/lib/location/schemas";
import type { LatLng } from "@/lib/maps/types";

/**
 * The address form's pin (issue 32): the saved one, one set by hand (the map, the browser's location), or, until
 * then, the typed PIN code's place, which follows the PIN code. Only a pin the server cannot work out itself is
 * sent (by hand, or the saved one while the PIN code is unchanged); a PIN code's place is left to the server,
 * which matches the typed locality too.
 */
export function useAddressPin(
  form: UseFormReturn<AddressFormValues, unknown, AddressInput>,
  address: ApiAddress | null,
) {
  const saved = address && address.lat !== null && address.lng !== null ? { lat: address.lat, lng: address.lng } : null;
  const [pin, setPin] = useState<LatLng | null>(saved);
  const [source, setSource] = useState<PinSource | null>(saved ? "saved" : null);
  const [fallback, setFallback] = useState<LatLng | null>(null);
  const byHand = source === "map" || source === "location";
  const handRef = useRef(byHand);
  useEffect(() => {
    handRef.current = byHand;
  }, [byHand]);

  const pincode = form.watch("pincode");
  const locality = form.watch("locality");
  useEffect(() => {
    const code = pincode?.trim() ?? "";
    // a saved address keeps its pin until its PIN code changes; a pin set by hand is never moved from here
    if (!PINCODE.test(code) || (address && code === address.pincode)) return;
    let stale = false;
    apiFetch<PincodeAnswer>(`/api/pincode?code=${code}`, { reauth: false })
      .then((answer) => {
        const place = placeFor(answer.places, locality);
        if (stale || !place) return;
        setFallback({ lat: place.lat, lng: place.lng });
        if (handRef.current) return;
        setPin({ lat: place.lat, lng: place.lng });
        setSource("pincode");
      })
      .catch(() => undefined); // an unknown PIN code: the pin stays where it is, and the server says nothing is placed
    return () => {
      stale = true;
    };
  }, [pincode, locality, address]);

  const pick = useCallback((next: LatLng, how: "map" | "location") => {
    setPin(next);
    setSource(how);
  }, []);

  const pinToSend = pin && (byHand || source === "saved") ? { lat: pin.lat, lng: pin.lng } : {};
  return { pin, source, pick, fallback, pinToSend };
}
