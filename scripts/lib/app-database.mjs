// The database an operator's command works on: DATABASE_URL, else the embedded database of a running
// `npm start` (DATA_DIR, default .data), read from its postmaster.pid and password file.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** The URL of the embedded database running in `dataDir`, or null when none runs there. */
export function embeddedDatabaseUrl(dataDir) {
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  // postmaster.pid's fourth line is the port the server listens on.
  const port = readFileSync(pidFile, "utf8").split("\n")[3]?.trim();
  const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/thali?sslmode=disable`;
}

/** DATABASE_URL, else the running embedded database's URL; exits with one line when there is neither. */
export function appDatabaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
  const url = embeddedDatabaseUrl(dataDir);
  if (url) return url;
  console.error(
    `No DATABASE_URL, and no embedded database running in ${dataDir}: start the app (npm start) or set DATABASE_URL.`,
  );
  process.exit(2);
}
