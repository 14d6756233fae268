import type { SettingsFormOutput, SettingsFormValues } from "@/components/owner/settings/settings-form-schema";
import { paiseToRupeesText } from "@/lib/money/rupees-text";
import type { ApiRestaurantSettings, RestaurantSettingsBody } from "@/lib/owner/contract";

// What the settings page needs at once, without zod: the form's starting values from the saved
// settings, and the body of a save. The rules themselves (settings-form-schema.ts) load lazily.

export type { SettingsFormOutput, SettingsFormValues };

/** The pause as saved: the form does not hold it, Pause and Resume save it on their own. */
export type PauseState = { paused: boolean; pauseReason: string | null; pausedUntil?: string | null };

export function toFormValues(settings: ApiRestaurantSettings): SettingsFormValues {
  return {
    name: settings.name,
    image: { imageUrl: settings.image.imageUrl, public_id: settings.image.public_id },
    location: { ...settings.location },
    // stored cuisines were checked against the list when saved; the picker toggles the same names
    cuisines: [...settings.cuisines] as SettingsFormValues["cuisines"],
    opentime: { hour: String(settings.opentime.openhour), minute: String(settings.opentime.openminute) },
    closetime: { hour: String(settings.closetime.closehour), minute: String(settings.closetime.closeminute) },
    deliveryCities: [...settings.deliveryCities],
    deliveryPincodes: [...settings.deliveryPincodes],
    taxMode: settings.taxMode,
    foodGstRate: settings.foodGstRate === 18 ? "18" : "5",
    deliveryFeeMode: settings.deliveryFeePaise === null ? "standard" : "own",
    deliveryFee: settings.deliveryFeePaise === null ? "" : paiseToRupeesText(settings.deliveryFeePaise),
    freeDeliveryFrom: settings.freeDeliveryFromPaise === null ? "" : paiseToRupeesText(settings.freeDeliveryFromPaise),
    gstin: settings.gstin ?? "",
    fssaiNumber: settings.fssaiNumber ?? "",
    acceptsCod: settings.acceptsCod,
    codLimit: paiseToRupeesText(settings.codLimitPaise),
    pin: settings.lat !== null && settings.lng !== null ? { lat: settings.lat, lng: settings.lng } : null,
    radiusKm: String(Math.round(settings.deliveryRadiusMeters / 100) / 10),
    deliveryMode: settings.deliveryMode,
  };
}

/** POST /api/updateRestaurantSettings from the checked form and the pause as it stands. */
export function settingsBody(values: SettingsFormOutput, pause: PauseState): RestaurantSettingsBody {
  const { deliveryFeeMode, deliveryFee, freeDeliveryFrom, codLimit, pin, radiusKm, ...rest } = values;
  return {
    ...rest,
    lat: pin?.lat ?? null,
    lng: pin?.lng ?? null,
    deliveryRadiusMeters: radiusKm,
    // Never null once checked (the form requires it); absent keeps the saved limit.
    ...(codLimit !== null && { codLimitPaise: codLimit }),
    // The own fee box keeps its text while the standard fee is chosen; the standard fee is what is saved.
    deliveryFeePaise: deliveryFeeMode === "own" ? deliveryFee : null,
    freeDeliveryFromPaise: freeDeliveryFrom,
    opentime: { openhour: values.opentime.hour, openminute: values.opentime.minute },
    closetime: { closehour: values.closetime.hour, closeminute: values.closetime.minute },
    paused: pause.paused,
    pauseReason: pause.paused ? pause.pauseReason : null,
    pausedUntil: pause.paused ? (pause.pausedUntil ?? null) : null,
  };
}

/** The saved settings sent back with only the pause changed (Pause orders, Resume orders). */
export function pauseBody(saved: ApiRestaurantSettings, pause: PauseState): RestaurantSettingsBody {
  return {
    ...saved,
    // stored cuisines were checked against the list when saved
    cuisines: [...saved.cuisines] as RestaurantSettingsBody["cuisines"],
    paused: pause.paused,
    pauseReason: pause.paused ? pause.pauseReason : null,
    pausedUntil: pause.paused ? (pause.pausedUntil ?? null) : null,
  };
}
