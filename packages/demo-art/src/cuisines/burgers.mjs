/** Burgers, fries and club sandwich (side views), and the burger bar and snack shack. */
import { at, circle, ellipse, fmt, join, P, rect, shape, strokePath } from "../draw/svg.mjs";
import { scatter, smoothPath } from "../draw/geometry.mjs";
import { clipTo, linear, radial } from "../draw/paint.mjs";
import { plankBoard, shadow, sidePlate } from "../draw/tableware.mjs";
import { specks } from "../draw/garnish.mjs";
import { dipBowl, dishAt, withSides } from "../draw/sides.mjs";
import { cover, napkin, RH, RW, woodTable } from "../draw/scene.mjs";
import { drinkAt, EXTRA_DRINKS } from "./drinks.mjs";

function bun(c, w, { top = true } = {}) {
  if (!top) {
    return join(
      shape(
        `M${P(-w / 2, 0)}Q${P(-w / 2 - 2, 30)} ${P(-w / 2 + 20, 32)}L${P(w / 2 - 20, 32)}Q${P(w / 2 + 2, 30)} ${P(w / 2, 0)}Z`,
        { fill: linear(c, ["#E8A052", "#B96C2C"]) },
      ),
      rect(-w / 2 + 4, -4, w - 8, 10, { rx: 5, fill: "#F6DBA8" }),
    );
  }
  const seeds = scatter(c, 22, w * 0.36, 14, { sy: 0.32 }).map(([x, y]) =>
    ellipse(x, y - w * 0.2, 4, 2.2, {
      fill: "#FFF5DA",
      transform: `rotate(${fmt(c.between(-40, 40))} ${P(x, y - w * 0.2)})`,
    }),
  );
  return join(
    shape(`M${P(-w / 2, 0)}C${P(-w / 2, -w * 0.5)} ${P(w / 2, -w * 0.5)} ${P(w / 2, 0)}Q${P(0, 12)} ${P(-w / 2, 0)}Z`, {
      fill: radial(c, ["#FFD08A", "#EAA04E", "#B8682A"], { cx: 0.4, cy: 0.25, r: 0.8 }),
    }),
    seeds,
    ellipse(-w * 0.18, -w * 0.27, w * 0.14, w * 0.05, {
      fill: "#fff",
      opacity: 0.3,
      transform: `rotate(-15 ${P(-w * 0.18, -w * 0.27)})`,
    }),
  );
}

function lettuce(c, w, y) {
  const pts = [];
  for (let x = -w / 2 - 10; x <= w / 2 + 10; x += 16)
    pts.push([x, y + (Math.round(x / 16) % 2 ? 10 : 0) + c.between(-2, 4)]);
  return join(
    shape(`${smoothPath(pts)}L${P(w / 2 + 10, y - 12)}L${P(-w / 2 - 10, y - 12)}Z`, { fill: "#6DBB3F" }),
    strokePath(smoothPath(pts), "#A6DD6A", 3),
  );
}

