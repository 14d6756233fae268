/** Tandoor and grill starters (paneer tikka, chicken 65, hara bhara and seekh kebabs) and the kebab corner. */
import { at, circle, fmt, join, P, rect, shape, strokePath } from "../draw/svg.mjs";
import { blobPath, ringPoints, scatter } from "../draw/geometry.mjs";
import { linear, radial } from "../draw/paint.mjs";
import { plate, platter } from "../draw/tableware.mjs";
import {
  cashew,
  chilli,
  chunk,
  citrusWedge,
  coriander,
  cube,
  curryLeaf,
  mintLeaf,
  onionPetal,
  onionRing,
  specks,
} from "../draw/garnish.mjs";
import { dipBowl, withSides } from "../draw/sides.mjs";
import { cover, RH, RW } from "../draw/scene.mjs";

function tikkaCube(c, s) {
  return cube(c, s, [radial(c, ["#FBC27A", "#EE8A3C", "#C4531F"], { cx: 0.4, cy: 0.35, r: 0.7 }), "#9E3B14"], {
    char: true,
  });
}

export function capsicumPiece(c, s, color = "green") {
  const tones = { green: ["#8DD45E", "#3E8E2C"], red: ["#F2664E", "#B3241A"], yellow: ["#FFD84A", "#E0A21A"] }[color];
  return join(
    rect(-s / 2 + 2, -s / 2 + 3, s, s * 0.8, { rx: s * 0.25, fill: "#000", opacity: 0.18 }),
    rect(-s / 2, -s / 2, s, s * 0.8, { rx: s * 0.25, fill: linear(c, tones) }),
    strokePath(`M${P(-s * 0.3, -s * 0.28)}Q${P(0, -s * 0.38)} ${P(s * 0.3, -s * 0.28)}`, "#fff", 2.5, {
      opacity: 0.55,
      strokeLinecap: "round",
    }),
  );
}

function skewer(c, items, gap, { metal = false } = {}) {
  const len = items.length * gap + 70;
  return join(
    shape(`M${P(-len / 2, 0)}L${P(len / 2, 0)}`, {
      stroke: metal ? "#B9C0C8" : "#B58650",
      strokeWidth: metal ? 6 : 5,
      strokeLinecap: "round",
    }),
    metal && circle(-len / 2, 0, 9, { fill: "none", stroke: "#9AA3AD", strokeWidth: 4 }),
    items.map((item, i) => at(-((items.length - 1) * gap) / 2 + i * gap, 0, item, { rot: c.between(-10, 10) })),
  );
}

function paneerTikka(c, { sides = true } = {}) {
  const stick = () =>
    skewer(c, [tikkaCube(c, 40), capsicumPiece(c, 32), tikkaCube(c, 40), onionPetal(c, 34), tikkaCube(c, 40)], 46);
  const main = join(
    plate(c, 165, { tone: "slate" }),
    [-64, 4, 72].map((y) => at(-4, y, stick(), { rot: -16 })),
    specks(c, 40, 130, ["#C0392B", "#8A2A10"], 1.6),
    at(-98, 86, coriander(c, 16), { rot: 20 }),
    at(96, -92, coriander(c, 14), { rot: -30 }),
  );
  return withSides(
    main,
    [
      at(205, 120, dipBowl(c, 58, "mint")),
      at(215, -120, citrusWedge(c, 30), { rot: 25 }),
      at(238, 10, onionRing(c, 22)),
      at(212, 34, onionRing(c, 18)),
    ],
    { offset: [-40, 0], include: sides },
  );
}

function chicken65(c, { sides = true } = {}) {
  const pile = scatter(c, 16, 105, 34).map(([x, y]) =>
    at(
      x,
      y,
      join(
        chunk(c, c.between(26, 32), ["#E8773A", "#B8401A", "#5E1606"], { char: 4, jitter: 0.6, points: 11 }),
        specks(c, 9, 18, ["#FFB070", "#7A1E08", "#F2C08A"], 2.2),
      ),
      { rot: c.between(0, 360) },
    ),
  );
  const main = join(
    plate(c, 165),
    pile,
    scatter(c, 9, 115, 30).map(([x, y]) => at(x, y, curryLeaf(c, 28), { rot: c.between(0, 360) })),
    at(-60, 40, chilli(c, 55), { rot: -40 }),
    at(40, -70, chilli(c, 50), { rot: 150 }),
  );
  return withSides(
    main,
    [
      at(212, 110, onionRing(c, 24)),
      at(238, 80, onionRing(c, 20)),
      at(215, -105, citrusWedge(c, 32), { rot: 20 }),
      at(230, 10, dipBowl(c, 48, "curd")),
    ],
    { offset: [-40, 0], include: sides },
  );
}

function kebabPatty(c, r) {
  const d = blobPath(c, r, { points: 10, jitter: 0.14 });
  return join(
    shape(d, { fill: "#000", opacity: 0.22, transform: `translate(${P(r * 0.1, r * 0.16)})` }),
    shape(d, {
      fill: radial(
        c,
        [
          [0, "#8CC85A"],
          [0.6, "#4E8A2A"],
          [0.92, "#5E6A22"],
          [1, "#6E4A1A"],
        ],
        { cx: 0.42, cy: 0.38, r: 0.6 },
      ),
    }),
    specks(c, 26, r * 0.8, ["#2F5E1A", "#F08A2A", "#D8F0A8", "#A8C860"], 2.2),
    at(
      0,
      r * 0.12,
      join(
        cashew(c, r * 0.95),
        strokePath(`M${P(-r * 0.3, -r * 0.12)}Q0 ${fmt(-r * 0.35)} ${P(r * 0.3, -r * 0.12)}`, "#fff", 2, {
          opacity: 0.6,
        }),
      ),
      { rot: c.between(-20, 20) },
    ),
  );
}

