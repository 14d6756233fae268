import type { LocationStatus } from "@/lib/rider-console/position-sender";

/** Says when the location is off (the permission refused, or none at all): no offers, and no map for the customer. */
export function LocationNotice({ status, carrying }: Readonly<{ status: LocationStatus | "idle"; carrying: boolean }>) {
  if (status !== "denied" && status !== "unavailable") return null;
  return (
    <div role="alert" className="rounded-2xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
      <p className="font-bold">
        {carrying
          ? "Location is off: the customer cannot see you coming"
          : "Location is off: offers go to riders near the restaurant, so none can reach you"}
      </p>
      {status === "denied" ? (
        <p className="mt-1">
          Allow location for this site: tap the lock or site-settings icon beside the address bar, set Location to
          Allow, then reload the page. On the phone, also turn on Location in the phone&apos;s settings.
        </p>
      ) : (
        <p className="mt-1">This phone gives no location now. Turn on Location (GPS) in the phone&apos;s settings.</p>
      )}
    </div>
  );
}
