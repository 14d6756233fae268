/**
 * The widths a restaurant card's photo is offered at. A card is at most 384 CSS px wide from 640 px up
 * and the screen's width below (100vw): 384 and 640 cover wide screens at 1x and 2x, 828 and 1080 a phone
 * at 2x and 3x. Each must be one of next.config.ts's `images` sizes, or the optimizer refuses it
 * (lib/images/card-image.test.ts checks both against the config).
 */
export const CARD_IMAGE_WIDTHS = [384, 640, 828, 1080] as const;

/** The only quality next.config.ts allows (Next's default). */
const QUALITY = 75;

/** The `sizes` of a card's photo, as the grid lays cards out (1 column, then 2, 3 and 4). */
export const CARD_IMAGE_SIZES = "(min-width: 1280px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw";

/** The image optimizer's URL of `src` at `width`: what next/image's default loader makes. */
function optimizedUrl(src: string, width: number): string {
  return `/_next/image?url=${encodeURIComponent(src)}&w=${width}&q=${QUALITY}`;
}

/**
 * A card photo's `src` and `srcSet` through Next's image optimizer, made in the browser's bundle without
 * next/image (whose client code costs about 4 kB gzip on the list's page): the card is a client component.
 */
export function cardImage(src: string): { src: string; srcSet: string } {
  return {
    src: optimizedUrl(src, CARD_IMAGE_WIDTHS[3]),
    srcSet: CARD_IMAGE_WIDTHS.map((w) => `${optimizedUrl(src, w)} ${w}w`).join(", "),
  };
}
