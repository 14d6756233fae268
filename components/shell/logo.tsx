import { AppLink } from "@/components/ui/app-link";

export function Logo() {
  return (
    <AppLink href="/" className="flex shrink-0 items-center gap-2 rounded-lg" aria-label="Thali home">
      {/* A plain <img>: an SVG gains nothing from the image optimizer, and next/image's client code
          (about 4 kB gzip) would load on every page for it. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img src="/images/logo.svg" alt="" width={112} height={36} fetchPriority="high" className="h-8 w-auto sm:h-9" />
    </AppLink>
  );
}
