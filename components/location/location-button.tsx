import { Icon } from "@/components/ui/icon";
import { LocationButtonShell } from "@/components/location/location-button-shell";
type LocationButtonProps = Readonly<{ className?: string }>;

/**
 * The top bar's "Deliver to …" button, which opens the location chooser. Its icons are drawn on the
 * server (they cost the page no JavaScript); the client shell shows the place (the viewer's, GET /api/me), which a new
 * choice changes at once (the layout around it is not redrawn when only the list's URL changes).
 */
export function LocationButton({ className }: LocationButtonProps) {
  return (
    <LocationButtonShell
      className={className}
      icon={<Icon name="map-pin" className="h-5 w-5 shrink-0 text-brand-600" />}
      chevron={<Icon name="chevron-down" className="h-4 w-4 shrink-0 text-muted group-hover:text-ink" />}
    />
  );
}
