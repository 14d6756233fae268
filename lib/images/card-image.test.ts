import { describe, expect, it } from "vitest";
import { getImageProps } from "next/image";
import { imageConfigDefault } from "next/dist/shared/lib/image-config";
import nextConfig from "@/next.config";
import { CARD_IMAGE_SIZES, CARD_IMAGE_WIDTHS, cardImage } from "@/lib/images/card-image";

// The card draws its photo without next/image (lib/images/card-image.ts); what it makes must be what
// next/image would make with this app's config, or the optimizer refuses the widths and the photos break.

const images = { ...imageConfigDefault, ...nextConfig.images };
const allowed = [...(images.imageSizes ?? []), ...(images.deviceSizes ?? [])];

/** next/image's own URL for `src` at `width`, through the app's image config. */
function nextImageUrl(src: string, width: number): string {
  // A fixed width of `width` gives srcset "1x, 2x": its first URL is the loader's URL at that width.
  const { props } = getImageProps({ src, alt: "", width, height: width, unoptimized: false });
  return (props.srcSet ?? "").split(", ")[0]!.replace(/ 1x$/, "");
}

describe("cardImage", () => {
  it("offers only widths the app's image optimizer accepts", () => {
    for (const width of CARD_IMAGE_WIDTHS) expect(allowed).toContain(width);
    expect(images.qualities ?? [75]).toContain(75);
  });

  it.each(["/images/restaurants/r06.webp", "https://res.cloudinary.com/demo/image/upload/v1/thali/a b.jpg"])(
    "makes next/image's URLs for %s",
    (src) => {
      const { src: fallback, srcSet } = cardImage(src);
      const entries = srcSet.split(", ");
      expect(entries).toHaveLength(CARD_IMAGE_WIDTHS.length);
      entries.forEach((entry, i) => {
        const width = CARD_IMAGE_WIDTHS[i]!;
        // next/image's fixed-width srcset uses the closest allowed width at or above; ours are allowed ones.
        expect(entry).toBe(`${nextImageUrl(src, width)} ${width}w`);
      });
      expect(fallback).toBe(nextImageUrl(src, CARD_IMAGE_WIDTHS[CARD_IMAGE_WIDTHS.length - 1]!));
    },
  );

  it("keeps the grid's sizes", () => {
    expect(CARD_IMAGE_SIZES).toBe("(min-width: 1280px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw");
  });
});
