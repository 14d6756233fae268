#!/usr/bin/env node
// `npm run build`: the Prisma client, then the production build (standalone output in .next/standalone).
// `npm run build:standalone` also copies what the standalone server does not trace, public/ and
// .next/static, next to it, and the peer-address preload, so that `.next/standalone` is the whole
// deployable app: `node --require ./peer-address.cjs server.js` (see docs/deploy.md).
import { nextBuild } from "./lib/build-steps.mjs";
import { copyStandaloneAssets, STANDALONE } from "./lib/standalone.mjs";

try {
  await nextBuild();
  if (process.argv.includes("--standalone")) {
    copyStandaloneAssets();
    console.info(
      `> ${STANDALONE} is ready: cd ${STANDALONE} && PORT=3000 HOSTNAME=0.0.0.0 node --require ./peer-address.cjs server.js`,
    );
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
