/** Wood-fired pizzas on a board and the pizzeria. */
import { at, circle, ellipse, join, P, shape } from "../draw/svg.mjs";
import { blobPath, polar, scatter, sectorPath } from "../draw/geometry.mjs";
import { blur, clipTo, radial } from "../draw/paint.mjs";
import { roundBoard, shadow } from "../draw/tableware.mjs";
import { basilLeaf, specks } from "../draw/garnish.mjs";
import { dipBowl, dishAt, withSides } from "../draw/sides.mjs";
import { cover, RH, RW, tablecloth } from "../draw/scene.mjs";

function pizzaTopping(c, kind, r) {
  const cheese = join(
    circle(0, 0, r * 0.9, { fill: radial(c, ["#D83A22", "#B82A16"]) }),
    shape(blobPath(c, r * 0.86, { points: 16, jitter: 0.12 }), { fill: "#F6D98A" }),
    scatter(c, 26, r * 0.78, 16).map(([x, y]) =>
      at(
        x,
        y,
        shape(blobPath(c, c.between(8, 16), { jitter: 0.5 }), { fill: c.pick(["#FFF1C2", "#FCE7A4", "#F2C872"]) }),
      ),
    ),
    specks(c, 30, r * 0.8, ["#D9962E", "#C47A1E"], 2.4),
  );
  if (kind === "pepperoni") {
    return join(
      cheese,
      scatter(c, 13, r * 0.72, r * 0.3).map(([x, y]) =>
        at(
          x,
          y,
          join(
            circle(2, 3, r * 0.13, { fill: "#000", opacity: 0.2 }),
            circle(0, 0, r * 0.13, {
              fill: radial(c, ["#E0523A", "#B8281A", "#7A1208"], { cx: 0.5, cy: 0.5, r: 0.55 }),
            }),
            specks(c, 5, r * 0.08, ["#8C1A0C", "#F0886A"], 1.6),
            ellipse(-r * 0.04, -r * 0.05, r * 0.05, r * 0.025, { fill: "#fff", opacity: 0.35 }),
          ),
        ),
      ),
      specks(c, 40, r * 0.8, ["#3F7F24", "#5E9A34"], 1.4),
    );
  }
  return join(
    circle(0, 0, r * 0.9, { fill: radial(c, ["#E0482C", "#C02E18"]) }),
    scatter(c, 9, r * 0.7, r * 0.32).map(([x, y]) =>
      at(
        x,
        y,
        join(
          shape(blobPath(c, r * 0.16, { jitter: 0.3, points: 9 }), { fill: "#FFF9E8" }),
          shape(blobPath(c, r * 0.1, { jitter: 0.3 }), { fill: "#F5D58A", opacity: 0.5 }),
        ),
      ),
    ),
    scatter(c, 7, r * 0.62, r * 0.3).map(([x, y]) => at(x, y, basilLeaf(c, r * 0.2), { rot: c.between(0, 360) })),
    specks(c, 20, r * 0.8, ["#7A1208"], 1.4),
  );
}

function pizza(kind) {
  return (c, { sides = true } = {}) => {
    const r = 172;
    const base = 46; // the pulled-out slice spans base..base+45 degrees
    const pie = join(
      circle(0, 0, r, {
        fill: radial(c, [
          [0.84, "#F2C070"],
          [0.94, "#D98E3C"],
          [1, "#A35A1A"],
        ]),
      }),
      scatter(c, 30, r * 0.97, 0, { inner: r * 0.88 }).map(([x, y]) =>
        circle(x, y, c.between(2, 4), { fill: c.pick(["#9B4E12", "#B8661F"]), opacity: 0.7 }),
      ),
      pizzaTopping(c, kind, r * 0.88),
    );
    const cuts = Array.from({ length: 8 }, (_, k) =>
      shape(`M0 0L${P(...polar(r, base + 45 * k))}`, { stroke: "#7A3A10", strokeWidth: 2.5, opacity: 0.4 }),
    );
    const [ox, oy] = polar(54, base + 22.5);
    const main = join(
      roundBoard(c, 200, { handle: 35, tone: "walnut" }),
      shadow(c, r, r, { opacity: 0.25 }),
      clipTo(c, shape(sectorPath(r + 2, base + 45, base + 360)), pie, cuts),
      at(
        ox,
        oy,
        join(
          shape(sectorPath(r, base, base + 45), {
            fill: "#000",
            opacity: 0.25,
            filter: blur(c, 6),
            transform: "translate(6 10)",
          }),
          clipTo(c, shape(sectorPath(r, base, base + 45)), pie),
        ),
      ),
    );
    return withSides(
      main,
      [at(235, -140, dipBowl(c, 44, "chilliOil")), at(-250, 150, basilLeaf(c, 36), { rot: -40 })],
      { offset: [-20, 0], include: sides },
    );
  };
}

function cherryTomato(c, r) {
  return join(
    circle(0, 0, r, { fill: radial(c, ["#FF7A6A", "#D9301E", "#8C1408"], { cx: 0.4, cy: 0.35, r: 0.6 }) }),
    shape(`M${P(-r * 0.3, -r * 0.8)}l${P(r * 0.3, r * 0.3)} ${P(r * 0.3, -r * 0.3)}`, {
      stroke: "#3E8E2C",
      strokeWidth: 3,
      fill: "none",
    }),
  );
}

/** This family's dishes by their demo-dish key (prisma/demo-dishes.ts): how each is drawn, on which backdrop. */
export const DISHES = {
  "margherita-pizza": { draw: pizza("margherita"), bg: "mint" },
  "pepperoni-pizza": { draw: pizza("pepperoni"), bg: "butter" },
};

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // Pizza
  "napoli-pizza": cover("r05", (c) => [
    tablecloth(c, RW, RH, { base: "#FFF6EE", stripe: "#D8323A", size: 40 }),
    dishAt(c, DISHES["pepperoni-pizza"], 360, 300, 1.25),
    dishAt(c, DISHES["margherita-pizza"], 850, 480, 0.95),
    [
      [720, 110],
      [760, 150],
      [700, 170],
      [860, 180],
    ].map(([x, y]) => at(x, y, cherryTomato(c, 18))),
    [
      [80, 80],
      [620, 60],
      [90, 540],
      [560, 560],
    ].map(([x, y]) => at(x, y, basilLeaf(c, 40), { rot: c.between(0, 360) })),
  ]),
};
