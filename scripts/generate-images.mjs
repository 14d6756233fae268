/**
 * Demo artwork generator for the Thali app.
 *
 * Every picture under public/images is a hand-built SVG illustration rendered
 * to WebP with sharp, so the repo ships no stock photos and needs no network.
 * Each picture draws from its own seeded random stream (derived from its file
 * name), which keeps the output byte-stable no matter the generation order.
 *
 * Usage (from the repo root):  node scripts/generate-images.mjs
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT_DIR = path.join(ROOT, "public", "images");
const WEBP_QUALITY = 78;
const FONT = "DejaVu Sans, Arial, sans-serif";
const TAU = Math.PI * 2;

/* ------------------------------------------------------------------------ */
/* Determinism                                                               */
/* ------------------------------------------------------------------------ */

function hashString(text) {
  let h = 2166136261;
  for (const ch of text) {
    h ^= ch.codePointAt(0);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function mulberry32(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A canvas carries the per-picture state: the random stream and the <defs>
 * (gradients, clips, filters) that the shapes reference by id.
 */
function createCanvas(key) {
  const rng = mulberry32(hashString(key));
  const defs = [];
  const cache = new Map();
  let counter = 0;
  return {
    rng,
    defs,
    between: (a, b) => a + (b - a) * rng(),
    pick: (list) => list[Math.floor(rng() * list.length)],
    define(cacheKey, prefix, build) {
      // Identical gradients are shared so repeated garnish doesn't bloat the SVG.
      if (cacheKey && cache.has(cacheKey)) return cache.get(cacheKey);
      counter += 1;
      const id = `${prefix}${counter}`;
      defs.push(build(id));
      const ref = `url(#${id})`;
      if (cacheKey) cache.set(cacheKey, ref);
      return ref;
    },
  };
}

/* ------------------------------------------------------------------------ */
/* SVG markup helpers                                                        */
/* ------------------------------------------------------------------------ */

const fmt = (v) => (typeof v === "number" ? String(Math.round(v * 100) / 100) : v);
const P = (x, y) => `${fmt(x)} ${fmt(y)}`;
const kebab = (name) => name.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);

function attrs(map = {}) {
  return Object.entries(map)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${kebab(k)}="${fmt(v)}"`)
    .join("");
}

const el = (tag, a, inner) => (inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`);
const join = (...parts) => parts.flat(Infinity).filter(Boolean).join("");
const g = (a, ...children) => el("g", a, join(children));
const circle = (cx, cy, r, a) => el("circle", { cx, cy, r, ...a });
const ellipse = (cx, cy, rx, ry, a) => el("ellipse", { cx, cy, rx, ry, ...a });
const rect = (x, y, width, height, a) => el("rect", { x, y, width, height, ...a });
const shape = (d, a) => el("path", { d, ...a });
const text = (x, y, content, a) => el("text", { x, y, fontFamily: FONT, ...a }, content);

/** Places content drawn around the origin; every component is drawn that way. */
function at(x, y, content, { s = 1, rot = 0, sx, sy } = {}) {
  const parts = [`translate(${P(x, y)})`];
  if (rot) parts.push(`rotate(${fmt(rot)})`);
  if (sx !== undefined || sy !== undefined) parts.push(`scale(${P(sx ?? s, sy ?? s)})`);
  else if (s !== 1) parts.push(`scale(${fmt(s)})`);
  return g({ transform: parts.join(" ") }, content);
}

const polar = (r, deg) => [r * Math.cos((deg * Math.PI) / 180), r * Math.sin((deg * Math.PI) / 180)];

function arcPath(r, a0, a1) {
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  return `M${P(...polar(r, a0))}A${fmt(r)} ${fmt(r)} 0 ${large} 1 ${P(...polar(r, a1))}`;
}

function sectorPath(r, a0, a1) {
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  return `M0 0L${P(...polar(r, a0))}A${fmt(r)} ${fmt(r)} 0 ${large} 1 ${P(...polar(r, a1))}Z`;
}

/** Catmull-Rom through the points, so hand-placed outlines come out organic. */
function smoothPath(pts, closed = false) {
  const n = pts.length;
  const get = (i) => (closed ? pts[(i + n) % n] : pts[Math.max(0, Math.min(n - 1, i))]);
  let d = `M${P(...pts[0])}`;
  const segments = closed ? n : n - 1;
  for (let i = 0; i < segments; i += 1) {
    const [p0, p1, p2, p3] = [get(i - 1), get(i), get(i + 1), get(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${P(...c1)} ${P(...c2)} ${P(...p2)}`;
  }
  return closed ? `${d}Z` : d;
}

/** Irregular rounded outline: the basis of every chunk of meat, dumpling and dollop. */
function blobPath(c, r, { points = 8, jitter = 0.3, sx = 1, sy = 1 } = {}) {
  const pts = [];
  for (let i = 0; i < points; i += 1) {
    const a = (i / points) * TAU + c.between(-0.15, 0.15);
    const rr = r * (1 - jitter / 2 + c.rng() * jitter);
    pts.push([Math.cos(a) * rr * sx, Math.sin(a) * rr * sy]);
  }
  return smoothPath(pts, true);
}

/** Random points in a disc that keep their distance, so toppings don't pile up. */
function scatter(c, count, radius, minDist = 0, { inner = 0, sy = 1 } = {}) {
  const pts = [];
  const lo = (inner / radius) ** 2;
  for (let tries = 0; pts.length < count && tries < count * 80; tries += 1) {
    const a = c.rng() * TAU;
    const d = Math.sqrt(lo + c.rng() * (1 - lo)) * radius;
    const p = [Math.cos(a) * d, Math.sin(a) * d * sy];
    if (pts.every((q) => Math.hypot(q[0] - p[0], q[1] - p[1]) >= minDist)) pts.push(p);
  }
  return pts;
}

const ringPoints = (n, r, offsetDeg = 0) => Array.from({ length: n }, (_, i) => polar(r, offsetDeg + (360 * i) / n));

/* ------------------------------------------------------------------------ */
/* Paint: gradients, filters, clips                                          */
/* ------------------------------------------------------------------------ */

function stopList(stops) {
  return stops
    .map((s, i) => {
      const [offset, color, opacity = 1] = Array.isArray(s) ? s : [stops.length === 1 ? 0 : i / (stops.length - 1), s];
      return el("stop", { offset, stopColor: color, stopOpacity: opacity === 1 ? undefined : opacity });
    })
    .join("");
}

function linear(c, stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
  const key = `L${JSON.stringify([stops, x1, y1, x2, y2])}`;
  return c.define(key, "lg", (id) => el("linearGradient", { id, x1, y1, x2, y2 }, stopList(stops)));
}

function radial(c, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) {
  const key = `R${JSON.stringify([stops, cx, cy, r, fx, fy])}`;
  return c.define(key, "rg", (id) => el("radialGradient", { id, cx, cy, r, fx, fy }, stopList(stops)));
}

function blur(c, deviation) {
  const sd = Math.max(1, Math.round(deviation));
  return c.define(`B${sd}`, "bl", (id) =>
    el(
      "filter",
      { id, x: "-50%", y: "-50%", width: "200%", height: "200%" },
      el("feGaussianBlur", { stdDeviation: sd }),
    ),
  );
}

function clipTo(c, clipShape, ...children) {
  const ref = c.define(null, "cp", (id) => el("clipPath", { id }, clipShape));
  return g({ clipPath: ref }, children);
}

function svgDocument(c, w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${c.defs.join("")}</defs>${body}</svg>`;
}

/* ------------------------------------------------------------------------ */
/* Tableware                                                                 */
/* ------------------------------------------------------------------------ */

/** Light from the top-left everywhere, so all shadows fall down-right. */
function shadow(c, rx, ry, { x = 0, y = 0, opacity = 0.28, spread = 1 } = {}) {
  const size = Math.max(rx, ry);
  return ellipse(x + size * 0.05, y + size * 0.09, rx * spread, ry * spread, {
    fill: "#3b2314",
    opacity,
    filter: blur(c, Math.max(2, size * 0.07)),
  });
}

const gloss = (r, a0, a1, width, opacity = 0.55) =>
  shape(arcPath(r, a0, a1), { fill: "none", stroke: "#ffffff", strokeWidth: width, strokeLinecap: "round", opacity });

const CERAMIC = {
  white: ["#FFFFFF", "#F3EEE8", "#D6CBBE"],
  cream: ["#FFF8EA", "#F1E2C6", "#CDB48C"],
  slate: ["#55555C", "#3B3B42", "#202024"],
  black: ["#4A4542", "#2E2A28", "#161312"],
  steel: ["#FAFBFC", "#C3C9D0", "#7F8893"],
  brass: ["#FCE3A0", "#D9A441", "#8E6118"],
  copper: ["#F2B283", "#C46A35", "#7A3414"],
  terracotta: ["#E9A37B", "#C06A3F", "#7E3A1C"],
  stone: ["#5E5A57", "#3D3936", "#1F1C1A"],
  blue: ["#FFFFFF", "#EAF0F6", "#B9C8D8"],
  teal: ["#9ED8D0", "#3E9E93", "#1E5E57"],
  mustard: ["#FFE08A", "#E9B23A", "#A87313"],
};

const toneOf = (tone) => (Array.isArray(tone) ? tone : (CERAMIC[tone] ?? CERAMIC.white));

/** Round plate seen from above. */
function plate(c, r, { tone = "white", band } = {}) {
  const [hi, mid, edge] = toneOf(tone);
  return join(
    shadow(c, r, r),
    circle(0, 0, r, { fill: radial(c, [hi, mid, edge], { cx: 0.36, cy: 0.3, r: 0.78 }) }),
    band && circle(0, 0, r * 0.86, { fill: "none", stroke: band, strokeWidth: r * 0.035, opacity: 0.8 }),
    circle(0, 0, r * 0.72, {
      fill: radial(
        c,
        [
          [0, hi],
          [0.8, mid],
          [1, edge],
        ],
        { cx: 0.58, cy: 0.62, r: 0.62 },
      ),
      stroke: edge,
      strokeWidth: 1.2,
      strokeOpacity: 0.5,
    }),
    gloss(r * 0.86, 195, 265, r * 0.05),
  );
}

/** Oval platter, for dosa, kebabs and rolls that want length. */
function platter(c, rx, ry, { tone = "white" } = {}) {
  const [hi, mid, edge] = toneOf(tone);
  return join(
    shadow(c, rx, ry),
    ellipse(0, 0, rx, ry, { fill: radial(c, [hi, mid, edge], { cx: 0.38, cy: 0.3, r: 0.8 }) }),
    ellipse(0, 0, rx * 0.82, ry * 0.74, {
      fill: radial(
        c,
        [
          [0, hi],
          [0.8, mid],
          [1, edge],
        ],
        { cx: 0.58, cy: 0.62, r: 0.62 },
      ),
      stroke: edge,
      strokeOpacity: 0.5,
    }),
    at(0, 0, gloss(rx * 0.9, 195, 250, ry * 0.06), { sx: 1, sy: ry / rx }),
  );
}

/** Plate seen at a 3/4 angle, for food drawn from the side (burgers, cakes). */
function sidePlate(c, rx, ry, { tone = "white", depth = 10 } = {}) {
  const [hi, mid, edge] = toneOf(tone);
  return join(
    shadow(c, rx * 1.02, ry * 1.1, { y: depth }),
    ellipse(0, depth, rx, ry, { fill: edge }),
    ellipse(0, 0, rx, ry, { fill: linear(c, [hi, mid], [0, 0, 0, 1]) }),
    ellipse(0, ry * 0.06, rx * 0.74, ry * 0.7, {
      fill: linear(c, [mid, hi], [0, 0, 0, 1]),
      stroke: edge,
      strokeOpacity: 0.4,
    }),
  );
}

/**
 * Bowl seen from above. `fill(innerRadius)` draws the food; it is clipped to
 * the well and shaded so it sits below the rim.
 */
function bowl(c, r, fill, { tone = "white", rim = 0.14, band } = {}) {
  const [hi, mid, edge] = toneOf(tone);
  const inner = r * (1 - rim);
  return join(
    shadow(c, r, r),
    circle(0, 0, r, { fill: radial(c, [hi, mid, edge], { cx: 0.35, cy: 0.3, r: 0.8 }) }),
    band && circle(0, 0, (r + inner) / 2, { fill: "none", stroke: band, strokeWidth: r * rim * 0.35, opacity: 0.85 }),
    circle(0, 0, inner + r * 0.02, { fill: edge, opacity: 0.6 }),
    clipTo(
      c,
      circle(0, 0, inner),
      fill(inner),
      circle(0, 0, inner, {
        fill: radial(
          c,
          [
            [0.72, "#000", 0],
            [1, "#000", 0.32],
          ],
          { cx: 0.56, cy: 0.6, r: 0.56 },
        ),
      }),
    ),
    gloss(r * (1 - rim / 2), 200, 262, r * rim * 0.35, 0.6),
  );
}

/** Wooden serving board, round, with a handle pointing to the given side. */
const WOOD = { light: ["#E2AC72", "#C98B4E", "#9C6231"], walnut: ["#A8703F", "#84522A", "#5A3216"] };

function roundBoard(c, r, { handle = 35, tone = "light" } = {}) {
  const [hi, mid, edge] = WOOD[tone];
  const wood = radial(c, [hi, mid, edge], { cx: 0.4, cy: 0.35, r: 0.75 });
  const rings = Array.from({ length: 6 }, (_, i) =>
    circle(c.between(-8, 8), c.between(-8, 8), r * (0.25 + i * 0.13), {
      fill: "none",
      stroke: "#8A5428",
      strokeWidth: 1.4,
      opacity: 0.18,
    }),
  );
  return join(
    shadow(c, r + 10, r),
    handle !== null &&
      at(0, 0, join(rect(r - 12, -20, 92, 40, { rx: 20, fill: mid }), circle(r + 58, 0, 8, { fill: edge })), {
        rot: handle,
      }),
    circle(0, 0, r, { fill: wood, stroke: edge, strokeWidth: 3 }),
    rings,
    gloss(r * 0.92, 200, 250, 6, 0.25),
  );
}

/** Rectangular wooden board seen from above. */
function plankBoard(c, w, h) {
  const grain = Array.from({ length: 9 }, (_, i) => {
    const y = -h / 2 + (h / 10) * (i + 1) + c.between(-4, 4);
    return shape(`M${P(-w / 2 + 10, y)}Q${P(0, y + c.between(-8, 8))} ${P(w / 2 - 10, y + c.between(-4, 4))}`, {
      fill: "none",
      stroke: "#7A4A22",
      strokeWidth: 1.5,
      opacity: 0.2,
    });
  });
  return join(
    shadow(c, w / 2, h / 2),
    rect(-w / 2, -h / 2, w, h, { rx: 18, fill: linear(c, ["#DDA56B", "#C08047", "#A9692F"], [0, 0, 1, 1]) }),
    grain,
    rect(-w / 2 + 4, -h / 2 + 4, w - 8, h - 8, {
      rx: 15,
      fill: "none",
      stroke: "#fff",
      strokeOpacity: 0.18,
      strokeWidth: 3,
    }),
  );
}

/** Bamboo steamer basket from above (momos). */
function steamer(c, r, fill) {
  const inner = r * 0.86;
  const lattice = [];
  for (let k = -inner; k <= inner; k += 26) {
    lattice.push(
      shape(`M${P(k, -inner)}L${P(k, inner)}M${P(-inner, k)}L${P(inner, k)}`, {
        stroke: "#B88B4A",
        strokeWidth: 4,
        opacity: 0.55,
      }),
    );
  }
  return join(
    shadow(c, r, r),
    circle(0, 0, r, { fill: radial(c, ["#F0D39A", "#D8B06C", "#A87A3A"], { cx: 0.38, cy: 0.32, r: 0.75 }) }),
    [0.93, 0.97].map((k) => circle(0, 0, r * k, { fill: "none", stroke: "#9B6E32", strokeWidth: 2, opacity: 0.6 })),
    circle(0, 0, inner + 3, { fill: "#9B6E32" }),
    clipTo(c, circle(0, 0, inner), circle(0, 0, inner, { fill: "#E7C98E" }), lattice, fill(inner)),
    gloss(r * 0.93, 200, 260, r * 0.04, 0.45),
  );
}

/** Biryani handi / kadai from above: a deep metal pot with ring handles. */
function pot(c, r, fill, { tone = "copper", handles = true } = {}) {
  const [hi, mid, edge] = toneOf(tone);
  const inner = r * 0.83;
  const handle = (side) =>
    at(
      side * (r + 6),
      0,
      join(
        ellipse(0, 0, 20, 30, { fill: "none", stroke: edge, strokeWidth: 10 }),
        ellipse(-2, -2, 20, 30, { fill: "none", stroke: mid, strokeWidth: 6 }),
      ),
    );
  return join(
    shadow(c, r * 1.05, r),
    handles && [handle(-1), handle(1)],
    circle(0, 0, r, { fill: radial(c, [hi, mid, edge], { cx: 0.35, cy: 0.3, r: 0.8 }) }),
    circle(0, 0, r * 0.93, { fill: "none", stroke: hi, strokeWidth: r * 0.03, opacity: 0.6 }),
    circle(0, 0, inner + 4, { fill: edge }),
    clipTo(
      c,
      circle(0, 0, inner),
      fill(inner),
      circle(0, 0, inner, {
        fill: radial(
          c,
          [
            [0.7, "#000", 0],
            [1, "#000", 0.4],
          ],
          { cx: 0.56, cy: 0.6, r: 0.56 },
        ),
      }),
    ),
    gloss(r * 0.92, 200, 262, r * 0.05, 0.5),
  );
}

/**
 * Drinking glass from the side, origin at the centre of its base.
 * `inside` is drawn within the liquid, `above` sits on the surface.
 */
function glass(c, { w = 120, h = 210, taper = 0.8, level = 0.82, liquid, inside = "", above = "", tint = "#ffffff" }) {
  const wb = w * taper;
  const body = `M${P(-w / 2, -h)}L${P(-wb / 2, -10)}Q${P(-wb / 2, 0)} ${P(-wb / 2 + 10, 0)}L${P(wb / 2 - 10, 0)}Q${P(wb / 2, 0)} ${P(wb / 2, -10)}L${P(w / 2, -h)}Z`;
  const ly = -h * level;
  const lw = wb + (w - wb) * level;
  const innerBody = `M${P(-w / 2 + 6, -h)}L${P(-wb / 2 + 6, -12)}L${P(wb / 2 - 6, -12)}L${P(w / 2 - 6, -h)}Z`;
  return join(
    shadow(c, w * 0.62, 16, { opacity: 0.3 }),
    ellipse(0, -h, w / 2, 10, { fill: tint, opacity: 0.25, stroke: "#fff", strokeOpacity: 0.6 }),
    clipTo(
      c,
      shape(innerBody),
      rect(-w, ly, w * 2, h, { fill: linear(c, liquid, [0, 0, 1, 0]) }),
      inside,
      ellipse(0, ly, lw / 2, 8, { fill: liquid[1], stroke: "#fff", strokeOpacity: 0.35 }),
    ),
    above,
    shape(body, { fill: tint, fillOpacity: 0.16, stroke: "#fff", strokeOpacity: 0.75, strokeWidth: 3 }),
    shape(`M${P(-w / 2 + 14, -h + 16)}L${P(-wb / 2 + 12, -22)}`, {
      stroke: "#fff",
      strokeWidth: 9,
      strokeLinecap: "round",
      opacity: 0.4,
    }),
    shape(`M${P(w / 2 - 16, -h + 30)}L${P(w / 2 - 20, -h + 80)}`, {
      stroke: "#fff",
      strokeWidth: 4,
      strokeLinecap: "round",
      opacity: 0.35,
    }),
    ellipse(0, -4, wb / 2 - 4, 5, { fill: "#fff", opacity: 0.35 }),
    shape(`M${P(-w / 2, -h)}A${P(w / 2, 10)} 0 0 0 ${P(w / 2, -h)}`, {
      fill: "none",
      stroke: "#fff",
      strokeWidth: 3,
      opacity: 0.85,
    }),
  );
}

/** Striped drinking straw leaning out of a glass. */
function straw(c, len, { color = "#E23744", rot = 12 } = {}) {
  const stripes = Array.from({ length: Math.floor(len / 22) }, (_, i) =>
    rect(-6, -len + i * 22 + 4, 12, 9, { fill: "#fff", opacity: 0.85, transform: "skewY(-20)" }),
  );
  return at(0, 0, clipTo(c, rect(-6, -len, 12, len, { rx: 6 }), rect(-6, -len, 12, len, { fill: color }), stripes), {
    rot,
  });
}

function iceCube(c, s, rot) {
  return at(
    0,
    0,
    join(
      rect(-s / 2, -s / 2, s, s, {
        rx: s * 0.18,
        fill: "#ffffff",
        fillOpacity: 0.35,
        stroke: "#fff",
        strokeOpacity: 0.8,
        strokeWidth: 2,
      }),
      shape(`M${P(-s * 0.3, -s * 0.25)}L${P(s * 0.15, -s * 0.3)}`, {
        stroke: "#fff",
        strokeWidth: 3,
        strokeLinecap: "round",
        opacity: 0.8,
      }),
    ),
    { rot },
  );
}

/** Banana leaf laid flat: the South Indian serving surface. */
function bananaLeaf(c, w, h) {
  const outline = `M${P(-w / 2, 0)}C${P(-w / 2, -h * 0.62)} ${P(w * 0.35, -h * 0.55)} ${P(w / 2, -h * 0.08)}L${P(w / 2, h * 0.08)}C${P(w * 0.35, h * 0.55)} ${P(-w / 2, h * 0.62)} ${P(-w / 2, 0)}Z`;
  const veins = [];
  for (let x = -w / 2 + 20; x < w / 2; x += 16) {
    veins.push(
      shape(`M${P(x, 0)}L${P(x + 60, -h)}M${P(x, 0)}L${P(x + 60, h)}`, {
        stroke: "#E6F5C7",
        strokeWidth: 2,
        opacity: 0.28,
      }),
    );
  }
  return join(
    shadow(c, w / 2, h * 0.45),
    clipTo(
      c,
      shape(outline),
      rect(-w / 2, -h / 2, w, h, { fill: linear(c, ["#6FBF4A", "#3F9A36", "#2F7D2A"], [0, 0, 0, 1]) }),
      veins,
    ),
    shape(`M${P(-w / 2, 0)}L${P(w / 2, 0)}`, { stroke: "#D8EDB5", strokeWidth: 6, opacity: 0.6 }),
  );
}

/* ------------------------------------------------------------------------ */
/* Garnish and small ingredients                                             */
/* ------------------------------------------------------------------------ */

/** Generic leaf pointing up from its stem at the origin. */
function leaf(c, len, wid, colors = ["#62B64A", "#2F7D2A"], { vein = true } = {}) {
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

const mintLeaf = (c, s) => leaf(c, s, s * 0.45, ["#7AD06A", "#2E8B3E"]);
const curryLeaf = (c, s) => leaf(c, s, s * 0.32, ["#3F8A34", "#1E5321"]);
const basilLeaf = (c, s) => leaf(c, s, s * 0.5, ["#5DBB4C", "#22702B"]);

/** Coriander: three rounded lobes, which reads as cilantro even when tiny. */
function coriander(c, s) {
  const lobe = (rot) => at(0, 0, ellipse(0, -s * 0.45, s * 0.3, s * 0.42, { fill: "#3F9A36" }), { rot });
  return join(
    shape(`M0 ${fmt(s * 0.5)}L0 0`, { stroke: "#7BB660", strokeWidth: s * 0.08 }),
    lobe(-48),
    lobe(48),
    lobe(0),
    ellipse(-s * 0.08, -s * 0.55, s * 0.12, s * 0.2, { fill: "#7CCB5A", opacity: 0.7 }),
  );
}

function sprinkleHerbs(c, count, radius, { size = 14, kind = coriander, minDist = 18 } = {}) {
  return scatter(c, count, radius, minDist).map(([x, y]) =>
    at(x, y, kind(c, size * c.between(0.8, 1.2)), { rot: c.between(0, 360) }),
  );
}

/** Tiny dots: chaat masala, chilli flakes, mustard seeds, cumin. */
function specks(c, count, radius, colors, size = 2.2, { sy = 1 } = {}) {
  return scatter(c, count, radius, 0, { sy }).map(([x, y]) =>
    circle(x, y, size * c.between(0.6, 1.3), { fill: c.pick(colors) }),
  );
}

function sesame(c, count, radius, color = "#FFF6DC") {
  return scatter(c, count, radius).map(([x, y]) =>
    ellipse(x, y, 3.2, 1.7, { fill: color, transform: `rotate(${fmt(c.between(0, 180))} ${P(x, y)})` }),
  );
}

function chilli(c, len, { color = "green" } = {}) {
  const body = color === "green" ? ["#8BD45C", "#3E8E2C"] : ["#F25C3C", "#A81E12"];
  const w = len * 0.12;
  return join(
    shape(`M0 ${fmt(-w)}Q${P(len * 0.55, -w * 1.6)} ${P(len, w * 0.3)}Q${P(len * 0.5, w * 0.4)} 0 ${fmt(w)}Z`, {
      fill: linear(c, body),
    }),
    shape(`M${P(len * 0.1, -w * 0.5)}Q${P(len * 0.5, -w * 1.1)} ${P(len * 0.85, 0)}`, {
      fill: "none",
      stroke: "#fff",
      strokeWidth: w * 0.3,
      opacity: 0.4,
      strokeLinecap: "round",
    }),
    shape(`M0 0Q${P(-len * 0.1, -w * 0.5)} ${P(-len * 0.18, -w * 1.8)}`, {
      fill: "none",
      stroke: "#4E7D2A",
      strokeWidth: w * 0.7,
      strokeLinecap: "round",
    }),
  );
}

/** Wedge of lemon or lime lying on its side. */
function citrusWedge(c, r, { kind = "lemon" } = {}) {
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
function citrusSlice(c, r, { kind = "lime" } = {}) {
  const [rind, flesh] =
    kind === "lime" ? ["#4E9E26", "#CDEB86"] : kind === "orange" ? ["#F08A1C", "#FFC05C"] : ["#F2C518", "#FFE97A"];
  return join(
    circle(0, 0, r, { fill: rind }),
    circle(0, 0, r * 0.88, { fill: "#FFFDEB" }),
    Array.from({ length: 8 }, (_, i) => shape(sectorPath(r * 0.8, i * 45 + 3, i * 45 + 42), { fill: flesh })),
    circle(0, 0, r * 0.08, { fill: "#FFFDEB" }),
  );
}

function onionRing(c, rx, ry = rx * 0.85) {
  return join(
    ellipse(0, 0, rx, ry, { fill: "none", stroke: "#B8588A", strokeWidth: Math.max(2, rx * 0.16) }),
    ellipse(0, 0, rx * 0.9, ry * 0.88, { fill: "none", stroke: "#F6DDEA", strokeWidth: Math.max(1.5, rx * 0.1) }),
  );
}

function onionPetal(c, s) {
  return join(
    shape(`M${P(-s / 2, s * 0.2)}Q${P(0, -s * 0.7)} ${P(s / 2, s * 0.2)}Q${P(0, -s * 0.15)} ${P(-s / 2, s * 0.2)}Z`, {
      fill: "#F7E3EC",
      stroke: "#C77BA0",
      strokeWidth: 2,
    }),
  );
}

/** Spiral of cream or butter drizzled over a curry. */
function creamSwirl(c, r, { color = "#FFFDF5", width = 6 } = {}) {
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
    shape(d, { fill: "none", stroke: color, strokeWidth: width, strokeLinecap: "round", opacity: 0.95 }),
  );
}

function steam(c, count, spread, height) {
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
function gravy(c, r, [light, mid, dark], { sheen = "#FFE2A8" } = {}) {
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
function chunk(c, r, [hi, mid, dark], { jitter = 0.3, points = 8, char = 0 } = {}) {
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
function cube(c, s, [top, side], { char = false } = {}) {
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
function riceGrains(c, r, count, colors, { len = 10, wid = 3.6 } = {}) {
  return scatter(c, count, r).map(([x, y]) =>
    ellipse(x, y, len / 2, wid / 2, {
      fill: c.pick(colors),
      transform: `rotate(${fmt(c.between(0, 180))} ${P(x, y)})`,
    }),
  );
}

function pea(c, r) {
  return join(
    circle(0, 0, r, { fill: "#5FAE35" }),
    circle(-r * 0.3, -r * 0.3, r * 0.35, { fill: "#B9E88A", opacity: 0.7 }),
  );
}

function carrotDice(c, s) {
  return join(
    rect(-s / 2, -s / 2, s, s, { rx: s * 0.2, fill: "#F08A2A" }),
    rect(-s / 2 + 1, -s / 2 + 1, s * 0.5, s * 0.3, { rx: 1, fill: "#FFC27A", opacity: 0.7 }),
  );
}

function cashew(c, s) {
  return join(
    shape(
      `M${P(-s / 2, 0)}C${P(-s / 2, -s * 0.7)} ${P(s / 2, -s * 0.7)} ${P(s / 2, 0)}C${P(s * 0.3, -s * 0.25)} ${P(-s * 0.3, -s * 0.25)} ${P(-s / 2, 0)}Z`,
      {
        fill: linear(c, ["#F7DFAE", "#D9AE6A"]),
      },
    ),
  );
}

function pistachioBits(c, count, radius) {
  return scatter(c, count, radius).map(([x, y]) =>
    ellipse(x, y, 4, 2.2, {
      fill: c.pick(["#8CC152", "#A8D86B", "#6FA63A"]),
      transform: `rotate(${fmt(c.between(0, 180))} ${P(x, y)})`,
    }),
  );
}

function saffronStrands(c, count, radius) {
  return scatter(c, count, radius).map(([x, y]) => {
    const [dx, dy] = polar(9, c.between(0, 360));
    return shape(`M${P(x, y)}l${P(dx, dy)}`, { stroke: "#D9480F", strokeWidth: 1.6, strokeLinecap: "round" });
  });
}

/* ------------------------------------------------------------------------ */
/* Dips and sides (fill functions for bowl())                                */
/* ------------------------------------------------------------------------ */

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

function dip(c, kind) {
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

function kimchiLeaf(c, s) {
  return join(
    shape(blobPath(c, s * 0.5, { points: 6, jitter: 0.5, sx: 1.3, sy: 0.8 }), { fill: "#E2532A", opacity: 0.95 }),
    shape(blobPath(c, s * 0.25, { points: 5, jitter: 0.4, sx: 1.4, sy: 0.6 }), { fill: "#FBE3C8", opacity: 0.85 }),
  );
}

/** A small dip bowl, used as a side all over the place. */
const dipBowl = (c, r, kind, tone = "white") => bowl(c, r, dip(c, kind), { tone });

/* ------------------------------------------------------------------------ */
/* Dishes                                                                    */
/*                                                                           */
/* Each dish is drawn around the origin and fits a ~600x440 box. With        */
/* `sides: false` only the main plate is drawn, so scenes can compose it.    */
/* ------------------------------------------------------------------------ */

/** Arranges the main plate plus side bowls; scenes ask for the plate alone. */
function withSides(main, sides, { offset = [0, 0], include = true } = {}) {
  if (!include) return main;
  return join(sides, at(offset[0], offset[1], main));
}

/* --- Starters ----------------------------------------------------------- */

function tikkaCube(c, s) {
  return cube(c, s, [radial(c, ["#FBC27A", "#EE8A3C", "#C4531F"], { cx: 0.4, cy: 0.35, r: 0.7 }), "#9E3B14"], {
    char: true,
  });
}

function capsicumPiece(c, s, color = "green") {
  const tones = { green: ["#8DD45E", "#3E8E2C"], red: ["#F2664E", "#B3241A"], yellow: ["#FFD84A", "#E0A21A"] }[color];
  return join(
    rect(-s / 2 + 2, -s / 2 + 3, s, s * 0.8, { rx: s * 0.25, fill: "#000", opacity: 0.18 }),
    rect(-s / 2, -s / 2, s, s * 0.8, { rx: s * 0.25, fill: linear(c, tones) }),
    shape(`M${P(-s * 0.3, -s * 0.28)}Q${P(0, -s * 0.38)} ${P(s * 0.3, -s * 0.28)}`, {
      fill: "none",
      stroke: "#fff",
      strokeWidth: 2.5,
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
    shape(seam, { fill: "none", stroke: "#A35A16", strokeWidth: 3.5, strokeLinecap: "round" }),
    crimps,
    shape(`M${P(-s * 0.36, s * 0.1)}Q${P(-s * 0.34, -s * 0.3)} ${P(-s * 0.08, -s * 0.52)}`, {
      fill: "none",
      stroke: "#FFF2CF",
      strokeWidth: 5,
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
    return shape(`M${P(x, -w / 2 + 4)}q6 ${fmt(w / 2)} 0 ${fmt(w - 8)}`, {
      fill: "none",
      stroke: "#B8661F",
      strokeWidth: 2,
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
        shape(`M${P(-r * 0.3, -r * 0.12)}Q0 ${fmt(-r * 0.35)} ${P(r * 0.3, -r * 0.12)}`, {
          fill: "none",
          stroke: "#fff",
          strokeWidth: 2,
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

function momo(c, r) {
  const pleats = Array.from({ length: 9 }, (_, i) => {
    const [x, y] = polar(r * 0.92, -150 + i * 15 - 20);
    return shape(`M${P(x, y)}Q${P(x * 0.3, y * 0.3 - 4)} ${P(0, -r * 0.18)}`, {
      fill: "none",
      stroke: "#D5C4A0",
      strokeWidth: 2.2,
    });
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

/* --- Breakfast ---------------------------------------------------------- */

function dosaRoll(c, len, h) {
  const lace = scatter(c, 45, len * 0.48, 4, { sy: h / len }).map(([x, y]) =>
    ellipse(x, y, c.between(3, 9), c.between(2, 4), { fill: "#9B4E12", opacity: c.between(0.15, 0.35) }),
  );
  const ridges = [-0.3, 0, 0.28].map((k) =>
    shape(`M${P(-len / 2 + 30, h * k)}Q${P(0, h * k + c.between(-6, 6))} ${P(len / 2 - 30, h * k)}`, {
      fill: "none",
      stroke: "#B5651D",
      strokeWidth: 2,
      opacity: 0.4,
    }),
  );
  return join(
    rect(-len / 2 + 8, -h / 2 + 12, len, h, { rx: h / 2, fill: "#000", opacity: 0.22 }),
    rect(-len / 2, -h / 2, len, h, { rx: h / 2, fill: linear(c, ["#F6D08A", "#E7A445", "#C87A24", "#8F4A12"]) }),
    lace,
    ridges,
    // Open end showing the potato masala inside.
    ellipse(len / 2 - h * 0.25, 0, h * 0.28, h * 0.46, { fill: "#A75A17" }),
    ellipse(len / 2 - h * 0.22, 0, h * 0.2, h * 0.38, { fill: "#F4C02E" }),
    [
      [-4, -12],
      [4, 8],
      [-2, 20],
    ].map(([dx, dy]) => circle(len / 2 - h * 0.22 + dx, dy, 4, { fill: c.pick(["#6FB23E", "#E8891A", "#2A1A10"]) })),
    rect(-len / 2 + h * 0.4, -h / 2 + 8, len - h, h * 0.12, { rx: 4, fill: "#FFF0C8", opacity: 0.45 }),
  );
}

function sambar(c) {
  return (r) =>
    join(
      gravy(c, r, ["#E9872F", "#C45A1A", "#8A360C"], { sheen: "#FFC27A" }),
      scatter(c, 7, r * 0.7, r * 0.28).map(([x, y], i) =>
        at(
          x,
          y,
          i % 2 ? carrotDice(c, r * 0.16) : chunk(c, r * 0.11, ["#FFF3C8", "#EED08A", "#B88A3A"], { points: 5 }),
          { rot: c.between(0, 90) },
        ),
      ),
      at(-r * 0.3, r * 0.25, rect(-r * 0.35, -5, r * 0.7, 10, { rx: 5, fill: "#5E8F2A" }), { rot: 30 }),
      specks(c, 14, r * 0.8, ["#2A1A10", "#6E2A08"], 1.6),
      at(r * 0.2, -r * 0.3, curryLeaf(c, r * 0.45), { rot: 60 }),
    );
}

function masalaDosa(c, { sides = true } = {}) {
  const main = join(platter(c, 270, 110, { tone: "steel" }), at(0, 0, dosaRoll(c, 470, 96), { rot: -4 }));
  return withSides(
    main,
    [
      at(0, 10, bananaLeaf(c, 600, 330)),
      at(-165, 135, bowl(c, 62, sambar(c), { tone: "steel" })),
      at(-20, 150, dipBowl(c, 54, "coconut", "steel")),
      at(115, 145, dipBowl(c, 50, "redChutney", "steel")),
    ],
    { offset: [10, -70], include: sides },
  );
}

function idli(c, r) {
  return join(
    ellipse(r * 0.08, r * 0.16, r, r * 0.95, { fill: "#000", opacity: 0.18 }),
    circle(0, 0, r, { fill: radial(c, ["#FFFFFF", "#FAF7EE", "#E3DAC6"], { cx: 0.42, cy: 0.38, r: 0.62 }) }),
    circle(0, 0, r * 0.96, { fill: "none", stroke: "#E9E0CC", strokeWidth: 3 }),
    specks(c, 16, r * 0.75, ["#E6DDC8"], 1.6),
  );
}

function idliSambar(c, { sides = true } = {}) {
  const main = join(
    plate(c, 155, { tone: "steel" }),
    at(0, 0, circle(0, 0, 118, { fill: "#4FA53A", opacity: 0.9 })),
    at(-45, -40, idli(c, 52)),
    at(50, -35, idli(c, 52)),
    at(0, 45, idli(c, 52)),
    at(-8, 0, specks(c, 20, 30, ["#C4501A", "#E0891A"], 2)),
  );
  return withSides(
    main,
    [at(205, -65, bowl(c, 70, sambar(c), { tone: "steel" })), at(215, 120, dipBowl(c, 56, "coconut", "steel"))],
    { offset: [-60, 10], include: sides },
  );
}

function poha(c, { sides = true } = {}) {
  const fill = join(
    circle(0, 0, 120, { fill: radial(c, ["#FBE37E", "#F2C842", "#DDA624"]) }),
    scatter(c, 260, 118).map(([x, y]) =>
      ellipse(x, y, c.between(5, 8), c.between(2.5, 4), {
        fill: c.pick(["#FBE38A", "#F5D054", "#EDBB32", "#FFF1B0"]),
        transform: `rotate(${fmt(c.between(0, 180))} ${P(x, y)})`,
      }),
    ),
    scatter(c, 16, 100, 16).map(([x, y]) =>
      at(x, y, join(ellipse(0, 0, 7, 5, { fill: "#C98A4B" }), ellipse(-2, -1.5, 3, 2, { fill: "#F0C28A" })), {
        rot: c.between(0, 180),
      }),
    ),
    scatter(c, 10, 100, 18).map(([x, y]) => at(x, y, pea(c, 5))),
    scatter(c, 60, 45).map(([x, y]) =>
      shape(`M${P(x, y)}l${P(...polar(10, c.between(0, 360)))}`, {
        stroke: "#F0A028",
        strokeWidth: 3,
        strokeLinecap: "round",
      }),
    ),
    scatter(c, 14, 100, 14).map(([x, y]) => circle(x, y, 4, { fill: "#C8102E" })),
    sprinkleHerbs(c, 6, 100, { size: 14 }),
  );
  const main = join(plate(c, 165, { band: "#F28C28" }), fill);
  return withSides(main, [at(215, -100, citrusWedge(c, 34), { rot: 20 }), at(225, 80, chilli(c, 60), { rot: 110 })], {
    offset: [-40, 0],
    include: sides,
  });
}

function paratha(c, r) {
  const spots = scatter(c, 24, r * 0.85, 14).map(([x, y]) =>
    at(
      x,
      y,
      shape(blobPath(c, c.between(5, 13), { points: 6, jitter: 0.6 }), {
        fill: "#8A4A16",
        opacity: c.between(0.25, 0.55),
      }),
    ),
  );
  return join(
    circle(r * 0.05, r * 0.09, r, { fill: "#000", opacity: 0.2 }),
    shape(blobPath(c, r, { points: 12, jitter: 0.06 }), {
      fill: radial(c, ["#F8DB98", "#E9B865", "#C4853A"], { cx: 0.45, cy: 0.42, r: 0.6 }),
    }),
    circle(0, 0, r * 0.72, { fill: "none", stroke: "#D79F52", strokeWidth: 3, opacity: 0.5 }),
    spots,
    ellipse(-r * 0.3, -r * 0.35, r * 0.3, r * 0.12, {
      fill: "#fff",
      opacity: 0.18,
      transform: `rotate(-30 ${P(-r * 0.3, -r * 0.35)})`,
    }),
  );
}

function butterPat(c, s) {
  return join(
    shape(blobPath(c, s * 0.9, { points: 7, jitter: 0.35 }), { fill: "#FFE58A", opacity: 0.7 }),
    rect(-s / 2, -s / 2, s, s, { rx: s * 0.2, fill: linear(c, ["#FFF8C8", "#FBE27A"]) }),
    rect(-s / 2 + 4, -s / 2 + 4, s * 0.4, s * 0.18, { rx: 3, fill: "#fff", opacity: 0.7 }),
  );
}

function alooParatha(c, { sides = true } = {}) {
  const main = join(plate(c, 165), at(0, 0, paratha(c, 138)), at(10, -8, butterPat(c, 44), { rot: 15 }));
  return withSides(main, [at(218, -100, dipBowl(c, 56, "curd")), at(220, 110, dipBowl(c, 52, "pickle"))], {
    offset: [-45, 0],
    include: sides,
  });
}

function upma(c, { sides = true } = {}) {
  const mound = join(
    shape(blobPath(c, 122, { points: 10, jitter: 0.1 }), {
      fill: radial(c, ["#FFF6DC", "#F3E4BD", "#D9C38F"], { cx: 0.45, cy: 0.4, r: 0.6 }),
    }),
    specks(c, 260, 115, ["#E6D3A5", "#FFFBEA", "#D8C28E"], 1.8),
    scatter(c, 14, 100, 16).map(([x, y]) => at(x, y, carrotDice(c, 10), { rot: c.between(0, 90) })),
    scatter(c, 12, 100, 16).map(([x, y]) => at(x, y, pea(c, 5))),
    scatter(c, 6, 90, 30).map(([x, y]) => at(x, y, cashew(c, 22), { rot: c.between(0, 360) })),
    scatter(c, 6, 100, 30).map(([x, y]) => at(x, y, curryLeaf(c, 30), { rot: c.between(0, 360) })),
    specks(c, 30, 100, ["#1E1408"], 1.8),
  );
  const main = join(plate(c, 160, { tone: "cream" }), mound);
  return withSides(main, [at(215, -95, dipBowl(c, 56, "coconut")), at(220, 110, citrusWedge(c, 32), { rot: -15 })], {
    offset: [-40, 0],
    include: sides,
  });
}

/** Stack seen from the side. */
function pancakeStack(c, count) {
  const rx = 130;
  const ry = 40;
  const t = 24;
  const layers = Array.from({ length: count }, (_, i) => {
    const y = -i * t;
    return join(
      shape(`M${P(-rx, y)}L${P(-rx, y + t * 0.7)}A${P(rx, ry)} 0 0 0 ${P(rx, y + t * 0.7)}L${P(rx, y)}Z`, {
        fill: linear(c, ["#D88A3C", "#A95A1F"]),
      }),
      shape(`M${P(-rx, y + t * 0.1)}A${P(rx, ry)} 0 0 0 ${P(rx, y + t * 0.1)}`, {
        fill: "none",
        stroke: "#F4D29C",
        strokeWidth: 3,
        opacity: 0.6,
      }),
      ellipse(0, y, rx, ry, { fill: radial(c, ["#F7D394", "#E9B065", "#CF8A3E"], { cx: 0.45, cy: 0.45, r: 0.6 }) }),
    );
  });
  const topY = -(count - 1) * t;
  const syrup = `M${P(-95, topY - 10)}C${P(-110, topY + 20)} ${P(-60, topY + 30)} ${P(-40, topY + 34)}L${P(-38, topY + 80)}Q${P(-30, topY + 92)} ${P(-22, topY + 80)}L${P(-20, topY + 36)}C${P(20, topY + 40)} ${P(60, topY + 34)} ${P(70, topY + 30)}L${P(72, topY + 60)}Q${P(80, topY + 70)} ${P(88, topY + 60)}L${P(90, topY + 22)}C${P(120, topY)} ${P(80, topY - 30)} ${P(0, topY - 32)}C${P(-60, topY - 32)} ${P(-85, topY - 25)} ${P(-95, topY - 10)}Z`;
  return join(
    layers,
    shape(syrup, { fill: "#A4480F", opacity: 0.88 }),
    ellipse(-20, topY - 18, 40, 8, { fill: "#fff", opacity: 0.25 }),
    at(
      10,
      topY - 12,
      join(
        shape(`M-26 -4L0 -16L26 -4L0 8Z`, { fill: "#FFF3B0" }),
        shape(`M-26 -4L0 8L0 18L-26 6Z`, { fill: "#F6D86A" }),
        shape(`M26 -4L0 8L0 18L26 6Z`, { fill: "#EBC650" }),
      ),
    ),
  );
}

function berry(c, r, kind) {
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

function pancakes(c, { sides = true } = {}) {
  const main = join(
    sidePlate(c, 200, 70, { tone: "blue" }),
    at(0, -6, pancakeStack(c, 4)),
    [
      [-150, 10, "blue"],
      [-128, 30, "blue"],
      [140, 20, "straw"],
      [165, -5, "blue"],
      [118, 40, "blue"],
    ].map(([x, y, k]) => at(x, y, berry(c, k === "blue" ? 10 : 20, k))),
    at(30, -112, mintLeaf(c, 26), { rot: 30 }),
  );
  return withSides(main, [], { offset: [0, 90], include: sides });
}

/* --- Biryani ------------------------------------------------------------ */

const RICE_COLOURS = ["#FFFDF5", "#FFF8E6", "#F9EBCB", "#FFFFFF", "#F7C948", "#EE8E2B", "#FFF3D6"];

function friedOnions(c, count, radius) {
  return scatter(c, count, radius).map(([x, y]) =>
    shape(`M${P(x, y)}q${P(c.between(-8, 8), -8)} ${P(c.between(6, 12), c.between(-4, 4))}`, {
      fill: "none",
      stroke: c.pick(["#7A3A10", "#9B5A1F", "#5E2A0A"]),
      strokeWidth: 2.6,
      strokeLinecap: "round",
    }),
  );
}

function biryaniPiece(c, kind, s) {
  switch (kind) {
    case "mutton":
      return join(
        chunk(c, s, ["#9A5634", "#6A2E18", "#3A1408"], { jitter: 0.4, char: 1 }),
        circle(s * 0.3, s * 0.1, s * 0.22, { fill: "#F2E2C4", stroke: "#C9A878", strokeWidth: 3 }),
        shape(`M${P(-s * 0.5, -s * 0.1)}q${P(s * 0.4, -s * 0.3)} ${P(s * 0.7, 0)}`, {
          fill: "none",
          stroke: "#E6C9A8",
          strokeWidth: 3,
          opacity: 0.5,
        }),
      );
    case "egg":
      return join(
        ellipse(4, 6, s * 0.9, s * 0.68, { fill: "#000", opacity: 0.18 }),
        ellipse(0, 0, s * 0.9, s * 0.68, {
          fill: radial(c, ["#FFFFFF", "#FBF3E2", "#E8B070"], { cx: 0.45, cy: 0.45, r: 0.6 }),
        }),
        circle(s * 0.05, 0, s * 0.4, { fill: radial(c, ["#FFD84A", "#F4A81A", "#D9801A"]) }),
      );
    case "veg":
      return c.pick([
        () => carrotDice(c, s * 0.5),
        () =>
          join(
            rect(-s * 0.5, -s * 0.14, s, s * 0.28, { rx: s * 0.14, fill: "#4E9E2E" }),
            rect(-s * 0.4, -s * 0.1, s * 0.7, s * 0.08, { rx: 2, fill: "#A6DA7A" }),
          ),
        () => cube(c, s * 0.62, ["#FFF6E0", "#E0C99A"]),
        () => chunk(c, s * 0.45, ["#FFFFFF", "#F4EEDC", "#CFC2A0"], { points: 9, jitter: 0.5 }),
        () => pea(c, s * 0.18),
      ])();
    default:
      return join(
        chunk(c, s, ["#F0A15A", "#C8642A", "#7E2E10"], { jitter: 0.35, char: 2 }),
        c.rng() > 0.5 &&
          at(
            s * 0.7,
            -s * 0.2,
            join(
              rect(0, -5, s * 0.6, 10, { rx: 5, fill: "#F3E6D0" }),
              circle(s * 0.6, -4, 7, { fill: "#F3E6D0" }),
              circle(s * 0.6, 5, 7, { fill: "#F3E6D0" }),
            ),
            { rot: c.between(-30, 30) },
          ),
      );
  }
}

function biryaniRice(c, kind) {
  const counts = { chicken: [5, 40], mutton: [5, 42], egg: [4, 40], veg: [20, 26] }[kind];
  return (r) =>
    join(
      circle(0, 0, r, { fill: radial(c, ["#FFF6E0", "#F6DDA0", "#E2B15A"]) }),
      scatter(c, 9, r * 0.7).map(([x, y]) =>
        at(
          x,
          y,
          shape(blobPath(c, r * 0.22, { jitter: 0.6 }), {
            fill: c.pick(["#F7B733", "#EE8E2B", "#FFE08A"]),
            opacity: 0.55,
          }),
        ),
      ),
      riceGrains(c, r, 520, RICE_COLOURS, { len: 11, wid: 3.6 }),
      scatter(c, counts[0], r * 0.72, counts[1]).map(([x, y]) =>
        at(x, y, biryaniPiece(c, kind, kind === "veg" ? 34 : 36), { rot: c.between(0, 360) }),
      ),
      friedOnions(c, 40, r * 0.85),
      scatter(c, 6, r * 0.75, r * 0.3).map(([x, y]) => at(x, y, mintLeaf(c, 24), { rot: c.between(0, 360) })),
      sprinkleHerbs(c, 4, r * 0.7, { size: 12 }),
    );
}

const BIRYANI_VESSELS = { chicken: "copper", mutton: "brass", egg: "terracotta", veg: "steel" };

function biryani(kind) {
  return (c, { sides = true } = {}) => {
    const main = pot(c, 175, biryaniRice(c, kind), { tone: BIRYANI_VESSELS[kind] });
    return withSides(
      main,
      [
        at(228, -100, dipBowl(c, 54, "raita")),
        at(226, 55, onionRing(c, 22)),
        at(246, 78, onionRing(c, 18)),
        at(222, 140, citrusWedge(c, 28), { rot: -15 }),
      ],
      { offset: [-50, 0], include: sides },
    );
  };
}

/* --- Pizza -------------------------------------------------------------- */

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

/* --- Burgers, fries, sandwiches (side views) ---------------------------- */

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
    shape(smoothPath(pts), { fill: "none", stroke: "#A6DD6A", strokeWidth: 3 }),
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
    shape(tri, { fill: "none", stroke: "#B8742F", strokeWidth: 10, strokeLinejoin: "round" }),
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

/* --- Indo-Chinese & Korean ---------------------------------------------- */

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
      shape(d, { fill: "none", stroke: colors[2], strokeWidth: 8, strokeLinecap: "round" }),
      shape(d, { fill: "none", stroke: c.pick(colors.slice(0, 2)), strokeWidth: 5.5, strokeLinecap: "round" }),
    );
  });
}

function julienne(c, count, r, color, len = 34) {
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

function friedRiceFill(c, { colors, extras }) {
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

function friedEgg(c, r) {
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

/* --- Indian sweets ------------------------------------------------------ */

function syrupBall(c, r, [hi, mid, dark]) {
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
    shape(d, { fill: "none", stroke: "#C94E08", strokeWidth: 12, strokeLinecap: "round", strokeLinejoin: "round" }),
    shape(d, { fill: "none", stroke: "#F7891A", strokeWidth: 8, strokeLinecap: "round", strokeLinejoin: "round" }),
    shape(d, {
      fill: "none",
      stroke: "#FFD27A",
      strokeWidth: 2.4,
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
    shape(`M${P(-w * 0.3, -len * 0.2)}Q${P(-w * 0.3, -len * 0.75)} ${P(-w * 0.05, -len * 0.88)}`, {
      fill: "none",
      stroke: "#fff",
      strokeWidth: 5,
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

/* --- Drinks (side view) ------------------------------------------------- */

function whippedTop(c, w, color = "#FFFDF6") {
  const bumps = [-0.36, -0.12, 0.12, 0.36].map((k, i) => circle(k * w, -12 - (i % 2) * 8, w * 0.2, { fill: color }));
  return join(
    ellipse(0, 0, w / 2, 16, { fill: color }),
    bumps,
    circle(0, -34, w * 0.16, { fill: color }),
    circle(-w * 0.05, -52, w * 0.09, { fill: color }),
  );
}

function drink(spec) {
  return (c, { sides = true } = {}) => {
    const w = 150;
    const h = 270;
    const level = spec.level ?? 0.84;
    const ly = -h * level;
    const main = join(
      ellipse(0, 0, 120, 26, { fill: "#fff", opacity: 0.5 }),
      spec.straw && at(20, ly + 30, straw(c, 175, { color: spec.straw, rot: 14 })),
      glass(c, {
        w,
        h,
        level,
        liquid: spec.liquid,
        inside: join(
          (spec.ice ?? 0) > 0 &&
            Array.from({ length: spec.ice }, (_, i) =>
              at(-30 + (i % 2) * 50, ly + 30 + i * 36, iceCube(c, 40, c.between(-20, 20))),
            ),
          spec.inside?.(c, ly),
          spec.bubbles &&
            scatter(c, 26, 55, 0, { sy: 2 }).map(([x, y]) =>
              circle(x, y - h * 0.42, c.between(2, 4.5), {
                fill: "none",
                stroke: "#fff",
                strokeWidth: 1.5,
                opacity: 0.8,
              }),
            ),
        ),
        above: spec.above?.(c, ly, w) ?? "",
      }),
      spec.rim?.(c, -h, w),
    );
    return withSides(main, spec.sides?.(c) ?? [], { offset: [-30, 140], include: sides });
  };
}

function mangoCheek(c, s) {
  const hatch = [-0.3, 0, 0.3].map((k) =>
    shape(`M${P(k * s, -s * 0.5)}L${P(k * s, s * 0.5)}M${P(-s * 0.5, k * s)}L${P(s * 0.5, k * s)}`, {
      stroke: "#E88A14",
      strokeWidth: 2.5,
      opacity: 0.6,
    }),
  );
  return join(
    ellipse(5, 8, s * 0.62, s * 0.5, { fill: "#000", opacity: 0.18 }),
    ellipse(0, 0, s * 0.62, s * 0.5, { fill: "#6E9E2A" }),
    ellipse(0, 0, s * 0.56, s * 0.44, { fill: radial(c, ["#FFD45A", "#FFB22A", "#F08A14"]) }),
    clipTo(c, ellipse(0, 0, s * 0.56, s * 0.44), hatch),
  );
}

function watermelonWedge(c, s) {
  return join(
    shape(`M${P(-s, 0)}A${P(s, s)} 0 0 0 ${P(s, 0)}Z`, { fill: "#3E8E2C" }),
    shape(`M${P(-s * 0.92, 0)}A${P(s * 0.92, s * 0.92)} 0 0 0 ${P(s * 0.92, 0)}Z`, { fill: "#E9F5C9" }),
    shape(`M${P(-s * 0.85, 0)}A${P(s * 0.85, s * 0.85)} 0 0 0 ${P(s * 0.85, 0)}Z`, { fill: "#F2545B" }),
    [
      [-0.4, 0.3],
      [0, 0.45],
      [0.4, 0.3],
      [-0.2, 0.15],
      [0.2, 0.15],
    ].map(([x, y]) => ellipse(x * s, y * s, 3, 5, { fill: "#2A1A10" })),
  );
}

const DRINKS = {
  "mango-lassi": {
    liquid: ["#F7A928", "#FFD04A", "#EE9A1E"],
    straw: "#FC8019",
    above: (c, ly, w) =>
      at(
        0,
        ly + 2,
        join(
          ellipse(0, 0, w / 2 - 8, 12, { fill: "#FFF3CC" }),
          pistachioBits(c, 8, 40).map((p) => at(0, 0, p, { sx: 1, sy: 0.25 })),
          saffronStrands(c, 5, 30).map((p) => at(0, 0, p, { sx: 1, sy: 0.25 })),
        ),
      ),
    sides: (c) => [at(185, -40, mangoCheek(c, 90), { rot: -15 }), at(-170, -20, mangoCheek(c, 70), { rot: 20 })],
  },
  "cold-coffee": {
    liquid: ["#8A5230", "#B57A4E", "#7A4526"],
    straw: "#3E2A1E",
    level: 0.78,
    ice: 3,
    above: (c, ly, w) =>
      at(
        0,
        ly,
        join(
          whippedTop(c, w - 10),
          shape(`M${P(-50, -10)}q25 -20 50 0t50 0`, {
            fill: "none",
            stroke: "#5A2E16",
            strokeWidth: 5,
            strokeLinecap: "round",
          }),
        ),
      ),
    sides: (c) =>
      scatter(c, 9, 70, 26).map(([x, y]) =>
        at(
          190 + x,
          -30 + y,
          join(
            ellipse(0, 0, 12, 8, { fill: "#5A3420" }),
            shape("M-9 0Q0 -3 9 0", { stroke: "#2E180C", strokeWidth: 2, fill: "none" }),
          ),
          { rot: c.between(0, 180) },
        ),
      ),
  },
  "fresh-lime-soda": {
    liquid: ["#D8F0B0", "#F2FBE2", "#C9E89A"],
    straw: "#2EA65A",
    ice: 3,
    bubbles: true,
    inside: (c, ly) =>
      join(
        at(-20, ly + 120, citrusSlice(c, 32), { sx: 0.45, sy: 1 }),
        at(25, ly + 60, citrusSlice(c, 30), { sx: 0.5, sy: 1 }),
      ),
    above: (c, ly) => join([-30, 0, 26].map((x, i) => at(x, ly + 2, mintLeaf(c, 30), { rot: -40 + i * 40 }))),
    rim: (c, top, w) => at(w / 2 - 12, top + 6, citrusWedge(c, 34, { kind: "lime" }), { rot: 60 }),
    sides: (c) => [at(180, -30, citrusSlice(c, 38)), at(-170, -10, citrusWedge(c, 34, { kind: "lime" }), { rot: -20 })],
  },
  "watermelon-juice": {
    liquid: ["#E2303E", "#FF6A6E", "#D72D3E"],
    straw: "#2E8B3E",
    ice: 2,
    above: (c, ly) => join([-20, 16].map((x, i) => at(x, ly + 2, mintLeaf(c, 32), { rot: -30 + i * 60 }))),
    rim: (c, top, w) => at(-w / 2 + 10, top + 4, watermelonWedge(c, 42), { rot: -30 }),
    sides: (c) => [at(190, -20, watermelonWedge(c, 80), { rot: 10 })],
  },
};

/* --- Desserts ----------------------------------------------------------- */

function brownieBlock(c, s) {
  const d = s * 0.45;
  const top = `M${P(-s / 2, 0)}L${P(0, -d / 2)}L${P(s / 2, 0)}L${P(0, d / 2)}Z`;
  return join(
    shape(`M${P(-s / 2, 0)}L${P(0, d / 2)}L${P(0, d / 2 + s * 0.32)}L${P(-s / 2, s * 0.32)}Z`, { fill: "#3E1C0E" }),
    shape(`M${P(s / 2, 0)}L${P(0, d / 2)}L${P(0, d / 2 + s * 0.32)}L${P(s / 2, s * 0.32)}Z`, { fill: "#2E130A" }),
    shape(top, { fill: linear(c, ["#7A4429", "#55281A"], [0, 0, 1, 1]) }),
    clipTo(
      c,
      shape(top),
      Array.from({ length: 6 }, () =>
        shape(`M${P(c.between(-s / 2, s / 2), c.between(-d / 2, d / 2))}l${P(c.between(-20, 20), c.between(-8, 8))}`, {
          stroke: "#9A6040",
          strokeWidth: 2,
          opacity: 0.7,
        }),
      ),
    ),
    specks(c, 10, s * 0.3, ["#2A0E06", "#C9A27A"], 2.2, { sy: 0.6 }).map((sp) => at(0, s * 0.18, sp)),
  );
}

function scoop(c, r, colors, { specksOf } = {}) {
  const pts = [];
  for (let i = 0; i <= 12; i += 1) {
    const a = Math.PI + (i / 12) * Math.PI;
    pts.push([Math.cos(a) * r, Math.sin(a) * r * 0.95]);
  }
  const bottom = [];
  for (let i = 0; i <= 8; i += 1) bottom.push([r - (2 * r * i) / 8, r * 0.22 + (i % 2 ? 10 : 0)]);
  const d = smoothPath([...pts, ...bottom], true);
  return join(
    shape(d, { fill: radial(c, colors, { cx: 0.38, cy: 0.3, r: 0.7 }) }),
    specksOf && specks(c, 12, r * 0.6, specksOf, 1.6).map((sp) => at(0, -r * 0.3, sp)),
    ellipse(-r * 0.35, -r * 0.5, r * 0.22, r * 0.12, {
      fill: "#fff",
      opacity: 0.45,
      transform: `rotate(-30 ${P(-r * 0.35, -r * 0.5)})`,
    }),
  );
}

function chocolateBrownie(c, { sides = true } = {}) {
  const main = join(
    sidePlate(c, 210, 80, { tone: "white" }),
    at(-70, -20, brownieBlock(c, 150)),
    at(75, -5, brownieBlock(c, 140)),
    at(-70, -48, scoop(c, 42, ["#FFFDF2", "#F6ECCF", "#DCCB9E"], { specksOf: ["#2A1A10"] })),
    shape("M-160 -10C-100 -60 -20 20 40 -40S140 10 170 -20", {
      fill: "none",
      stroke: "#3A1A0A",
      strokeWidth: 7,
      strokeLinecap: "round",
      opacity: 0.9,
    }),
    at(140, 40, mintLeaf(c, 26), { rot: 60 }),
    specks(c, 10, 40, ["#C9A27A", "#8A5A3A"], 4).map((sp) => at(-150, 30, sp)),
  );
  return withSides(main, [], { offset: [0, 60], include: sides });
}

function iceCreamSundae(c, { sides = true } = {}) {
  const cup = "M-110 -160Q-110 -40 0 -30Q110 -40 110 -160Z";
  const sprinkles = scatter(c, 18, 80, 8, { sy: 0.5 }).map(([x, y]) =>
    at(
      x,
      y - 260,
      rect(-5, -1.5, 10, 3, { rx: 1.5, fill: c.pick(["#E23744", "#FC8019", "#4CAF50", "#2F80ED", "#F2C94C"]) }),
      { rot: c.between(0, 180) },
    ),
  );
  const main = join(
    shadow(c, 90, 16, { y: 0 }),
    ellipse(0, -6, 80, 16, { fill: "#EAF2F8", stroke: "#fff", strokeWidth: 3, opacity: 0.8 }),
    rect(-12, -40, 24, 36, { fill: "#F4F8FB", opacity: 0.75 }),
    clipTo(
      c,
      shape(cup),
      rect(-120, -170, 240, 150, { fill: linear(c, ["#F7D9E3", "#E99AB4", "#5A2A1A"], [0, 0, 0, 1]) }),
      shape("M-110 -110Q0 -80 110 -120L110 -100Q0 -60 -110 -90Z", { fill: "#3A1A0A", opacity: 0.7 }),
    ),
    at(-52, -168, scoop(c, 52, ["#FFD6E2", "#F48FB1", "#C2185B"])),
    at(52, -168, scoop(c, 52, ["#9A6040", "#6B3A1E", "#3A1A0A"])),
    at(0, -205, scoop(c, 56, ["#FFFDF2", "#F6ECCF", "#DCCB9E"], { specksOf: ["#2A1A10"] })),
    at(0, -248, whippedTop(c, 80)),
    shape("M-40 -240q10 30 0 46M30 -236q-6 22 4 40", {
      fill: "none",
      stroke: "#3A1A0A",
      strokeWidth: 7,
      strokeLinecap: "round",
    }),
    sprinkles,
    circle(6, -312, 18, { fill: radial(c, ["#FF6A6A", "#D0101E", "#7A0610"], { cx: 0.38, cy: 0.34, r: 0.6 }) }),
    shape("M8 -328q6 -24 26 -34", { fill: "none", stroke: "#4E7D2A", strokeWidth: 3.5, strokeLinecap: "round" }),
    at(70, -230, rect(-8, -90, 16, 100, { rx: 8, fill: linear(c, ["#F0C070", "#C8873A"], [0, 0, 1, 0]) }), { rot: 20 }),
    shape(cup, { fill: "#fff", fillOpacity: 0.12, stroke: "#fff", strokeWidth: 4, strokeOpacity: 0.85 }),
    shape("M-92 -140Q-88 -70 -40 -50", {
      fill: "none",
      stroke: "#fff",
      strokeWidth: 8,
      strokeLinecap: "round",
      opacity: 0.45,
    }),
  );
  return withSides(main, [], { offset: [0, 180], include: sides });
}

function cheesecake(c, { sides = true } = {}) {
  // A wedge at 3/4 view: the point faces the viewer's left.
  const top = "M-150 0L90 -70Q150 -30 120 40Z";
  const front = "M-150 0L120 40L120 120L-150 70Z";
  const main = join(
    sidePlate(c, 220, 80, { tone: "white" }),
    at(
      0,
      -70,
      join(
        shape("M-150 70L120 120L120 134L-150 84Z", { fill: "#000", opacity: 0.15 }),
        shape(front, { fill: linear(c, ["#FFF4D8", "#F2DDA8"], [0, 0, 1, 0]) }),
        shape("M-150 56L120 100L120 120L-150 70Z", { fill: "#B97A3F" }),
        shape("M120 40Q150 -30 90 -70L90 10Q120 60 120 120Z", { fill: "#E8CF98" }),
        shape(top, { fill: "#FFF8E8" }),
        shape("M-150 0L90 -70Q150 -30 120 40Z", { fill: "#C81E34", transform: "translate(0 -2)" }),
        shape(
          "M-150 0L120 40L120 60Q110 70 104 56L100 44L60 36L58 66Q50 76 44 64L40 32L-40 18L-42 30Q-50 38 -56 28L-60 14L-150 4Z",
          { fill: "#B3182C" },
        ),
        ellipse(10, -25, 60, 14, { fill: "#fff", opacity: 0.22, transform: "rotate(-14 10 -25)" }),
      ),
    ),
    at(150, 10, berry(c, 26, "straw"), { rot: 20 }),
    at(-160, 30, berry(c, 22, "straw"), { rot: -30 }),
    at(60, -112, mintLeaf(c, 28), { rot: 50 }),
  );
  return withSides(main, [], { offset: [0, 60], include: sides });
}

/* --- Curries ------------------------------------------------------------ */

const CURRIES = {
  "butter-chicken": {
    gravy: ["#F7A85A", "#E27A32", "#B24E1A"],
    tone: "copper",
    pieces: (c, r) =>
      scatter(c, 7, r * 0.7, r * 0.35).map(([x, y]) =>
        at(x, y, chunk(c, r * 0.17, ["#E58A45", "#B8521F", "#6E2A0C"], { char: 2 }), { rot: c.between(0, 360) }),
      ),
    cream: true,
    butter: true,
    side: "naan",
  },
  "dal-makhani": {
    gravy: ["#8A4426", "#5E2614", "#3A1408"],
    tone: "black",
    pieces: (c, r) => [
      specks(c, 140, r * 0.9, ["#3A1408", "#6E2E16", "#2A0E06"], 2.4),
      scatter(c, 18, r * 0.85, 14).map(([x, y]) =>
        at(x, y, ellipse(0, 0, 6, 4, { fill: "#4A0E0A" }), { rot: c.between(0, 180) }),
      ),
    ],
    cream: true,
    butter: true,
    side: "rice",
  },
  "paneer-butter-masala": {
    gravy: ["#FBA14E", "#EC7A2A", "#C2521A"],
    tone: "white",
    pieces: (c, r) =>
      scatter(c, 8, r * 0.7, r * 0.34).map(([x, y]) =>
        at(x, y, cube(c, r * 0.26, [radial(c, ["#FFFFFF", "#FFF3DC", "#F2CFA0"]), "#E7A86A"]), {
          rot: c.between(0, 90),
        }),
      ),
    cream: true,
    side: "naan",
  },
  "chana-masala": {
    gravy: ["#B8692E", "#8C4418", "#5A260A"],
    tone: "brass",
    pieces: (c, r) =>
      scatter(c, 34, r * 0.85, 20).map(([x, y]) =>
        at(
          x,
          y,
          join(
            circle(1.5, 2.5, 10, { fill: "#000", opacity: 0.2 }),
            circle(0, 0, 10, { fill: radial(c, ["#F2C27A", "#D99A4A", "#A8652A"], { cx: 0.4, cy: 0.35, r: 0.6 }) }),
            shape("M-6 -4Q0 2 6 -4", { fill: "none", stroke: "#8A4A1A", strokeWidth: 1.5, opacity: 0.7 }),
          ),
        ),
      ),
    onions: true,
    side: "bhatura",
  },
  "fish-curry": {
    gravy: ["#F6B24A", "#E08A24", "#B35E12"],
    tone: "terracotta",
    pieces: (c, r) =>
      scatter(c, 4, r * 0.55, r * 0.55).map(([x, y]) =>
        at(
          x,
          y,
          join(
            rect(-r * 0.22 + 4, -r * 0.15 + 6, r * 0.44, r * 0.3, { rx: 12, fill: "#000", opacity: 0.2 }),
            rect(-r * 0.22, -r * 0.15, r * 0.44, r * 0.3, { rx: 12, fill: linear(c, ["#F9D79A", "#E8AE5A"]) }),
            rect(-r * 0.22, r * 0.07, r * 0.44, r * 0.08, { rx: 4, fill: "#8A5A3A", opacity: 0.7 }),
            shape(`M${P(-r * 0.12, -r * 0.1)}q10 10 0 20M${P(r * 0.02, -r * 0.1)}q10 10 0 20`, {
              fill: "none",
              stroke: "#D9964A",
              strokeWidth: 2,
            }),
          ),
          { rot: c.between(-40, 40) },
        ),
      ),
    coconut: true,
    curryLeaves: true,
    side: "rice",
  },
  "rogan-josh": {
    gravy: ["#C8321E", "#9A1E10", "#5A0C06"],
    tone: "copper",
    pieces: (c, r) => [
      scatter(c, 7, r * 0.7, r * 0.34).map(([x, y]) =>
        at(x, y, biryaniPiece(c, "mutton", r * 0.17), { rot: c.between(0, 360) }),
      ),
      at(r * 0.5, -r * 0.45, leaf(c, r * 0.4, r * 0.12, ["#9A8A4A", "#6E5A22"]), { rot: 60 }),
      at(-r * 0.55, r * 0.35, ellipse(0, 0, 9, 5, { fill: "#6E8F3A" }), { rot: 30 }),
    ],
    oil: true,
    side: "naan",
  },
};

function naan(c, s) {
  const d = blobPath(c, s, { points: 9, jitter: 0.12, sx: 0.75, sy: 1.15 });
  return join(
    shape(d, { fill: "#000", opacity: 0.2, transform: "translate(6 10)" }),
    shape(d, { fill: radial(c, ["#FBE3B0", "#EFC47E", "#D49A4E"], { cx: 0.45, cy: 0.4, r: 0.6 }) }),
    scatter(c, 14, s * 0.7, 12, { sy: 1.4 }).map(([x, y]) =>
      at(
        x * 0.8,
        y,
        shape(blobPath(c, c.between(4, 10), { jitter: 0.6 }), { fill: "#6E3A12", opacity: c.between(0.3, 0.65) }),
      ),
    ),
    specks(c, 16, s * 0.6, ["#2F6B22"], 1.6, { sy: 1.4 }),
    ellipse(-s * 0.2, -s * 0.4, s * 0.2, s * 0.1, { fill: "#fff", opacity: 0.22 }),
  );
}

function bhatura(c, s) {
  return join(
    circle(6, 10, s, { fill: "#000", opacity: 0.2 }),
    shape(blobPath(c, s, { points: 10, jitter: 0.1 }), {
      fill: radial(c, ["#FFF1C8", "#F5CF80", "#D99A44"], { cx: 0.4, cy: 0.36, r: 0.66 }),
    }),
    ellipse(-s * 0.3, -s * 0.3, s * 0.35, s * 0.2, {
      fill: "#fff",
      opacity: 0.35,
      transform: `rotate(-30 ${P(-s * 0.3, -s * 0.3)})`,
    }),
    specks(c, 12, s * 0.7, ["#C98A3A"], 2.2),
  );
}

function currySide(c, kind) {
  if (kind === "naan") return join(at(-10, 0, naan(c, 90), { rot: 20 }), at(20, 20, naan(c, 84), { rot: 35 }));
  if (kind === "bhatura") return join(at(0, -60, bhatura(c, 70)), at(20, 60, bhatura(c, 66)));
  return bowl(
    c,
    86,
    (r) =>
      join(
        circle(0, 0, r, { fill: "#FBF7EC" }),
        riceGrains(c, r, 220, ["#FFFFFF", "#F6F0E0", "#EDE4CE"], { len: 12, wid: 3.4 }),
        specks(c, 14, r * 0.8, ["#5A3A1A"], 1.8),
        at(0, 0, coriander(c, 16)),
      ),
    { tone: "white" },
  );
}

function curry(key) {
  const spec = CURRIES[key];
  return (c, { sides = true } = {}) => {
    const fill = (r) =>
      join(
        gravy(c, r, spec.gravy),
        spec.coconut &&
          scatter(c, 5, r * 0.7, r * 0.3).map(([x, y]) =>
            at(
              x,
              y,
              shape(blobPath(c, r * 0.14, { jitter: 0.6, sx: 1.6, sy: 0.6 }), { fill: "#FFF6E0", opacity: 0.5 }),
            ),
          ),
        spec.oil &&
          scatter(c, 9, r * 0.8, r * 0.2).map(([x, y]) =>
            ellipse(x, y, r * 0.07, r * 0.05, { fill: "#E8451E", opacity: 0.55 }),
          ),
        spec.pieces(c, r),
        spec.cream && at(r * 0.05, r * 0.02, creamSwirl(c, r * 0.5, { width: 5 })),
        spec.butter && at(-r * 0.12, -r * 0.08, butterPat(c, r * 0.2), { rot: 20 }),
        spec.onions && [
          onionRing(c, 16),
          at(30, 20, onionRing(c, 14)),
          at(-r * 0.4, r * 0.1, chilli(c, 50), { rot: -30 }),
        ],
        spec.curryLeaves &&
          scatter(c, 6, r * 0.75, r * 0.3).map(([x, y]) => at(x, y, curryLeaf(c, 28), { rot: c.between(0, 360) })),
        sprinkleHerbs(c, 5, r * 0.75, { size: 13 }),
      );
    const main = bowl(c, 165, fill, { tone: spec.tone });
    return withSides(main, [at(210, 30, currySide(c, spec.side))], { offset: [-55, 0], include: sides });
  };
}

/* ------------------------------------------------------------------------ */
/* Backgrounds                                                               */
/* ------------------------------------------------------------------------ */

const BACKDROPS = {
  peach: ["#FFF3E6", "#F8D2AE"],
  rose: ["#FFF1EE", "#F5C6BC"],
  mint: ["#F1F8EE", "#CBE5BE"],
  butter: ["#FFF9E5", "#F6DE9C"],
  sky: ["#F0F6FB", "#C7DCEE"],
  teal: ["#EEF8F6", "#BFE2DB"],
  lilac: ["#F7F2FB", "#DCCBEB"],
  sand: ["#FBF5EC", "#E6D2B5"],
  blush: ["#FFF4F4", "#F3CFD6"],
};

/** Soft tinted backdrop with faint spices near the edges, kept clear of the dish. */
function backdrop(c, w, h, tone) {
  const [light, deep] = BACKDROPS[tone];
  const decor = [];
  for (let tries = 0; decor.length < 14 && tries < 400; tries += 1) {
    const x = c.between(0, w);
    const y = c.between(0, h);
    const nx = (x - w / 2) / (w / 2);
    const ny = (y - h / 2) / (h / 2);
    if (nx * nx + ny * ny < 0.95) continue;
    const item = c.rng();
    if (item < 0.4)
      decor.push(at(x, y, leaf(c, 26, 11, ["#9ACD7A", "#5E9E48"], { vein: false }), { rot: c.between(0, 360) }));
    else if (item < 0.75)
      decor.push(circle(x, y, c.between(3, 5), { fill: c.pick(["#6B3A1E", "#A0522D", "#3A2416"]) }));
    else decor.push(at(x, y, ellipse(0, 0, 7, 3, { fill: "#F2E3C4" }), { rot: c.between(0, 180) }));
  }
  return join(
    rect(0, 0, w, h, { fill: radial(c, [light, deep], { cx: 0.5, cy: 0.45, r: 0.75 }) }),
    g({ opacity: 0.55 }, decor),
  );
}

/** Wooden table top made of planks, for restaurant scenes and the hero. */
function woodTable(c, w, h, { tones = ["#C8905A", "#A9713F", "#8C5A30"], plank = 120, vertical = false } = {}) {
  const planks = [];
  const span = vertical ? w : h;
  for (let i = 0; i * plank < span; i += 1) {
    const shade = tones[i % tones.length];
    const x = vertical ? i * plank : 0;
    const y = vertical ? 0 : i * plank;
    const pw = vertical ? plank : w;
    const ph = vertical ? h : plank;
    planks.push(rect(x, y, pw, ph, { fill: shade }));
    for (let k = 0; k < 5; k += 1) {
      const off = c.between(10, plank - 10);
      const d = vertical
        ? `M${P(x + off, 0)}Q${P(x + off + c.between(-20, 20), h / 2)} ${P(x + off + c.between(-10, 10), h)}`
        : `M${P(0, y + off)}Q${P(w / 2, y + off + c.between(-20, 20))} ${P(w, y + off + c.between(-10, 10))}`;
      planks.push(shape(d, { fill: "none", stroke: "#5E3A1C", strokeWidth: c.between(1, 2.5), opacity: 0.18 }));
    }
    planks.push(
      vertical
        ? rect(x, 0, 3, h, { fill: "#4A2A12", opacity: 0.35 })
        : rect(0, y, w, 3, { fill: "#4A2A12", opacity: 0.35 }),
    );
  }
  return join(
    planks,
    rect(0, 0, w, h, {
      fill: radial(
        c,
        [
          [0.5, "#000", 0],
          [1, "#000", 0.3],
        ],
        { cx: 0.5, cy: 0.45, r: 0.75 },
      ),
    }),
  );
}

/** Checked or plain tablecloth. */
function tablecloth(c, w, h, { base, stripe, size = 60 }) {
  const stripes = [];
  for (let x = 0; x < w; x += size * 2) stripes.push(rect(x, 0, size, h, { fill: stripe, opacity: 0.35 }));
  for (let y = 0; y < h; y += size * 2) stripes.push(rect(0, y, w, size, { fill: stripe, opacity: 0.35 }));
  return join(
    rect(0, 0, w, h, { fill: base }),
    stripes,
    rect(0, 0, w, h, {
      fill: radial(
        c,
        [
          [0.5, "#000", 0],
          [1, "#000", 0.25],
        ],
        { cx: 0.5, cy: 0.45, r: 0.75 },
      ),
    }),
  );
}

function marbleTop(c, w, h, { base = "#F4F1EC", vein = "#B9B2A8" } = {}) {
  const veins = Array.from({ length: 9 }, () => {
    const pts = [];
    let x = c.between(-100, w);
    let y = c.between(-50, h);
    for (let i = 0; i < 6; i += 1) {
      pts.push([x, y]);
      x += c.between(60, 160);
      y += c.between(-60, 80);
    }
    return shape(smoothPath(pts), { fill: "none", stroke: vein, strokeWidth: c.between(1, 3), opacity: 0.45 });
  });
  return join(
    rect(0, 0, w, h, { fill: base }),
    veins,
    rect(0, 0, w, h, {
      fill: radial(
        c,
        [
          [0.5, "#000", 0],
          [1, "#000", 0.18],
        ],
        { cx: 0.5, cy: 0.45, r: 0.75 },
      ),
    }),
  );
}

/** Folded cloth napkin, optionally with a fork laid on it. */
function napkin(c, w, h, color, { fork = false } = {}) {
  return join(
    shadow(c, w / 2, h / 2, { opacity: 0.2 }),
    rect(-w / 2, -h / 2, w, h, { rx: 8, fill: color }),
    rect(-w / 2, -h / 2 + 14, w, 8, { fill: "#fff", opacity: 0.55 }),
    rect(-w / 2, h / 2 - 22, w, 8, { fill: "#fff", opacity: 0.55 }),
    rect(w * 0.1, -h / 2, 2, h, { fill: "#000", opacity: 0.08 }),
    fork && cutlery(c, "fork", h * 0.95),
  );
}

function cutlery(c, kind, len) {
  const metal = linear(c, ["#F4F6F8", "#B9C0C8", "#8E959E"], [0, 0, 1, 0]);
  const handle = rect(-7, len * 0.05, 14, len * 0.5, { rx: 7, fill: metal });
  const neck = rect(-3.5, -len * 0.15, 7, len * 0.25, { fill: metal });
  let head;
  if (kind === "fork") {
    head = join(
      rect(-16, -len * 0.28, 32, len * 0.14, { rx: 8, fill: metal }),
      [-12, -4, 4, 12].map((x) => rect(x - 2.5, -len * 0.48, 5, len * 0.24, { rx: 2.5, fill: metal })),
    );
  } else if (kind === "spoon") {
    head = ellipse(0, -len * 0.32, 22, 34, { fill: metal });
  } else {
    head = shape(`M-7 ${fmt(-len * 0.15)}L-7 ${fmt(-len * 0.48)}Q10 ${fmt(-len * 0.44)} 8 ${fmt(-len * 0.15)}Z`, {
      fill: metal,
    });
  }
  return join(g({ opacity: 0.2, transform: "translate(5 7)" }, handle, neck, head), handle, neck, head);
}

/* ------------------------------------------------------------------------ */
/* Dish catalogue                                                            */
/* ------------------------------------------------------------------------ */

const DISHES = {
  "paneer-tikka": { draw: paneerTikka, bg: "mint" },
  samosa: { draw: samosa, bg: "teal" },
  "spring-rolls": { draw: springRolls, bg: "sky" },
  "chicken-65": { draw: chicken65, bg: "butter" },
  "hara-bhara-kebab": { draw: haraBharaKebab, bg: "peach" },
  "seekh-kebab": { draw: seekhKebab, bg: "sand" },
  momos: { draw: momos, bg: "rose" },
  "chilli-paneer": { draw: chilliPaneer, bg: "butter" },
  "masala-dosa": { draw: masalaDosa, bg: "sand" },
  "idli-sambar": { draw: idliSambar, bg: "peach" },
  poha: { draw: poha, bg: "teal" },
  "aloo-paratha": { draw: alooParatha, bg: "mint" },
  pancakes: { draw: pancakes, bg: "sky", scale: 1.15 },
  upma: { draw: upma, bg: "rose" },
  "chicken-biryani": { draw: biryani("chicken"), bg: "teal" },
  "mutton-biryani": { draw: biryani("mutton"), bg: "sand" },
  "veg-biryani": { draw: biryani("veg"), bg: "mint" },
  "egg-biryani": { draw: biryani("egg"), bg: "sky" },
  "margherita-pizza": { draw: pizza("margherita"), bg: "mint" },
  "pepperoni-pizza": { draw: pizza("pepperoni"), bg: "butter" },
  "veg-burger": { draw: burger("veg"), bg: "teal" },
  "chicken-burger": { draw: burger("chicken"), bg: "rose" },
  "french-fries": { draw: friesCarton, bg: "butter" },
  "hakka-noodles": { draw: hakkaNoodles, bg: "peach" },
  "fried-rice": { draw: friedRice, bg: "sky" },
  "club-sandwich": { draw: clubSandwich, bg: "mint" },
  "kimchi-fried-rice": { draw: kimchiFriedRice, bg: "sand" },
  bibimbap: { draw: bibimbap, bg: "blush" },
  "gulab-jamun": { draw: gulabJamun, bg: "blush" },
  rasgulla: { draw: rasgulla, bg: "sky" },
  jalebi: { draw: jalebi, bg: "lilac" },
  "kaju-katli": { draw: kajuKatli, bg: "rose" },
  "mango-lassi": { draw: drink(DRINKS["mango-lassi"]), bg: "teal" },
  "cold-coffee": { draw: drink(DRINKS["cold-coffee"]), bg: "sand" },
  "fresh-lime-soda": { draw: drink(DRINKS["fresh-lime-soda"]), bg: "mint" },
  "watermelon-juice": { draw: drink(DRINKS["watermelon-juice"]), bg: "blush" },
  "chocolate-brownie": { draw: chocolateBrownie, bg: "peach", scale: 1.15 },
  "ice-cream-sundae": { draw: iceCreamSundae, bg: "lilac" },
  cheesecake: { draw: cheesecake, bg: "mint" },
  kulfi: { draw: kulfi, bg: "peach" },
  "butter-chicken": { draw: curry("butter-chicken"), bg: "teal" },
  "dal-makhani": { draw: curry("dal-makhani"), bg: "butter" },
  "paneer-butter-masala": { draw: curry("paneer-butter-masala"), bg: "sky" },
  "chana-masala": { draw: curry("chana-masala"), bg: "mint" },
  "fish-curry": { draw: curry("fish-curry"), bg: "teal" },
  "rogan-josh": { draw: curry("rogan-josh"), bg: "sand" },
};

/** Draws a catalogued dish in a scene (no sides), scaled and placed. */
const dishAt = (c, key, x, y, s = 1, rot = 0) => at(x, y, DISHES[key].draw(c, { sides: false }), { s, rot });

function dishPicture(key) {
  const c = createCanvas(`dish:${key}`);
  const W = 640;
  const H = 480;
  const { bg, draw, scale = 1 } = DISHES[key];
  const body = join(backdrop(c, W, H, bg), at(W / 2, H / 2, draw(c), { s: scale }));
  return svgDocument(c, W, H, body);
}

/* ------------------------------------------------------------------------ */
/* Scene props                                                               */
/* ------------------------------------------------------------------------ */

function starAnise(c, s) {
  return join(
    Array.from({ length: 8 }, (_, i) =>
      at(0, 0, ellipse(0, -s * 0.55, s * 0.2, s * 0.5, { fill: i % 2 ? "#7A3A1A" : "#8E4A22" }), { rot: i * 45 }),
    ),
    circle(0, 0, s * 0.2, { fill: "#5A2A10" }),
  );
}

function cardamom(c, s) {
  return join(
    ellipse(0, 0, s * 0.35, s * 0.6, { fill: "#8DB85A" }),
    shape(`M0 ${fmt(-s * 0.55)}L0 ${fmt(s * 0.55)}`, { stroke: "#5E8A2E", strokeWidth: 1.5 }),
  );
}

function cinnamon(c, s) {
  return join(
    rect(-s, -s * 0.18, s * 2, s * 0.36, { rx: s * 0.1, fill: linear(c, ["#B8703A", "#7A3E16"]) }),
    ellipse(s, 0, s * 0.08, s * 0.18, { fill: "#D9965A" }),
  );
}

/** Whole spices strewn over the table; callers pick the spots so they land in gaps between dishes. */
function strewnSpices(c, spots) {
  const makers = [
    starAnise,
    cardamom,
    cinnamon,
    () => circle(0, 0, 4, { fill: "#2A1A10" }),
    (cc) => chilli(cc, 46, { color: "red" }),
  ];
  return spots.map(([x, y], i) => at(x, y, makers[i % makers.length](c, 22), { rot: c.between(0, 360) }));
}

function marigold(c, r) {
  return join(
    shadow(c, r, r, { opacity: 0.2 }),
    [1, 0.75, 0.5].map((k, i) =>
      ringPoints(12, r * k * 0.7, i * 15).map(([x, y]) =>
        circle(x, y, r * k * 0.36, { fill: ["#F28C1C", "#F7A21B", "#FFC233"][i] }),
      ),
    ),
    circle(0, 0, r * 0.22, { fill: "#E8701A" }),
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

/** Coffee cup on a saucer, from above, with latte art. */
function coffeeCup(c, r, { art = true, drink = ["#C98A55", "#9A5A2E", "#6B3A1A"] } = {}) {
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
function filterCoffee(c, s) {
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

function layerCake(c, w) {
  const h = w * 0.62;
  const drips = Array.from({ length: 9 }, (_, i) => {
    const x = -w / 2 + 12 + i * ((w - 24) / 8);
    const len = c.between(14, 40);
    return shape(
      `M${P(x - 9, -h)}L${P(x - 9, -h + len)}Q${P(x, -h + len + 12)} ${P(x + 9, -h + len)}L${P(x + 9, -h)}Z`,
      { fill: "#4A2010" },
    );
  });
  return join(
    // cake stand
    shadow(c, w * 0.7, 20, { y: 60 }),
    ellipse(0, 62, w * 0.35, 14, { fill: "#D6DCE2" }),
    rect(-14, 10, 28, 52, { fill: linear(c, ["#F4F6F8", "#B9C0C8"], [0, 0, 1, 0]) }),
    ellipse(0, 10, w * 0.66, 22, { fill: "#E6EBF0", stroke: "#C3C9D0", strokeWidth: 3 }),
    rect(-w / 2, -h, w, h, { fill: linear(c, ["#F6D2DC", "#EFB4C4", "#D98AA0"], [0, 0, 1, 0]) }),
    ellipse(0, 0, w / 2, 16, { fill: "#D98AA0" }),
    [0.33, 0.66].map((k) => rect(-w / 2, -h + h * k, w, 8, { fill: "#FFF4F0" })),
    ellipse(0, -h, w / 2, 16, { fill: "#5A2814" }),
    drips,
    [-0.3, -0.1, 0.1, 0.3].map((k, i) => at(k * w, -h - 14 + (i % 2) * 6, berry(c, 16, "straw"))),
    [-0.2, 0, 0.2].map((k) => at(k * w, -h - 4, whippedTop(c, 26))),
  );
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
          shape(smoothPath(wave), {
            fill: "none",
            stroke: i === 1 ? "#5EA63A" : "#7A2A0E",
            strokeWidth: 6,
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

function eggsAndToast(c) {
  const toast = (rot) =>
    at(
      0,
      0,
      join(
        rect(-52, -56, 104, 112, { rx: 26, fill: "#B8742F" }),
        rect(-44, -46, 88, 96, { rx: 20, fill: radial(c, ["#F6D79A", "#E6B060"]) }),
      ),
      { rot },
    );
  return join(
    plate(c, 160),
    at(-50, -30, friedEgg(c, 62)),
    at(60, 45, toast(15)),
    at(40, 25, toast(-5)),
    [
      [-80, 70],
      [-40, 95],
      [-100, 30],
    ].map(([x, y]) =>
      at(
        x,
        y,
        join(
          circle(0, 0, 16, { fill: radial(c, ["#FF7A6A", "#D9301E", "#8C1408"], { cx: 0.4, cy: 0.35, r: 0.6 }) }),
          shape("M-4 -14l4 4 4 -4", { stroke: "#3E8E2C", strokeWidth: 3, fill: "none" }),
        ),
      ),
    ),
    specks(c, 14, 60, ["#2A1A10"], 1.5).map((sp) => at(-50, -30, sp)),
  );
}

function breadBasket(c) {
  const weave = [];
  for (let k = -120; k <= 120; k += 18)
    weave.push(shape(`M${P(k, -120)}L${P(k + 40, 120)}`, { stroke: "#8A5A22", strokeWidth: 3, opacity: 0.35 }));
  return join(
    shadow(c, 130, 100),
    ellipse(0, 0, 130, 100, { fill: "#C9944A" }),
    clipTo(c, ellipse(0, 0, 120, 90), ellipse(0, 0, 120, 90, { fill: "#B88440" }), weave),
    ellipse(0, 0, 126, 96, { fill: "none", stroke: "#8A5A22", strokeWidth: 8 }),
    at(-10, -5, rect(-110, -70, 200, 130, { rx: 20, fill: "#F6F1E6", transform: "rotate(-8)" })),
    at(-30, 0, naan(c, 70), { rot: 60 }),
    at(30, 10, naan(c, 66), { rot: 80 }),
  );
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

const EXTRA_DRINKS = {
  cola: { liquid: ["#3A1A0E", "#6B3420", "#2A120A"], straw: "#E23744", ice: 3, bubbles: true },
  orange: {
    liquid: ["#F7931E", "#FFC04A", "#EE8A14"],
    straw: "#2EA65A",
    rim: (c, top, w) => at(w / 2 - 14, top + 6, citrusWedge(c, 32, { kind: "lemon" }), { rot: 60 }),
  },
};

/** Side-view drink with no sides, placed on a scene. */
const drinkAt = (c, spec, x, y, s = 1) => at(x, y, drink(spec)(c, { sides: false }), { s });

/* ------------------------------------------------------------------------ */
/* Restaurant covers (960x600)                                               */
/* ------------------------------------------------------------------------ */

const RW = 960;
const RH = 600;

const RESTAURANTS = [
  // r01 Hyderabadi biryani
  (c) =>
    join(
      woodTable(c, RW, RH, { tones: ["#7A4A2A", "#6B3F22", "#5E351C"] }),
      strewnSpices(c, [
        [60, 80],
        [110, 520],
        [900, 60],
        [870, 540],
        [520, 560],
        [40, 300],
        [640, 40],
      ]),
      at(760, 150, dipBowl(c, 70, "raita", "copper")),
      at(
        790,
        420,
        bowl(
          c,
          80,
          (r) =>
            join(
              gravy(c, r, ["#B8762E", "#8C4A18", "#5A2A0A"]),
              [0, 1, 2].map((i) => at(-20 + i * 20, -10 + i * 12, chilli(c, 70), { rot: -30 + i * 25 })),
            ),
          { tone: "copper" },
        ),
      ),
      at(610, 520, join(onionRing(c, 26), at(30, -10, onionRing(c, 22)), at(70, 10, citrusWedge(c, 30), { rot: 20 }))),
      dishAt(c, "chicken-biryani", 390, 300, 1.25),
    ),
  // r02 North Indian curries
  (c) =>
    join(
      tablecloth(c, RW, RH, { base: "#F4E3C8", stripe: "#C0392B", size: 50 }),
      at(120, 470, breadBasket(c), { s: 0.95 }),
      dishAt(c, "butter-chicken", 330, 250, 0.95),
      dishAt(c, "dal-makhani", 640, 370, 0.85),
      dishAt(c, "paneer-butter-masala", 800, 140, 0.7),
      at(880, 470, join(onionRing(c, 26), at(-20, 30, onionRing(c, 22)), at(10, 70, chilli(c, 60), { rot: 20 }))),
    ),
  // r03 South Indian dosa / idli
  (c) =>
    join(
      woodTable(c, RW, RH, { tones: ["#B98050", "#A87244", "#9A663A"], plank: 100, vertical: true }),
      at(420, 330, DISHES["masala-dosa"].draw(c), { s: 1.2 }),
      at(830, 130, DISHES["idli-sambar"].draw(c, { sides: false }), { s: 0.7 }),
      at(860, 470, filterCoffee(c, 60)),
      at(
        110,
        80,
        join(
          at(0, 0, curryLeaf(c, 40), { rot: 20 }),
          at(30, 10, curryLeaf(c, 36), { rot: 70 }),
          at(-30, 40, chilli(c, 50, { color: "red" }), { rot: -20 }),
        ),
      ),
    ),
  // r04 Chinese noodles / wok
  (c) =>
    join(
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
      dishAt(c, "hakka-noodles", 300, 340, 1),
      dishAt(c, "fried-rice", 690, 360, 0.8),
      at(820, 170, dipBowl(c, 46, "chilliOil", "black")),
      at(520, 530, chopsticks(c, 300), { rot: 80 }),
      at(80, 520, dipBowl(c, 40, "sweetChilli", "black")),
    ),
  // r05 Pizza
  (c) =>
    join(
      tablecloth(c, RW, RH, { base: "#FFF6EE", stripe: "#D8323A", size: 40 }),
      dishAt(c, "pepperoni-pizza", 360, 300, 1.25),
      dishAt(c, "margherita-pizza", 850, 480, 0.95),
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
    ),
  // r06 American burgers
  (c) =>
    join(
      woodTable(c, RW, RH, { tones: ["#9A6A42", "#8A5E38", "#7E542F"] }),
      at(95, 170, napkin(c, 130, 230, "#E9584A", { fork: true }), { rot: -8 }),
      dishAt(c, "chicken-burger", 330, 380, 1.05),
      dishAt(c, "veg-burger", 640, 300, 0.85),
      dishAt(c, "french-fries", 860, 320, 0.75),
      drinkAt(c, EXTRA_DRINKS.cola, 110, 560, 0.75),
    ),
  // r07 Kebab grill
  (c) => {
    const bars = Array.from({ length: 10 }, (_, i) =>
      join(rect(0, 40 + i * 56, RW, 14, { fill: "#2A2A2E" }), rect(0, 40 + i * 56, RW, 4, { fill: "#6A6A72" })),
    );
    return join(
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
    );
  },
  // r08 Juices & smoothies (counter scene)
  (c) =>
    join(
      rect(0, 0, RW, RH, { fill: linear(c, ["#FFF4D6", "#FFE1A8"]) }),
      Array.from({ length: 9 }, (_, i) => rect(i * 120 - 20, 0, 60, 420, { fill: "#FFD27A", opacity: 0.35 })),
      rect(0, 420, RW, 180, { fill: linear(c, ["#3FA97A", "#2A7F5A"]) }),
      rect(0, 420, RW, 16, { fill: "#5FC99A" }),
      drinkAt(c, DRINKS["mango-lassi"], 170, 470, 1),
      drinkAt(c, DRINKS["watermelon-juice"], 370, 480, 1.05),
      drinkAt(c, DRINKS["fresh-lime-soda"], 580, 470, 1),
      drinkAt(c, EXTRA_DRINKS.orange, 790, 480, 1.05),
      at(270, 540, citrusSlice(c, 34, { kind: "orange" })),
      at(480, 555, mangoCheek(c, 70), { rot: 10 }),
      at(690, 545, citrusSlice(c, 30)),
      at(890, 550, watermelonWedge(c, 48), { rot: 190 }),
      at(60, 545, berry(c, 22, "straw")),
    ),
  // r09 Desserts / cakes
  (c) =>
    join(
      marbleTop(c, RW, RH, { base: "#FBEFF2", vein: "#D8A8B8" }),
      at(230, 360, layerCake(c, 240)),
      dishAt(c, "ice-cream-sundae", 520, 520, 0.95),
      dishAt(c, "cheesecake", 780, 260, 0.8),
      dishAt(c, "chocolate-brownie", 790, 520, 0.6),
      [
        [60, 560],
        [420, 80],
        [640, 40],
        [920, 400],
      ].map(([x, y]) => at(x, y, berry(c, 18, c.pick(["straw", "blue"])))),
    ),
  // r10 Korean
  (c) =>
    join(
      woodTable(c, RW, RH, { tones: ["#5A3A24", "#4E321F", "#452C1B"], plank: 90 }),
      at(480, 80, rect(-480, -40, 960, 60, { fill: "#1F1F22", opacity: 0.5 })),
      dishAt(c, "bibimbap", 330, 320, 1.05),
      dishAt(c, "kimchi-fried-rice", 720, 350, 0.8),
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
    ),
  // r11 Fast food combo
  (c) =>
    join(
      rect(0, 0, RW, RH, { fill: linear(c, ["#FFC83A", "#FFB020"]) }),
      Array.from({ length: 12 }, (_, i) =>
        at(i * 90, 0, rect(0, 0, 40, RH, { fill: "#FFD65A", opacity: 0.5 }), { rot: 20 }),
      ),
      at(480, 320, tray(c, 760, 500)),
      dishAt(c, "veg-burger", 370, 380, 0.95),
      dishAt(c, "french-fries", 660, 330, 0.8),
      drinkAt(c, EXTRA_DRINKS.cola, 780, 520, 0.8),
      at(190, 200, dipBowl(c, 40, "ketchup")),
    ),
  // r12 Beverages / coffee
  (c) =>
    join(
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
    ),
  // r13 Indian sweets
  (c) =>
    join(
      rect(0, 0, RW, RH, { fill: radial(c, ["#A8233A", "#6E0E22"], { cx: 0.5, cy: 0.45, r: 0.8 }) }),
      rect(0, 0, RW, 34, { fill: "#E8B040" }),
      rect(0, RH - 34, RW, 34, { fill: "#E8B040" }),
      Array.from({ length: 24 }, (_, i) => circle(20 + i * 40, 17, 8, { fill: "#A8233A" })),
      Array.from({ length: 24 }, (_, i) => circle(20 + i * 40, RH - 17, 8, { fill: "#A8233A" })),
      dishAt(c, "gulab-jamun", 230, 220, 0.75),
      dishAt(c, "kaju-katli", 700, 210, 0.75),
      dishAt(c, "jalebi", 470, 420, 0.75),
      dishAt(c, "rasgulla", 820, 450, 0.55),
      [
        [90, 470],
        [140, 540],
        [60, 100],
      ].map(([x, y]) => at(x, y, marigold(c, 30))),
      at(920, 110, diya(c, 34)),
      at(620, 540, diya(c, 28)),
    ),
  // r14 Biryani handi (dum-sealed clay pot, lid set aside)
  (c) => {
    const dough = scatter(c, 40, 5).map(([x, y], i) => {
      const [px, py] = polar(182, i * 9);
      return circle(px + x, py + y, 14, { fill: c.pick(["#F2DDB0", "#E8CC94", "#F6E6C4"]) });
    });
    return join(
      tablecloth(c, RW, RH, { base: "#1F5E57", stripe: "#174A44", size: 70 }),
      at(420, 310, join(dishAt(c, "mutton-biryani", 0, 0, 1.05), dough), {}),
      at(
        800,
        170,
        join(
          shadow(c, 130, 130),
          circle(0, 0, 130, { fill: radial(c, ["#E9A37B", "#C06A3F", "#7E3A1C"], { cx: 0.35, cy: 0.3, r: 0.8 }) }),
          circle(0, 0, 100, { fill: "none", stroke: "#8E4622", strokeWidth: 4, opacity: 0.6 }),
          circle(0, 0, 28, { fill: "#8E4622" }),
          circle(-6, -6, 22, { fill: "#C9774A" }),
        ),
      ),
      at(790, 450, dipBowl(c, 70, "raita", "terracotta")),
      at(110, 520, join(onionRing(c, 26), at(34, -14, onionRing(c, 22)), at(70, 20, citrusWedge(c, 30)))),
      strewnSpices(c, [
        [80, 80],
        [620, 560],
        [930, 330],
        [660, 80],
      ]),
    );
  },
  // r15 Street food chaat
  (c) =>
    join(
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
    ),
  // r16 Cafe breakfast
  (c) =>
    join(
      marbleTop(c, RW, RH),
      at(260, 230, eggsAndToast(c), { s: 0.95 }),
      dishAt(c, "pancakes", 620, 420, 0.85),
      at(800, 150, coffeeCup(c, 58)),
      drinkAt(c, EXTRA_DRINKS.orange, 130, 560, 0.75),
      at(470, 90, napkin(c, 120, 160, "#F4C7B8", { fork: true }), { rot: 80 }),
    ),
];

function restaurantPicture(index) {
  const c = createCanvas(`restaurant:${index + 1}`);
  return svgDocument(c, RW, RH, RESTAURANTS[index](c));
}

/* ------------------------------------------------------------------------ */
/* Hero: a thali spread (1200x900)                                           */
/* ------------------------------------------------------------------------ */

function yellowDal(c) {
  return (r) =>
    join(
      gravy(c, r, ["#FFD85A", "#F2B728", "#C98A12"]),
      specks(c, 26, r * 0.8, ["#6B3A10", "#3A1A06"], 1.8),
      at(r * 0.2, -r * 0.1, chilli(c, r * 0.7, { color: "red" }), { rot: 30 }),
      sprinkleHerbs(c, 3, r * 0.6, { size: 12 }),
    );
}

function salad(c) {
  const cucumber = (r) =>
    join(
      circle(0, 0, r, { fill: "#3E8E2C" }),
      circle(0, 0, r * 0.86, { fill: "#D8F0B0" }),
      specks(c, 6, r * 0.4, ["#F4FBE6"], 1.5),
    );
  const tomato = (r) =>
    join(
      circle(0, 0, r, { fill: "#D9301E" }),
      circle(0, 0, r * 0.8, { fill: "#F0604A" }),
      ringPoints(4, r * 0.45, 45).map(([x, y]) => circle(x, y, r * 0.14, { fill: "#FFD0A0" })),
    );
  return join(
    at(-28, -10, cucumber(26)),
    at(10, -26, cucumber(24)),
    at(30, 10, tomato(24)),
    at(-6, 24, onionRing(c, 22)),
    at(-40, 26, citrusWedge(c, 22), { rot: -30 }),
    at(40, -40, chilli(c, 44), { rot: 140 }),
  );
}

function papad(c, r) {
  return join(
    circle(r * 0.06, r * 0.1, r, { fill: "#000", opacity: 0.18 }),
    shape(blobPath(c, r, { points: 14, jitter: 0.05 }), { fill: radial(c, ["#FCEBC0", "#F2D38E", "#DDB060"]) }),
    specks(c, 60, r * 0.9, ["#C98A3A", "#8A5A2A", "#FFF6DC"], 1.8),
  );
}

function riceMound(c, r) {
  return join(
    shape(blobPath(c, r, { points: 10, jitter: 0.12 }), { fill: "#000", opacity: 0.15, transform: "translate(5 8)" }),
    shape(blobPath(c, r, { points: 10, jitter: 0.12 }), { fill: radial(c, ["#FFFFFF", "#F6F0E0", "#E6DCC4"]) }),
    riceGrains(c, r * 0.92, 260, ["#FFFFFF", "#F6F0E0", "#EDE4CE"], { len: 12, wid: 3.6 }),
    at(0, -r * 0.2, coriander(c, 16)),
  );
}

function roti(c, r) {
  return join(
    circle(r * 0.05, r * 0.09, r, { fill: "#000", opacity: 0.18 }),
    shape(blobPath(c, r, { points: 12, jitter: 0.06 }), { fill: radial(c, ["#F6DCA6", "#E6BC78", "#C99550"]) }),
    scatter(c, 18, r * 0.85, 12).map(([x, y]) =>
      at(
        x,
        y,
        shape(blobPath(c, c.between(4, 9), { jitter: 0.6 }), { fill: "#7A4416", opacity: c.between(0.25, 0.5) }),
      ),
    ),
  );
}

function thali(c) {
  const katori = (fill) => bowl(c, 66, fill, { tone: "steel", rim: 0.12 });
  const katoris = [
    [-205, -150, yellowDal(c)],
    [-75, -225, CURRY_FILLS.paneer(c)],
    [75, -225, CURRY_FILLS.dal(c)],
    [205, -150, dip(c, "raita")],
    [
      245,
      10,
      (r) =>
        join(
          gravy(c, r, ["#F6C26A", "#E09A38", "#B86A1A"]),
          at(-r * 0.3, 0, syrupBall(c, r * 0.36, ["#B5682E", "#7A3412", "#3E1606"])),
          at(r * 0.32, r * 0.05, syrupBall(c, r * 0.36, ["#B5682E", "#7A3412", "#3E1606"])),
        ),
    ],
  ];
  return join(
    shadow(c, 320, 320),
    circle(0, 0, 320, { fill: radial(c, ["#FFFFFF", "#D5DAE0", "#8E959E"], { cx: 0.36, cy: 0.3, r: 0.8 }) }),
    circle(0, 0, 296, { fill: radial(c, ["#F4F6F8", "#DDE1E6", "#B9C0C8"], { cx: 0.6, cy: 0.62, r: 0.62 }) }),
    gloss(308, 195, 260, 8, 0.7),
    katoris.map(([x, y, fill]) => at(x, y, katori(fill))),
    at(-150, 120, join(at(-20, 10, roti(c, 100)), at(30, -15, roti(c, 96)), at(10, 0, butterPat(c, 28), { rot: 15 }))),
    at(75, 145, riceMound(c, 92)),
    at(-60, -10, salad(c)),
    at(110, -40, dipBowl(c, 42, "mint", "steel")),
    at(195, 170, papad(c, 70)),
    at(-250, 30, dipBowl(c, 40, "pickle", "steel")),
  );
}

/** Mini curry fills reused inside thali katoris. */
const CURRY_FILLS = {
  paneer: (c) => (r) =>
    join(
      gravy(c, r, CURRIES["paneer-butter-masala"].gravy),
      scatter(c, 4, r * 0.55, r * 0.45).map(([x, y]) =>
        at(x, y, cube(c, r * 0.32, ["#FFF8EA", "#E7A86A"]), { rot: c.between(0, 90) }),
      ),
      creamSwirl(c, r * 0.4, { width: 3 }),
    ),
  dal: (c) => (r) =>
    join(
      gravy(c, r, CURRIES["dal-makhani"].gravy),
      specks(c, 40, r * 0.9, ["#3A1408", "#6E2E16"], 2),
      creamSwirl(c, r * 0.4, { width: 3 }),
    ),
};

function lassiTop(c, r) {
  return join(
    shadow(c, r, r),
    circle(0, 0, r, { fill: "#fff", opacity: 0.5, stroke: "#fff", strokeWidth: 3 }),
    circle(0, 0, r * 0.86, { fill: radial(c, ["#FFF6D8", "#FFE08A", "#F2B23A"]) }),
    pistachioBits(c, 8, r * 0.5),
    saffronStrands(c, 5, r * 0.5),
    at(r * 0.2, -r * 0.2, rect(-6, -r * 1.6, 12, r * 1.6, { rx: 6, fill: "#FC8019" }), { rot: 35 }),
    gloss(r * 0.95, 200, 250, 4, 0.8),
  );
}

function heroPicture() {
  const c = createCanvas("hero");
  const W = 1200;
  const H = 900;
  const body = join(
    woodTable(c, W, H, { tones: ["#6E4226", "#623A21", "#57331D"], plank: 130 }),
    strewnSpices(c, [
      [420, 40],
      [780, 50],
      [40, 610],
      [1170, 640],
      [420, 870],
      [800, 880],
      [600, 20],
    ]),
    dishAt(c, "chicken-biryani", 150, 150, 0.85),
    dishAt(c, "butter-chicken", 1060, 140, 0.8),
    dishAt(c, "chicken-65", 130, 770, 0.7),
    dishAt(c, "jalebi", 1070, 780, 0.68),
    at(95, 460, lassiTop(c, 58)),
    at(1100, 470, breadBasket(c), { s: 0.8, rot: 80 }),
    at(600, 450, thali(c)),
    at(300, 830, marigold(c, 26)),
    at(900, 60, marigold(c, 24)),
  );
  return svgDocument(c, W, H, body);
}

/* ------------------------------------------------------------------------ */
/* "Beyond the plate" cards (800x500)                                        */
/* ------------------------------------------------------------------------ */

const SKIN = [
  ["#E0A77A", "#B97A4E"],
  ["#C58A5E", "#9A6238"],
  ["#8E5A3A", "#6A3E24"],
];

/**
 * Two hands holding a side-view bowl (width 260, rim at y=0, base at y=130):
 * fingers wrap the bowl's sides and thumbs rest on the rim.
 */
function holdingHands(c, [skin, shade], sleeve) {
  const hand = (side) => {
    const fingers = [0, 1, 2, 3].map((i) => {
      const y = 30 + i * 25;
      const edge = -130 * Math.sqrt(Math.max(0, 1 - (y / 138) ** 2));
      const tip = edge + 48 - i * 4;
      return rect(-160, y - 12, tip + 160, 24, { rx: 12, fill: skin, stroke: shade, strokeWidth: 2 });
    });
    return g(
      { transform: `scale(${side} 1)` },
      shape("M-182 60L-118 96L-190 270L-280 236Z", { fill: skin }),
      shape("M-214 150L-150 178L-196 280L-290 250Z", { fill: sleeve }),
      rect(-192, -6, 72, 140, { rx: 34, fill: skin }),
      fingers,
      at(-150, -14, rect(-20, -12, 92, 26, { rx: 13, fill: skin, stroke: shade, strokeWidth: 2 }), { rot: 6 }),
    );
  };
  return join(hand(-1), hand(1));
}

function sideBowl(c, w, h, { tone = ["#E86A3A", "#B8401A"], food = ["#FFD85A", "#F2B728"] } = {}) {
  return join(
    ellipse(0, 0, w / 2, h * 0.16, { fill: food[1] }),
    shape(`M${P(-w / 2, -h * 0.05)}C${P(-w / 2, -h * 0.5)} ${P(w / 2, -h * 0.5)} ${P(w / 2, -h * 0.05)}Z`, {
      fill: radial(c, food, { cx: 0.4, cy: 0.8, r: 0.6 }),
    }),
    riceGrains(c, w * 0.3, 40, ["#FFFFFF", "#FFF3C4"], { len: 9, wid: 3 }).map((gr) =>
      at(0, -h * 0.16, gr, { sx: 1.1, sy: 0.4 }),
    ),
    shape(`M${P(-w / 2, 0)}Q${P(-w / 2, h)} ${P(0, h)}Q${P(w / 2, h)} ${P(w / 2, 0)}Z`, {
      fill: linear(c, tone, [0, 0, 1, 0]),
    }),
    ellipse(0, 0, w / 2, h * 0.12, { fill: "none", stroke: "#fff", strokeWidth: 4, opacity: 0.5 }),
    shape(`M${P(-w * 0.38, h * 0.2)}Q${P(-w * 0.34, h * 0.6)} ${P(-w * 0.12, h * 0.8)}`, {
      fill: "none",
      stroke: "#fff",
      strokeWidth: 6,
      strokeLinecap: "round",
      opacity: 0.35,
    }),
  );
}

function heart(c, s, color) {
  return shape(
    `M0 ${fmt(s * 0.35)}C${P(-s * 0.9, -s * 0.2)} ${P(-s * 0.45, -s * 0.95)} 0 ${fmt(-s * 0.45)}C${P(s * 0.45, -s * 0.95)} ${P(s * 0.9, -s * 0.2)} 0 ${fmt(s * 0.35)}Z`,
    { fill: color },
  );
}

function feedingIndia(c) {
  return join(
    rect(0, 0, 800, 500, { fill: linear(c, ["#FFF1E0", "#FFD3AE"]) }),
    circle(400, 250, 220, { fill: "#FFE4C4" }),
    ringPoints(10, 280, 0).map(([x, y], i) =>
      at(400 + x, 250 + y * 0.8, leaf(c, 28, 11, ["#9ACD7A", "#5E9E48"], { vein: false }), { rot: i * 36 }),
    ),
    at(125, 370, join(sideBowl(c, 130, 70, { tone: ["#3FA97A", "#2A7F5A"] }), at(0, -60, steam(c, 2, 40, 60)))),
    at(
      675,
      370,
      join(
        sideBowl(c, 130, 70, { tone: ["#2F80ED", "#1F5FB5"], food: ["#F7A85A", "#E27A32"] }),
        at(0, -60, steam(c, 2, 40, 60)),
      ),
    ),
    at(400, 300, join(at(0, -110, steam(c, 3, 90, 110)), sideBowl(c, 260, 130), holdingHands(c, SKIN[1], "#2F6DB5"))),
    at(400, 90, heart(c, 70, "#E23744")),
    at(330, 120, heart(c, 30, "#FC8019")),
    at(475, 125, heart(c, 26, "#FC8019")),
    at(125, 370, holdingHands(c, SKIN[0], "#F2C94C"), { s: 0.5 }),
    at(675, 370, holdingHands(c, SKIN[2], "#9B59B6"), { s: 0.5 }),
  );
}

function scooter(c) {
  const wheel = (x) =>
    at(
      x,
      70,
      join(
        circle(0, 0, 52, { fill: "#1F1F24" }),
        circle(0, 0, 34, { fill: "#C9CFD6" }),
        ringPoints(6, 20, 0).map(([px, py]) => shape(`M0 0L${P(px, py)}`, { stroke: "#8E959E", strokeWidth: 5 })),
        circle(0, 0, 10, { fill: "#4A4A52" }),
      ),
    );
  return join(
    ellipse(0, 125, 250, 14, { fill: "#000", opacity: 0.18 }),
    wheel(-130),
    wheel(140),
    // rear body, floorboard and front apron
    shape("M-205 40C-215 -30 -160 -70 -60 -62L-30 -30L-40 40Z", { fill: linear(c, ["#34C38F", "#1F8F66"]) }),
    rect(-60, 22, 170, 26, { rx: 10, fill: "#1F8F66" }),
    shape("M80 48L112 -120L150 -120L140 40Q150 60 170 64L90 64Z", {
      fill: linear(c, ["#34C38F", "#1F8F66"], [0, 0, 1, 0]),
    }),
    shape("M95 10A60 60 0 0 1 200 40L182 40A44 44 0 0 0 112 18Z", { fill: "#1F8F66" }),
    rect(-180, -92, 130, 28, { rx: 14, fill: "#2A2A30" }),
    shape("M-130 -40L-150 -5L-128 -5L-142 28L-100 -18L-122 -18L-106 -40Z", { fill: "#FFE14A" }),
    shape("M128 -120L140 -168", { stroke: "#2A2A30", strokeWidth: 9, strokeLinecap: "round" }),
    shape("M110 -170L175 -166", { stroke: "#2A2A30", strokeWidth: 10, strokeLinecap: "round" }),
    circle(158, -100, 14, { fill: "#FFF3B0", stroke: "#E0C040", strokeWidth: 3 }),
    // delivery box
    rect(-230, -210, 150, 118, { rx: 16, fill: linear(c, ["#FF8A2A", "#E23744"]) }),
    rect(-230, -210, 150, 22, { rx: 11, fill: "#fff", opacity: 0.25 }),
    at(-155, -145, brandMark(c, 30, { onDark: true })),
  );
}

/** The Thali mark: a round plate with katoris, shared by logo, favicon and the box. */
function brandMark(c, r, { onDark = false } = {}) {
  const fill = onDark ? "#FFFFFF" : linear(c, ["#E23744", "#FC8019"], [0, 0, 1, 1]);
  const ink = onDark ? "#FC8019" : "#FFFFFF";
  // Katoris ring the rim around a central mound of rice, like a real thali; the
  // off-centre layout keeps it from reading as a face.
  const katori = (x, y, k) => circle(x, y, r * k, { fill: ink, fillOpacity: 0.3, stroke: ink, strokeWidth: r * 0.075 });
  return join(
    circle(0, 0, r, { fill }),
    circle(0, 0, r * 0.84, { fill: "none", stroke: ink, strokeWidth: r * 0.06 }),
    [-120, -70, -20, 30, 80].map((a) => katori(...polar(r * 0.56, a), 0.15)),
    circle(-r * 0.2, r * 0.08, r * 0.3, { fill: ink }),
  );
}

function netZero(c) {
  const tree = (x, y, s) =>
    at(
      x,
      y,
      join(
        rect(-6, 0, 12, 60, { fill: "#7A4A22" }),
        circle(0, -10, 44, { fill: "#4CAF50" }),
        circle(-22, 8, 30, { fill: "#43A047" }),
        circle(24, 6, 32, { fill: "#66BB6A" }),
      ),
      { s },
    );
  return join(
    rect(0, 0, 800, 500, { fill: linear(c, ["#E6F6F1", "#C8EBDD"]) }),
    circle(650, 100, 56, { fill: "#FFE27A" }),
    circle(650, 100, 80, { fill: "#FFE27A", opacity: 0.3 }),
    shape("M0 330Q200 280 400 320T800 300L800 500L0 500Z", { fill: "#A5D6A7" }),
    tree(90, 290, 1),
    tree(720, 300, 0.8),
    tree(190, 310, 0.6),
    rect(0, 420, 800, 80, { fill: "#5E6770" }),
    Array.from({ length: 8 }, (_, i) => rect(20 + i * 110, 455, 60, 8, { rx: 4, fill: "#fff", opacity: 0.8 })),
    // charging post
    at(
      640,
      300,
      join(
        rect(-26, -80, 52, 130, { rx: 12, fill: "#2F80ED" }),
        rect(-16, -66, 32, 40, { rx: 6, fill: "#CFE3FB" }),
        shape("M4 -62L-8 -44L2 -44L-4 -30L10 -50L0 -50Z", { fill: "#2F80ED" }),
      ),
    ),
    shape("M640 350Q600 420 520 390", { fill: "none", stroke: "#2A2A30", strokeWidth: 6, strokeLinecap: "round" }),
    [
      [260, 160, 20],
      [220, 220, -30],
      [560, 170, 60],
      [300, 110, 40],
      [520, 230, 100],
    ].map(([x, y, rot]) => at(x, y, leaf(c, 40, 17, ["#7AD06A", "#2E8B3E"]), { rot })),
    [0, 1, 2].map((i) =>
      shape(`M${P(60, 300 + i * 26)}h${fmt(80 - i * 20)}`, {
        stroke: "#fff",
        strokeWidth: 6,
        strokeLinecap: "round",
        opacity: 0.7,
      }),
    ),
    at(380, 300, scooter(c), { s: 0.95 }),
  );
}

function recycleArrows(c, r, color) {
  return ringPoints(3, 0, 0).map((_, i) =>
    at(
      0,
      0,
      join(
        shape(arcPath(r, -80, 20), { fill: "none", stroke: color, strokeWidth: r * 0.22, strokeLinecap: "round" }),
        at(...polar(r, 28), shape(`M0 ${fmt(-r * 0.3)}L${fmt(r * 0.26)} 0L0 ${fmt(r * 0.3)}Z`, { fill: color }), {
          rot: 118,
        }),
      ),
      { rot: i * 120 },
    ),
  );
}

function paperBag(c) {
  return join(
    ellipse(10, 150, 150, 18, { fill: "#000", opacity: 0.15 }),
    shape("M-120 -110L120 -110L135 150L-135 150Z", { fill: linear(c, ["#D9A86C", "#B8834A"], [0, 0, 1, 0]) }),
    shape("M120 -110L160 -90L170 140L135 150Z", { fill: "#9A6A38" }),
    shape("M-120 -110L120 -110L112 -80L-112 -80Z", { fill: "#C99558" }),
    shape("M-60 -110C-60 -190 60 -190 60 -110", {
      fill: "none",
      stroke: "#8A5A2A",
      strokeWidth: 12,
      strokeLinecap: "round",
    }),
    circle(0, 25, 52, { fill: "#F6E6C8", opacity: 0.6 }),
    at(
      0,
      55,
      join(leaf(c, 70, 30, ["#4CAF50", "#2E7D32"]), at(0, 0, leaf(c, 50, 22, ["#66BB6A", "#2E7D32"]), { rot: -45 })),
      { rot: 15 },
    ),
    [-90, -60, 60, 90].map((x) => shape(`M${P(x, -70)}l4 200`, { stroke: "#A87440", strokeWidth: 2, opacity: 0.3 })),
  );
}

function leafPlate(c, s) {
  const veins = Array.from({ length: 9 }, (_, i) =>
    shape(`M${P(-s + 20 + i * (s / 4.5), -s * 0.4)}q10 ${fmt(s * 0.4)} 0 ${fmt(s * 0.8)}`, {
      fill: "none",
      stroke: "#A8824A",
      strokeWidth: 2,
      opacity: 0.35,
    }),
  );
  return join(
    shadow(c, s, s * 0.5),
    rect(-s, -s * 0.5, s * 2, s, { rx: s * 0.3, fill: "#B8915A" }),
    rect(-s * 0.88, -s * 0.4, s * 1.76, s * 0.8, {
      rx: s * 0.24,
      fill: linear(c, ["#F2DDB0", "#DDBE86"], [0, 0, 1, 1]),
    }),
    clipTo(c, rect(-s * 0.88, -s * 0.4, s * 1.76, s * 0.8, { rx: s * 0.24 }), veins),
  );
}

function plasticWaste(c) {
  return join(
    rect(0, 0, 800, 500, { fill: linear(c, ["#F1F8EE", "#D2EBC4"]) }),
    at(560, 200, join(circle(0, 0, 150, { fill: "#fff", opacity: 0.5 }), recycleArrows(c, 105, "#43A047"))),
    shape("M0 420Q400 380 800 420L800 500L0 500Z", { fill: "#B9DCA6" }),
    at(300, 270, paperBag(c), { s: 1 }),
    at(
      610,
      400,
      join(
        leafPlate(c, 110),
        at(-20, -4, riceMound(c, 50)),
        at(50, 0, sideBowl(c, 60, 30, { tone: ["#C9A06A", "#9A6A38"] }), { s: 0.9 }),
      ),
    ),
    at(
      120,
      400,
      join(
        rect(-8, -90, 16, 150, { rx: 8, fill: "#D9B27A", transform: "rotate(-20)" }),
        rect(16, -90, 16, 150, { rx: 8, fill: "#C9A06A", transform: "rotate(-8)" }),
        ellipse(-30, -80, 22, 30, { fill: "#D9B27A", transform: "rotate(-20 -30 -80)" }),
      ),
    ),
    [
      [80, 120, 30],
      [180, 80, -20],
      [720, 420, 60],
      [470, 70, 10],
      [740, 60, 80],
    ].map(([x, y, rot]) => at(x, y, leaf(c, 36, 15, ["#8BCB6A", "#3E8E3E"]), { rot })),
  );
}

const BEYOND = { "feeding-india": feedingIndia, "net-zero": netZero, "plastic-waste": plasticWaste };

function beyondPicture(key) {
  const c = createCanvas(`beyond:${key}`);
  return svgDocument(c, 800, 500, BEYOND[key](c));
}

/* ------------------------------------------------------------------------ */
/* Empty state, avatar and brand                                             */
/* ------------------------------------------------------------------------ */

function noOrdersPicture() {
  const c = createCanvas("no-orders");
  const W = 600;
  const H = 450;
  const body = join(
    rect(0, 0, W, H, { fill: radial(c, ["#FFF8F1", "#F6E3D2"], { cx: 0.5, cy: 0.45, r: 0.75 }) }),
    at(300, 235, napkin(c, 400, 300, "#FBE0D0"), { rot: -4 }),
    at(300, 230, plate(c, 135)),
    at(300, 230, circle(0, 0, 60, { fill: "none", stroke: "#E6DCD0", strokeWidth: 3, strokeDasharray: "6 10" })),
    at(128, 235, cutlery(c, "fork", 220)),
    at(472, 235, cutlery(c, "spoon", 220)),
    [
      [250, 200],
      [340, 255],
      [320, 190],
    ].map(([x, y]) => circle(x, y, 2.5, { fill: "#E2C9A8" })),
  );
  return svgDocument(c, W, H, body);
}

function avatarSvg() {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128" role="img" aria-label="User">',
    '<defs><clipPath id="a"><circle cx="64" cy="64" r="64"/></clipPath></defs>',
    '<g clip-path="url(#a)"><rect width="128" height="128" fill="#ECE7E2"/>',
    '<circle cx="64" cy="50" r="23" fill="#B7ADA3"/>',
    '<path d="M18 128c0-27 20-46 46-46s46 19 46 46z" fill="#B7ADA3"/></g></svg>',
  ].join("");
}

function markSvg(c, r) {
  return at(r, r, brandMark(c, r));
}

function logoSvg() {
  const c = createCanvas("logo");
  const body = join(
    markSvg(c, 22),
    text(54, 32, "Thali", { fontSize: 28, fontWeight: 700, fill: "#2B1B17", letterSpacing: -0.5 }),
  );
  return svgDocument(c, 140, 44, body).replace("<svg ", '<svg role="img" aria-label="Thali" ');
}

function faviconSvg() {
  const c = createCanvas("favicon");
  return svgDocument(c, 64, 64, markSvg(c, 32));
}

/* ------------------------------------------------------------------------ */
/* Output                                                                    */
/* ------------------------------------------------------------------------ */

async function writeWebp(relPath, svg) {
  const file = path.join(OUT_DIR, relPath);
  await mkdir(path.dirname(file), { recursive: true });
  const data = await sharp(Buffer.from(svg)).webp({ quality: WEBP_QUALITY, effort: 6 }).toBuffer();
  await writeFile(file, data);
  return data.length;
}

async function writeText(relPath, content) {
  const file = path.join(OUT_DIR, relPath);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${content}\n`);
  return Buffer.byteLength(content) + 1;
}

function buildJobs() {
  return [
    ["hero.webp", heroPicture],
    ...Object.keys(BEYOND).map((key) => [`beyond/${key}.webp`, () => beyondPicture(key)]),
    ...RESTAURANTS.map((_, i) => [`restaurants/r${String(i + 1).padStart(2, "0")}.webp`, () => restaurantPicture(i)]),
    ...Object.keys(DISHES).map((key) => [`dishes/${key}.webp`, () => dishPicture(key)]),
    ["no-orders.webp", noOrdersPicture],
    ["avatar-placeholder.svg", avatarSvg],
    ["logo.svg", logoSvg],
    ["favicon.svg", faviconSvg],
  ];
}

async function main() {
  let total = 0;
  const jobs = buildJobs();
  for (const [relPath, build] of jobs) {
    const markup = build();
    total += relPath.endsWith(".svg") ? await writeText(relPath, markup) : await writeWebp(relPath, markup);
  }
  console.info(`Generated ${jobs.length} images (${Math.round(total / 1024)} kB) in ${path.relative(ROOT, OUT_DIR)}`);
}

await main();
