/** South Indian tiffin (dosa, idli, poha, upma) and the Udupi tiffin room. */
import { at, circle, ellipse, fmt, join, P, rect, shape, strokePath } from "../draw/svg.mjs";
import { blobPath, polar, scatter } from "../draw/geometry.mjs";
import { linear, radial } from "../draw/paint.mjs";
import { bananaLeaf, bowl, plate, platter } from "../draw/tableware.mjs";
import {
  carrotDice,
  cashew,
  chilli,
  chunk,
  citrusWedge,
  curryLeaf,
  gravy,
  pea,
  specks,
  sprinkleHerbs,
} from "../draw/garnish.mjs";
import { dipBowl, withSides } from "../draw/sides.mjs";
import { cover, RH, RW, woodTable } from "../draw/scene.mjs";
import { filterCoffee } from "./coffee.mjs";

function dosaRoll(c, len, h) {
  const lace = scatter(c, 45, len * 0.48, 4, { sy: h / len }).map(([x, y]) =>
    ellipse(x, y, c.between(3, 9), c.between(2, 4), { fill: "#9B4E12", opacity: c.between(0.15, 0.35) }),
  );
  const ridges = [-0.3, 0, 0.28].map((k) =>
    strokePath(
      `M${P(-len / 2 + 30, h * k)}Q${P(0, h * k + c.between(-6, 6))} ${P(len / 2 - 30, h * k)}`,
      "#B5651D",
      2,
      {
        opacity: 0.4,
      },
    ),
  );
  return join(
    rect(-len / 2 + 8, -h / 2 + 12, len, h, { rx: h / 2, fill: "#000", opacity: 0.22 }),
    rect(-len / 2, -h / 2, len, h, { rx: h / 2, fill: linear(c, ["#F6D08A", "#E7A445", "#C87A24", "#8F4A12"]) }),
    lace,
    ridges,
    // Open end showing the potato masala inside.
    ellipse(len / 2 - h * 0.25, 0, h * 0.28, h * 0.46, { fill: "#A75A17" }),
    ellipse(len / 2 - h * 0.22, 0, h * 0.2, h * 0.38, { fill: "#F4C02E" }),
    [
      [-4, -12],
      [4, 8],
      [-2, 20],
    ].map(([dx, dy]) => circle(len / 2 - h * 0.22 + dx, dy, 4, { fill: c.pick(["#6FB23E", "#E8891A", "#2A1A10"]) })),
    rect(-len / 2 + h * 0.4, -h / 2 + 8, len - h, h * 0.12, { rx: 4, fill: "#FFF0C8", opacity: 0.45 }),
  );
}

function sambar(c) {
  return (r) =>
    join(
      gravy(c, r, ["#E9872F", "#C45A1A", "#8A360C"], { sheen: "#FFC27A" }),
      scatter(c, 7, r * 0.7, r * 0.28).map(([x, y], i) =>
        at(
          x,
          y,
          i % 2 ? carrotDice(c, r * 0.16) : chunk(c, r * 0.11, ["#FFF3C8", "#EED08A", "#B88A3A"], { points: 5 }),
          { rot: c.between(0, 90) },
        ),
      ),
      at(-r * 0.3, r * 0.25, rect(-r * 0.35, -5, r * 0.7, 10, { rx: 5, fill: "#5E8F2A" }), { rot: 30 }),
      specks(c, 14, r * 0.8, ["#2A1A10", "#6E2A08"], 1.6),
      at(r * 0.2, -r * 0.3, curryLeaf(c, r * 0.45), { rot: 60 }),
    );
}

function masalaDosa(c, { sides = true } = {}) {
  const main = join(platter(c, 270, 110, { tone: "steel" }), at(0, 0, dosaRoll(c, 470, 96), { rot: -4 }));
  return withSides(
    main,
    [
      at(0, 10, bananaLeaf(c, 600, 330)),
      at(-165, 135, bowl(c, 62, sambar(c), { tone: "steel" })),
      at(-20, 150, dipBowl(c, 54, "coconut", "steel")),
      at(115, 145, dipBowl(c, 50, "redChutney", "steel")),
    ],
    { offset: [10, -70], include: sides },
  );
}

function idli(c, r) {
  return join(
    ellipse(r * 0.08, r * 0.16, r, r * 0.95, { fill: "#000", opacity: 0.18 }),
    circle(0, 0, r, { fill: radial(c, ["#FFFFFF", "#FAF7EE", "#E3DAC6"], { cx: 0.42, cy: 0.38, r: 0.62 }) }),
    circle(0, 0, r * 0.96, { fill: "none", stroke: "#E9E0CC", strokeWidth: 3 }),
    specks(c, 16, r * 0.75, ["#E6DDC8"], 1.6),
  );
}

