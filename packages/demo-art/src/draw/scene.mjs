/** Scene surfaces and props: dish backdrops, tables, cloths, cutlery, whole spices, marigolds. */
import { at, circle, ellipse, fmt, g, join, P, rect, shape } from "./svg.mjs";
import { ringPoints, smoothPath } from "./geometry.mjs";
import { linear, radial } from "./paint.mjs";
import { shadow } from "./tableware.mjs";
import { chilli, leaf } from "./garnish.mjs";

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

/** Darkens a w x h surface towards its edges, to `depth` at the corners, as if lit above its middle. */
function vignette(c, w, h, depth) {
  const stops = [
    [0.5, "#000", 0],
    [1, "#000", depth],
  ];
  return rect(0, 0, w, h, { fill: radial(c, stops, { cx: 0.5, cy: 0.45, r: 0.75 }) });
}

/** Soft tinted backdrop with faint spices near the edges, kept clear of the dish. */
export function backdrop(c, w, h, tone) {
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
export function woodTable(c, w, h, { tones = ["#C8905A", "#A9713F", "#8C5A30"], plank = 120, vertical = false } = {}) {
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
  return join(planks, vignette(c, w, h, 0.3));
}

/** Checked or plain tablecloth. */
export function tablecloth(c, w, h, { base, stripe, size = 60 }) {
  const stripes = [];
  for (let x = 0; x < w; x += size * 2) stripes.push(rect(x, 0, size, h, { fill: stripe, opacity: 0.35 }));
  for (let y = 0; y < h; y += size * 2) stripes.push(rect(0, y, w, size, { fill: stripe, opacity: 0.35 }));
  return join(rect(0, 0, w, h, { fill: base }), stripes, vignette(c, w, h, 0.25));
}

export function marbleTop(c, w, h, { base = "#F4F1EC", vein = "#B9B2A8" } = {}) {
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
  return join(rect(0, 0, w, h, { fill: base }), veins, vignette(c, w, h, 0.18));
}

/** Folded cloth napkin, optionally with a fork laid on it. */
export function napkin(c, w, h, color, { fork = false } = {}) {
  return join(
    shadow(c, w / 2, h / 2, { opacity: 0.2 }),
    rect(-w / 2, -h / 2, w, h, { rx: 8, fill: color }),
    rect(-w / 2, -h / 2 + 14, w, 8, { fill: "#fff", opacity: 0.55 }),
    rect(-w / 2, h / 2 - 22, w, 8, { fill: "#fff", opacity: 0.55 }),
    rect(w * 0.1, -h / 2, 2, h, { fill: "#000", opacity: 0.08 }),
    fork && cutlery(c, "fork", h * 0.95),
  );
}

export function cutlery(c, kind, len) {
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
export function strewnSpices(c, spots) {
  const makers = [
    starAnise,
    cardamom,
    cinnamon,
    () => circle(0, 0, 4, { fill: "#2A1A10" }),
    (cc) => chilli(cc, 46, { color: "red" }),
  ];
  return spots.map(([x, y], i) => at(x, y, makers[i % makers.length](c, 22), { rot: c.between(0, 360) }));
}

export function marigold(c, r) {
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

/** Restaurant covers are 960x600. */
export const RW = 960;
export const RH = 600;

/**
 * A restaurant's cover (RW x RH), as a cuisine module's RESTAURANTS lists it: `image` names its file under
 * public/images/restaurants, and `layers(c)` gives what is drawn, bottom first.
 */
export const cover = (image, layers) => ({ image, draw: (c) => join(layers(c)) });
