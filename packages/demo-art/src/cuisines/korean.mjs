/** Korean bowls (kimchi fried rice, bibimbap) and the Seoul kitchen. */
import { at, circle, ellipse, join, rect, shape } from "../draw/svg.mjs";
import { blobPath, polar, scatter, sectorPath } from "../draw/geometry.mjs";
import { clipTo, linear, radial } from "../draw/paint.mjs";
import { bowl } from "../draw/tableware.mjs";
import { chunk, riceGrains, sesame } from "../draw/garnish.mjs";
import { dipBowl, dishAt, kimchiLeaf, withSides } from "../draw/sides.mjs";
import { cover, RH, RW, woodTable } from "../draw/scene.mjs";
import { friedRiceFill, julienne } from "./indo-chinese.mjs";

export function friedEgg(c, r) {
  return join(
    shape(blobPath(c, r, { points: 9, jitter: 0.22 }), { fill: "#000", opacity: 0.15, transform: "translate(5 8)" }),
    shape(blobPath(c, r, { points: 9, jitter: 0.22 }), {
      fill: radial(c, ["#FFFFFF", "#FBF6EC", "#E8CFA0"], { cx: 0.5, cy: 0.5, r: 0.55 }),
    }),
    circle(r * 0.05, -r * 0.05, r * 0.38, {
      fill: radial(c, ["#FFD35A", "#F7A21B", "#E07F0E"], { cx: 0.4, cy: 0.38, r: 0.6 }),
    }),
    ellipse(-r * 0.08, -r * 0.17, r * 0.12, r * 0.07, { fill: "#fff", opacity: 0.7 }),
  );
}

function seaweedStrips(c, count, r) {
  return scatter(c, count, r).map(([x, y]) =>
    at(x, y, rect(-10, -2, 20, 4, { fill: "#1F2A1A" }), { rot: c.between(0, 180) }),
  );
}

function kimchiFriedRice(c, { sides = true } = {}) {
  const fill = friedRiceFill(c, {
    colors: ["#F38A4E", "#E86A30", "#D9531F", "#F6A56A", "#C8461A"],
    extras: (r) =>
      join(
        scatter(c, 12, r * 0.85, 28).map(([x, y]) => at(x, y, kimchiLeaf(c, 30), { rot: c.between(0, 360) })),
        at(10, -5, friedEgg(c, 70)),
        seaweedStrips(c, 16, r * 0.7),
        sesame(c, 40, r * 0.85),
        scatter(c, 12, r * 0.85).map(([x, y]) => circle(x, y, 5, { fill: "none", stroke: "#6FB23E", strokeWidth: 3 })),
      ),
  });
  const main = bowl(c, 172, fill, { tone: "stone" });
  return withSides(
    main,
    [
      at(225, -110, dipBowl(c, 50, "kimchi")),
      at(
        230,
        80,
        join(rect(-5, -120, 10, 240, { rx: 5, fill: "#C9CFD6" }), rect(14, -120, 10, 240, { rx: 5, fill: "#B3BAC2" })),
        { rot: 15 },
      ),
    ],
    { offset: [-45, 0], include: sides },
  );
}

