/** Indian sweets (gulab jamun, rasgulla, jalebi, kaju katli, kulfi) and the Bengali sweet house. */
import { at, circle, ellipse, fmt, join, P, rect, shape, strokePath } from "../draw/svg.mjs";
import { ringPoints, scatter, smoothPath, TAU } from "../draw/geometry.mjs";
import { clipTo, linear, radial } from "../draw/paint.mjs";
import { bowl, plate, shadow } from "../draw/tableware.mjs";
import { cashew, gravy, pistachioBits, saffronStrands, specks } from "../draw/garnish.mjs";
import { dipBowl, dishAt, withSides } from "../draw/sides.mjs";
import { cover, marigold, RH, RW } from "../draw/scene.mjs";

export function syrupBall(c, r, [hi, mid, dark]) {
  return join(
    circle(r * 0.1, r * 0.18, r * 1.05, { fill: "#000", opacity: 0.2 }),
    circle(0, 0, r, { fill: radial(c, [hi, mid, dark], { cx: 0.38, cy: 0.34, r: 0.68 }) }),
    ellipse(-r * 0.35, -r * 0.4, r * 0.22, r * 0.13, {
      fill: "#fff",
      opacity: 0.55,
      transform: `rotate(-35 ${P(-r * 0.35, -r * 0.4)})`,
    }),
  );
}

function gulabJamun(c, { sides = true } = {}) {
  const fill = (r) =>
    join(
      gravy(c, r, ["#F6C26A", "#E09A38", "#B86A1A"], { sheen: "#FFF1C8" }),
      [[0, 0], ...ringPoints(5, r * 0.52, -90)].map(([x, y]) =>
        at(x, y, syrupBall(c, r * 0.27, ["#B5682E", "#7A3412", "#3E1606"])),
      ),
      pistachioBits(c, 18, r * 0.8),
      saffronStrands(c, 8, r * 0.8),
    );
  const main = bowl(c, 170, fill, { tone: "brass" });
  return withSides(
    main,
    [
      scatter(c, 6, 60, 20).map(([x, y]) =>
        at(225 + x, 100 + y, ellipse(0, 0, 14, 9, { fill: "#E8506A", opacity: 0.85 }), { rot: c.between(0, 180) }),
      ),
    ],
    { offset: [-30, 0], include: sides },
  );
}

function rasgulla(c, { sides = true } = {}) {
  const fill = (r) =>
    join(
      gravy(c, r, ["#FFFBEF", "#F6EAC8", "#E2CD98"], { sheen: "#FFFFFF" }),
      [
        [-r * 0.3, -r * 0.25],
        [r * 0.32, -r * 0.22],
        [-r * 0.25, r * 0.35],
        [r * 0.3, r * 0.32],
      ].map(([x, y]) =>
        at(
          x,
          y,
          join(syrupBall(c, r * 0.3, ["#FFFFFF", "#F7F1E2", "#D9CBA8"]), specks(c, 14, r * 0.22, ["#E8DDC4"], 1.3)),
        ),
      ),
      saffronStrands(c, 14, r * 0.85),
      pistachioBits(c, 10, r * 0.7),
    );
  const main = bowl(c, 170, fill, { tone: "terracotta" });
  return withSides(main, [], { offset: [-10, 0], include: sides });
}

/** Jalebi is piped as loops around a ring, so trace a looped rosette, not a clean spiral. */
function jalebiCoil(c, r) {
  const pts = [];
  const loops = Math.round(c.between(3, 4));
  const sweep = c.between(1.15, 1.35);
  const start = c.between(0, TAU);
  for (let i = 0; i <= 90; i += 1) {
    const a = start + (i / 90) * sweep * TAU;
    const ring = r * 0.58 * (0.7 + 0.3 * (i / 90));
    pts.push([Math.cos(a) * ring + Math.cos(a * loops) * r * 0.4, Math.sin(a) * ring + Math.sin(a * loops) * r * 0.4]);
  }
  const d = smoothPath(pts);
  return join(
    shape(d, {
      fill: "none",
      stroke: "#000",
      strokeOpacity: 0.18,
      strokeWidth: 12,
      strokeLinecap: "round",
      transform: "translate(4 7)",
    }),
    strokePath(d, "#C94E08", 12, { strokeLinecap: "round", strokeLinejoin: "round" }),
    strokePath(d, "#F7891A", 8, { strokeLinecap: "round", strokeLinejoin: "round" }),
    strokePath(d, "#FFD27A", 2.4, {
      strokeLinecap: "round",
      opacity: 0.8,
      transform: "translate(-1.5 -1.5)",
    }),
  );
}