function haraBharaKebab(c, { sides = true } = {}) {
  const main = join(
    plate(c, 165, { tone: "cream" }),
    ringPoints(6, 98, 10).map(([x, y]) => at(x, y, kebabPatty(c, 40))),
    at(0, 0, join(onionRing(c, 22), at(8, 6, onionRing(c, 18)), at(-4, -4, citrusWedge(c, 20), { rot: 30 }))),
  );
  return withSides(
    main,
    [
      at(218, -105, dipBowl(c, 54, "mint")),
      at(220, 115, citrusWedge(c, 30), { rot: -20 }),
      at(235, 20, mintLeaf(c, 36), { rot: 60 }),
    ],
    { offset: [-40, 0], include: sides },
  );
}

function seekh(c, len) {
  const w = 34;
  const bumps = scatter(c, 22, len * 0.45, 0, { sy: 0.2 }).map(([x, y]) =>
    circle(x, y, c.between(1.5, 3), { fill: c.pick(["#4A1C08", "#E8A060", "#3F7F24"]), opacity: 0.7 }),
  );
  const marks = Array.from({ length: 5 }, (_, i) =>
    shape(`M${P(-len / 2 + 24 + i * ((len - 48) / 4), -w / 2 + 4)}l-12 ${w - 8}`, {
      stroke: "#3A1406",
      strokeWidth: 5,
      opacity: 0.55,
      strokeLinecap: "round",
    }),
  );
  return join(
    shape(`M${P(-len / 2 - 40, 0)}L${P(len / 2 + 30, 0)}`, {
      stroke: "#AEB6BF",
      strokeWidth: 6,
      strokeLinecap: "round",
    }),
    rect(-len / 2 + 4, -w / 2 + 8, len, w, { rx: w / 2, fill: "#000", opacity: 0.22 }),
    rect(-len / 2, -w / 2, len, w, { rx: w / 2, fill: linear(c, ["#D98A4F", "#A9521F", "#5E2408"]) }),
    marks,
    bumps,
    rect(-len / 2 + 14, -w / 2 + 5, len - 28, 5, { rx: 2.5, fill: "#FFD0A0", opacity: 0.35 }),
  );
}

function seekhKebab(c, { sides = true } = {}) {
  const main = join(
    platter(c, 215, 145, { tone: "slate" }),
    [-66, -22, 22, 66].map((y, i) => at(i % 2 ? 8 : -8, y, seekh(c, 250), { rot: -8 })),
    at(-120, 100, onionRing(c, 20)),
    at(130, -100, coriander(c, 16)),
    at(-140, -80, chilli(c, 50), { rot: 20 }),
  );
  return withSides(
    main,
    [
      at(220, 130, dipBowl(c, 50, "mint")),
      at(230, -120, citrusWedge(c, 30), { rot: 30 }),
      at(-230, 150, onionRing(c, 22)),
    ],
    { offset: [-30, -5], include: sides },
  );
}

/** This family's dishes by their demo-dish key (prisma/demo-dishes.ts): how each is drawn, on which backdrop. */
export const DISHES = {
  "paneer-tikka": { draw: paneerTikka, bg: "mint" },
  "chicken-65": { draw: chicken65, bg: "butter" },
  "hara-bhara-kebab": { draw: haraBharaKebab, bg: "peach" },
  "seekh-kebab": { draw: seekhKebab, bg: "sand" },
};

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // Kebab grill
  "kebab-corner": cover("r07", (c) => {
    const bars = Array.from({ length: 10 }, (_, i) =>
      join(rect(0, 40 + i * 56, RW, 14, { fill: "#2A2A2E" }), rect(0, 40 + i * 56, RW, 4, { fill: "#6A6A72" })),
    );
    return [
      rect(0, 0, RW, RH, {
        fill: radial(
          c,
          [
            [0, "#FF8A2A"],
            [0.45, "#B8300E"],
            [1, "#2A0A04"],
          ],
          { cx: 0.5, cy: 0.6, r: 0.75 },
        ),
      }),
      scatter(c, 60, 460, 0, { sy: 0.6 }).map(([x, y]) =>
        circle(480 + x, 330 + y, c.between(2, 6), { fill: "#FFD27A", opacity: c.between(0.3, 0.8) }),
      ),
      bars,
      [120, 225, 330].map((y, i) => at(330 + (i % 2) * 40, y, seekh(c, 300), { rot: -4, s: 1.45 })),
      [720, 810, 900].map((x, i) =>
        at(
          x,
          260 + (i % 2) * 40,
          skewer(
            c,
            [tikkaCube(c, 44), capsicumPiece(c, 34, i === 1 ? "red" : "green"), onionPetal(c, 36), tikkaCube(c, 44)],
            50,
            { metal: true },
          ),
          { rot: 86, s: 1.2 },
        ),
      ),
      at(
        330,
        480,
        skewer(
          c,
          [
            tikkaCube(c, 44),
            capsicumPiece(c, 34),
            onionPetal(c, 36),
            tikkaCube(c, 44),
            capsicumPiece(c, 34, "red"),
            tikkaCube(c, 44),
          ],
          50,
          { metal: true },
        ),
        { rot: -4, s: 1.3 },
      ),
    ];
  }),
};
