/** The Thali mark, logo and favicon, the empty-orders picture and the avatar placeholder. */
import { at, circle, createCanvas, join, rect, svgDocument, text } from "../draw/svg.mjs";
import { polar } from "../draw/geometry.mjs";
import { linear, radial } from "../draw/paint.mjs";
import { plate } from "../draw/tableware.mjs";
import { cutlery, napkin } from "../draw/scene.mjs";

/** The Thali mark: a round plate with katoris, shared by logo, favicon and the box. */
export function brandMark(c, r, { onDark = false } = {}) {
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

export function noOrdersPicture() {
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

export function avatarSvg() {
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

export function logoSvg() {
  const c = createCanvas("logo");
  const body = join(
    markSvg(c, 22),
    text(54, 32, "Thali", { fontSize: 28, fontWeight: 700, fill: "#2B1B17", letterSpacing: -0.5 }),
  );
  return svgDocument(c, 140, 44, body).replace("<svg ", '<svg role="img" aria-label="Thali" ');
}

export function faviconSvg() {
  const c = createCanvas("favicon");
  return svgDocument(c, 64, 64, markSvg(c, 32));
}
