// The standalone server's folder (`npm run build:standalone`, docs/deploy.md) and what completes it.
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { PEER_ADDRESS_PRELOAD } from "./bins.mjs";

export const STANDALONE = path.join(".next", "standalone");

/**
 * Copies what the standalone server does not trace, public/ and .next/static, next to it, and the
 * peer-address preload, so that `.next/standalone` is the whole deployable app:
 * `node --require ./peer-address.cjs server.js`. Idempotent: it replaces earlier copies.
 */
export function copyStandaloneAssets() {
  if (!existsSync(path.join(STANDALONE, "server.js"))) throw new Error(`${STANDALONE}/server.js is missing`);
  for (const [from, to] of [
    ["public", path.join(STANDALONE, "public")],
    [path.join(".next", "static"), path.join(STANDALONE, ".next", "static")],
  ]) {
    rmSync(to, { recursive: true, force: true });
    cpSync(from, to, { recursive: true });
  }
  // Gives the app the TCP peer's address when no proxy is trusted (TRUST_PROXY_HOPS=0; docs/security.md, Security at the edges).
  cpSync(PEER_ADDRESS_PRELOAD, path.join(STANDALONE, "peer-address.cjs"));
}
