/** The "Beyond the plate" cards (800x500): feeding India, net zero delivery, less plastic. */
import {
  at,
  circle,
  createCanvas,
  ellipse,
  fmt,
  g,
  join,
  P,
  rect,
  shape,
  strokePath,
  svgDocument,
} from "../draw/svg.mjs";
import { arcPath, polar, ringPoints } from "../draw/geometry.mjs";
import { clipTo, linear, radial } from "../draw/paint.mjs";
import { shadow } from "../draw/tableware.mjs";
import { leaf, riceGrains, steam } from "../draw/garnish.mjs";
import { brandMark } from "./brand.mjs";
import { riceMound } from "./hero.mjs";

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
    strokePath(`M${P(-w * 0.38, h * 0.2)}Q${P(-w * 0.34, h * 0.6)} ${P(-w * 0.12, h * 0.8)}`, "#fff", 6, {
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
    strokePath("M640 350Q600 420 520 390", "#2A2A30", 6, { strokeLinecap: "round" }),
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
        strokePath(arcPath(r, -80, 20), color, r * 0.22, { strokeLinecap: "round" }),
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
    strokePath("M-60 -110C-60 -190 60 -190 60 -110", "#8A5A2A", 12, {
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
    strokePath(`M${P(-s + 20 + i * (s / 4.5), -s * 0.4)}q10 ${fmt(s * 0.4)} 0 ${fmt(s * 0.8)}`, "#A8824A", 2, {
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

export const BEYOND = { "feeding-india": feedingIndia, "net-zero": netZero, "plastic-waste": plasticWaste };

export function beyondPicture(key) {
  const c = createCanvas(`beyond:${key}`);
  return svgDocument(c, 800, 500, BEYOND[key](c));
}
