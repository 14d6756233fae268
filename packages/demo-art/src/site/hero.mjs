/** The landing page hero (1200x900): a thali spread among favourite dishes. */
import { at, circle, createCanvas, join, rect, shape, svgDocument } from "../draw/svg.mjs";
import { blobPath, ringPoints, scatter } from "../draw/geometry.mjs";
import { radial } from "../draw/paint.mjs";
import { bowl, gloss, shadow } from "../draw/tableware.mjs";
import {
  butterPat,
  chilli,
  citrusWedge,
  coriander,
  creamSwirl,
  cube,
  gravy,
  onionRing,
  pistachioBits,
  riceGrains,
  saffronStrands,
  specks,
  sprinkleHerbs,
} from "../draw/garnish.mjs";
import { dip, dipBowl, dishAt } from "../draw/sides.mjs";
import { marigold, strewnSpices, woodTable } from "../draw/scene.mjs";
import { DISHES } from "../catalogue.mjs";
import { breadBasket, CURRIES } from "../cuisines/curries.mjs";
import { syrupBall } from "../cuisines/sweets.mjs";

function yellowDal(c) {
  return (r) =>
    join(
      gravy(c, r, ["#FFD85A", "#F2B728", "#C98A12"]),
      specks(c, 26, r * 0.8, ["#6B3A10", "#3A1A06"], 1.8),
      at(r * 0.2, -r * 0.1, chilli(c, r * 0.7, { color: "red" }), { rot: 30 }),
      sprinkleHerbs(c, 3, r * 0.6, { size: 12 }),
    );
}

function salad(c) {
  const cucumber = (r) =>
    join(
      circle(0, 0, r, { fill: "#3E8E2C" }),
      circle(0, 0, r * 0.86, { fill: "#D8F0B0" }),
      specks(c, 6, r * 0.4, ["#F4FBE6"], 1.5),
    );
  const tomato = (r) =>
    join(
      circle(0, 0, r, { fill: "#D9301E" }),
      circle(0, 0, r * 0.8, { fill: "#F0604A" }),
      ringPoints(4, r * 0.45, 45).map(([x, y]) => circle(x, y, r * 0.14, { fill: "#FFD0A0" })),
    );
  return join(
    at(-28, -10, cucumber(26)),
    at(10, -26, cucumber(24)),
    at(30, 10, tomato(24)),
    at(-6, 24, onionRing(c, 22)),
    at(-40, 26, citrusWedge(c, 22), { rot: -30 }),
    at(40, -40, chilli(c, 44), { rot: 140 }),
  );
}

function papad(c, r) {
  return join(
    circle(r * 0.06, r * 0.1, r, { fill: "#000", opacity: 0.18 }),
    shape(blobPath(c, r, { points: 14, jitter: 0.05 }), { fill: radial(c, ["#FCEBC0", "#F2D38E", "#DDB060"]) }),
    specks(c, 60, r * 0.9, ["#C98A3A", "#8A5A2A", "#FFF6DC"], 1.8),
  );
}

export function riceMound(c, r) {
  return join(
    shape(blobPath(c, r, { points: 10, jitter: 0.12 }), { fill: "#000", opacity: 0.15, transform: "translate(5 8)" }),
    shape(blobPath(c, r, { points: 10, jitter: 0.12 }), { fill: radial(c, ["#FFFFFF", "#F6F0E0", "#E6DCC4"]) }),
    riceGrains(c, r * 0.92, 260, ["#FFFFFF", "#F6F0E0", "#EDE4CE"], { len: 12, wid: 3.6 }),
    at(0, -r * 0.2, coriander(c, 16)),
  );
}

function roti(c, r) {
  return join(
    circle(r * 0.05, r * 0.09, r, { fill: "#000", opacity: 0.18 }),
    shape(blobPath(c, r, { points: 12, jitter: 0.06 }), { fill: radial(c, ["#F6DCA6", "#E6BC78", "#C99550"]) }),
    scatter(c, 18, r * 0.85, 12).map(([x, y]) =>
      at(
        x,
        y,
        shape(blobPath(c, c.between(4, 9), { jitter: 0.6 }), { fill: "#7A4416", opacity: c.between(0.25, 0.5) }),
      ),
    ),
  );
}

