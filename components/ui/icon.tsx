import type { IconName } from "@/components/ui/icon-set";

/** Where the sprite is served (app/icons.svg/route.ts); proxy.ts leaves it alone. */
export const ICON_SPRITE_PATH = "/icons.svg";

/**
 * An icon for client components, drawn from the build's sprite with `<use>`. lucide-react's
 * components carry their renderer (about 1 kB gzip) and each icon's path data into the client bundle;
 * this costs a few bytes per icon instead (issue 16's first-load budget). It takes lucide's look
 * (24-unit box, 2-unit round strokes in the text colour) and, like lucide, fills nothing unless a
 * `fill-*` class says so (the favourite heart). Decorative: its control carries the label.
 */
export function Icon({
  name,
  className,
  strokeWidth = 2,
}: Readonly<{ name: IconName; className?: string; strokeWidth?: number }>) {
  return (
    <svg
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
