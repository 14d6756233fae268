import { Icon } from "@/components/ui/icon";
import { SetLocationButton } from "@/components/location/set-location-button";
import { describeLocation, type DeliveryLocation } from "@/lib/location/schemas";

type ListCountProps = Readonly<{ total: number; filtered: boolean; location: DeliveryLocation | null }>;

/**
 * How many restaurants the list holds and for where: "12 restaurants deliver to Koramangala,
 * Bengaluru", or, with no location yet, all of them and a button to choose one.
 */
export function ListCount({ total, filtered, location }: ListCountProps) {
  const restaurants = total === 1 ? "1 restaurant" : `${total} restaurants`;
  let text: string;
  if (location) {
    const place = describeLocation(location);
    text = filtered
      ? `${restaurants} ${total === 1 ? "matches" : "match"} your choice and ${total === 1 ? "delivers" : "deliver"} to ${place}`
      : `${restaurants} ${total === 1 ? "delivers" : "deliver"} to ${place}`;
  } else {
    const shown = filtered
      ? `${restaurants} ${total === 1 ? "matches" : "match"} your choice.`
      : total === 1
        ? "Showing 1 restaurant."
        : `Showing all ${restaurants}.`;
    text = `${shown} Set your delivery location to see who delivers to you.`;
  }
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-2">
      <p className="text-sm text-muted" role="status">
        {text}
      </p>
      <SetLocationButton
        variant={location ? "ghost" : "secondary"}
        size="sm"
        className={location ? "-ml-3" : undefined}
      >
        <Icon name="map-pin" className="h-4 w-4" /> {location ? "Change location" : "Set delivery location"}
      </SetLocationButton>
    </div>
  );
}
