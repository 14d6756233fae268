// Project CLIs run as `node <entry>` rather than through npx, so that a signal sent to the
// launcher reaches the real process (npx would swallow it and leave the server orphaned).
import { fileURLToPath } from "node:url";

export const NEXT_BIN = "node_modules/next/dist/bin/next";
const PRISMA_BIN = "node_modules/prisma/build/index.js";

const node = (entry, args) => ["node", [entry, ...args]];
export const nextCmd = (...args) => node(NEXT_BIN, args);
export const prismaCmd = (...args) => node(PRISMA_BIN, args);
/** Runs a TypeScript file (the seed) through tsx's loader. */
export const tsCmd = (file) => ["node", ["--import", "tsx", file]];
/**
 * Loaded into every app server we start (`--require`): it gives the app the TCP peer's address, which the
 * per-address limits use when no proxy is trusted (TRUST_PROXY_HOPS=0; docs/security.md, Security at the edges).
 */
export const PEER_ADDRESS_PRELOAD = fileURLToPath(new URL("./peer-address.cjs", import.meta.url));
