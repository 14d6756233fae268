/**
 * Paint for the demo artwork: gradients, blur and clips, defined once per canvas (see createCanvas in
 * svg.mjs) and referenced by id.
 */
import { el, g } from "./svg.mjs";

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
