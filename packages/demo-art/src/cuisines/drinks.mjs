/** Cold drinks in a glass (side view), their fruit, and the juice bar. */
import { at, circle, ellipse, join, P, rect, shape, strokePath } from "../draw/svg.mjs";
import { scatter } from "../draw/geometry.mjs";
import { clipTo, linear, radial } from "../draw/paint.mjs";
import { shadow } from "../draw/tableware.mjs";
import { berry, citrusSlice, citrusWedge, mintLeaf, pistachioBits, saffronStrands } from "../draw/garnish.mjs";
import { withSides } from "../draw/sides.mjs";
import { cover, RH, RW } from "../draw/scene.mjs";

/**
 * Drinking glass from the side, origin at the centre of its base.
 * `inside` is drawn within the liquid, `above` sits on the surface.
 */
function glass(c, { w = 120, h = 210, taper = 0.8, level = 0.82, liquid, inside = "", above = "", tint = "#ffffff" }) {
  const wb = w * taper;
  const body = `M${P(-w / 2, -h)}L${P(-wb / 2, -10)}Q${P(-wb / 2, 0)} ${P(-wb / 2 + 10, 0)}L${P(wb / 2 - 10, 0)}Q${P(wb / 2, 0)} ${P(wb / 2, -10)}L${P(w / 2, -h)}Z`;
  const ly = -h * level;
  const lw = wb + (w - wb) * level;
  const innerBody = `M${P(-w / 2 + 6, -h)}L${P(-wb / 2 + 6, -12)}L${P(wb / 2 - 6, -12)}L${P(w / 2 - 6, -h)}Z`;
  return join(
    shadow(c, w * 0.62, 16, { opacity: 0.3 }),
    ellipse(0, -h, w / 2, 10, { fill: tint, opacity: 0.25, stroke: "#fff", strokeOpacity: 0.6 }),
    clipTo(
      c,
      shape(innerBody),
      rect(-w, ly, w * 2, h, { fill: linear(c, liquid, [0, 0, 1, 0]) }),
      inside,
      ellipse(0, ly, lw / 2, 8, { fill: liquid[1], stroke: "#fff", strokeOpacity: 0.35 }),
    ),
    above,
    shape(body, { fill: tint, fillOpacity: 0.16, stroke: "#fff", strokeOpacity: 0.75, strokeWidth: 3 }),
    shape(`M${P(-w / 2 + 14, -h + 16)}L${P(-wb / 2 + 12, -22)}`, {
      stroke: "#fff",
      strokeWidth: 9,
      strokeLinecap: "round",
      opacity: 0.4,
    }),
    shape(`M${P(w / 2 - 16, -h + 30)}L${P(w / 2 - 20, -h + 80)}`, {
      stroke: "#fff",
      strokeWidth: 4,
      strokeLinecap: "round",
      opacity: 0.35,
    }),
    ellipse(0, -4, wb / 2 - 4, 5, { fill: "#fff", opacity: 0.35 }),
    strokePath(`M${P(-w / 2, -h)}A${P(w / 2, 10)} 0 0 0 ${P(w / 2, -h)}`, "#fff", 3, {
      opacity: 0.85,
    }),
  );
}

/** Striped drinking straw leaning out of a glass. */
function straw(c, len, { color = "#E23744", rot = 12 } = {}) {
  const stripes = Array.from({ length: Math.floor(len / 22) }, (_, i) =>
    rect(-6, -len + i * 22 + 4, 12, 9, { fill: "#fff", opacity: 0.85, transform: "skewY(-20)" }),
  );
  return at(0, 0, clipTo(c, rect(-6, -len, 12, len, { rx: 6 }), rect(-6, -len, 12, len, { fill: color }), stripes), {
    rot,
  });
}

function iceCube(c, s, rot) {
  return at(
    0,
    0,
    join(
      rect(-s / 2, -s / 2, s, s, {
        rx: s * 0.18,
        fill: "#ffffff",
        fillOpacity: 0.35,
        stroke: "#fff",
        strokeOpacity: 0.8,
        strokeWidth: 2,
      }),
      shape(`M${P(-s * 0.3, -s * 0.25)}L${P(s * 0.15, -s * 0.3)}`, {
        stroke: "#fff",
        strokeWidth: 3,
        strokeLinecap: "round",
        opacity: 0.8,
      }),
    ),
    { rot },
  );
}

