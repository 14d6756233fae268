/** Biryani in its handi, four ways, and the two biryani houses. */
import { at, circle, ellipse, join, P, rect, shape, strokePath } from "../draw/svg.mjs";
import { blobPath, polar, scatter } from "../draw/geometry.mjs";
import { radial } from "../draw/paint.mjs";
import { bowl, pot, shadow } from "../draw/tableware.mjs";
import {
  carrotDice,
  chilli,
  chunk,
  citrusWedge,
  cube,
  gravy,
  mintLeaf,
  onionRing,
  pea,
  riceGrains,
  sprinkleHerbs,
} from "../draw/garnish.mjs";
import { dipBowl, dishAt, withSides } from "../draw/sides.mjs";
import { cover, RH, RW, strewnSpices, tablecloth, woodTable } from "../draw/scene.mjs";

const RICE_COLOURS = ["#FFFDF5", "#FFF8E6", "#F9EBCB", "#FFFFFF", "#F7C948", "#EE8E2B", "#FFF3D6"];

function friedOnions(c, count, radius) {
  return scatter(c, count, radius).map(([x, y]) =>
    strokePath(
      `M${P(x, y)}q${P(c.between(-8, 8), -8)} ${P(c.between(6, 12), c.between(-4, 4))}`,
      c.pick(["#7A3A10", "#9B5A1F", "#5E2A0A"]),
      2.6,
      {
        strokeLinecap: "round",
      },
    ),
  );
}

export function biryaniPiece(c, kind, s) {
  switch (kind) {
    case "mutton":
      return join(
        chunk(c, s, ["#9A5634", "#6A2E18", "#3A1408"], { jitter: 0.4, char: 1 }),
        circle(s * 0.3, s * 0.1, s * 0.22, { fill: "#F2E2C4", stroke: "#C9A878", strokeWidth: 3 }),
        strokePath(`M${P(-s * 0.5, -s * 0.1)}q${P(s * 0.4, -s * 0.3)} ${P(s * 0.7, 0)}`, "#E6C9A8", 3, {
          opacity: 0.5,
        }),
      );
    case "egg":
      return join(
        ellipse(4, 6, s * 0.9, s * 0.68, { fill: "#000", opacity: 0.18 }),
        ellipse(0, 0, s * 0.9, s * 0.68, {
          fill: radial(c, ["#FFFFFF", "#FBF3E2", "#E8B070"], { cx: 0.45, cy: 0.45, r: 0.6 }),
        }),
        circle(s * 0.05, 0, s * 0.4, { fill: radial(c, ["#FFD84A", "#F4A81A", "#D9801A"]) }),
      );
    case "veg":
      return c.pick([
        () => carrotDice(c, s * 0.5),
        () =>
          join(
            rect(-s * 0.5, -s * 0.14, s, s * 0.28, { rx: s * 0.14, fill: "#4E9E2E" }),
            rect(-s * 0.4, -s * 0.1, s * 0.7, s * 0.08, { rx: 2, fill: "#A6DA7A" }),
          ),
        () => cube(c, s * 0.62, ["#FFF6E0", "#E0C99A"]),
        () => chunk(c, s * 0.45, ["#FFFFFF", "#F4EEDC", "#CFC2A0"], { points: 9, jitter: 0.5 }),
        () => pea(c, s * 0.18),
      ])();
    default:
      return join(
        chunk(c, s, ["#F0A15A", "#C8642A", "#7E2E10"], { jitter: 0.35, char: 2 }),
        c.rng() > 0.5 &&
          at(
            s * 0.7,
            -s * 0.2,
            join(
              rect(0, -5, s * 0.6, 10, { rx: 5, fill: "#F3E6D0" }),
              circle(s * 0.6, -4, 7, { fill: "#F3E6D0" }),
              circle(s * 0.6, 5, 7, { fill: "#F3E6D0" }),
            ),
            { rot: c.between(-30, 30) },
          ),
      );
  }
}

