#!/usr/bin/env node
// `npm run build`: the Prisma client, then the production build (standalone output in .next/standalone).
// `npm run build:standalone` also copies what the standalone server does not trace, public/ and
// .next/static, next to it, and the peer-address preload, so that `.next/standalone` is the whole
// deployable app: `node --require ./peer-address.cjs server.js` (see README, Deploy).
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { PEER_ADDRESS_PRELOAD } from "./lib/bins.mjs";
import { nextBuild } from "./lib/build-steps.mjs";

const STANDALONE = path.join(".next", "standalone");

function copyAssets() {
  if (!existsSync(path.join(STANDALONE, "server.js"))) throw new Error(`${STANDALONE}/server.js is missing`);
  for (const [from, to] of [
    ["public", path.join(STANDALONE, "public")],
    [path.join(".next", "static"), path.join(STANDALONE, ".next", "static")],
  ]) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
  // Gives the app the TCP peer's address when no proxy is trusted (TRUST_PROXY_HOPS=0; README, Security at the edges).
  cpSync(PEER_ADDRESS_PRELOAD, path.join(STANDALONE, "peer-address.cjs"));
  console.info(
    `> ${STANDALONE} is ready: cd ${STANDALONE} && PORT=3000 HOSTNAME=0.0.0.0 node --require ./peer-address.cjs server.js`,
  );
}

try {
  await nextBuild();
  if (process.argv.includes("--standalone")) copyAssets();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