function jalebi(c, { sides = true } = {}) {
  const main = join(
    plate(c, 165, { tone: "white", band: "#E9A23B" }),
    [
      [-58, -42],
      [58, -42],
      [0, 52],
      [-75, 50],
      [75, 55],
      [0, -70],
    ].map(([x, y]) => at(x, y, jalebiCoil(c, 62), { rot: c.between(0, 360) })),
    pistachioBits(c, 12, 120),
  );
  return withSides(main, [at(225, -95, dipBowl(c, 56, "rabri"))], { offset: [-40, 10], include: sides });
}

function katli(c, s) {
  const [w, h] = [s, s * 0.68];
  const top = `M${P(-w / 2, 0)}L${P(0, -h / 2)}L${P(w / 2, 0)}L${P(0, h / 2)}Z`;
  return join(
    shape(top, { fill: "#000", opacity: 0.2, transform: "translate(4 10)" }),
    shape(`M${P(-w / 2, 0)}L${P(0, h / 2)}L${P(w / 2, 0)}L${P(w / 2, 8)}L${P(0, h / 2 + 8)}L${P(-w / 2, 8)}Z`, {
      fill: "#C9A468",
    }),
    shape(top, { fill: linear(c, ["#F6E2BC", "#E2C48E"], [0, 0, 1, 1]) }),
    clipTo(
      c,
      shape(top),
      shape(top, { fill: linear(c, ["#FFFFFF", "#DCDDE4", "#F4F4F8", "#C8CAD4"], [0, 0, 1, 1]), opacity: 0.38 }),
      Array.from({ length: 5 }, () =>
        shape(
          `M${P(c.between(-w / 2, w / 2), c.between(-h / 2, h / 2))}l${P(c.between(-16, 16), c.between(-10, 10))}`,
          { stroke: "#A9ACB8", strokeWidth: 1.2, opacity: 0.6 },
        ),
      ),
    ),
  );
}

function kajuKatli(c, { sides = true } = {}) {
  const pieces = [];
  for (let row = -1; row <= 1; row += 1) {
    for (let col = -1; col <= 1; col += 1) {
      pieces.push(at(col * 84 + (row % 2 ? 42 : 0) - 20, row * 62, katli(c, 90), { rot: c.between(-4, 4) }));
    }
  }
  const main = join(plate(c, 165, { tone: "white", band: "#D9A441" }), pieces);
  return withSides(
    main,
    [scatter(c, 6, 70, 30).map(([x, y]) => at(230 + x, y, cashew(c, 30), { rot: c.between(0, 360) }))],
    { offset: [-40, 0], include: sides },
  );
}

function kulfiStick(c, len) {
  const w = len * 0.34;
  const body = `M${P(-w / 2, 0)}Q${P(-w / 2, -len * 0.9)} 0 ${fmt(-len)}Q${P(w / 2, -len * 0.9)} ${P(w / 2, 0)}Q0 ${fmt(len * 0.06)} ${P(-w / 2, 0)}Z`;
  return join(
    rect(-6, -6, 12, len * 0.55, { rx: 4, fill: "#E3C08A" }),
    shape(body, { fill: "#000", opacity: 0.18, transform: "translate(6 10)" }),
    shape(body, { fill: linear(c, ["#FBE2A6", "#F2C56A", "#DC9E42"], [0, 0, 1, 0]) }),
    [0.3, 0.55, 0.78].map((k) =>
      shape(
        `M${P(-w * 0.45 * (1 - k * 0.5), -len * k)}Q0 ${fmt(-len * k + 8)} ${P(w * 0.45 * (1 - k * 0.5), -len * k)}`,
        { fill: "none", stroke: "#C98A2E", strokeWidth: 2, opacity: 0.4 },
      ),
    ),
    clipTo(
      c,
      shape(body),
      pistachioBits(c, 24, len * 0.5).map((p) => at(0, -len * 0.5, p, { sx: 0.5, sy: 1 })),
    ),
    strokePath(`M${P(-w * 0.3, -len * 0.2)}Q${P(-w * 0.3, -len * 0.75)} ${P(-w * 0.05, -len * 0.88)}`, "#fff", 5, {
      strokeLinecap: "round",
      opacity: 0.5,
    }),
  );
}

