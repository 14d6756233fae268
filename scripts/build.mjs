#!/usr/bin/env node
// `npm run build`: the Prisma client, then the production build.
import { nextBuild } from "./lib/build-steps.mjs";

try {
  await nextBuild();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
