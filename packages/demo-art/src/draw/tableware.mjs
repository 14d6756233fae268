/** Tableware seen from above or at 3/4: plates, bowls, boards, steamer, pot and banana leaf. */
import { at, circle, ellipse, join, P, rect, shape, strokePath } from "./svg.mjs";
import { arcPath } from "./geometry.mjs";
import { blur, clipTo, linear, radial } from "./paint.mjs";

/** Light from the top-left everywhere, so all shadows fall down-right. */
export function shadow(c, rx, ry, { x = 0, y = 0, opacity = 0.28, spread = 1 } = {}) {
  const size = Math.max(rx, ry);
  return ellipse(x + size * 0.05, y + size * 0.09, rx * spread, ry * spread, {
    fill: "#3b2314",
    opacity,
    filter: blur(c, Math.max(2, size * 0.07)),
  });
}

export const gloss = (r, a0, a1, width, opacity = 0.55) =>
  strokePath(arcPath(r, a0, a1), "#ffffff", width, { strokeLinecap: "round", opacity });

const CERAMIC = {
  white: ["#FFFFFF", "#F3EEE8", "#D6CBBE"],
  cream: ["#FFF8EA", "#F1E2C6", "#CDB48C"],
  slate: ["#55555C", "#3B3B42", "#202024"],
  black: ["#4A4542", "#2E2A28", "#161312"],
  steel: ["#FAFBFC", "#C3C9D0", "#7F8893"],
  brass: ["#FCE3A0", "#D9A441", "#8E6118"],
  copper: ["#F2B283", "#C46A35", "#7A3414"],
  terracotta: ["#E9A37B", "#C06A3F", "#7E3A1C"],
  stone: ["#5E5A57", "#3D3936", "#1F1C1A"],
  blue: ["#FFFFFF", "#EAF0F6", "#B9C8D8"],
  teal: ["#9ED8D0", "#3E9E93", "#1E5E57"],
  mustard: ["#FFE08A", "#E9B23A", "#A87313"],
};

const toneOf = (tone) => (Array.isArray(tone) ? tone : (CERAMIC[tone] ?? CERAMIC.white));

/** The paint of a plate's hollow, lit from the top left: light to mid, then the edge tone at its rim. */
function hollow(c, [hi, mid, edge]) {
  const stops = [
    [0, hi],
    [0.8, mid],
    [1, edge],
  ];
  return radial(c, stops, { cx: 0.58, cy: 0.62, r: 0.62 });
}

/** Round plate seen from above. */
export function plate(c, r, { tone = "white", band } = {}) {
  const [hi, mid, edge] = toneOf(tone);
  return join(
    shadow(c, r, r),
    circle(0, 0, r, { fill: radial(c, [hi, mid, edge], { cx: 0.36, cy: 0.3, r: 0.78 }) }),
    band && circle(0, 0, r * 0.86, { fill: "none", stroke: band, strokeWidth: r * 0.035, opacity: 0.8 }),
    circle(0, 0, r * 0.72, {
      fill: hollow(c, [hi, mid, edge]),
      stroke: edge,
      strokeWidth: 1.2,
      strokeOpacity: 0.5,
    }),
    gloss(r * 0.86, 195, 265, r * 0.05),
  );
}

/** Oval platter, for dosa, kebabs and rolls that want length. */
export function platter(c, rx, ry, { tone = "white" } = {}) {
  const [hi, mid, edge] = toneOf(tone);
  return join(
    shadow(c, rx, ry),
    ellipse(0, 0, rx, ry, { fill: radial(c, [hi, mid, edge], { cx: 0.38, cy: 0.3, r: 0.8 }) }),
    ellipse(0, 0, rx * 0.82, ry * 0.74, {
      fill: hollow(c, [hi, mid, edge]),
      stroke: edge,
      strokeOpacity: 0.5,
    }),
    at(0, 0, gloss(rx * 0.9, 195, 250, ry * 0.06), { sx: 1, sy: ry / rx }),
  );
}

