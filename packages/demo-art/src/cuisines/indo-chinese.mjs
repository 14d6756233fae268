/** Indo-Chinese (momos, chilli paneer, hakka noodles, fried rice) and the wok kitchen. */
import { at, circle, ellipse, fmt, join, P, rect, shape, strokePath } from "../draw/svg.mjs";
import { blobPath, polar, ringPoints, scatter, smoothPath, TAU } from "../draw/geometry.mjs";
import { radial } from "../draw/paint.mjs";
import { bowl, shadow, steamer } from "../draw/tableware.mjs";
import { carrotDice, cube, gravy, onionPetal, pea, riceGrains, sesame, sprinkleHerbs } from "../draw/garnish.mjs";
import { dipBowl, dishAt, withSides } from "../draw/sides.mjs";
import { cover, RH, RW } from "../draw/scene.mjs";
import { capsicumPiece } from "./kebabs.mjs";

function momo(c, r) {
  const pleats = Array.from({ length: 9 }, (_, i) => {
    const [x, y] = polar(r * 0.92, -150 + i * 15 - 20);
    return strokePath(`M${P(x, y)}Q${P(x * 0.3, y * 0.3 - 4)} ${P(0, -r * 0.18)}`, "#D5C4A0", 2.2);
  });
  return join(
    circle(r * 0.1, r * 0.15, r, { fill: "#000", opacity: 0.2 }),
    shape(blobPath(c, r, { points: 9, jitter: 0.12 }), {
      fill: radial(c, ["#FFFFFF", "#F7F0E0", "#DCCCAA"], { cx: 0.42, cy: 0.4, r: 0.6 }),
    }),
    pleats,
    circle(0, -r * 0.18, r * 0.14, { fill: "#EDE0C4" }),
    ellipse(-r * 0.35, r * 0.2, r * 0.2, r * 0.12, { fill: "#fff", opacity: 0.7 }),
  );
}

function momos(c, { sides = true } = {}) {
  const fill = () =>
    join(
      circle(0, 0, 140, { fill: "#9CCB6A", opacity: 0.6 }),
      [[0, 0], ...ringPoints(6, 88, 0)].map(([x, y]) => at(x, y, momo(c, 42), { rot: c.between(-20, 20) })),
    );
  const main = steamer(c, 175, fill);
  return withSides(
    main,
    [at(220, 120, dipBowl(c, 56, "redChutney")), at(225, -110, dipBowl(c, 44, "chilliOil", "black"))],
    { offset: [-45, 0], include: sides },
  );
}

function chilliPaneer(c, { sides = true } = {}) {
  const fill = (r) => {
    const pieces = scatter(c, 22, r * 0.8, 28).map(([x, y], i) => {
      const kind = i % 3;
      const rot = c.between(0, 360);
      if (kind === 0) return at(x, y, cube(c, 38, [radial(c, ["#FFF1CF", "#F0C070", "#B8691E"]), "#8A4A14"]), { rot });
      if (kind === 1) return at(x, y, capsicumPiece(c, 30, c.pick(["green", "red", "green"])), { rot });
      return at(x, y, onionPetal(c, 32), { rot });
    });
    return join(
      gravy(c, r, ["#C8582A", "#8E2E12", "#561806"], { sheen: "#FFC890" }),
      pieces,
      scatter(c, 14, r * 0.8).map(([x, y]) =>
        at(x, y, circle(0, 0, 5, { fill: "none", stroke: "#6FBF3F", strokeWidth: 3 })),
      ),
      sesame(c, 30, r * 0.8),
    );
  };
  const main = bowl(c, 170, fill, { tone: "black" });
  return withSides(
    main,
    [
      at(
        225,
        -115,
        at(
          0,
          0,
          join(rect(-4, -150, 8, 200, { rx: 4, fill: "#2B2B2B" }), rect(10, -150, 8, 200, { rx: 4, fill: "#2B2B2B" })),
          { rot: 30 },
        ),
      ),
      at(230, 120, sprinkleHerbs(c, 3, 20, { size: 14 })),
    ],
    { offset: [-40, 0], include: sides },
  );
}

function chopsticks(c, len = 300) {
  return join(
    shadow(c, 20, len / 2 - 20, { opacity: 0.2 }),
    shape(`M-10 ${fmt(-len / 2)}L-4 ${fmt(len / 2)}`, { stroke: "#6B3F1E", strokeWidth: 10, strokeLinecap: "round" }),
    shape(`M14 ${fmt(-len / 2)}L8 ${fmt(len / 2)}`, { stroke: "#7E4A24", strokeWidth: 10, strokeLinecap: "round" }),
    shape(`M-10 ${fmt(-len / 2)}L-9 ${fmt(-len / 2 + 50)}M14 ${fmt(-len / 2)}L13 ${fmt(-len / 2 + 50)}`, {
      stroke: "#D94A3A",
      strokeWidth: 10,
      strokeLinecap: "round",
    }),
  );
}

