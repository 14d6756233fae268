/** Garnish and small ingredients shared by many dishes: herbs, spices, citrus, onion, gravy, chunks, rice. */
import { at, circle, ellipse, fmt, join, P, rect, shape, strokePath } from "./svg.mjs";
import { blobPath, polar, scatter, sectorPath, smoothPath, TAU } from "./geometry.mjs";
import { linear, radial } from "./paint.mjs";
import { shadow } from "./tableware.mjs";

/** Generic leaf pointing up from its stem at the origin. */
export function leaf(c, len, wid, colors = ["#62B64A", "#2F7D2A"], { vein = true } = {}) {
  return join(
    shape(
      `M0 0C${P(wid, -len * 0.25)} ${P(wid * 0.8, -len * 0.75)} ${P(0, -len)}C${P(-wid * 0.8, -len * 0.75)} ${P(-wid, -len * 0.25)} 0 0Z`,
      {
        fill: linear(c, colors, [0, 0, 1, 1]),
      },
    ),
    vein &&
      shape(`M0 0L${P(0, -len * 0.9)}`, { stroke: "#ffffff", strokeWidth: Math.max(1, wid * 0.08), opacity: 0.4 }),
  );
}

export const mintLeaf = (c, s) => leaf(c, s, s * 0.45, ["#7AD06A", "#2E8B3E"]);
export const curryLeaf = (c, s) => leaf(c, s, s * 0.32, ["#3F8A34", "#1E5321"]);
export const basilLeaf = (c, s) => leaf(c, s, s * 0.5, ["#5DBB4C", "#22702B"]);

/** Coriander: three rounded lobes, which reads as cilantro even when tiny. */
export function coriander(c, s) {
  const lobe = (rot) => at(0, 0, ellipse(0, -s * 0.45, s * 0.3, s * 0.42, { fill: "#3F9A36" }), { rot });
  return join(
    shape(`M0 ${fmt(s * 0.5)}L0 0`, { stroke: "#7BB660", strokeWidth: s * 0.08 }),
    lobe(-48),
    lobe(48),
    lobe(0),
    ellipse(-s * 0.08, -s * 0.55, s * 0.12, s * 0.2, { fill: "#7CCB5A", opacity: 0.7 }),
  );
}

export function sprinkleHerbs(c, count, radius, { size = 14, kind = coriander, minDist = 18 } = {}) {
  return scatter(c, count, radius, minDist).map(([x, y]) =>
    at(x, y, kind(c, size * c.between(0.8, 1.2)), { rot: c.between(0, 360) }),
  );
}

/** Tiny dots: chaat masala, chilli flakes, mustard seeds, cumin. */
export function specks(c, count, radius, colors, size = 2.2, { sy = 1 } = {}) {
  return scatter(c, count, radius, 0, { sy }).map(([x, y]) =>
    circle(x, y, size * c.between(0.6, 1.3), { fill: c.pick(colors) }),
  );
}

export function sesame(c, count, radius, color = "#FFF6DC") {
  return scatter(c, count, radius).map(([x, y]) =>
    ellipse(x, y, 3.2, 1.7, { fill: color, transform: `rotate(${fmt(c.between(0, 180))} ${P(x, y)})` }),
  );
}

export function chilli(c, len, { color = "green" } = {}) {
  const body = color === "green" ? ["#8BD45C", "#3E8E2C"] : ["#F25C3C", "#A81E12"];
  const w = len * 0.12;
  return join(
    shape(`M0 ${fmt(-w)}Q${P(len * 0.55, -w * 1.6)} ${P(len, w * 0.3)}Q${P(len * 0.5, w * 0.4)} 0 ${fmt(w)}Z`, {
      fill: linear(c, body),
    }),
    strokePath(`M${P(len * 0.1, -w * 0.5)}Q${P(len * 0.5, -w * 1.1)} ${P(len * 0.85, 0)}`, "#fff", w * 0.3, {
      opacity: 0.4,
      strokeLinecap: "round",
    }),
    strokePath(`M0 0Q${P(-len * 0.1, -w * 0.5)} ${P(-len * 0.18, -w * 1.8)}`, "#4E7D2A", w * 0.7, {
      strokeLinecap: "round",
    }),
  );
}

/** Wedge of lemon or lime lying on its side. */
export function citrusWedge(c, r, { kind = "lemon" } = {}) {
  const [rind, flesh] = kind === "lime" ? ["#5FAE2E", "#C8EA7A"] : ["#F2C518", "#FFE97A"];
  const segs = [30, 60, 90, 120, 150].map((a) =>
    shape(`M0 0L${P(...polar(r * 0.78, -a))}`, { stroke: "#FFFBE0", strokeWidth: 1.8, opacity: 0.8 }),
  );
  return join(
    shadow(c, r, r * 0.4, { y: 2 }),
    shape(`M${P(-r, 0)}A${P(r, r)} 0 0 1 ${P(r, 0)}Z`, { fill: rind }),
    shape(`M${P(-r * 0.86, 0)}A${P(r * 0.86, r * 0.86)} 0 0 1 ${P(r * 0.86, 0)}Z`, { fill: "#FFFBE6" }),
    shape(`M${P(-r * 0.8, 0)}A${P(r * 0.8, r * 0.8)} 0 0 1 ${P(r * 0.8, 0)}Z`, { fill: flesh }),
    segs,
  );
}

