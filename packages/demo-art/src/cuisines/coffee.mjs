/** Hot coffee (a cup with latte art, South Indian filter coffee) and the coffee house. */
import { at, circle, ellipse, fmt, join, P, rect, shape } from "../draw/svg.mjs";
import { scatter } from "../draw/geometry.mjs";
import { radial } from "../draw/paint.mjs";
import { bowl, plate } from "../draw/tableware.mjs";
import { gravy } from "../draw/garnish.mjs";
import { cover, napkin, RH, RW, woodTable } from "../draw/scene.mjs";
import { drinkAt, DRINKS } from "./drinks.mjs";

/** Coffee cup on a saucer, from above, with latte art. */
export function coffeeCup(c, r, { art = true, drink = ["#C98A55", "#9A5A2E", "#6B3A1A"] } = {}) {
  const heart = `M0 ${fmt(r * 0.32)}C${P(-r * 0.5, 0)} ${P(-r * 0.4, -r * 0.42)} 0 ${fmt(-r * 0.18)}C${P(r * 0.4, -r * 0.42)} ${P(r * 0.5, 0)} 0 ${fmt(r * 0.32)}Z`;
  return join(
    plate(c, r * 1.55),
    at(
      r * 0.95,
      r * 0.1,
      rect(0, -r * 0.16, r * 0.55, r * 0.32, { rx: r * 0.16, fill: "#F1ECE4", stroke: "#D6CBBE", strokeWidth: 2 }),
    ),
    bowl(
      c,
      r,
      (ir) =>
        join(
          gravy(c, ir, drink, { sheen: "#FFE8C8" }),
          art && shape(heart, { fill: "#FFF6E6", opacity: 0.95 }),
          art && circle(0, -ir * 0.62, ir * 0.18, { fill: "#FFF6E6", opacity: 0.8 }),
        ),
      { rim: 0.12 },
    ),
    at(
      -r * 1.1,
      r * 0.6,
      join(
        rect(-3, -r * 0.9, 6, r * 1.2, { rx: 3, fill: "#C3C9D0" }),
        ellipse(0, -r * 0.95, r * 0.14, r * 0.2, { fill: "#C3C9D0" }),
      ),
      { rot: -30 },
    ),
  );
}

/** South Indian filter coffee: steel tumbler standing in its dabara. */
export function filterCoffee(c, s) {
  return join(
    bowl(c, s, (r) => circle(0, 0, r, { fill: radial(c, ["#F4F6F8", "#B9C0C8"]) }), { tone: "steel" }),
    at(
      -4,
      -4,
      bowl(c, s * 0.62, (r) => gravy(c, r, ["#E8C9A0", "#C8915A", "#9A5E2E"], { sheen: "#FFF2DC" }), {
        tone: "steel",
        rim: 0.12,
      }),
    ),
  );
}

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // Beverages / coffee
  "brew-and-bean": cover("r12", (c) => [
    woodTable(c, RW, RH, { tones: ["#D9B48A", "#CFA97E", "#C49E73"], plank: 110, vertical: true }),
    scatter(c, 28, 300, 24, { sy: 0.6 }).map(([x, y]) =>
      at(
        480 + x,
        300 + y,
        join(
          ellipse(0, 0, 12, 8, { fill: "#5A3420" }),
          shape("M-9 0Q0 -3 9 0", { stroke: "#2E180C", strokeWidth: 2, fill: "none" }),
        ),
        { rot: c.between(0, 180) },
      ),
    ),
    at(250, 200, coffeeCup(c, 72)),
    at(470, 430, coffeeCup(c, 62, { drink: ["#E8C9A0", "#C8915A", "#9A5E2E"] })),
    drinkAt(c, DRINKS["cold-coffee"], 740, 480, 1),
    at(110, 480, napkin(c, 130, 170, "#E9E2D6"), { rot: 10 }),
  ]),
};