function biryaniRice(c, kind) {
  const counts = { chicken: [5, 40], mutton: [5, 42], egg: [4, 40], veg: [20, 26] }[kind];
  return (r) =>
    join(
      circle(0, 0, r, { fill: radial(c, ["#FFF6E0", "#F6DDA0", "#E2B15A"]) }),
      scatter(c, 9, r * 0.7).map(([x, y]) =>
        at(
          x,
          y,
          shape(blobPath(c, r * 0.22, { jitter: 0.6 }), {
            fill: c.pick(["#F7B733", "#EE8E2B", "#FFE08A"]),
            opacity: 0.55,
          }),
        ),
      ),
      riceGrains(c, r, 520, RICE_COLOURS, { len: 11, wid: 3.6 }),
      scatter(c, counts[0], r * 0.72, counts[1]).map(([x, y]) =>
        at(x, y, biryaniPiece(c, kind, kind === "veg" ? 34 : 36), { rot: c.between(0, 360) }),
      ),
      friedOnions(c, 40, r * 0.85),
      scatter(c, 6, r * 0.75, r * 0.3).map(([x, y]) => at(x, y, mintLeaf(c, 24), { rot: c.between(0, 360) })),
      sprinkleHerbs(c, 4, r * 0.7, { size: 12 }),
    );
}

const BIRYANI_VESSELS = { chicken: "copper", mutton: "brass", egg: "terracotta", veg: "steel" };

function biryani(kind) {
  return (c, { sides = true } = {}) => {
    const main = pot(c, 175, biryaniRice(c, kind), { tone: BIRYANI_VESSELS[kind] });
    return withSides(
      main,
      [
        at(228, -100, dipBowl(c, 54, "raita")),
        at(226, 55, onionRing(c, 22)),
        at(246, 78, onionRing(c, 18)),
        at(222, 140, citrusWedge(c, 28), { rot: -15 }),
      ],
      { offset: [-50, 0], include: sides },
    );
  };
}

/** This family's dishes by their demo-dish key (prisma/demo-dishes.ts): how each is drawn, on which backdrop. */
export const DISHES = {
  "chicken-biryani": { draw: biryani("chicken"), bg: "teal" },
  "mutton-biryani": { draw: biryani("mutton"), bg: "sand" },
  "veg-biryani": { draw: biryani("veg"), bg: "mint" },
  "egg-biryani": { draw: biryani("egg"), bg: "sky" },
};

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // Hyderabadi biryani
  "paradise-biryani": cover("r01", (c) => [
    woodTable(c, RW, RH, { tones: ["#7A4A2A", "#6B3F22", "#5E351C"] }),
    strewnSpices(c, [
      [60, 80],
      [110, 520],
      [900, 60],
      [870, 540],
      [520, 560],
      [40, 300],
      [640, 40],
    ]),
    at(760, 150, dipBowl(c, 70, "raita", "copper")),
    at(
      790,
      420,
      bowl(
        c,
        80,
        (r) =>
          join(
            gravy(c, r, ["#B8762E", "#8C4A18", "#5A2A0A"]),
            [0, 1, 2].map((i) => at(-20 + i * 20, -10 + i * 12, chilli(c, 70), { rot: -30 + i * 25 })),
          ),
        { tone: "copper" },
      ),
    ),
    at(610, 520, join(onionRing(c, 26), at(30, -10, onionRing(c, 22)), at(70, 10, citrusWedge(c, 30), { rot: 20 }))),
    dishAt(c, DISHES["chicken-biryani"], 390, 300, 1.25),
  ]),
  // Biryani handi (dum-sealed clay pot, lid set aside)
  "biryani-by-kilo": cover("r14", (c) => {
    const dough = scatter(c, 40, 5).map(([x, y], i) => {
      const [px, py] = polar(182, i * 9);
      return circle(px + x, py + y, 14, { fill: c.pick(["#F2DDB0", "#E8CC94", "#F6E6C4"]) });
    });
    return [
      tablecloth(c, RW, RH, { base: "#1F5E57", stripe: "#174A44", size: 70 }),
      at(420, 310, join(dishAt(c, DISHES["mutton-biryani"], 0, 0, 1.05), dough), {}),
      at(
        800,
        170,
        join(
          shadow(c, 130, 130),
          circle(0, 0, 130, { fill: radial(c, ["#E9A37B", "#C06A3F", "#7E3A1C"], { cx: 0.35, cy: 0.3, r: 0.8 }) }),
          circle(0, 0, 100, { fill: "none", stroke: "#8E4622", strokeWidth: 4, opacity: 0.6 }),
          circle(0, 0, 28, { fill: "#8E4622" }),
          circle(-6, -6, 22, { fill: "#C9774A" }),
        ),
      ),
      at(790, 450, dipBowl(c, 70, "raita", "terracotta")),
      at(110, 520, join(onionRing(c, 26), at(34, -14, onionRing(c, 22)), at(70, 20, citrusWedge(c, 30)))),
      strewnSpices(c, [
        [80, 80],
        [620, 560],
        [930, 330],
        [660, 80],
      ]),
    ];
  }),
};