/** Plate seen at a 3/4 angle, for food drawn from the side (burgers, cakes). */
export function sidePlate(c, rx, ry, { tone = "white", depth = 10 } = {}) {
  const [hi, mid, edge] = toneOf(tone);
  return join(
    shadow(c, rx * 1.02, ry * 1.1, { y: depth }),
    ellipse(0, depth, rx, ry, { fill: edge }),
    ellipse(0, 0, rx, ry, { fill: linear(c, [hi, mid], [0, 0, 0, 1]) }),
    ellipse(0, ry * 0.06, rx * 0.74, ry * 0.7, {
      fill: linear(c, [mid, hi], [0, 0, 0, 1]),
      stroke: edge,
      strokeOpacity: 0.4,
    }),
  );
}

/**
 * The food in a vessel's well of radius `inner`: `fill(inner)` clipped to it, shaded from `from` (a fraction
 * of the radius) out to `depth` at the rim, so that it sits below the rim.
 */
function well(c, inner, fill, from, depth) {
  const stops = [
    [from, "#000", 0],
    [1, "#000", depth],
  ];
  return clipTo(
    c,
    circle(0, 0, inner),
    fill(inner),
    circle(0, 0, inner, { fill: radial(c, stops, { cx: 0.56, cy: 0.6, r: 0.56 }) }),
  );
}

/**
 * Bowl seen from above. `fill(innerRadius)` draws the food; it is clipped to
 * the well and shaded so it sits below the rim.
 */
export function bowl(c, r, fill, { tone = "white", rim = 0.14, band } = {}) {
  const [hi, mid, edge] = toneOf(tone);
  const inner = r * (1 - rim);
  return join(
    shadow(c, r, r),
    circle(0, 0, r, { fill: radial(c, [hi, mid, edge], { cx: 0.35, cy: 0.3, r: 0.8 }) }),
    band && circle(0, 0, (r + inner) / 2, { fill: "none", stroke: band, strokeWidth: r * rim * 0.35, opacity: 0.85 }),
    circle(0, 0, inner + r * 0.02, { fill: edge, opacity: 0.6 }),
    well(c, inner, fill, 0.72, 0.32),
    gloss(r * (1 - rim / 2), 200, 262, r * rim * 0.35, 0.6),
  );
}

/** Wooden serving board, round, with a handle pointing to the given side. */
const WOOD = { light: ["#E2AC72", "#C98B4E", "#9C6231"], walnut: ["#A8703F", "#84522A", "#5A3216"] };

export function roundBoard(c, r, { handle = 35, tone = "light" } = {}) {
  const [hi, mid, edge] = WOOD[tone];
  const wood = radial(c, [hi, mid, edge], { cx: 0.4, cy: 0.35, r: 0.75 });
  const rings = Array.from({ length: 6 }, (_, i) =>
    circle(c.between(-8, 8), c.between(-8, 8), r * (0.25 + i * 0.13), {
      fill: "none",
      stroke: "#8A5428",
      strokeWidth: 1.4,
      opacity: 0.18,
    }),
  );
  return join(
    shadow(c, r + 10, r),
    handle !== null &&
      at(0, 0, join(rect(r - 12, -20, 92, 40, { rx: 20, fill: mid }), circle(r + 58, 0, 8, { fill: edge })), {
        rot: handle,
      }),
    circle(0, 0, r, { fill: wood, stroke: edge, strokeWidth: 3 }),
    rings,
    gloss(r * 0.92, 200, 250, 6, 0.25),
  );
}

/** Rectangular wooden board seen from above. */
export function plankBoard(c, w, h) {
  const grain = Array.from({ length: 9 }, (_, i) => {
    const y = -h / 2 + (h / 10) * (i + 1) + c.between(-4, 4);
    return strokePath(
      `M${P(-w / 2 + 10, y)}Q${P(0, y + c.between(-8, 8))} ${P(w / 2 - 10, y + c.between(-4, 4))}`,
      "#7A4A22",
      1.5,
      {
        opacity: 0.2,
      },
    );
  });
  return join(
    shadow(c, w / 2, h / 2),
    rect(-w / 2, -h / 2, w, h, { rx: 18, fill: linear(c, ["#DDA56B", "#C08047", "#A9692F"], [0, 0, 1, 1]) }),
    grain,
    rect(-w / 2 + 4, -h / 2 + 4, w - 8, h - 8, {
      rx: 15,
      fill: "none",
      stroke: "#fff",
      strokeOpacity: 0.18,
      strokeWidth: 3,
    }),
  );
}

