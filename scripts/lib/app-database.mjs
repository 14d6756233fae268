// The database an operator's command works on: DATABASE_URL, else the embedded database of a running
// `npm start` (DATA_DIR, default .data), read from its postmaster.pid and password file. Exits with one line
// when there is neither.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export function appDatabaseUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const dataDir = path.resolve(process.env.DATA_DIR ?? ".data");
  const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
  if (!existsSync(pidFile)) {
    console.error(
      `No DATABASE_URL, and no embedded database running in ${dataDir}: start the app (npm start) or set DATABASE_URL.`,
    );
    process.exit(2);
  }
  // postmaster.pid's fourth line is the port the server listens on.
  const port = readFileSync(pidFile, "utf8").split("\n")[3]?.trim();
  const password = readFileSync(path.join(dataDir, "postgres-password"), "utf8").trim();
  return `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/thali?sslmode=disable`;
}
