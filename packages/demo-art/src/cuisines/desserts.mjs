/** Cafe desserts (brownie, sundae, cheesecake, layer cake) and the dessert parlour. */
import { at, circle, ellipse, join, P, rect, shape, strokePath } from "../draw/svg.mjs";
import { scatter, smoothPath } from "../draw/geometry.mjs";
import { clipTo, linear, radial } from "../draw/paint.mjs";
import { shadow, sidePlate } from "../draw/tableware.mjs";
import { berry, mintLeaf, specks } from "../draw/garnish.mjs";
import { dishAt, withSides } from "../draw/sides.mjs";
import { cover, marbleTop, RH, RW } from "../draw/scene.mjs";
import { whippedTop } from "./drinks.mjs";

function brownieBlock(c, s) {
  const d = s * 0.45;
  const top = `M${P(-s / 2, 0)}L${P(0, -d / 2)}L${P(s / 2, 0)}L${P(0, d / 2)}Z`;
  return join(
    shape(`M${P(-s / 2, 0)}L${P(0, d / 2)}L${P(0, d / 2 + s * 0.32)}L${P(-s / 2, s * 0.32)}Z`, { fill: "#3E1C0E" }),
    shape(`M${P(s / 2, 0)}L${P(0, d / 2)}L${P(0, d / 2 + s * 0.32)}L${P(s / 2, s * 0.32)}Z`, { fill: "#2E130A" }),
    shape(top, { fill: linear(c, ["#7A4429", "#55281A"], [0, 0, 1, 1]) }),
    clipTo(
      c,
      shape(top),
      Array.from({ length: 6 }, () =>
        shape(`M${P(c.between(-s / 2, s / 2), c.between(-d / 2, d / 2))}l${P(c.between(-20, 20), c.between(-8, 8))}`, {
          stroke: "#9A6040",
          strokeWidth: 2,
          opacity: 0.7,
        }),
      ),
    ),
    specks(c, 10, s * 0.3, ["#2A0E06", "#C9A27A"], 2.2, { sy: 0.6 }).map((sp) => at(0, s * 0.18, sp)),
  );
}

function scoop(c, r, colors, { specksOf } = {}) {
  const pts = [];
  for (let i = 0; i <= 12; i += 1) {
    const a = Math.PI + (i / 12) * Math.PI;
    pts.push([Math.cos(a) * r, Math.sin(a) * r * 0.95]);
  }
  const bottom = [];
  for (let i = 0; i <= 8; i += 1) bottom.push([r - (2 * r * i) / 8, r * 0.22 + (i % 2 ? 10 : 0)]);
  const d = smoothPath([...pts, ...bottom], true);
  return join(
    shape(d, { fill: radial(c, colors, { cx: 0.38, cy: 0.3, r: 0.7 }) }),
    specksOf && specks(c, 12, r * 0.6, specksOf, 1.6).map((sp) => at(0, -r * 0.3, sp)),
    ellipse(-r * 0.35, -r * 0.5, r * 0.22, r * 0.12, {
      fill: "#fff",
      opacity: 0.45,
      transform: `rotate(-30 ${P(-r * 0.35, -r * 0.5)})`,
    }),
  );
}

function chocolateBrownie(c, { sides = true } = {}) {
  const main = join(
    sidePlate(c, 210, 80, { tone: "white" }),
    at(-70, -20, brownieBlock(c, 150)),
    at(75, -5, brownieBlock(c, 140)),
    at(-70, -48, scoop(c, 42, ["#FFFDF2", "#F6ECCF", "#DCCB9E"], { specksOf: ["#2A1A10"] })),
    strokePath("M-160 -10C-100 -60 -20 20 40 -40S140 10 170 -20", "#3A1A0A", 7, {
      strokeLinecap: "round",
      opacity: 0.9,
    }),
    at(140, 40, mintLeaf(c, 26), { rot: 60 }),
    specks(c, 10, 40, ["#C9A27A", "#8A5A3A"], 4).map((sp) => at(-150, 30, sp)),
  );
  return withSides(main, [], { offset: [0, 60], include: sides });
}

function iceCreamSundae(c, { sides = true } = {}) {
  const cup = "M-110 -160Q-110 -40 0 -30Q110 -40 110 -160Z";
  const sprinkles = scatter(c, 18, 80, 8, { sy: 0.5 }).map(([x, y]) =>
    at(
      x,
      y - 260,
      rect(-5, -1.5, 10, 3, { rx: 1.5, fill: c.pick(["#E23744", "#FC8019", "#4CAF50", "#2F80ED", "#F2C94C"]) }),
      { rot: c.between(0, 180) },
    ),
  );
  const main = join(
    shadow(c, 90, 16, { y: 0 }),
    ellipse(0, -6, 80, 16, { fill: "#EAF2F8", stroke: "#fff", strokeWidth: 3, opacity: 0.8 }),
    rect(-12, -40, 24, 36, { fill: "#F4F8FB", opacity: 0.75 }),
    clipTo(
      c,
      shape(cup),
      rect(-120, -170, 240, 150, { fill: linear(c, ["#F7D9E3", "#E99AB4", "#5A2A1A"], [0, 0, 0, 1]) }),
      shape("M-110 -110Q0 -80 110 -120L110 -100Q0 -60 -110 -90Z", { fill: "#3A1A0A", opacity: 0.7 }),
    ),
    at(-52, -168, scoop(c, 52, ["#FFD6E2", "#F48FB1", "#C2185B"])),
    at(52, -168, scoop(c, 52, ["#9A6040", "#6B3A1E", "#3A1A0A"])),
    at(0, -205, scoop(c, 56, ["#FFFDF2", "#F6ECCF", "#DCCB9E"], { specksOf: ["#2A1A10"] })),
    at(0, -248, whippedTop(c, 80)),
    strokePath("M-40 -240q10 30 0 46M30 -236q-6 22 4 40", "#3A1A0A", 7, {
      strokeLinecap: "round",
    }),
    sprinkles,
    circle(6, -312, 18, { fill: radial(c, ["#FF6A6A", "#D0101E", "#7A0610"], { cx: 0.38, cy: 0.34, r: 0.6 }) }),
    strokePath("M8 -328q6 -24 26 -34", "#4E7D2A", 3.5, { strokeLinecap: "round" }),
    at(70, -230, rect(-8, -90, 16, 100, { rx: 8, fill: linear(c, ["#F0C070", "#C8873A"], [0, 0, 1, 0]) }), { rot: 20 }),
    shape(cup, { fill: "#fff", fillOpacity: 0.12, stroke: "#fff", strokeWidth: 4, strokeOpacity: 0.85 }),
    strokePath("M-92 -140Q-88 -70 -40 -50", "#fff", 8, {
      strokeLinecap: "round",
      opacity: 0.45,
    }),
  );
  return withSides(main, [], { offset: [0, 180], include: sides });
}