/** Bamboo steamer basket from above (momos). */
export function steamer(c, r, fill) {
  const inner = r * 0.86;
  const lattice = [];
  for (let k = -inner; k <= inner; k += 26) {
    lattice.push(
      shape(`M${P(k, -inner)}L${P(k, inner)}M${P(-inner, k)}L${P(inner, k)}`, {
        stroke: "#B88B4A",
        strokeWidth: 4,
        opacity: 0.55,
      }),
    );
  }
  return join(
    shadow(c, r, r),
    circle(0, 0, r, { fill: radial(c, ["#F0D39A", "#D8B06C", "#A87A3A"], { cx: 0.38, cy: 0.32, r: 0.75 }) }),
    [0.93, 0.97].map((k) => circle(0, 0, r * k, { fill: "none", stroke: "#9B6E32", strokeWidth: 2, opacity: 0.6 })),
    circle(0, 0, inner + 3, { fill: "#9B6E32" }),
    clipTo(c, circle(0, 0, inner), circle(0, 0, inner, { fill: "#E7C98E" }), lattice, fill(inner)),
    gloss(r * 0.93, 200, 260, r * 0.04, 0.45),
  );
}

/** Biryani handi / kadai from above: a deep metal pot with ring handles. */
export function pot(c, r, fill, { tone = "copper", handles = true } = {}) {
  const [hi, mid, edge] = toneOf(tone);
  const inner = r * 0.83;
  const handle = (side) =>
    at(
      side * (r + 6),
      0,
      join(
        ellipse(0, 0, 20, 30, { fill: "none", stroke: edge, strokeWidth: 10 }),
        ellipse(-2, -2, 20, 30, { fill: "none", stroke: mid, strokeWidth: 6 }),
      ),
    );
  return join(
    shadow(c, r * 1.05, r),
    handles && [handle(-1), handle(1)],
    circle(0, 0, r, { fill: radial(c, [hi, mid, edge], { cx: 0.35, cy: 0.3, r: 0.8 }) }),
    circle(0, 0, r * 0.93, { fill: "none", stroke: hi, strokeWidth: r * 0.03, opacity: 0.6 }),
    circle(0, 0, inner + 4, { fill: edge }),
    well(c, inner, fill, 0.7, 0.4),
    gloss(r * 0.92, 200, 262, r * 0.05, 0.5),
  );
}

/** Banana leaf laid flat: the South Indian serving surface. */
export function bananaLeaf(c, w, h) {
  const outline = `M${P(-w / 2, 0)}C${P(-w / 2, -h * 0.62)} ${P(w * 0.35, -h * 0.55)} ${P(w / 2, -h * 0.08)}L${P(w / 2, h * 0.08)}C${P(w * 0.35, h * 0.55)} ${P(-w / 2, h * 0.62)} ${P(-w / 2, 0)}Z`;
  const veins = [];
  for (let x = -w / 2 + 20; x < w / 2; x += 16) {
    veins.push(
      shape(`M${P(x, 0)}L${P(x + 60, -h)}M${P(x, 0)}L${P(x + 60, h)}`, {
        stroke: "#E6F5C7",
        strokeWidth: 2,
        opacity: 0.28,
      }),
    );
  }
  return join(
    shadow(c, w / 2, h * 0.45),
    clipTo(
      c,
      shape(outline),
      rect(-w / 2, -h / 2, w, h, { fill: linear(c, ["#6FBF4A", "#3F9A36", "#2F7D2A"], [0, 0, 0, 1]) }),
      veins,
    ),
    shape(`M${P(-w / 2, 0)}L${P(w / 2, 0)}`, { stroke: "#D8EDB5", strokeWidth: 6, opacity: 0.6 }),
  );
}