function idliSambar(c, { sides = true } = {}) {
  const main = join(
    plate(c, 155, { tone: "steel" }),
    at(0, 0, circle(0, 0, 118, { fill: "#4FA53A", opacity: 0.9 })),
    at(-45, -40, idli(c, 52)),
    at(50, -35, idli(c, 52)),
    at(0, 45, idli(c, 52)),
    at(-8, 0, specks(c, 20, 30, ["#C4501A", "#E0891A"], 2)),
  );
  return withSides(
    main,
    [at(205, -65, bowl(c, 70, sambar(c), { tone: "steel" })), at(215, 120, dipBowl(c, 56, "coconut", "steel"))],
    { offset: [-60, 10], include: sides },
  );
}

function poha(c, { sides = true } = {}) {
  const fill = join(
    circle(0, 0, 120, { fill: radial(c, ["#FBE37E", "#F2C842", "#DDA624"]) }),
    scatter(c, 260, 118).map(([x, y]) =>
      ellipse(x, y, c.between(5, 8), c.between(2.5, 4), {
        fill: c.pick(["#FBE38A", "#F5D054", "#EDBB32", "#FFF1B0"]),
        transform: `rotate(${fmt(c.between(0, 180))} ${P(x, y)})`,
      }),
    ),
    scatter(c, 16, 100, 16).map(([x, y]) =>
      at(x, y, join(ellipse(0, 0, 7, 5, { fill: "#C98A4B" }), ellipse(-2, -1.5, 3, 2, { fill: "#F0C28A" })), {
        rot: c.between(0, 180),
      }),
    ),
    scatter(c, 10, 100, 18).map(([x, y]) => at(x, y, pea(c, 5))),
    scatter(c, 60, 45).map(([x, y]) =>
      shape(`M${P(x, y)}l${P(...polar(10, c.between(0, 360)))}`, {
        stroke: "#F0A028",
        strokeWidth: 3,
        strokeLinecap: "round",
      }),
    ),
    scatter(c, 14, 100, 14).map(([x, y]) => circle(x, y, 4, { fill: "#C8102E" })),
    sprinkleHerbs(c, 6, 100, { size: 14 }),
  );
  const main = join(plate(c, 165, { band: "#F28C28" }), fill);
  return withSides(main, [at(215, -100, citrusWedge(c, 34), { rot: 20 }), at(225, 80, chilli(c, 60), { rot: 110 })], {
    offset: [-40, 0],
    include: sides,
  });
}

function upma(c, { sides = true } = {}) {
  const mound = join(
    shape(blobPath(c, 122, { points: 10, jitter: 0.1 }), {
      fill: radial(c, ["#FFF6DC", "#F3E4BD", "#D9C38F"], { cx: 0.45, cy: 0.4, r: 0.6 }),
    }),
    specks(c, 260, 115, ["#E6D3A5", "#FFFBEA", "#D8C28E"], 1.8),
    scatter(c, 14, 100, 16).map(([x, y]) => at(x, y, carrotDice(c, 10), { rot: c.between(0, 90) })),
    scatter(c, 12, 100, 16).map(([x, y]) => at(x, y, pea(c, 5))),
    scatter(c, 6, 90, 30).map(([x, y]) => at(x, y, cashew(c, 22), { rot: c.between(0, 360) })),
    scatter(c, 6, 100, 30).map(([x, y]) => at(x, y, curryLeaf(c, 30), { rot: c.between(0, 360) })),
    specks(c, 30, 100, ["#1E1408"], 1.8),
  );
  const main = join(plate(c, 160, { tone: "cream" }), mound);
  return withSides(main, [at(215, -95, dipBowl(c, 56, "coconut")), at(220, 110, citrusWedge(c, 32), { rot: -15 })], {
    offset: [-40, 0],
    include: sides,
  });
}

/** This family's dishes by their demo-dish key (prisma/demo-dishes.ts): how each is drawn, on which backdrop. */
export const DISHES = {
  "masala-dosa": { draw: masalaDosa, bg: "sand" },
  "idli-sambar": { draw: idliSambar, bg: "peach" },
  poha: { draw: poha, bg: "teal" },
  upma: { draw: upma, bg: "rose" },
};

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // South Indian dosa / idli
  "udupi-tiffins": cover("r03", (c) => [
    woodTable(c, RW, RH, { tones: ["#B98050", "#A87244", "#9A663A"], plank: 100, vertical: true }),
    at(420, 330, DISHES["masala-dosa"].draw(c), { s: 1.2 }),
    at(830, 130, DISHES["idli-sambar"].draw(c, { sides: false }), { s: 0.7 }),
    at(860, 470, filterCoffee(c, 60)),
    at(
      110,
      80,
      join(
        at(0, 0, curryLeaf(c, 40), { rot: 20 }),
        at(30, 10, curryLeaf(c, 36), { rot: 70 }),
        at(-30, 40, chilli(c, 50, { color: "red" }), { rot: -20 }),
      ),
    ),
  ]),
};
