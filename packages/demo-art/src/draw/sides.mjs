/**
 * Plating: dips in side bowls, and arranging a dish's main plate with its sides.
 *
 * Each dish is drawn around the origin and fits a ~600x440 box. With `sides: false` only the main
 * plate is drawn, so restaurant covers and the hero can compose it.
 */
import { at, join, shape } from "./svg.mjs";
import { blobPath, scatter } from "./geometry.mjs";
import { bowl } from "./tableware.mjs";
import { chunk, curryLeaf, gravy, pistachioBits, saffronStrands, specks } from "./garnish.mjs";

const DIPS = {
  mint: { colors: ["#A6D86B", "#6FB23E", "#3F7F24"], specks: ["#2F6B22", "#D8F0B0"] },
  tamarind: { colors: ["#B5562A", "#8A3315", "#5A1F0A"], specks: ["#E8A060", "#3A1206"] },
  ketchup: { colors: ["#E8442F", "#C22A1A", "#8C170C"], specks: [] },
  sweetChilli: { colors: ["#FF8A4C", "#E8552A", "#B83A16"], specks: ["#B8160B", "#FFD2A0"] },
  redChutney: { colors: ["#E8623A", "#C23E1E", "#8A2410"], specks: ["#FFB48A", "#6B1608"] },
  coconut: { colors: ["#FFFEF7", "#F4EEDC", "#DDD2B5"], specks: ["#222", "#C0392B", "#2F6B22"] },
  raita: { colors: ["#FFFFFF", "#F4F4EE", "#DCDAD0"], specks: ["#6FB23E", "#2F6B22", "#C0392B"] },
  curd: { colors: ["#FFFFFF", "#F6F4EE", "#E0DDD2"], specks: ["#8A5A2B"] },
  pickle: { colors: ["#F08A2E", "#C9501A", "#8A2A0C"], specks: ["#FFD05A", "#5A1A06"], pieces: true },
  chilliOil: { colors: ["#E8462A", "#B8200F", "#6E0E06"], specks: ["#FFC870", "#3A0A02"] },
  kimchi: { colors: ["#F27A4A", "#D9481F", "#A8300F"], specks: [], kimchi: true },
  rabri: { colors: ["#FFF6E0", "#F5E2B8", "#DCC08C"], specks: [], nuts: true },
};

export function dip(c, kind) {
  const spec = DIPS[kind];
  return (r) =>
    join(
      gravy(c, r, spec.colors, { sheen: "#ffffff" }),
      spec.specks.length > 0 && specks(c, Math.round(r * 0.6), r * 0.85, spec.specks, 1.8),
      spec.pieces &&
        scatter(c, 5, r * 0.6, r * 0.4).map(([x, y]) =>
          at(x, y, chunk(c, r * 0.16, ["#FFD27A", "#F2A33A", "#B8661A"], { points: 5 })),
        ),
      spec.kimchi &&
        scatter(c, 7, r * 0.65, r * 0.3).map(([x, y]) => at(x, y, kimchiLeaf(c, r * 0.35), { rot: c.between(0, 360) })),
      spec.nuts && [pistachioBits(c, 12, r * 0.6), saffronStrands(c, 6, r * 0.5)],
      kind === "coconut" && at(r * 0.15, -r * 0.1, curryLeaf(c, r * 0.5), { rot: 40 }),
    );
}

export function kimchiLeaf(c, s) {
  return join(
    shape(blobPath(c, s * 0.5, { points: 6, jitter: 0.5, sx: 1.3, sy: 0.8 }), { fill: "#E2532A", opacity: 0.95 }),
    shape(blobPath(c, s * 0.25, { points: 5, jitter: 0.4, sx: 1.4, sy: 0.6 }), { fill: "#FBE3C8", opacity: 0.85 }),
  );
}

/** A small dip bowl, used as a side all over the place. */
export const dipBowl = (c, r, kind, tone = "white") => bowl(c, r, dip(c, kind), { tone });

/** Arranges the main plate plus side bowls; scenes ask for the plate alone. */
export function withSides(main, sides, { offset = [0, 0], include = true } = {}) {
  if (!include) return main;
  return join(sides, at(offset[0], offset[1], main));
}

/** Draws a dish (an entry of a family's DISHES) in a scene, without sides, scaled and placed. */
export const dishAt = (c, dish, x, y, s = 1, rot = 0) => at(x, y, dish.draw(c, { sides: false }), { s, rot });
