/** Street snacks (samosa, spring rolls, chaat, pani puri) and the chaat street. */
import { at, circle, ellipse, fmt, join, P, rect, shape, strokePath } from "../draw/svg.mjs";
import { blobPath, polar, ringPoints, scatter, smoothPath } from "../draw/geometry.mjs";
import { blur, clipTo, linear, radial } from "../draw/paint.mjs";
import { bowl, plate, platter, sidePlate } from "../draw/tableware.mjs";
import { chilli, coriander, gravy, specks, sprinkleHerbs } from "../draw/garnish.mjs";
import { dipBowl, withSides } from "../draw/sides.mjs";
import { cover, RH, RW, woodTable } from "../draw/scene.mjs";

/** Samosa standing on its base, seen from the side: the shape everyone recognises. */
function samosaShape(c, s) {
  const apex = [0, -s * 0.68];
  const left = [-s * 0.62, s * 0.3];
  const right = [s * 0.62, s * 0.3];
  const seamEnd = [s * 0.16, s * 0.44];
  const outline = `M${P(...apex)}Q${P(-s * 0.56, -s * 0.22)} ${P(...left)}Q${P(-s * 0.6, s * 0.46)} ${P(0, s * 0.46)}Q${P(s * 0.6, s * 0.46)} ${P(...right)}Q${P(s * 0.56, -s * 0.22)} ${P(...apex)}Z`;
  const seam = `M${P(...apex)}Q${P(s * 0.2, -s * 0.1)} ${P(...seamEnd)}`;
  const crimps = Array.from({ length: 7 }, (_, i) => {
    const t = (i + 0.5) / 7;
    const x = 2 * (1 - t) * t * s * 0.2 + t * t * seamEnd[0];
    const y = (1 - t) * (1 - t) * apex[1] + 2 * (1 - t) * t * -s * 0.1 + t * t * seamEnd[1];
    return shape(`M${P(x - 2, y - 4)}l${P(9, 3)}`, {
      stroke: "#9B5214",
      strokeWidth: 2.4,
      strokeLinecap: "round",
      opacity: 0.6,
    });
  });
  const texture = scatter(c, 34, s * 0.5, 5, { sy: 0.8 }).map(([x, y]) =>
    circle(x, y, c.between(1.4, 3), { fill: c.pick(["#FFE3A3", "#FFD98A", "#A85A18", "#B8661F"]), opacity: 0.65 }),
  );
  return join(
    ellipse(s * 0.06, s * 0.42, s * 0.66, s * 0.12, { fill: "#000", opacity: 0.25, filter: blur(c, 5) }),
    shape(outline, { fill: radial(c, ["#FBD27E", "#E49A3C", "#B0621C"], { cx: 0.36, cy: 0.42, r: 0.7 }) }),
    clipTo(
      c,
      shape(outline),
      shape(`${seam}L${P(s, s * 0.6)}L${P(s, -s)}Z`, { fill: "#8A4A10", opacity: 0.22 }),
      at(0, s * 0.05, texture),
    ),
    strokePath(seam, "#A35A16", 3.5, { strokeLinecap: "round" }),
    crimps,
    strokePath(`M${P(-s * 0.36, s * 0.1)}Q${P(-s * 0.34, -s * 0.3)} ${P(-s * 0.08, -s * 0.52)}`, "#FFF2CF", 5, {
      strokeLinecap: "round",
      opacity: 0.5,
    }),
  );
}

function samosa(c, { sides = true } = {}) {
  const main = join(
    sidePlate(c, 200, 78, { tone: "white" }),
    at(-10, -40, samosaShape(c, 135), { rot: -4 }),
    at(-85, 10, samosaShape(c, 140), { rot: -8 }),
    at(80, 14, samosaShape(c, 138), { rot: 7 }),
    at(-150, 30, coriander(c, 15), { rot: 20 }),
    at(150, 40, coriander(c, 13), { rot: -20 }),
  );
  return withSides(
    main,
    [
      at(225, -120, dipBowl(c, 52, "mint")),
      at(-230, -125, dipBowl(c, 52, "tamarind")),
      at(190, 150, chilli(c, 60), { rot: -20 }),
    ],
    { offset: [0, 60], include: sides },
  );
}

