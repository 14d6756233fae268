/** North Indian curries with naan, bhatura or rice, the bread basket, and the Punjabi grill. */
import { at, circle, ellipse, join, P, rect, shape, strokePath } from "../draw/svg.mjs";
import { blobPath, scatter } from "../draw/geometry.mjs";
import { clipTo, linear, radial } from "../draw/paint.mjs";
import { bowl, shadow } from "../draw/tableware.mjs";
import {
  butterPat,
  chilli,
  chunk,
  coriander,
  creamSwirl,
  cube,
  curryLeaf,
  gravy,
  leaf,
  onionRing,
  riceGrains,
  specks,
  sprinkleHerbs,
} from "../draw/garnish.mjs";
import { dishAt, withSides } from "../draw/sides.mjs";
import { cover, RH, RW, tablecloth } from "../draw/scene.mjs";
import { biryaniPiece } from "./biryani.mjs";

export const CURRIES = {
  "butter-chicken": {
    gravy: ["#F7A85A", "#E27A32", "#B24E1A"],
    tone: "copper",
    pieces: (c, r) =>
      scatter(c, 7, r * 0.7, r * 0.35).map(([x, y]) =>
        at(x, y, chunk(c, r * 0.17, ["#E58A45", "#B8521F", "#6E2A0C"], { char: 2 }), { rot: c.between(0, 360) }),
      ),
    cream: true,
    butter: true,
    side: "naan",
  },
  "dal-makhani": {
    gravy: ["#8A4426", "#5E2614", "#3A1408"],
    tone: "black",
    pieces: (c, r) => [
      specks(c, 140, r * 0.9, ["#3A1408", "#6E2E16", "#2A0E06"], 2.4),
      scatter(c, 18, r * 0.85, 14).map(([x, y]) =>
        at(x, y, ellipse(0, 0, 6, 4, { fill: "#4A0E0A" }), { rot: c.between(0, 180) }),
      ),
    ],
    cream: true,
    butter: true,
    side: "rice",
  },
  "paneer-butter-masala": {
    gravy: ["#FBA14E", "#EC7A2A", "#C2521A"],
    tone: "white",
    pieces: (c, r) =>
      scatter(c, 8, r * 0.7, r * 0.34).map(([x, y]) =>
        at(x, y, cube(c, r * 0.26, [radial(c, ["#FFFFFF", "#FFF3DC", "#F2CFA0"]), "#E7A86A"]), {
          rot: c.between(0, 90),
        }),
      ),
    cream: true,
    side: "naan",
  },
  "chana-masala": {
    gravy: ["#B8692E", "#8C4418", "#5A260A"],
    tone: "brass",
    pieces: (c, r) =>
      scatter(c, 34, r * 0.85, 20).map(([x, y]) =>
        at(
          x,
          y,
          join(
            circle(1.5, 2.5, 10, { fill: "#000", opacity: 0.2 }),
            circle(0, 0, 10, { fill: radial(c, ["#F2C27A", "#D99A4A", "#A8652A"], { cx: 0.4, cy: 0.35, r: 0.6 }) }),
            strokePath("M-6 -4Q0 2 6 -4", "#8A4A1A", 1.5, { opacity: 0.7 }),
          ),
        ),
      ),
    onions: true,
    side: "bhatura",
  },
  "fish-curry": {
    gravy: ["#F6B24A", "#E08A24", "#B35E12"],
    tone: "terracotta",
    pieces: (c, r) =>
      scatter(c, 4, r * 0.55, r * 0.55).map(([x, y]) =>
        at(
          x,
          y,
          join(
            rect(-r * 0.22 + 4, -r * 0.15 + 6, r * 0.44, r * 0.3, { rx: 12, fill: "#000", opacity: 0.2 }),
            rect(-r * 0.22, -r * 0.15, r * 0.44, r * 0.3, { rx: 12, fill: linear(c, ["#F9D79A", "#E8AE5A"]) }),
            rect(-r * 0.22, r * 0.07, r * 0.44, r * 0.08, { rx: 4, fill: "#8A5A3A", opacity: 0.7 }),
            strokePath(`M${P(-r * 0.12, -r * 0.1)}q10 10 0 20M${P(r * 0.02, -r * 0.1)}q10 10 0 20`, "#D9964A", 2),
          ),
          { rot: c.between(-40, 40) },
        ),
      ),
    coconut: true,
    curryLeaves: true,
    side: "rice",
  },
  "rogan-josh": {
    gravy: ["#C8321E", "#9A1E10", "#5A0C06"],
    tone: "copper",
    pieces: (c, r) => [
      scatter(c, 7, r * 0.7, r * 0.34).map(([x, y]) =>
        at(x, y, biryaniPiece(c, "mutton", r * 0.17), { rot: c.between(0, 360) }),
      ),
      at(r * 0.5, -r * 0.45, leaf(c, r * 0.4, r * 0.12, ["#9A8A4A", "#6E5A22"]), { rot: 60 }),
      at(-r * 0.55, r * 0.35, ellipse(0, 0, 9, 5, { fill: "#6E8F3A" }), { rot: 30 }),
    ],
    oil: true,
    side: "naan",
  },
};