/** Whole citrus slice seen face on. */
export function citrusSlice(c, r, { kind = "lime" } = {}) {
  const [rind, flesh] =
    kind === "lime" ? ["#4E9E26", "#CDEB86"] : kind === "orange" ? ["#F08A1C", "#FFC05C"] : ["#F2C518", "#FFE97A"];
  return join(
    circle(0, 0, r, { fill: rind }),
    circle(0, 0, r * 0.88, { fill: "#FFFDEB" }),
    Array.from({ length: 8 }, (_, i) => shape(sectorPath(r * 0.8, i * 45 + 3, i * 45 + 42), { fill: flesh })),
    circle(0, 0, r * 0.08, { fill: "#FFFDEB" }),
  );
}

export function onionRing(c, rx, ry = rx * 0.85) {
  return join(
    ellipse(0, 0, rx, ry, { fill: "none", stroke: "#B8588A", strokeWidth: Math.max(2, rx * 0.16) }),
    ellipse(0, 0, rx * 0.9, ry * 0.88, { fill: "none", stroke: "#F6DDEA", strokeWidth: Math.max(1.5, rx * 0.1) }),
  );
}

export function onionPetal(c, s) {
  return join(
    shape(`M${P(-s / 2, s * 0.2)}Q${P(0, -s * 0.7)} ${P(s / 2, s * 0.2)}Q${P(0, -s * 0.15)} ${P(-s / 2, s * 0.2)}Z`, {
      fill: "#F7E3EC",
      stroke: "#C77BA0",
      strokeWidth: 2,
    }),
  );
}

/** Spiral of cream or butter drizzled over a curry. */
export function creamSwirl(c, r, { color = "#FFFDF5", width = 6 } = {}) {
  const pts = [];
  for (let i = 0; i <= 48; i += 1) {
    const t = i / 48;
    const a = t * TAU * 2.1;
    pts.push([Math.cos(a) * r * (0.15 + t * 0.85), Math.sin(a) * r * (0.15 + t * 0.85)]);
  }
  const d = smoothPath(pts);
  return join(
    shape(d, {
      fill: "none",
      stroke: "#000",
      strokeOpacity: 0.08,
      strokeWidth: width + 3,
      strokeLinecap: "round",
      transform: "translate(2 3)",
    }),
    strokePath(d, color, width, { strokeLinecap: "round", opacity: 0.95 }),
  );
}

export function steam(c, count, spread, height) {
  return Array.from({ length: count }, (_, i) => {
    const x = -spread / 2 + (spread / Math.max(1, count - 1)) * i;
    return shape(
      `M${P(x, 0)}c-14 ${fmt(-height * 0.2)} 14 ${fmt(-height * 0.35)} 0 ${fmt(-height * 0.55)}s14 ${fmt(-height * 0.3)} 0 ${fmt(-height * 0.45)}`,
      {
        fill: "none",
        stroke: "#fff",
        strokeWidth: 7,
        strokeLinecap: "round",
        opacity: 0.55,
      },
    );
  });
}

/** Glossy gravy or syrup surface filling a bowl. */
export function gravy(c, r, [light, mid, dark], { sheen = "#FFE2A8" } = {}) {
  const glints = scatter(c, 7, r * 0.8, r * 0.2).map(([x, y]) =>
    ellipse(x, y, r * c.between(0.05, 0.12), r * c.between(0.03, 0.06), {
      fill: sheen,
      opacity: 0.35,
      transform: `rotate(${fmt(c.between(0, 180))} ${P(x, y)})`,
    }),
  );
  return join(
    circle(0, 0, r, { fill: radial(c, [light, mid, dark], { cx: 0.45, cy: 0.42, r: 0.6 }) }),
    glints,
    ellipse(-r * 0.35, -r * 0.4, r * 0.25, r * 0.1, {
      fill: "#fff",
      opacity: 0.18,
      transform: `rotate(-35 ${P(-r * 0.35, -r * 0.4)})`,
    }),
  );
}

/** Chunk of meat/paneer/vegetable: a shaded blob with a highlight. */
export function chunk(c, r, [hi, mid, dark], { jitter = 0.3, points = 8, char = 0 } = {}) {
  const d = blobPath(c, r, { points, jitter });
  const chars = Array.from({ length: char }, () => {
    const [x, y] = polar(r * c.between(0, 0.5), c.between(0, 360));
    return ellipse(x, y, r * c.between(0.12, 0.25), r * c.between(0.06, 0.12), {
      fill: "#3A1508",
      opacity: 0.45,
      transform: `rotate(${fmt(c.between(0, 180))} ${P(x, y)})`,
    });
  });
  return join(
    shape(d, { fill: "#000", opacity: 0.18, transform: `translate(${P(r * 0.08, r * 0.14)})` }),
    shape(d, { fill: radial(c, [hi, mid, dark], { cx: 0.4, cy: 0.35, r: 0.7 }) }),
    chars,
    ellipse(-r * 0.3, -r * 0.35, r * 0.25, r * 0.13, {
      fill: "#fff",
      opacity: 0.28,
      transform: `rotate(-30 ${P(-r * 0.3, -r * 0.35)})`,
    }),
  );
}