function springRoll(c, len, w, { cut = false } = {}) {
  const body = linear(c, ["#F7CF7C", "#E39B3E", "#B8661F"]);
  const wrinkles = Array.from({ length: 6 }, (_, i) => {
    const x = -len / 2 + 18 + i * ((len - 36) / 5);
    return strokePath(`M${P(x, -w / 2 + 4)}q6 ${fmt(w / 2)} 0 ${fmt(w - 8)}`, "#B8661F", 2, {
      opacity: 0.35,
    });
  });
  return join(
    rect(-len / 2 + 6, -w / 2 + 8, len, w, { rx: w / 2, fill: "#000", opacity: 0.2 }),
    rect(-len / 2, -w / 2, len, w, { rx: w / 2, fill: body }),
    wrinkles,
    specks(c, 12, len * 0.4, ["#FFE9B0"], 1.8, { sy: 0.12 }),
    cut &&
      join(
        ellipse(len / 2 - 4, 0, w * 0.3, w / 2, { fill: "#E6A34D" }),
        ellipse(len / 2 - 4, 0, w * 0.22, w * 0.4, { fill: "#F4E7BE" }),
        specks(c, 10, w * 0.3, ["#F08A2A", "#7CC04B", "#E9F5C9"], 2.4, { sy: 1.4 }).map((s) =>
          at(len / 2 - 4, 0, s, { sx: 0.6, sy: 1 }),
        ),
      ),
    rect(-len / 2 + w * 0.4, -w / 2 + 4, len - w * 0.8, w * 0.16, { rx: 3, fill: "#fff", opacity: 0.3 }),
  );
}

function springRolls(c, { sides = true } = {}) {
  const main = join(
    platter(c, 200, 140),
    at(-20, -52, springRoll(c, 210, 46), { rot: -12 }),
    at(-5, 2, springRoll(c, 200, 46, { cut: true }), { rot: -12 }),
    at(10, 56, springRoll(c, 190, 46), { rot: -12 }),
    at(90, 78, springRoll(c, 96, 46, { cut: true }), { rot: 58 }),
    [
      [-120, 70],
      [120, -60],
      [-140, -20],
    ].map(([x, y]) =>
      at(x, y, shape("M0 0l22 -6", { stroke: "#5DB043", strokeWidth: 5, strokeLinecap: "round" }), {
        rot: c.between(0, 360),
      }),
    ),
  );
  return withSides(main, [at(228, 120, dipBowl(c, 56, "sweetChilli"))], { offset: [-40, -10], include: sides });
}

function puri(c, r, { filled = true } = {}) {
  return join(
    circle(r * 0.1, r * 0.16, r, { fill: "#000", opacity: 0.2 }),
    circle(0, 0, r, { fill: radial(c, ["#FFE2A0", "#EDB460", "#C8803A"], { cx: 0.38, cy: 0.34, r: 0.66 }) }),
    // A cracked-open top heaped with potato, chickpeas and coriander; many small
    // bits rather than two dots, which would read as a face.
    filled &&
      join(
        shape(blobPath(c, r * 0.52, { points: 7, jitter: 0.3 }), { fill: "#8A4A14" }),
        shape(blobPath(c, r * 0.42, { points: 7, jitter: 0.35 }), { fill: "#F2C26A" }),
        scatter(c, 5, r * 0.3, r * 0.14).map(([x, y]) =>
          circle(x, y, r * 0.09, { fill: c.pick(["#D9A45A", "#C98A3A", "#FFE08A"]) }),
        ),
        specks(c, 6, r * 0.32, ["#6FB23E", "#3F9A36", "#C8102E", "#F0A028"], r * 0.05),
      ),
    ellipse(-r * 0.45, -r * 0.45, r * 0.2, r * 0.12, {
      fill: "#fff",
      opacity: 0.4,
      transform: `rotate(-40 ${P(-r * 0.45, -r * 0.45)})`,
    }),
  );
}