function kulfi(c, { sides = true } = {}) {
  const main = join(
    plate(c, 165, { tone: "blue", band: "#5B8FD0" }),
    at(-60, 60, kulfiStick(c, 170), { rot: -30 }),
    at(10, 80, kulfiStick(c, 170), { rot: 0 }),
    at(80, 60, kulfiStick(c, 170), { rot: 30 }),
    saffronStrands(c, 10, 120),
  );
  return withSides(
    main,
    [
      scatter(c, 5, 60, 26).map(([x, y]) =>
        at(230 + x, 90 + y, ellipse(0, 0, 14, 9, { fill: "#E8506A" }), { rot: c.between(0, 180) }),
      ),
      pistachioBits(c, 20, 50).map((p) => at(230, -100, p)),
    ],
    { offset: [-40, 0], include: sides },
  );
}

function diya(c, s) {
  return join(
    shadow(c, s, s * 0.6, { opacity: 0.25 }),
    shape(`M${P(-s, 0)}Q0 ${fmt(s * 1.1)} ${P(s, 0)}Q0 ${fmt(s * 0.3)} ${P(-s, 0)}Z`, {
      fill: linear(c, ["#D9783A", "#9A4418"]),
    }),
    ellipse(0, 0, s, s * 0.28, { fill: "#7A3414" }),
    ellipse(0, 0, s * 0.85, s * 0.2, { fill: "#E8B040" }),
    circle(s * 0.6, -s * 0.6, s * 0.7, {
      fill: radial(c, [
        [0, "#FFE9A0", 0.8],
        [1, "#FFB030", 0],
      ]),
    }),
    shape(
      `M${P(s * 0.55, -s * 0.05)}Q${P(s * 0.25, -s * 0.5)} ${P(s * 0.6, -s * 1.1)}Q${P(s * 0.95, -s * 0.5)} ${P(s * 0.55, -s * 0.05)}Z`,
      { fill: linear(c, ["#FFF6C2", "#FFB020", "#F0601A"]) },
    ),
  );
}

/** This family's dishes by their demo-dish key (prisma/demo-dishes.ts): how each is drawn, on which backdrop. */
export const DISHES = {
  "gulab-jamun": { draw: gulabJamun, bg: "blush" },
  rasgulla: { draw: rasgulla, bg: "sky" },
  jalebi: { draw: jalebi, bg: "lilac" },
  "kaju-katli": { draw: kajuKatli, bg: "rose" },
  kulfi: { draw: kulfi, bg: "peach" },
};

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // Indian sweets
  "bengal-sweets": cover("r13", (c) => [
    rect(0, 0, RW, RH, { fill: radial(c, ["#A8233A", "#6E0E22"], { cx: 0.5, cy: 0.45, r: 0.8 }) }),
    rect(0, 0, RW, 34, { fill: "#E8B040" }),
    rect(0, RH - 34, RW, 34, { fill: "#E8B040" }),
    Array.from({ length: 24 }, (_, i) => circle(20 + i * 40, 17, 8, { fill: "#A8233A" })),
    Array.from({ length: 24 }, (_, i) => circle(20 + i * 40, RH - 17, 8, { fill: "#A8233A" })),
    dishAt(c, DISHES["gulab-jamun"], 230, 220, 0.75),
    dishAt(c, DISHES["kaju-katli"], 700, 210, 0.75),
    dishAt(c, DISHES["jalebi"], 470, 420, 0.75),
    dishAt(c, DISHES["rasgulla"], 820, 450, 0.55),
    [
      [90, 470],
      [140, 540],
      [60, 100],
    ].map(([x, y]) => at(x, y, marigold(c, 30))),
    at(920, 110, diya(c, 34)),
    at(620, 540, diya(c, 28)),
  ]),
};
