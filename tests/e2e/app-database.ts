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

/**
 * A partner made by a journey, approved as the platform's staff would approve it (issue 33): journeys' test kitchens
 * and riders have no FSSAI licence, GSTIN or driving licence, which the console's Approve demands, so this writes
 * the decision directly. tests/e2e/admin-partners.spec.ts approves one through the console itself.
 */
export async function approvePartner(kind: "restaurant" | "rider", where: { id: string } | { email: string }) {
  const db = await appDatabase();
  try {
    const table = kind === "restaurant" ? `"Restaurant"` : `"Rider"`;
    const key = kind === "restaurant" ? `"ownerId"` : `"userId"`;
    const match =
      "id" in where
        ? kind === "restaurant"
          ? `id = $1`
          : `"userId" = $1`
        : `${key} = (SELECT id FROM "User" WHERE email = $1 AND "userType" = '${kind}')`;
    const done = await db.query(
      `UPDATE ${table} SET "reviewStatus" = 'approved', "reviewedAt" = now() WHERE ${match}`,
      ["id" in where ? where.id : where.email],
    );
    if (done.rowCount !== 1) throw new Error(`No ${kind} ${JSON.stringify(where)} to approve`);
  } finally {
    await db.end();
  }
}
