/**
 * Demo artwork generator for the Thali app.
 *
 * Every picture under public/images is a hand-built SVG illustration rendered to WebP with sharp,
 * so the repo ships no stock photos and needs no network. The drawings live beside this file:
 * draw/ holds the shared primitives, cuisines/ the dishes and restaurant covers of each cuisine
 * family (by dish key and restaurant slug, gathered in catalogue.mjs), and site/ the hero, the
 * "Beyond the plate" cards and the brand.
 *
 * Usage (from the repo root):  npm run images  (npm run generate -w @thali/demo-art, which runs
 * node src/generate.mjs here). The output is committed: the app never runs this.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { DISHES, dishPicture, RESTAURANTS, restaurantPicture } from "./catalogue.mjs";
import { BEYOND, beyondPicture } from "./site/beyond.mjs";
import { avatarSvg, faviconSvg, logoSvg, noOrdersPicture } from "./site/brand.mjs";
import { heroPicture } from "./site/hero.mjs";

// The repository root: this file is packages/demo-art/src/generate.mjs.
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "..");
const OUT_DIR = path.join(ROOT, "public", "images");
const WEBP_QUALITY = 78;

async function writeWebp(relPath, svg) {
  const file = path.join(OUT_DIR, relPath);
  await mkdir(path.dirname(file), { recursive: true });
  const data = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 6 }).toBuffer();
  await writeFile(file, data);
  return data.length;
}

async function writeText(relPath, content) {
  const file = path.join(OUT_DIR, relPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${content}\n`);
  return Buffer.byteLength(content) + 1;
}

function buildJobs() {
  const covers = Object.entries(RESTAURANTS).sort(([, a], [, b]) => a.image.localeCompare(b.image));
  return [
    ["hero.webp", heroPicture],
    ...Object.keys(BEYOND).map((key) => [`beyond/${key}.webp`, () => beyondPicture(key)]),
    ...covers.map(([slug, { image }]) => [`restaurants/${image}.webp`, () => restaurantPicture(slug)]),
    ...Object.keys(DISHES).map((key) => [`dishes/${key}.webp`, () => dishPicture(key)]),
    ["no-orders.webp", noOrdersPicture],
    ["avatar-placeholder.svg", avatarSvg],
    ["logo.svg", logoSvg],
    ["favicon.svg", faviconSvg],
  ];
}

async function main() {
  let total = 0;
  const jobs = buildJobs();
  for (const [relPath, build] of jobs) {
    const markup = build();
    total += relPath.endsWith(".svg") ? await writeText(relPath, markup) : await writeWebp(relPath, markup);
  }
  console.info(`Generated ${jobs.length} images (${Math.round(total / 1024)} kB) in ${path.relative(ROOT, OUT_DIR)}`);
}

await main();
