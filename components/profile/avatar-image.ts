import { imageSrc } from "@/lib/images/image-src";

// A round avatar's <img> attributes, as next/image would give them, without next/image's client
// component (about 4 kB gzip with its config context) in a part that runs in the browser. A stored
// picture goes through the same image optimizer at a width it serves; the placeholder is a vector,
// drawn as it is.

/** next.config.ts `images.imageSizes`: the optimizer answers 400 to any other width (avatar-image.test.ts holds them equal). */
export const AVATAR_WIDTHS = [64, 128, 256, 384] as const;
/** next/image's default quality, the only one the optimizer allows without `images.qualities`. */
const QUALITY = 75;

export const AVATAR_PLACEHOLDER = "/images/avatar-placeholder.svg";

function optimized(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
}

/** The smallest served width at least `width` wide (else the largest). */
function servedWidth(width: number): number {
  return AVATAR_WIDTHS.find((served) => served >= width) ?? Math.max(...AVATAR_WIDTHS);
}

/** `src` and `srcSet` of a picture (an API image URL, or null for none) drawn `size` CSS pixels wide. */
export function avatarImage(url: string | null, size: number): { src: string; srcSet?: string } {
  if (!url) return { src: AVATAR_PLACEHOLDER };
  const src = imageSrc(url);
  const once = optimized(src, servedWidth(size));
  const twice = optimized(src, servedWidth(size * 2));
  return { src: twice, srcSet: `${once} 1x, ${twice} 2x` };
}