export function whippedTop(c, w, color = "#FFFDF6") {
  const bumps = [-0.36, -0.12, 0.12, 0.36].map((k, i) => circle(k * w, -12 - (i % 2) * 8, w * 0.2, { fill: color }));
  return join(
    ellipse(0, 0, w / 2, 16, { fill: color }),
    bumps,
    circle(0, -34, w * 0.16, { fill: color }),
    circle(-w * 0.05, -52, w * 0.09, { fill: color }),
  );
}

function drink(spec) {
  return (c, { sides = true } = {}) => {
    const w = 150;
    const h = 270;
    const level = spec.level ?? 0.84;
    const ly = -h * level;
    const main = join(
      ellipse(0, 0, 120, 26, { fill: "#fff", opacity: 0.5 }),
      spec.straw && at(20, ly + 30, straw(c, 175, { color: spec.straw, rot: 14 })),
      glass(c, {
        w,
        h,
        level,
        liquid: spec.liquid,
        inside: join(
          (spec.ice ?? 0) > 0 &&
            Array.from({ length: spec.ice }, (_, i) =>
              at(-30 + (i % 2) * 50, ly + 30 + i * 36, iceCube(c, 40, c.between(-20, 20))),
            ),
          spec.inside?.(c, ly),
          spec.bubbles &&
            scatter(c, 26, 55, 0, { sy: 2 }).map(([x, y]) =>
              circle(x, y - h * 0.42, c.between(2, 4.5), {
                fill: "none",
                stroke: "#fff",
                strokeWidth: 1.5,
                opacity: 0.8,
              }),
            ),
        ),
        above: spec.above?.(c, ly, w) ?? "",
      }),
      spec.rim?.(c, -h, w),
    );
    return withSides(main, spec.sides?.(c) ?? [], { offset: [-30, 140], include: sides });
  };
}

function mangoCheek(c, s) {
  const hatch = [-0.3, 0, 0.3].map((k) =>
    shape(`M${P(k * s, -s * 0.5)}L${P(k * s, s * 0.5)}M${P(-s * 0.5, k * s)}L${P(s * 0.5, k * s)}`, {
      stroke: "#E88A14",
      strokeWidth: 2.5,
      opacity: 0.6,
    }),
  );
  return join(
    ellipse(5, 8, s * 0.62, s * 0.5, { fill: "#000", opacity: 0.18 }),
    ellipse(0, 0, s * 0.62, s * 0.5, { fill: "#6E9E2A" }),
    ellipse(0, 0, s * 0.56, s * 0.44, { fill: radial(c, ["#FFD45A", "#FFB22A", "#F08A14"]) }),
    clipTo(c, ellipse(0, 0, s * 0.56, s * 0.44), hatch),
  );
}

function watermelonWedge(c, s) {
  return join(
    shape(`M${P(-s, 0)}A${P(s, s)} 0 0 0 ${P(s, 0)}Z`, { fill: "#3E8E2C" }),
    shape(`M${P(-s * 0.92, 0)}A${P(s * 0.92, s * 0.92)} 0 0 0 ${P(s * 0.92, 0)}Z`, { fill: "#E9F5C9" }),
    shape(`M${P(-s * 0.85, 0)}A${P(s * 0.85, s * 0.85)} 0 0 0 ${P(s * 0.85, 0)}Z`, { fill: "#F2545B" }),
    [
      [-0.4, 0.3],
      [0, 0.45],
      [0.4, 0.3],
      [-0.2, 0.15],
      [0.2, 0.15],
    ].map(([x, y]) => ellipse(x * s, y * s, 3, 5, { fill: "#2A1A10" })),
  );
}