function cheesecake(c, { sides = true } = {}) {
  // A wedge at 3/4 view: the point faces the viewer's left.
  const top = "M-150 0L90 -70Q150 -30 120 40Z";
  const front = "M-150 0L120 40L120 120L-150 70Z";
  const main = join(
    sidePlate(c, 220, 80, { tone: "white" }),
    at(
      0,
      -70,
      join(
        shape("M-150 70L120 120L120 134L-150 84Z", { fill: "#000", opacity: 0.15 }),
        shape(front, { fill: linear(c, ["#FFF4D8", "#F2DDA8"], [0, 0, 1, 0]) }),
        shape("M-150 56L120 100L120 120L-150 70Z", { fill: "#B97A3F" }),
        shape("M120 40Q150 -30 90 -70L90 10Q120 60 120 120Z", { fill: "#E8CF98" }),
        shape(top, { fill: "#FFF8E8" }),
        shape("M-150 0L90 -70Q150 -30 120 40Z", { fill: "#C81E34", transform: "translate(0 -2)" }),
        shape(
          "M-150 0L120 40L120 60Q110 70 104 56L100 44L60 36L58 66Q50 76 44 64L40 32L-40 18L-42 30Q-50 38 -56 28L-60 14L-150 4Z",
          { fill: "#B3182C" },
        ),
        ellipse(10, -25, 60, 14, { fill: "#fff", opacity: 0.22, transform: "rotate(-14 10 -25)" }),
      ),
    ),
    at(150, 10, berry(c, 26, "straw"), { rot: 20 }),
    at(-160, 30, berry(c, 22, "straw"), { rot: -30 }),
    at(60, -112, mintLeaf(c, 28), { rot: 50 }),
  );
  return withSides(main, [], { offset: [0, 60], include: sides });
}

function layerCake(c, w) {
  const h = w * 0.62;
  const drips = Array.from({ length: 9 }, (_, i) => {
    const x = -w / 2 + 12 + i * ((w - 24) / 8);
    const len = c.between(14, 40);
    return shape(
      `M${P(x - 9, -h)}L${P(x - 9, -h + len)}Q${P(x, -h + len + 12)} ${P(x + 9, -h + len)}L${P(x + 9, -h)}Z`,
      { fill: "#4A2010" },
    );
  });
  return join(
    // cake stand
    shadow(c, w * 0.7, 20, { y: 60 }),
    ellipse(0, 62, w * 0.35, 14, { fill: "#D6DCE2" }),
    rect(-14, 10, 28, 52, { fill: linear(c, ["#F4F6F8", "#B9C0C8"], [0, 0, 1, 0]) }),
    ellipse(0, 10, w * 0.66, 22, { fill: "#E6EBF0", stroke: "#C3C9D0", strokeWidth: 3 }),
    rect(-w / 2, -h, w, h, { fill: linear(c, ["#F6D2DC", "#EFB4C4", "#D98AA0"], [0, 0, 1, 0]) }),
    ellipse(0, 0, w / 2, 16, { fill: "#D98AA0" }),
    [0.33, 0.66].map((k) => rect(-w / 2, -h + h * k, w, 8, { fill: "#FFF4F0" })),
    ellipse(0, -h, w / 2, 16, { fill: "#5A2814" }),
    drips,
    [-0.3, -0.1, 0.1, 0.3].map((k, i) => at(k * w, -h - 14 + (i % 2) * 6, berry(c, 16, "straw"))),
    [-0.2, 0, 0.2].map((k) => at(k * w, -h - 4, whippedTop(c, 26))),
  );
}

/** This family's dishes by their demo-dish key (prisma/demo-dishes.ts): how each is drawn, on which backdrop. */
export const DISHES = {
  "chocolate-brownie": { draw: chocolateBrownie, bg: "peach", scale: 1.15 },
  "ice-cream-sundae": { draw: iceCreamSundae, bg: "lilac" },
  cheesecake: { draw: cheesecake, bg: "mint" },
};

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // Desserts / cakes
  "sugar-and-spice": cover("r09", (c) => [
    marbleTop(c, RW, RH, { base: "#FBEFF2", vein: "#D8A8B8" }),
    at(230, 360, layerCake(c, 240)),
    dishAt(c, DISHES["ice-cream-sundae"], 520, 520, 0.95),
    dishAt(c, DISHES["cheesecake"], 780, 260, 0.8),
    dishAt(c, DISHES["chocolate-brownie"], 790, 520, 0.6),
    [
      [60, 560],
      [420, 80],
      [640, 40],
      [920, 400],
    ].map(([x, y]) => at(x, y, berry(c, 18, c.pick(["straw", "blue"])))),
  ]),
};