/** Rounded cube seen from above (paneer, tofu, potato). */
export function cube(c, s, [top, side], { char = false } = {}) {
  return join(
    rect(-s / 2 + s * 0.08, -s / 2 + s * 0.12, s, s, { rx: s * 0.2, fill: "#000", opacity: 0.2 }),
    rect(-s / 2, -s / 2, s, s, { rx: s * 0.2, fill: side }),
    rect(-s / 2 + s * 0.06, -s / 2 + s * 0.04, s * 0.82, s * 0.82, { rx: s * 0.18, fill: top }),
    char &&
      shape(`M${P(-s * 0.3, -s * 0.05)}L${P(s * 0.05, -s * 0.32)}M${P(-s * 0.2, s * 0.28)}L${P(s * 0.3, -s * 0.02)}`, {
        stroke: "#4A1F0C",
        strokeWidth: s * 0.09,
        strokeLinecap: "round",
        opacity: 0.55,
      }),
  );
}

/** Cooked rice grains scattered across a disc. */
export function riceGrains(c, r, count, colors, { len = 10, wid = 3.6 } = {}) {
  return scatter(c, count, r).map(([x, y]) =>
    ellipse(x, y, len / 2, wid / 2, {
      fill: c.pick(colors),
      transform: `rotate(${fmt(c.between(0, 180))} ${P(x, y)})`,
    }),
  );
}

export function pea(c, r) {
  return join(
    circle(0, 0, r, { fill: "#5FAE35" }),
    circle(-r * 0.3, -r * 0.3, r * 0.35, { fill: "#B9E88A", opacity: 0.7 }),
  );
}

export function carrotDice(c, s) {
  return join(
    rect(-s / 2, -s / 2, s, s, { rx: s * 0.2, fill: "#F08A2A" }),
    rect(-s / 2 + 1, -s / 2 + 1, s * 0.5, s * 0.3, { rx: 1, fill: "#FFC27A", opacity: 0.7 }),
  );
}

export function cashew(c, s) {
  return join(
    shape(
      `M${P(-s / 2, 0)}C${P(-s / 2, -s * 0.7)} ${P(s / 2, -s * 0.7)} ${P(s / 2, 0)}C${P(s * 0.3, -s * 0.25)} ${P(-s * 0.3, -s * 0.25)} ${P(-s / 2, 0)}Z`,
      {
        fill: linear(c, ["#F7DFAE", "#D9AE6A"]),
      },
    ),
  );
}

export function pistachioBits(c, count, radius) {
  return scatter(c, count, radius).map(([x, y]) =>
    ellipse(x, y, 4, 2.2, {
      fill: c.pick(["#8CC152", "#A8D86B", "#6FA63A"]),
      transform: `rotate(${fmt(c.between(0, 180))} ${P(x, y)})`,
    }),
  );
}

export function saffronStrands(c, count, radius) {
  return scatter(c, count, radius).map(([x, y]) => {
    const [dx, dy] = polar(9, c.between(0, 360));
    return shape(`M${P(x, y)}l${P(dx, dy)}`, { stroke: "#D9480F", strokeWidth: 1.6, strokeLinecap: "round" });
  });
}

export function butterPat(c, s) {
  return join(
    shape(blobPath(c, s * 0.9, { points: 7, jitter: 0.35 }), { fill: "#FFE58A", opacity: 0.7 }),
    rect(-s / 2, -s / 2, s, s, { rx: s * 0.2, fill: linear(c, ["#FFF8C8", "#FBE27A"]) }),
    rect(-s / 2 + 4, -s / 2 + 4, s * 0.4, s * 0.18, { rx: 3, fill: "#fff", opacity: 0.7 }),
  );
}

export function berry(c, r, kind) {
  if (kind === "blue") {
    return join(
      circle(0, 0, r, { fill: radial(c, ["#7A8FE0", "#3A3F9A", "#1E1F5A"], { cx: 0.4, cy: 0.35, r: 0.6 }) }),
      circle(0, -r * 0.1, r * 0.25, { fill: "#14153F" }),
    );
  }
  return join(
    shape(
      `M0 ${fmt(r)}C${P(-r * 1.2, r * 0.2)} ${P(-r, -r)} 0 ${fmt(-r * 0.8)}C${P(r, -r)} ${P(r * 1.2, r * 0.2)} 0 ${fmt(r)}Z`,
      { fill: radial(c, ["#FF6A6A", "#D91E2E", "#8C0E1A"], { cx: 0.4, cy: 0.4, r: 0.6 }) },
    ),
    specks(c, 6, r * 0.5, ["#FFE08A"], 1.2),
    shape(`M${P(-r * 0.5, -r * 0.8)}L0 ${fmt(-r * 0.55)}L${P(r * 0.5, -r * 0.8)}L0 ${fmt(-r * 1.1)}Z`, {
      fill: "#4EA33A",
    }),
  );
}
