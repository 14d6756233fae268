// Draws the partner console's app icons (public/images/partner/*.png) from the Thali logo
// (public/images/favicon.svg) with sharp, which the app already depends on: nothing is downloaded.
// Run `npm run icons:partner` after the logo changes and commit the PNGs. docs/partner-console.md.
import { readFile, mkdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const ROOT = path.resolve(import.meta.dirname, "..");
const OUT = path.join(ROOT, "public/images/partner");
/** The console's theme colour (brand-500, app/layout.tsx's themeColor). */
const BRAND = "#cf360c";

const logo = await readFile(path.join(ROOT, "public/images/favicon.svg"));

/** The round logo, `logoSize` px across, centred on a `size` px square of `background` (null: transparent). */
async function icon(size, logoSize, background, file) {
  const mark = await sharp(logo, { density: Math.ceil((72 * logoSize) / 64) })
    .resize(logoSize, logoSize)
    .png()
    .toBuffer();
  const base = sharp({
    create: {
      width: size,
      height: size,
      channels: 4,
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    },
  });
  const offset = Math.round((size - logoSize) / 2);
  await base
    .composite([{ input: mark, left: offset, top: offset }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(OUT, file));
  console.info(`${file}: ${size}x${size}`);
}

await mkdir(OUT, { recursive: true });
// "any": the round logo nearly edge to edge, on transparent corners.
await icon(192, 184, null, "icon-192.png");
await icon(512, 488, null, "icon-512.png");
// "maskable": the launcher crops to its own shape, keeping only the middle 80% for sure (a circle of
// 40% radius), so the logo sits within it on a full brand-coloured square.
await icon(512, 380, BRAND, "icon-maskable-512.png");
await icon(192, 142, BRAND, "icon-maskable-192.png");
// iOS home screens draw no transparency (black corners): an opaque square, rounded by iOS itself.
await icon(180, 150, BRAND, "apple-touch-icon.png");
