/**
 * The demo pictures by name, gathered from the cuisine modules: each dish under its demo-dish key
 * (prisma/demo-dishes.ts) and each restaurant cover under its demo restaurant's slug
 * (prisma/demo-data.ts), which also names the cover's file. catalogue.test.ts holds both to the demo data.
 */
import { at, createCanvas, join, svgDocument } from "./draw/svg.mjs";
import { backdrop, RH, RW } from "./draw/scene.mjs";
import * as biryani from "./cuisines/biryani.mjs";
import * as breakfast from "./cuisines/breakfast.mjs";
import * as burgers from "./cuisines/burgers.mjs";
import * as coffee from "./cuisines/coffee.mjs";
import * as curries from "./cuisines/curries.mjs";
import * as desserts from "./cuisines/desserts.mjs";
import * as drinks from "./cuisines/drinks.mjs";
import * as indoChinese from "./cuisines/indo-chinese.mjs";
import * as kebabs from "./cuisines/kebabs.mjs";
import * as korean from "./cuisines/korean.mjs";
import * as pizza from "./cuisines/pizza.mjs";
import * as southIndian from "./cuisines/south-indian.mjs";
import * as streetFood from "./cuisines/street-food.mjs";
import * as sweets from "./cuisines/sweets.mjs";

const FAMILIES = [
  kebabs,
  streetFood,
  indoChinese,
  southIndian,
  breakfast,
  biryani,
  pizza,
  burgers,
  korean,
  sweets,
  drinks,
  desserts,
  curries,
  coffee,
];

/** One table from the families' tables; a name two families both claim is an error, not an overwrite. */
function merge(tables) {
  const merged = {};
  for (const table of tables) {
    for (const [name, entry] of Object.entries(table ?? {})) {
      if (Object.hasOwn(merged, name)) throw new Error(`Two cuisine modules draw "${name}"`);
      merged[name] = entry;
    }
  }
  return merged;
}

/** Dishes by demo-dish key: `{ draw, bg, scale? }`. */
export const DISHES = merge(FAMILIES.map((family) => family.DISHES));

/** Restaurant covers by demo restaurant slug: `{ image, draw }`, image being the file name (r01...). */
export const RESTAURANTS = merge(FAMILIES.map((family) => family.RESTAURANTS));

/** A dish on its backdrop (640x480), as the menu shows it. */
export function dishPicture(key) {
  const c = createCanvas(`dish:${key}`);
  const W = 640;
  const H = 480;
  const { bg, draw, scale = 1 } = DISHES[key];
  const body = join(backdrop(c, W, H, bg), at(W / 2, H / 2, draw(c), { s: scale }));
  return svgDocument(c, W, H, body);
}

/**
 * A restaurant's cover (960x600). Its random stream is seeded with the cover's number (r07: 7), the
 * seed it had when covers were listed by position, so the committed pictures stay byte-identical.
 */
export function restaurantPicture(slug) {
  const { image, draw } = RESTAURANTS[slug];
  const c = createCanvas(`restaurant:${Number(image.slice(1))}`);
  return svgDocument(c, RW, RH, draw(c));
}
