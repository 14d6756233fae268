import { formatRupees } from "@/lib/ui/format";

// How the rider console writes money, distances and days. Money arrives in integer paise.

/** Paise as rupees, the app's way: 2500 -> "₹25.00", 123456 -> "₹1,234.56". */
export function formatPaise(paise: number): string {
  return formatRupees(Math.round(paise) / 100);
}

/** A road distance: "850 m" under a kilometre, else kilometres to one decimal ("3.4 km"); null is "distance not known". */
export function formatDistance(meters: number | null): string {
  if (meters === null || !Number.isFinite(meters) || meters < 0) return "distance not known";
  if (meters < 1000) return `${Math.round(meters / 10) * 10} m`;
  return `${(Math.round(meters / 100) / 10).toFixed(1)} km`;
}

const istDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Kolkata",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day (YYYY-MM-DD) of an instant in India: the day the earnings call counts by. */
export function istDate(when: Date): string {
  return istDay.format(when);
}

/** A customer's first name (the drop's name may hold more words). */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || name;
}

/** The Google Maps directions link to a point, opened in a new tab (nothing is loaded from Google by the app). */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
