// Next keeps the pages it rendered (.next/server/route-cache) and its data cache (.next/cache/fetch-cache) on
// disk, and reads them again after a restart. They hold database ids (restaurant and dish links, cart items),
// so after `rm -rf .data && npm start` (new demo data, new ids) the first visitors of a list or a menu got the
// old database's pages. `npm start` therefore records which database the cached pages came from and empties
// both caches when it starts a build on another one.
//
// Two servers can share one build directory (the browser tests start extra `npm start`s beside their main
// server). Emptying the caches under a running server breaks it, so a server that finds another one running
// on this build leaves the caches alone and marks them as mixed: the next server that starts alone empties
// them. Each running server keeps a file named after its pid, removed when it stops (and found dead if it
// crashed).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { isAlive } from "./lock.mjs";

/** The marker's value when servers on different databases wrote into the caches. */
export const MIXED = "mixed";

/** The caches Next reads again after a restart, relative to the build directory. */
export const PAGE_CACHE_DIRS = [path.join("server", "route-cache"), path.join("cache", "fetch-cache")];

/**
 * Which database a URL reaches, as "<cluster system identifier>/<database oid>": a new cluster (a new data
 * folder) or a database dropped and created again gets a new one. PGlite answers the same query.
 */
export async function databaseIdentity(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const { rows } = await client.query(
      "select (select system_identifier::text from pg_control_system()) as cluster, " +
        "(select oid::text from pg_database where datname = current_database()) as database",
    );
    return `${rows[0].cluster}/${rows[0].database}`;
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Empties the build's page and data caches if they came from another database than `identity` and no other
 * server runs on this build, then registers this server. Returns what it did and `release()` (call on stop).
 * @param {{ nextDir: string; identity: string; pid?: number; log?: (line: string) => void }} options
 */
export function preparePageCache({ nextDir, identity, pid = process.pid, log = console.info }) {
  const serversDir = path.join(nextDir, "cache", "thali-servers");
  const markerFile = path.join(nextDir, "cache", "thali-database");
  mkdirSync(serversDir, { recursive: true });

  const others = [];
  for (const name of readdirSync(serversDir)) {
    const other = Number(name);
    if (!Number.isInteger(other) || other === pid) continue;
    if (isAlive(other)) others.push(other);
    else rmSync(path.join(serversDir, name), { force: true });
  }
  const cachedFrom = existsSync(markerFile) ? readFileSync(markerFile, "utf8").trim() : null;

  let action = "kept";
  if (cachedFrom !== identity) {
    if (others.length === 0) {
      for (const dir of PAGE_CACHE_DIRS) rmSync(path.join(nextDir, dir), { recursive: true, force: true });
      writeFileSync(markerFile, identity);
      action = "emptied";
      if (cachedFrom) log("> Another database than last time: emptied Next's page and data caches");
    } else {
      writeFileSync(markerFile, MIXED);
      action = "shared";
      log(
        `> Another server (pid ${others.join(", ")}) runs on this build with another database: its cached pages ` +
          "may show here. Give each database its own build directory, or stop the other server first.",
      );
    }
  }

  const mine = path.join(serversDir, String(pid));
  writeFileSync(mine, "");
  return { action, release: () => rmSync(mine, { force: true }) };
}
