import type { IconName } from "@/components/ui/icon-set";
import { cn } from "@/lib/ui/cn";

/** Where the sprite is served (app/icons.svg/route.ts); proxy.ts leaves it alone. */
const ICON_SPRITE_PATH = "/icons.svg";

/**
 * An icon drawn from the build's sprite with `<use>`, in server and client components alike. lucide-react's
 * components carry their renderer (about 1 kB gzip) into every page's first load and each icon's shapes into
 * the page's flight data; this is a few bytes per icon instead (issue 16). It takes lucide's look (24 px,
 * 24-unit box, 2-unit round strokes in the text colour: the `.icon` class in app/globals.css, so a cached
 * page does not repeat it as attributes on every icon) and, like lucide, fills nothing unless a `fill-*`
 * class says so (the favourite heart, the stars). Decorative: its control carries the label.
 */
export function Icon({
  name,
  className,
  bold = false,
}: Readonly<{
  name: IconName;
  className?: string;
  /** A 2.5-unit stroke (the steppers' + and −). */
  bold?: boolean;
}>) {
  return (
    <svg viewBox="0 0 24 24" className={cn("icon", bold && "stroke-[2.5]", className)} aria-hidden="true">
      <use href={`${ICON_SPRITE_PATH}#${name}`} />
    </svg>
  );
}