function naan(c, s) {
  const d = blobPath(c, s, { points: 9, jitter: 0.12, sx: 0.75, sy: 1.15 });
  return join(
    shape(d, { fill: "#000", opacity: 0.2, transform: "translate(6 10)" }),
    shape(d, { fill: radial(c, ["#FBE3B0", "#EFC47E", "#D49A4E"], { cx: 0.45, cy: 0.4, r: 0.6 }) }),
    scatter(c, 14, s * 0.7, 12, { sy: 1.4 }).map(([x, y]) =>
      at(
        x * 0.8,
        y,
        shape(blobPath(c, c.between(4, 10), { jitter: 0.6 }), { fill: "#6E3A12", opacity: c.between(0.3, 0.65) }),
      ),
    ),
    specks(c, 16, s * 0.6, ["#2F6B22"], 1.6, { sy: 1.4 }),
    ellipse(-s * 0.2, -s * 0.4, s * 0.2, s * 0.1, { fill: "#fff", opacity: 0.22 }),
  );
}

function bhatura(c, s) {
  return join(
    circle(6, 10, s, { fill: "#000", opacity: 0.2 }),
    shape(blobPath(c, s, { points: 10, jitter: 0.1 }), {
      fill: radial(c, ["#FFF1C8", "#F5CF80", "#D99A44"], { cx: 0.4, cy: 0.36, r: 0.66 }),
    }),
    ellipse(-s * 0.3, -s * 0.3, s * 0.35, s * 0.2, {
      fill: "#fff",
      opacity: 0.35,
      transform: `rotate(-30 ${P(-s * 0.3, -s * 0.3)})`,
    }),
    specks(c, 12, s * 0.7, ["#C98A3A"], 2.2),
  );
}

function currySide(c, kind) {
  if (kind === "naan") return join(at(-10, 0, naan(c, 90), { rot: 20 }), at(20, 20, naan(c, 84), { rot: 35 }));
  if (kind === "bhatura") return join(at(0, -60, bhatura(c, 70)), at(20, 60, bhatura(c, 66)));
  return bowl(
    c,
    86,
    (r) =>
      join(
        circle(0, 0, r, { fill: "#FBF7EC" }),
        riceGrains(c, r, 220, ["#FFFFFF", "#F6F0E0", "#EDE4CE"], { len: 12, wid: 3.4 }),
        specks(c, 14, r * 0.8, ["#5A3A1A"], 1.8),
        at(0, 0, coriander(c, 16)),
      ),
    { tone: "white" },
  );
}