function burger(kind) {
  return (c, { sides = true } = {}) => {
    const w = 250;
    const chickenPatty = () => {
      const pts = [];
      for (let i = 0; i <= 20; i += 1) {
        const x = -w / 2 - 14 + ((w + 28) * i) / 20;
        pts.push([x, -26 + (i % 2 ? -6 : 2) + c.between(-3, 3)]);
      }
      const bottom = pts.map(([x]) => [x, 22 + c.between(-3, 5)]).reverse();
      return join(
        shape(smoothPath([...pts, ...bottom], true), { fill: linear(c, ["#F2B24E", "#D9832A", "#A85A18"]) }),
        specks(c, 30, w * 0.48, ["#FFD98A", "#B8651A"], 2.4, { sy: 0.08 }),
      );
    };
    const vegPatty = () =>
      join(
        rect(-w / 2 + 6, -22, w - 12, 44, { rx: 20, fill: linear(c, ["#C98A3A", "#9A5E22", "#6E3E12"]) }),
        specks(c, 40, w * 0.44, ["#6FB23E", "#F2A33A", "#FFE3A0", "#3F7F24"], 2.6, { sy: 0.07 }),
      );
    const cheese = join(
      shape(
        `M${P(-w / 2 + 4, -4)}L${P(w / 2 - 4, -4)}L${P(w / 2 - 10, 8)}L${P(60, 10)}L${P(50, 30)}L${P(38, 10)}L${P(-40, 10)}L${P(-52, 26)}L${P(-64, 10)}L${P(-w / 2 + 10, 8)}Z`,
        { fill: "#FFC12E" },
      ),
    );
    const tomato = join(
      rect(-w / 2 + 14, -8, w / 2 - 16, 16, { rx: 8, fill: "#E2432F" }),
      rect(4, -8, w / 2 - 18, 16, { rx: 8, fill: "#D8392A" }),
      specks(c, 8, w * 0.4, ["#FFB09A"], 2, { sy: 0.03 }),
    );
    const onion = rect(-w / 2 + 16, -5, w - 32, 10, { rx: 5, fill: "#F3D6E8", stroke: "#B8588A", strokeWidth: 2 });
    const stack =
      kind === "chicken"
        ? [
            bun(c, w, { top: false }),
            at(0, -30, chickenPatty()),
            at(0, -58, cheese),
            lettuce(c, w, -66),
            at(0, -78, rect(-w / 2 + 20, -5, w - 40, 10, { rx: 5, fill: "#FFF7E6" })),
          ]
        : [
            bun(c, w, { top: false }),
            at(0, -24, vegPatty()),
            at(0, -50, cheese),
            at(0, -62, tomato),
            at(0, -72, onion),
            lettuce(c, w, -78),
          ];
    const main = join(
      sidePlate(c, 195, 62, { tone: "cream" }),
      at(0, 10, join(stack, at(0, kind === "chicken" ? -88 : -92, bun(c, w)))),
    );
    return withSides(main, [at(205, 40, friesPile(c, 7))], { offset: [-60, 110], include: sides });
  };
}

function fry(c, len, w = 13) {
  return join(
    rect(-w / 2, -len, w, len, { rx: 4, fill: linear(c, ["#FFE07A", "#F5B93A", "#E2962A"], [0, 0, 1, 0]) }),
    rect(-w / 2, -len, w, 6, { rx: 3, fill: "#D9862A" }),
  );
}

function friesPile(c, count) {
  return Array.from({ length: count }, (_, i) =>
    at(i * 14 - count * 7, 0, fry(c, c.between(60, 90)), { rot: c.between(-70, -50) + i * 18 }),
  );
}

function friesCarton(c, { sides = true } = {}) {
  const back = Array.from({ length: 16 }, (_, i) =>
    at(-70 + i * 9.5 + c.between(-3, 3), -40, fry(c, c.between(120, 170)), { rot: -22 + i * 2.8 + c.between(-4, 4) }),
  );
  const box = `M-95 -60L95 -60L75 120Q74 130 62 130L-62 130Q-74 130 -75 120Z`;
  const main = join(
    shadow(c, 110, 30, { y: 128, opacity: 0.35 }),
    back,
    shape(box, { fill: linear(c, ["#F04B55", "#C81E2E"], [0, 0, 1, 0]) }),
    shape("M-95 -60Q0 -20 95 -60L95 -70Q0 -30 -95 -70Z", { fill: "#A3152A" }),
    circle(0, 40, 34, { fill: "#FFF3E0" }),
    circle(0, 40, 26, { fill: "#FC8019" }),
    circle(0, 40, 12, { fill: "#FFF3E0" }),
    shape("M-80 -48L-64 118", { stroke: "#fff", strokeWidth: 6, opacity: 0.25, strokeLinecap: "round" }),
  );
  return withSides(
    main,
    [
      at(0, 150, plankBoard(c, 540, 120)),
      at(170, 130, dipBowl(c, 50, "ketchup")),
      at(-150, 150, join(fry(c, 90), at(20, 4, fry(c, 80), { rot: 20 })), { rot: -80 }),
    ],
    { offset: [-30, -35], include: sides },
  );
}

