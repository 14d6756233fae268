// Preloaded (`node --import`) into Prisma 6.19's CLI by scripts/lib/bins.mjs: points its schema file
// arguments at copies it accepts (scripts/lib/prisma-migrate-schema.mjs), before the CLI reads process.argv.
import { promisify } from "node:util";
import { schemaWithUrl } from "./prisma-migrate-schema.mjs";

const SCHEMA_FLAGS = new Set([
  "--schema",
  "--from-schema-datamodel",
  "--to-schema-datamodel",
  "--from-schema-datasource",
  "--to-schema-datasource",
]);

const argv = process.argv;
for (let i = 2; i < argv.length; i++) {
  const arg = argv[i];
  const eq = arg.indexOf("=");
  if (eq > 0 && SCHEMA_FLAGS.has(arg.slice(0, eq))) {
    argv[i] = `${arg.slice(0, eq)}=${schemaWithUrl(arg.slice(eq + 1))}`;
  } else if (SCHEMA_FLAGS.has(arg) && i + 1 < argv.length) {
    argv[i + 1] = schemaWithUrl(argv[i + 1]);
    i++;
  }
}

// Prisma 6.19's schema engine (WebAssembly) starts a 10 s timer beside its work (a timeout it races against the
// database, by its length the migration lock's) and never clears it, so every migrate command sat about 10 s after
// its last line before the process could exit: 11.4 s for a `migrate deploy` with nothing to apply, each fresh
// database of `npm start`, the tests and the benches. Timers the engine starts are unref'd here: one still fires while
// the engine's query is in flight (a referenced socket keeps the process up), but one left behind no longer holds
// the process. The pool's idle connections are let go the same way (allowExitOnIdle, prisma-migrate.config.ts).
const setTimeoutOf = globalThis.setTimeout;
function setTimeoutUnrefInEngine(callback, delay, ...args) {
  const timer = setTimeoutOf(callback, delay, ...args);
  if (new Error().stack?.includes("wasm://")) timer.unref();
  return timer;
}
setTimeoutUnrefInEngine[promisify.custom] = setTimeoutOf[promisify.custom];
globalThis.setTimeout = setTimeoutUnrefInEngine;