function curry(key) {
  const spec = CURRIES[key];
  return (c, { sides = true } = {}) => {
    const fill = (r) =>
      join(
        gravy(c, r, spec.gravy),
        spec.coconut &&
          scatter(c, 5, r * 0.7, r * 0.3).map(([x, y]) =>
            at(
              x,
              y,
              shape(blobPath(c, r * 0.14, { jitter: 0.6, sx: 1.6, sy: 0.6 }), { fill: "#FFF6E0", opacity: 0.5 }),
            ),
          ),
        spec.oil &&
          scatter(c, 9, r * 0.8, r * 0.2).map(([x, y]) =>
            ellipse(x, y, r * 0.07, r * 0.05, { fill: "#E8451E", opacity: 0.55 }),
          ),
        spec.pieces(c, r),
        spec.cream && at(r * 0.05, r * 0.02, creamSwirl(c, r * 0.5, { width: 5 })),
        spec.butter && at(-r * 0.12, -r * 0.08, butterPat(c, r * 0.2), { rot: 20 }),
        spec.onions && [
          onionRing(c, 16),
          at(30, 20, onionRing(c, 14)),
          at(-r * 0.4, r * 0.1, chilli(c, 50), { rot: -30 }),
        ],
        spec.curryLeaves &&
          scatter(c, 6, r * 0.75, r * 0.3).map(([x, y]) => at(x, y, curryLeaf(c, 28), { rot: c.between(0, 360) })),
        sprinkleHerbs(c, 5, r * 0.75, { size: 13 }),
      );
    const main = bowl(c, 165, fill, { tone: spec.tone });
    return withSides(main, [at(210, 30, currySide(c, spec.side))], { offset: [-55, 0], include: sides });
  };
}

export function breadBasket(c) {
  const weave = [];
  for (let k = -120; k <= 120; k += 18)
    weave.push(shape(`M${P(k, -120)}L${P(k + 40, 120)}`, { stroke: "#8A5A22", strokeWidth: 3, opacity: 0.35 }));
  return join(
    shadow(c, 130, 100),
    ellipse(0, 0, 130, 100, { fill: "#C9944A" }),
    clipTo(c, ellipse(0, 0, 120, 90), ellipse(0, 0, 120, 90, { fill: "#B88440" }), weave),
    ellipse(0, 0, 126, 96, { fill: "none", stroke: "#8A5A22", strokeWidth: 8 }),
    at(-10, -5, rect(-110, -70, 200, 130, { rx: 20, fill: "#F6F1E6", transform: "rotate(-8)" })),
    at(-30, 0, naan(c, 70), { rot: 60 }),
    at(30, 10, naan(c, 66), { rot: 80 }),
  );
}

/** This family's dishes by their demo-dish key (prisma/demo-dishes.ts): how each is drawn, on which backdrop. */
export const DISHES = {
  "butter-chicken": { draw: curry("butter-chicken"), bg: "teal" },
  "dal-makhani": { draw: curry("dal-makhani"), bg: "butter" },
  "paneer-butter-masala": { draw: curry("paneer-butter-masala"), bg: "sky" },
  "chana-masala": { draw: curry("chana-masala"), bg: "mint" },
  "fish-curry": { draw: curry("fish-curry"), bg: "teal" },
  "rogan-josh": { draw: curry("rogan-josh"), bg: "sand" },
};

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // North Indian curries
  "punjab-grill": cover("r02", (c) => [
    tablecloth(c, RW, RH, { base: "#F4E3C8", stripe: "#C0392B", size: 50 }),
    at(120, 470, breadBasket(c), { s: 0.95 }),
    dishAt(c, DISHES["butter-chicken"], 330, 250, 0.95),
    dishAt(c, DISHES["dal-makhani"], 640, 370, 0.85),
    dishAt(c, DISHES["paneer-butter-masala"], 800, 140, 0.7),
    at(880, 470, join(onionRing(c, 26), at(-20, 30, onionRing(c, 22)), at(10, 70, chilli(c, 60), { rot: 20 }))),
  ]),
};