function bibimbap(c, { sides = true } = {}) {
  const sections = [
    { color: "#2F7D2A", hi: "#6FBF4A", kind: "strands" }, // spinach
    { color: "#F08A2A", hi: "#FFC27A", kind: "strands" }, // carrot
    { color: "#F4EDD0", hi: "#FFE58A", kind: "sprouts" }, // bean sprouts
    { color: "#7A4A2A", hi: "#B98560", kind: "mushroom" },
    { color: "#6B2A1A", hi: "#9B4A30", kind: "beef" },
    { color: "#9BD06A", hi: "#D8F0B0", kind: "zucchini" },
  ];
  const fill = (r) => {
    const wedge = (i) => {
      const a0 = i * 60 - 90;
      const s = sections[i];
      const [cx, cy] = polar(r * 0.58, a0 + 30);
      const items = scatter(
        c,
        s.kind === "strands" || s.kind === "sprouts" ? 44 : 14,
        r * 0.36,
        s.kind === "beef" || s.kind === "mushroom" ? 12 : 0,
      ).map(([x, y]) => {
        const rot = c.between(0, 180);
        if (s.kind === "strands")
          return at(cx + x, cy + y, rect(-16, -2.5, 32, 5, { rx: 2.5, fill: c.pick([s.color, s.hi]) }), { rot });
        if (s.kind === "sprouts")
          return at(
            cx + x,
            cy + y,
            join(rect(-14, -2, 28, 4, { rx: 2, fill: s.color }), circle(14, 0, 3.5, { fill: s.hi })),
            { rot },
          );
        if (s.kind === "mushroom")
          return at(
            cx + x,
            cy + y,
            join(shape("M-14 0A14 12 0 0 1 14 0Z", { fill: s.color }), rect(-4, -1, 8, 12, { rx: 3, fill: "#D9B99A" })),
            { rot },
          );
        if (s.kind === "zucchini")
          return at(
            cx + x,
            cy + y,
            join(
              shape("M-13 0A13 13 0 0 1 13 0Z", { fill: "#3F8A34" }),
              shape("M-10 0A10 10 0 0 1 10 0Z", { fill: s.hi }),
            ),
            { rot },
          );
        return at(cx + x, cy + y, chunk(c, 13, [s.hi, s.color, "#3A1408"], { jitter: 0.5 }), { rot });
      });
      return clipTo(
        c,
        shape(sectorPath(r, a0, a0 + 60)),
        shape(sectorPath(r, a0, a0 + 60), { fill: s.color, opacity: 0.5 }),
        items,
      );
    };
    return join(
      circle(0, 0, r, { fill: "#F8F3E6" }),
      riceGrains(c, r, 160, ["#FFFFFF", "#F4EEDD"]),
      sections.map((_, i) => wedge(i)),
      at(0, 0, friedEgg(c, 62)),
      at(40, 50, shape(blobPath(c, 22, { jitter: 0.3 }), { fill: "#C8231B" })),
      sesame(c, 40, r * 0.85),
    );
  };
  const main = join(
    circle(0, 0, 195, { fill: "#6B4A2E" }),
    circle(0, 0, 188, { fill: linear(c, ["#9A6B42", "#6B4A2E"]) }),
    bowl(c, 170, fill, { tone: "stone", rim: 0.1 }),
  );
  return withSides(
    main,
    [
      at(230, -120, dipBowl(c, 48, "kimchi")),
      at(
        235,
        110,
        join(
          rect(-4, -110, 8, 220, { rx: 4, fill: "#C9CFD6" }),
          at(
            20,
            -10,
            join(ellipse(0, -80, 16, 24, { fill: "#C9CFD6" }), rect(-4, -60, 8, 170, { rx: 4, fill: "#B3BAC2" })),
          ),
        ),
        { rot: 10 },
      ),
    ],
    { offset: [-45, 0], include: sides },
  );
}

/** This family's dishes by their demo-dish key (prisma/demo-dishes.ts): how each is drawn, on which backdrop. */
export const DISHES = {
  "kimchi-fried-rice": { draw: kimchiFriedRice, bg: "sand" },
  bibimbap: { draw: bibimbap, bg: "blush" },
};

/** Covers of this family's demo restaurants, by slug; `image` names the file under public/images/restaurants. */
export const RESTAURANTS = {
  // Korean
  "seoul-kitchen": cover("r10", (c) => [
    woodTable(c, RW, RH, { tones: ["#5A3A24", "#4E321F", "#452C1B"], plank: 90 }),
    at(480, 80, rect(-480, -40, 960, 60, { fill: "#1F1F22", opacity: 0.5 })),
    dishAt(c, DISHES["bibimbap"], 330, 320, 1.05),
    dishAt(c, DISHES["kimchi-fried-rice"], 720, 350, 0.8),
    at(700, 110, dipBowl(c, 52, "kimchi", "stone")),
    at(
      860,
      110,
      bowl(
        c,
        52,
        (r) =>
          join(circle(0, 0, r, { fill: "#2F6B22" }), julienne(c, 26, r * 0.8, "#5DBB4C", 24), sesame(c, 12, r * 0.7)),
        { tone: "stone" },
      ),
    ),
    at(
      580,
      110,
      bowl(c, 52, (r) => join(circle(0, 0, r, { fill: "#F4EDD0" }), julienne(c, 26, r * 0.8, "#FFF6DC", 24)), {
        tone: "stone",
      }),
    ),
    at(
      920,
      420,
      join(rect(-5, -150, 10, 300, { rx: 5, fill: "#C9CFD6" }), rect(16, -150, 10, 300, { rx: 5, fill: "#B3BAC2" })),
      { rot: 8 },
    ),
  ]),
};