function thali(c) {
  const katori = (fill) => bowl(c, 66, fill, { tone: "steel", rim: 0.12 });
  const katoris = [
    [-205, -150, yellowDal(c)],
    [-75, -225, CURRY_FILLS.paneer(c)],
    [75, -225, CURRY_FILLS.dal(c)],
    [205, -150, dip(c, "raita")],
    [
      245,
      10,
      (r) =>
        join(
          gravy(c, r, ["#F6C26A", "#E09A38", "#B86A1A"]),
          at(-r * 0.3, 0, syrupBall(c, r * 0.36, ["#B5682E", "#7A3412", "#3E1606"])),
          at(r * 0.32, r * 0.05, syrupBall(c, r * 0.36, ["#B5682E", "#7A3412", "#3E1606"])),
        ),
    ],
  ];
  return join(
    shadow(c, 320, 320),
    circle(0, 0, 320, { fill: radial(c, ["#FFFFFF", "#D5DAE0", "#8E959E"], { cx: 0.36, cy: 0.3, r: 0.8 }) }),
    circle(0, 0, 296, { fill: radial(c, ["#F4F6F8", "#DDE1E6", "#B9C0C8"], { cx: 0.6, cy: 0.62, r: 0.62 }) }),
    gloss(308, 195, 260, 8, 0.7),
    katoris.map(([x, y, fill]) => at(x, y, katori(fill))),
    at(-150, 120, join(at(-20, 10, roti(c, 100)), at(30, -15, roti(c, 96)), at(10, 0, butterPat(c, 28), { rot: 15 }))),
    at(75, 145, riceMound(c, 92)),
    at(-60, -10, salad(c)),
    at(110, -40, dipBowl(c, 42, "mint", "steel")),
    at(195, 170, papad(c, 70)),
    at(-250, 30, dipBowl(c, 40, "pickle", "steel")),
  );
}

/** Mini curry fills reused inside thali katoris. */
const CURRY_FILLS = {
  paneer: (c) => (r) =>
    join(
      gravy(c, r, CURRIES["paneer-butter-masala"].gravy),
      scatter(c, 4, r * 0.55, r * 0.45).map(([x, y]) =>
        at(x, y, cube(c, r * 0.32, ["#FFF8EA", "#E7A86A"]), { rot: c.between(0, 90) }),
      ),
      creamSwirl(c, r * 0.4, { width: 3 }),
    ),
  dal: (c) => (r) =>
    join(
      gravy(c, r, CURRIES["dal-makhani"].gravy),
      specks(c, 40, r * 0.9, ["#3A1408", "#6E2E16"], 2),
      creamSwirl(c, r * 0.4, { width: 3 }),
    ),
};

function lassiTop(c, r) {
  return join(
    shadow(c, r, r),
    circle(0, 0, r, { fill: "#fff", opacity: 0.5, stroke: "#fff", strokeWidth: 3 }),
    circle(0, 0, r * 0.86, { fill: radial(c, ["#FFF6D8", "#FFE08A", "#F2B23A"]) }),
    pistachioBits(c, 8, r * 0.5),
    saffronStrands(c, 5, r * 0.5),
    at(r * 0.2, -r * 0.2, rect(-6, -r * 1.6, 12, r * 1.6, { rx: 6, fill: "#FC8019" }), { rot: 35 }),
    gloss(r * 0.95, 200, 250, 4, 0.8),
  );
}

export function heroPicture() {
  const c = createCanvas("hero");
  const W = 1200;
  const H = 900;
  const body = join(
    woodTable(c, W, H, { tones: ["#6E4226", "#623A21", "#57331D"], plank: 130 }),
    strewnSpices(c, [
      [420, 40],
      [780, 50],
      [40, 610],
      [1170, 640],
      [420, 870],
      [800, 880],
      [600, 20],
    ]),
    dishAt(c, DISHES["chicken-biryani"], 150, 150, 0.85),
    dishAt(c, DISHES["butter-chicken"], 1060, 140, 0.8),
    dishAt(c, DISHES["chicken-65"], 130, 770, 0.7),
    dishAt(c, DISHES["jalebi"], 1070, 780, 0.68),
    at(95, 460, lassiTop(c, 58)),
    at(1100, 470, breadBasket(c), { s: 0.8, rot: 80 }),
    at(600, 450, thali(c)),
    at(300, 830, marigold(c, 26)),
    at(900, 60, marigold(c, 24)),
  );
  return svgDocument(c, W, H, body);
}
