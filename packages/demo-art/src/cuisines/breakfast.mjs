/** Breakfast plates (aloo paratha, pancakes, eggs on toast) and the breakfast club. */
import { at, circle, ellipse, join, P, rect, shape, strokePath } from "../draw/svg.mjs";
import { blobPath, scatter } from "../draw/geometry.mjs";
import { linear, radial } from "../draw/paint.mjs";
import { plate, sidePlate } from "../draw/tableware.mjs";
import { berry, butterPat, mintLeaf, specks } from "../draw/garnish.mjs";
import { dipBowl, dishAt, withSides } from "../draw/sides.mjs";
import { cover, marbleTop, napkin, RH, RW } from "../draw/scene.mjs";
import { coffeeCup } from "./coffee.mjs";
import { drinkAt, EXTRA_DRINKS } from "./drinks.mjs";
import { friedEgg } from "./korean.mjs";

function paratha(c, r) {
  const spots = scatter(c, 24, r * 0.85, 14).map(([x, y]) =>
    at(
      x,
      y,
      shape(blobPath(c, c.between(5, 13), { points: 6, jitter: 0.6 }), {
        fill: "#8A4A16",
        opacity: c.between(0.25, 0.55),
      }),
    ),
  );
  return join(
    circle(r * 0.05, r * 0.09, r, { fill: "#000", opacity: 0.2 }),
    shape(blobPath(c, r, { points: 12, jitter: 0.06 }), {
      fill: radial(c, ["#F8DB98", "#E9B865", "#C4853A"], { cx: 0.45, cy: 0.42, r: 0.6 }),
    }),
    circle(0, 0, r * 0.72, { fill: "none", stroke: "#D79F52", strokeWidth: 3, opacity: 0.5 }),
    spots,
    ellipse(-r * 0.3, -r * 0.35, r * 0.3, r * 0.12, {
      fill: "#fff",
      opacity: 0.18,
      transform: `rotate(-30 ${P(-r * 0.3, -r * 0.35)})`,
    }),
  );
}

function alooParatha(c, { sides = true } = {}) {
  const main = join(plate(c, 165), at(0, 0, paratha(c, 138)), at(10, -8, butterPat(c, 44), { rot: 15 }));
  return withSides(main, [at(218, -100, dipBowl(c, 56, "curd")), at(220, 110, dipBowl(c, 52, "pickle"))], {
    offset: [-45, 0],
    include: sides,
  });
}

/** Stack seen from the side. */
function pancakeStack(c, count) {
  const rx = 130;
  const ry = 40;
  const t = 24;
  const layers = Array.from({ length: count }, (_, i) => {
    const y = -i * t;
    return join(
      shape(`M${P(-rx, y)}L${P(-rx, y + t * 0.7)}A${P(rx, ry)} 0 0 0 ${P(rx, y + t * 0.7)}L${P(rx, y)}Z`, {
        fill: linear(c, ["#D88A3C", "#A95A1F"]),
      }),
      strokePath(`M${P(-rx, y + t * 0.1)}A${P(rx, ry)} 0 0 0 ${P(rx, y + t * 0.1)}`, "#F4D29C", 3, {
        opacity: 0.6,
      }),
      ellipse(0, y, rx, ry, { fill: radial(c, ["#F7D394", "#E9B065", "#CF8A3E"], { cx: 0.45, cy: 0.45, r: 0.6 }) }),
    );
  });
  const topY = -(count - 1) * t;
  const syrup = `M${P(-95, topY - 10)}C${P(-110, topY + 20)} ${P(-60, topY + 30)} ${P(-40, topY + 34)}L${P(-38, topY + 80)}Q${P(-30, topY + 92)} ${P(-22, topY + 80)}L${P(-20, topY + 36)}C${P(20, topY + 40)} ${P(60, topY + 34)} ${P(70, topY + 30)}L${P(72, topY + 60)}Q${P(80, topY + 70)} ${P(88, topY + 60)}L${P(90, topY + 22)}C${P(120, topY)} ${P(80, topY - 30)} ${P(0, topY - 32)}C${P(-60, topY - 32)} ${P(-85, topY - 25)} ${P(-95, topY - 10)}Z`;
  return join(
    layers,
    shape(syrup, { fill: "#A4480F", opacity: 0.88 }),
    ellipse(-20, topY - 18, 40, 8, { fill: "#fff", opacity: 0.25 }),
    at(
      10,
      topY - 12,
      join(
        shape(`M-26 -4L0 -16L26 -4L0 8Z`, { fill: "#FFF3B0" }),
        shape(`M-26 -4L0 8L0 18L-26 6Z`, { fill: "#F6D86A" }),
        shape(`M26 -4L0 8L0 18L26 6Z`, { fill: "#EBC650" }),
      ),
    ),
  );
}

function pancakes(c, { sides = true } = {}) {
  const main = join(
    sidePlate(c, 200, 70, { tone: "blue" }),
    at(0, -6, pancakeStack(c, 4)),
    [
      [-150, 10, "blue"],
      [-128, 30, "blue"],
      [140, 20, "straw"],
      [165, -5, "blue"],
      [118, 40, "blue"],
    ].map(([x, y, k]) => at(x, y, berry(c, k === "blue" ? 10 : 20, k))),
    at(30, -112, mintLeaf(c, 26), { rot: 30 }),
  );
  return withSides(main, [], { offset: [0, 90], include: sides });
}

function eggsAndToast(c) {
  const toast = (rot) =>
    at(
      0,
      0,
      join(
        rect(-52, -56, 104, 112, { rx: 26, fill: "#B8742F" }),
        rect(-44, -46, 88, 96, { rx: 20, fill: radial(c, ["#F6D79A", "#E6B060"]) }),
      ),
      { rot },
    );
  return join(
    plate(c, 160),
    at(-50, -30, friedEgg(c, 62)),
    at(60, 45, toast(15)),
    at(40, 25, toast(-5)),
    [
      [-80, 70],
      [-40, 95],
      [-100, 30],
    ].map(([x, y]) =>
      at(
        x,
        y,
        join(
          circle(0, 0, 16, { fill: radial(c, ["#FF7A6A", "#D9301E", "#8C1408"], { cx: 0.4, cy: 0.35, r: 0.6 }) }),
          shape("M-4 -14l4 4 4 -4", { stroke: "#3E8E2C", strokeWidth: 3, fill: "none" }),
        ),
      ),
    ),
    specks(c, 14, 60, ["#2A1A10"], 1.5).map((sp) => at(-50, -30, sp)),
  );
}

/** This family's dishes by their demo-dish key (prisma/demo-dishes.ts): how each is drawn, on which backdrop. */
export const DISHES = {
  "aloo-paratha": { draw: alooParatha, bg: "mint" },
  pancakes: { draw: pancakes, bg: "sky", scale: 1.15 },
};

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // Cafe breakfast
  "morning-glory": cover("r16", (c) => [
    marbleTop(c, RW, RH),
    at(260, 230, eggsAndToast(c), { s: 0.95 }),
    dishAt(c, DISHES["pancakes"], 620, 420, 0.85),
    at(800, 150, coffeeCup(c, 58)),
    drinkAt(c, EXTRA_DRINKS.orange, 130, 560, 0.75),
    at(470, 90, napkin(c, 120, 160, "#F4C7B8", { fork: true }), { rot: 80 }),
  ]),
};
