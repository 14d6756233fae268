/**
 * SVG building blocks for the demo artwork: the per-picture canvas and its seeded random stream, and
 * markup helpers. Geometry (paths, points) is in geometry.mjs, paint (gradients, blur, clips) in paint.mjs.
 *
 * Each picture draws from its own stream, derived from its key, which keeps the output byte-stable
 * no matter the order pictures are generated in.
 */

const FONT = "DejaVu Sans, Arial, sans-serif";

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

/** One element's markup: `<tag attr="value"/>`, or with `inner` between its tags. */
export const el = (tag, a, inner) =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;
export const join = (...parts) => parts.flat(Infinity).filter(Boolean).join("");
export const g = (a, ...children) => el("g", a, join(children));
export const circle = (cx, cy, r, a) => el("circle", { cx, cy, r, ...a });
export const ellipse = (cx, cy, rx, ry, a) => el("ellipse", { cx, cy, rx, ry, ...a });
export const rect = (x, y, width, height, a) => el("rect", { x, y, width, height, ...a });
export const shape = (d, a) => el("path", { d, ...a });
/** A path drawn as a line, not filled: `color` at `width`, plus any other attributes. */
export const strokePath = (d, color, width, a) => shape(d, { fill: "none", stroke: color, strokeWidth: width, ...a });
export const text = (x, y, content, a) => el("text", { x, y, fontFamily: FONT, ...a }, content);

/** Places content drawn around the origin; every component is drawn that way. */
export function at(x, y, content, { s = 1, rot = 0, sx, sy } = {}) {
  const parts = [`translate(${P(x, y)})`];
  if (rot) parts.push(`rotate(${fmt(rot)})`);
  if (sx !== undefined || sy !== undefined) parts.push(`scale(${P(sx ?? s, sy ?? s)})`);
  else if (s !== 1) parts.push(`scale(${fmt(s)})`);
  return g({ transform: parts.join(" ") }, content);
}

export function svgDocument(c, w, h, body) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${c.defs.join("")}</defs>${body}</svg>`;
}