export const DRINKS = {
  "mango-lassi": {
    liquid: ["#F7A928", "#FFD04A", "#EE9A1E"],
    straw: "#FC8019",
    above: (c, ly, w) =>
      at(
        0,
        ly + 2,
        join(
          ellipse(0, 0, w / 2 - 8, 12, { fill: "#FFF3CC" }),
          pistachioBits(c, 8, 40).map((p) => at(0, 0, p, { sx: 1, sy: 0.25 })),
          saffronStrands(c, 5, 30).map((p) => at(0, 0, p, { sx: 1, sy: 0.25 })),
        ),
      ),
    sides: (c) => [at(185, -40, mangoCheek(c, 90), { rot: -15 }), at(-170, -20, mangoCheek(c, 70), { rot: 20 })],
  },
  "cold-coffee": {
    liquid: ["#8A5230", "#B57A4E", "#7A4526"],
    straw: "#3E2A1E",
    level: 0.78,
    ice: 3,
    above: (c, ly, w) =>
      at(
        0,
        ly,
        join(
          whippedTop(c, w - 10),
          strokePath(`M${P(-50, -10)}q25 -20 50 0t50 0`, "#5A2E16", 5, {
            strokeLinecap: "round",
          }),
        ),
      ),
    sides: (c) =>
      scatter(c, 9, 70, 26).map(([x, y]) =>
        at(
          190 + x,
          -30 + y,
          join(
            ellipse(0, 0, 12, 8, { fill: "#5A3420" }),
            shape("M-9 0Q0 -3 9 0", { stroke: "#2E180C", strokeWidth: 2, fill: "none" }),
          ),
          { rot: c.between(0, 180) },
        ),
      ),
  },
  "fresh-lime-soda": {
    liquid: ["#D8F0B0", "#F2FBE2", "#C9E89A"],
    straw: "#2EA65A",
    ice: 3,
    bubbles: true,
    inside: (c, ly) =>
      join(
        at(-20, ly + 120, citrusSlice(c, 32), { sx: 0.45, sy: 1 }),
        at(25, ly + 60, citrusSlice(c, 30), { sx: 0.5, sy: 1 }),
      ),
    above: (c, ly) => join([-30, 0, 26].map((x, i) => at(x, ly + 2, mintLeaf(c, 30), { rot: -40 + i * 40 }))),
    rim: (c, top, w) => at(w / 2 - 12, top + 6, citrusWedge(c, 34, { kind: "lime" }), { rot: 60 }),
    sides: (c) => [at(180, -30, citrusSlice(c, 38)), at(-170, -10, citrusWedge(c, 34, { kind: "lime" }), { rot: -20 })],
  },
  "watermelon-juice": {
    liquid: ["#E2303E", "#FF6A6E", "#D72D3E"],
    straw: "#2E8B3E",
    ice: 2,
    above: (c, ly) => join([-20, 16].map((x, i) => at(x, ly + 2, mintLeaf(c, 32), { rot: -30 + i * 60 }))),
    rim: (c, top, w) => at(-w / 2 + 10, top + 4, watermelonWedge(c, 42), { rot: -30 }),
    sides: (c) => [at(190, -20, watermelonWedge(c, 80), { rot: 10 })],
  },
};

export const EXTRA_DRINKS = {
  cola: { liquid: ["#3A1A0E", "#6B3420", "#2A120A"], straw: "#E23744", ice: 3, bubbles: true },
  orange: {
    liquid: ["#F7931E", "#FFC04A", "#EE8A14"],
    straw: "#2EA65A",
    rim: (c, top, w) => at(w / 2 - 14, top + 6, citrusWedge(c, 32, { kind: "lemon" }), { rot: 60 }),
  },
};

/** Side-view drink with no sides, placed on a scene. */
export const drinkAt = (c, spec, x, y, s = 1) => at(x, y, drink(spec)(c, { sides: false }), { s });

/** This family's dishes by their demo-dish key (prisma/demo-dishes.ts): how each is drawn, on which backdrop. */
export const DISHES = {
  "mango-lassi": { draw: drink(DRINKS["mango-lassi"]), bg: "teal" },
  "cold-coffee": { draw: drink(DRINKS["cold-coffee"]), bg: "sand" },
  "fresh-lime-soda": { draw: drink(DRINKS["fresh-lime-soda"]), bg: "mint" },
  "watermelon-juice": { draw: drink(DRINKS["watermelon-juice"]), bg: "blush" },
};

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // Juices & smoothies (counter scene)
  "juice-junction": cover("r08", (c) => [
    rect(0, 0, RW, RH, { fill: linear(c, ["#FFF4D6", "#FFE1A8"]) }),
    Array.from({ length: 9 }, (_, i) => rect(i * 120 - 20, 0, 60, 420, { fill: "#FFD27A", opacity: 0.35 })),
    rect(0, 420, RW, 180, { fill: linear(c, ["#3FA97A", "#2A7F5A"]) }),
    rect(0, 420, RW, 16, { fill: "#5FC99A" }),
    drinkAt(c, DRINKS["mango-lassi"], 170, 470, 1),
    drinkAt(c, DRINKS["watermelon-juice"], 370, 480, 1.05),
    drinkAt(c, DRINKS["fresh-lime-soda"], 580, 470, 1),
    drinkAt(c, EXTRA_DRINKS.orange, 790, 480, 1.05),
    at(270, 540, citrusSlice(c, 34, { kind: "orange" })),
    at(480, 555, mangoCheek(c, 70), { rot: 10 }),
    at(690, 545, citrusSlice(c, 30)),
    at(890, 550, watermelonWedge(c, 48), { rot: 190 }),
    at(60, 545, berry(c, 22, "straw")),
  ]),
};
