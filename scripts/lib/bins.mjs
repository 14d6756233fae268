// Project CLIs run as `node <entry>` rather than through npx, so that a signal sent to the
// launcher reaches the real process (npx would swallow it and leave the server orphaned).
export const NEXT_BIN = "node_modules/next/dist/bin/next";
export const PRISMA_BIN = "node_modules/prisma/build/index.js";

export const node = (entry, args) => ["node", [entry, ...args]];
export const nextCmd = (...args) => node(NEXT_BIN, args);
export const prismaCmd = (...args) => node(PRISMA_BIN, args);
/** Runs a TypeScript file (the seed) through tsx's loader. */
export const tsCmd = (file) => ["node", ["--import", "tsx", file]];
