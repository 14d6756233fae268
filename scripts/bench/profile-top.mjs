#!/usr/bin/env node
// `node scripts/bench/profile-top.mjs <file.cpuprofile> [rows]`: where a CPU profile's time went, as the write-up
// in docs/performance.md lists it: by package (self time: the code that ran, grouped by its node_modules package,
// the app's own bundle, Node's internals or the VM), then the functions with the most self time, then the most
// inclusive ones (a function and everything it called). Idle time is left out of the shares.
import { readFileSync } from "node:fs";

const [file, rowsArg = "20"] = process.argv.slice(2);
if (!file) {
  console.error("Usage: node scripts/bench/profile-top.mjs <file.cpuprofile> [rows]");
  process.exit(2);
}
const rows = Number(rowsArg);
const profile = JSON.parse(readFileSync(file, "utf8"));
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parentOf = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);

/** Microseconds sampled in each node. */
const sampled = new Map();
profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

function packageOf(url) {
  if (!url) return "(V8: GC, native, program)";
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  if (url.includes("/.next/server/")) return "(the app's server bundle)";
  if (url.startsWith("node:")) return "(Node internals)";
  if (url.startsWith("wasm://")) return "(WebAssembly: Prisma's query compiler)";
  return url;
}
const nameOf = (node) => {
  const { functionName, url, lineNumber } = node.callFrame;
  return `${functionName || "(anonymous)"}  ${packageOf(url)}:${lineNumber + 1}`;
};

const byPackage = new Map();
const bySelf = new Map();
const byInclusive = new Map();
let total = 0;
for (const [id, micros] of sampled) {
  const node = nodes.get(id);
  if (node.callFrame.functionName === "(idle)") continue;
  total += micros;
  const add = (map, key) => map.set(key, (map.get(key) ?? 0) + micros);
  add(byPackage, packageOf(node.callFrame.url));
  add(bySelf, nameOf(node));
  const seen = new Set();
  for (let at = id; at !== undefined; at = parentOf.get(at)) {
    const name = nameOf(nodes.get(at));
    if (!seen.has(name)) add(byInclusive, name);
    seen.add(name);
  }
}

const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([key, micros]) =>
        `${(micros / 1000).toFixed(0).padStart(8)} ms ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${key}`,
    )
    .join("\n");

console.info(`${file}: ${(total / 1000).toFixed(0)} ms of CPU sampled (idle left out)\n`);
console.info(`By package (self time)\n${top(byPackage, rows)}\n`);
console.info(`Functions, self time\n${top(bySelf, rows)}\n`);
console.info(`Functions, inclusive\n${top(byInclusive, rows * 2)}`);