function noodleStrands(c, r, count, colors) {
  return Array.from({ length: count }, () => {
    const [sx, sy] = polar(r * Math.sqrt(c.rng()) * 0.9, c.between(0, 360));
    const dir = c.between(0, TAU);
    const pts = [];
    for (let i = 0; i < 8; i += 1) {
      const t = i * 22;
      pts.push([
        sx + Math.cos(dir) * t + Math.cos(dir + 1.57) * Math.sin(i * 1.3) * 12,
        sy + Math.sin(dir) * t + Math.sin(dir + 1.57) * Math.sin(i * 1.3) * 12,
      ]);
    }
    const d = smoothPath(pts);
    return join(
      strokePath(d, colors[2], 8, { strokeLinecap: "round" }),
      shape(d, { fill: "none", stroke: c.pick(colors.slice(0, 2)), strokeWidth: 5.5, strokeLinecap: "round" }),
    );
  });
}

export function julienne(c, count, r, color, len = 34) {
  return scatter(c, count, r).map(([x, y]) =>
    at(x, y, rect(-len / 2, -3, len, 6, { rx: 3, fill: color }), { rot: c.between(0, 180) }),
  );
}

function hakkaNoodles(c, { sides = true } = {}) {
  const fill = (r) =>
    join(
      circle(0, 0, r, { fill: "#C9944A" }),
      noodleStrands(c, r, 70, ["#E9C27A", "#DDB064", "#A8762E"]),
      julienne(c, 14, r * 0.8, "#F08A2A"),
      julienne(c, 12, r * 0.8, "#5EAD3A"),
      julienne(c, 10, r * 0.8, "#E8F0C8"),
      julienne(c, 6, r * 0.8, "#E2432F", 26),
      scatter(c, 14, r * 0.8).map(([x, y]) => circle(x, y, 5, { fill: "none", stroke: "#7CC04B", strokeWidth: 3 })),
    );
  const main = bowl(c, 175, fill, { tone: "white", band: "#2F6DB5" });
  return withSides(main, [at(215, -10, chopsticks(c, 330), { rot: 18 })], { offset: [-45, 0], include: sides });
}

export function friedRiceFill(c, { colors, extras }) {
  return (r) =>
    join(
      circle(0, 0, r, { fill: radial(c, [colors[0], colors[2]]) }),
      riceGrains(c, r, 560, colors, { len: 11, wid: 4 }),
      extras(r),
    );
}

function friedRice(c, { sides = true } = {}) {
  const fill = friedRiceFill(c, {
    colors: ["#F6E2B4", "#EBCB8E", "#DDB574", "#FFF2D6", "#D9A860"],
    extras: (r) =>
      join(
        scatter(c, 16, r * 0.85, 20).map(([x, y]) => at(x, y, pea(c, 6))),
        scatter(c, 16, r * 0.85, 20).map(([x, y]) => at(x, y, carrotDice(c, 10), { rot: c.between(0, 90) })),
        scatter(c, 9, r * 0.8, 30).map(([x, y]) =>
          at(x, y, shape(blobPath(c, 11, { jitter: 0.6 }), { fill: "#FFD84A" })),
        ),
        scatter(c, 18, r * 0.85).map(([x, y]) => circle(x, y, 5, { fill: "none", stroke: "#6FB23E", strokeWidth: 3 })),
      ),
  });
  const main = bowl(c, 172, fill, { tone: "white", band: "#C0392B" });
  return withSides(main, [at(220, 0, chopsticks(c, 330), { rot: -15 })], { offset: [-45, 0], include: sides });
}

/** This family's dishes by their demo-dish key (prisma/demo-dishes.ts): how each is drawn, on which backdrop. */
export const DISHES = {
  momos: { draw: momos, bg: "rose" },
  "chilli-paneer": { draw: chilliPaneer, bg: "butter" },
  "hakka-noodles": { draw: hakkaNoodles, bg: "peach" },
  "fried-rice": { draw: friedRice, bg: "sky" },
};

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // Chinese noodles / wok
  "wok-express": cover("r04", (c) => [
    rect(0, 0, RW, RH, { fill: radial(c, ["#3A3A40", "#1E1E22"], { cx: 0.5, cy: 0.45, r: 0.8 }) }),
    rect(0, 0, RW, 70, { fill: "#B8202E" }),
    rect(0, 70, RW, 6, { fill: "#E8B040" }),
    Array.from({ length: 7 }, (_, i) =>
      at(
        70 + i * 140,
        38,
        join(
          circle(0, 0, 22, { fill: "#E23744" }),
          rect(-6, -28, 12, 8, { fill: "#E8B040" }),
          rect(-6, 20, 12, 8, { fill: "#E8B040" }),
          shape("M-22 0H22M0 -22V22", { stroke: "#A3152A", strokeWidth: 2 }),
        ),
      ),
    ),
    dishAt(c, DISHES["hakka-noodles"], 300, 340, 1),
    dishAt(c, DISHES["fried-rice"], 690, 360, 0.8),
    at(820, 170, dipBowl(c, 46, "chilliOil", "black")),
    at(520, 530, chopsticks(c, 300), { rot: 80 }),
    at(80, 520, dipBowl(c, 40, "sweetChilli", "black")),
  ]),
};