/** A quarter standing on its cut edge: layers show through the triangle face. */
function sandwichWedge(c, w, h) {
  const layers = [
    ["#F6DDA6", 26],
    ["#7CC04B", 10],
    ["#E8463A", 14],
    ["#FFC83A", 9],
    ["#F6DDA6", 24],
    ["#F2D2B8", 20],
    ["#FFF6E0", 8],
    ["#F7B733", 6],
    ["#7CC04B", 10],
    ["#F6DDA6", 26],
  ];
  const total = layers.reduce((sum, [, t]) => sum + t, 0);
  let y = -h;
  const bands = layers.map(([color, t]) => {
    const th = (t / total) * h;
    const band = rect(-w, y, w * 2, th + 0.5, { fill: color });
    y += th;
    return band;
  });
  const tri = `M${P(-w / 2, 0)}L${P(w / 2, 0)}L${P(0, -h)}Z`;
  const frill = (side) =>
    shape(
      `M${P(side * w * 0.3, -h * 0.42)}q${P(side * 14, 4)} ${P(side * 10, 16)}q${P(side * 10, 2)} ${P(side * 6, 14)}`,
      { fill: "none", stroke: "#5EAD3A", strokeWidth: 6, strokeLinecap: "round" },
    );
  return join(
    shadow(c, w * 0.6, 14, { opacity: 0.3 }),
    at(16, -12, shape(tri, { fill: "#D49A55", stroke: "#A8652A", strokeWidth: 10, strokeLinejoin: "round" })),
    frill(-1),
    frill(1),
    clipTo(c, shape(tri), bands),
    strokePath(tri, "#B8742F", 10, { strokeLinejoin: "round" }),
    rect(-2, -h - 50, 4, h * 0.7, { fill: "#E9D3A8" }),
    circle(0, -h - 52, 11, { fill: "#3E6B2A" }),
    circle(-3, -h - 55, 3.5, { fill: "#fff", opacity: 0.5 }),
  );
}

function clubSandwich(c, { sides = true } = {}) {
  const main = join(
    plankBoard(c, 480, 250),
    at(-100, 80, sandwichWedge(c, 190, 170)),
    at(100, 95, sandwichWedge(c, 190, 160)),
  );
  return withSides(main, [at(180, 150, friesPile(c, 6)), at(-200, 150, dipBowl(c, 42, "ketchup"))], {
    offset: [-10, -20],
    include: sides,
  });
}

/** Red fast-food tray with a paper liner. */
function tray(c, w, h) {
  return join(
    shadow(c, w / 2, h / 2),
    rect(-w / 2, -h / 2, w, h, { rx: 26, fill: "#D62B3A" }),
    rect(-w / 2 + 12, -h / 2 + 12, w - 24, h - 24, { rx: 18, fill: "#B81E2C" }),
    rect(-w / 2 + 40, -h / 2 + 30, w - 80, h - 60, { rx: 6, fill: "#FFF6E6", transform: "rotate(-3)" }),
  );
}

/** This family's dishes by their demo-dish key (prisma/demo-dishes.ts): how each is drawn, on which backdrop. */
export const DISHES = {
  "veg-burger": { draw: burger("veg"), bg: "teal" },
  "chicken-burger": { draw: burger("chicken"), bg: "rose" },
  "french-fries": { draw: friesCarton, bg: "butter" },
  "club-sandwich": { draw: clubSandwich, bg: "mint" },
};

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // American burgers
  "liberty-burgers": cover("r06", (c) => [
    woodTable(c, RW, RH, { tones: ["#9A6A42", "#8A5E38", "#7E542F"] }),
    at(95, 170, napkin(c, 130, 230, "#E9584A", { fork: true }), { rot: -8 }),
    dishAt(c, DISHES["chicken-burger"], 330, 380, 1.05),
    dishAt(c, DISHES["veg-burger"], 640, 300, 0.85),
    dishAt(c, DISHES["french-fries"], 860, 320, 0.75),
    drinkAt(c, EXTRA_DRINKS.cola, 110, 560, 0.75),
  ]),
  // Fast food combo
  "snack-shack": cover("r11", (c) => [
    rect(0, 0, RW, RH, { fill: linear(c, ["#FFC83A", "#FFB020"]) }),
    Array.from({ length: 12 }, (_, i) =>
      at(i * 90, 0, rect(0, 0, 40, RH, { fill: "#FFD65A", opacity: 0.5 }), { rot: 20 }),
    ),
    at(480, 320, tray(c, 760, 500)),
    dishAt(c, DISHES["veg-burger"], 370, 380, 0.95),
    dishAt(c, DISHES["french-fries"], 660, 330, 0.8),
    drinkAt(c, EXTRA_DRINKS.cola, 780, 520, 0.8),
    at(190, 200, dipBowl(c, 40, "ketchup")),
  ]),
};