function paniPuri(c) {
  return join(
    plate(c, 150, { tone: "steel" }),
    [[0, 0], ...ringPoints(6, 78, 0)].map(([x, y]) => at(x, y, puri(c, 34))),
  );
}

function papdiChaat(c) {
  const fill = (r) =>
    join(
      circle(0, 0, r, { fill: "#E9C27A" }),
      scatter(c, 14, r * 0.8, 34).map(([x, y]) =>
        at(
          x,
          y,
          join(
            circle(2, 3, 26, { fill: "#000", opacity: 0.15 }),
            circle(0, 0, 26, { fill: radial(c, ["#F8D78E", "#E9B060", "#C8803A"]) }),
            specks(c, 5, 18, ["#B8661F", "#FFE9B0"], 2),
          ),
        ),
      ),
      scatter(c, 4, r * 0.45, 40).map(([x, y]) =>
        at(x, y, shape(blobPath(c, 22, { jitter: 0.5 }), { fill: "#FFFFFF", opacity: 0.92 })),
      ),
      [0, 1, 2].map((i) => {
        const wave = Array.from({ length: 7 }, (_, k) => [
          -r * 0.6 + k * r * 0.2,
          (k % 2 ? 1 : -1) * r * 0.1 + (i - 1) * r * 0.22,
        ]);
        return at(
          0,
          0,
          strokePath(smoothPath(wave), i === 1 ? "#5EA63A" : "#7A2A0E", 6, {
            strokeLinecap: "round",
            opacity: 0.9,
          }),
          { rot: -20 + i * 10 },
        );
      }),
      scatter(c, 90, r * 0.8).map(([x, y]) =>
        shape(`M${P(x, y)}l${P(...polar(9, c.between(0, 360)))}`, {
          stroke: "#F0A028",
          strokeWidth: 3,
          strokeLinecap: "round",
        }),
      ),
      scatter(c, 22, r * 0.75, 10).map(([x, y]) => circle(x, y, 4, { fill: "#C8102E" })),
      sprinkleHerbs(c, 5, r * 0.7, { size: 12 }),
    );
  return bowl(c, 150, fill, { tone: "white", band: "#E23744" });
}

/** This family's dishes by their demo-dish key (prisma/demo-dishes.ts): how each is drawn, on which backdrop. */
export const DISHES = {
  samosa: { draw: samosa, bg: "teal" },
  "spring-rolls": { draw: springRolls, bg: "sky" },
};

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // Street food chaat
  "chaat-street": cover("r15", (c) => [
    woodTable(c, RW, RH, { tones: ["#2EA3A0", "#2A9694", "#26898A"], plank: 100 }),
    at(270, 300, papdiChaat(c), { s: 1.05 }),
    at(650, 250, paniPuri(c), { s: 1.05 }),
    at(
      820,
      480,
      bowl(
        c,
        70,
        (r) =>
          join(
            gravy(c, r, ["#9FD57A", "#5EA63A", "#3A7A24"], { sheen: "#fff" }),
            sprinkleHerbs(c, 3, r * 0.5, { size: 14 }),
            specks(c, 20, r * 0.8, ["#2F5E1A"], 2),
          ),
        { tone: "steel" },
      ),
    ),
    at(560, 520, samosaShape(c, 110), { rot: -6 }),
    at(440, 540, samosaShape(c, 100), { rot: 8 }),
    at(90, 530, join(chilli(c, 60), at(20, 24, chilli(c, 56), { rot: 20 }))),
  ]),
};
