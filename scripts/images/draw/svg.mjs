/**
 * SVG building blocks for the demo artwork: the per-picture canvas and its seeded random stream,
 * markup helpers, geometry and paint (gradients, blur, clips).
 *
 * Each picture draws from its own stream, derived from its key, which keeps the output byte-stable
 * no matter the order pictures are generated in.
 */

const FONT = "DejaVu Sans, Arial, sans-serif";
export const TAU = Math.PI * 2;

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
export function createCanvas(key) {
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

export const fmt = (v) => (typeof v === "number" ? String(Math.round(v * 100) / 100) : v);
export const P = (x, y) => `${fmt(x)} ${fmt(y)}`;
const kebab = (name) => name.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`);

function attrs(map = {}) {
  return Object.entries(map)
    .filter(([, v]) => v !== undefined && v !== null && v !== false)
    .map(([k, v]) => ` ${kebab(k)}="${fmt(v)}"`)
    .join("");
}

const el = (tag, a, inner) => (inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`);
export const join = (...parts) => parts.flat(Infinity).filter(Boolean).join("");
export const g = (a, ...children) => el("g", a, join(children));
export const circle = (cx, cy, r, a) => el("circle", { cx, cy, r, ...a });
export const ellipse = (cx, cy, rx, ry, a) => el("ellipse", { cx, cy, rx, ry, ...a });
export const rect = (x, y, width, height, a) => el("rect", { x, y, width, height, ...a });
export const shape = (d, a) => el("path", { d, ...a });
export const text = (x, y, content, a) => el("text", { x, y, fontFamily: FONT, ...a }, content);

/** Places content drawn around the origin; every component is drawn that way. */
export function at(x, y, content, { s = 1, rot = 0, sx, sy } = {}) {
  const parts = [`translate(${P(x, y)})`];
  if (rot) parts.push(`rotate(${fmt(rot)})`);
  if (sx !== undefined || sy !== undefined) parts.push(`scale(${P(sx ?? s, sy ?? s)})`);
  else if (s !== 1) parts.push(`scale(${fmt(s)})`);
  return g({ transform: parts.join(" ") }, content);
}

export const polar = (r, deg) => [r * Math.cos((deg * Math.PI) / 180), r * Math.sin((deg * Math.PI) / 180)];

export function arcPath(r, a0, a1) {
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  return `M${P(...polar(r, a0))}A${fmt(r)} ${fmt(r)} 0 ${large} 1 ${P(...polar(r, a1))}`;
}

export function sectorPath(r, a0, a1) {
  const large = Math.abs(a1 - a0) > 180 ? 1 : 0;
  return `M0 0L${P(...polar(r, a0))}A${fmt(r)} ${fmt(r)} 0 ${large} 1 ${P(...polar(r, a1))}Z`;
}

/** Catmull-Rom through the points, so hand-placed outlines come out organic. */
export function smoothPath(pts, closed = false) {
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
export function blobPath(c, r, { points = 8, jitter = 0.3, sx = 1, sy = 1 } = {}) {
  const pts = [];
  for (let i = 0; i < points; i += 1) {
    const a = (i / points) * TAU + c.between(-0.15, 0.15);
    const rr = r * (1 - jitter / 2 + c.rng() * jitter);
    pts.push([Math.cos(a) * rr * sx, Math.sin(a) * rr * sy]);
  }
  return smoothPath(pts, true);
}

/** Random points in a disc that keep their distance, so toppings don't pile up. */
export function scatter(c, count, radius, minDist = 0, { inner = 0, sy = 1 } = {}) {
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

export const ringPoints = (n, r, offsetDeg = 0) =>
  Array.from({ length: n }, (_, i) => polar(r, offsetDeg + (360 * i) / n));

function stopList(stops) {
  return stops
    .map((s, i) => {
      const [offset, color, opacity = 1] = Array.isArray(s) ? s : [stops.length === 1 ? 0 : i / (stops.length - 1), s];
      return el("stop", { offset, stopColor: color, stopOpacity: opacity === 1 ? undefined : opacity });
    })
    .join("");
}

export function linear(c, stops, [x1, y1, x2, y2] = [0, 0, 0, 1]) {
  const key = `L${JSON.stringify([stops, x1, y1, x2, y2])}`;
  return c.define(key, "lg", (id) => el("linearGradient", { id, x1, y1, x2, y2 }, stopList(stops)));
}

export function radial(c, stops, { cx = 0.5, cy = 0.5, r = 0.5, fx, fy } = {}) {
  const key = `R${JSON.stringify([stops, cx, cy, r, fx, fy])}`;
  return c.define(key, "rg", (id) => el("radialGradient", { id, cx, cy, r, fx, fy }, stopList(stops)));
}

export function blur(c, deviation) {
  const sd = Math.max(1, Math.round(deviation));
  return c.define(`B${sd}`, "bl", (id) =>
    el(
      "filter",
      { id, x: "-50%", y: "-50%", width: "200%", height: "200%" },
      el("feGaussianBlur", { stdDeviation: sd }),
    ),
  );
}

export function clipTo(c, clipShape, ...children) {
  const ref = c.define(null, "cp", (id) => el("clipPath", { id }, clipShape));
  return g({ clipPath: ref }, children);
}

export function svgDocument(c, w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${c.defs.join("")}</defs>${body}</svg>`;
}
