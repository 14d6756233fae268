import { AppLink } from "@/components/ui/app-link";
import { cn } from "@/lib/ui/cn";

/**
 * The logo, home. `compact`: below 420 px only the emblem shows (the picture cropped to its round left part),
 * so the top bar fits the logo, the cart, Login, SignUp and the menu button on a 360 px phone (issue 27).
 */
export function Logo({ compact = false }: Readonly<{ compact?: boolean }>) {
  return (
    <AppLink
      href="/"
      className={cn(
        "flex shrink-0 items-center gap-2 rounded-lg",
        compact && "max-[420px]:w-8 max-[420px]:overflow-hidden",
      )}
      aria-label="Thali home"
    >
      {/* A plain <img>: an SVG gains nothing from the image optimizer, and next/image's client code
          (about 4 kB gzip) would load on every page for it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img
        src="/images/logo.svg"
        alt=""
        width={112}
        height={36}
        fetchPriority="high"
        className="h-8 w-auto max-w-none sm:h-9"
      />
    </AppLink>
  );
}
