import path from "node:path";
import pg from "pg";
import { embeddedDatabaseUrl } from "../../scripts/lib/app-database.mjs";

/**
 * The app's embedded PostgreSQL (playwright.config.ts starts `npm start` on E2E_DATA_DIR), for the rows a journey
 * needs that no call of ours writes or that the API refuses: a connected client, for the caller to end.
 */
export async function appDatabase(): Promise<pg.Client> {
  const dataDir = path.resolve(process.env.E2E_DATA_DIR ?? ".data-e2e");
  const url = embeddedDatabaseUrl(dataDir);
  if (!url) throw new Error(`No embedded database runs in ${dataDir}: is the app started?`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}
