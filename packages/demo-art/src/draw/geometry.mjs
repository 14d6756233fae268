/** Geometry for the demo artwork: angles, arcs and smooth outlines as SVG path data, and scattered points. */
import { fmt, P } from "./svg.mjs";

export const TAU = Math.PI * 2;

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
