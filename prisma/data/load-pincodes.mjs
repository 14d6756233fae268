// Loads the shipped table of Indian PIN codes (pincodes.tsv.gz beside this file, see NOTICE.md) into
// "PinCode" when that table is empty: from the seed and from `npm start` after the migrations. Idempotent
// (a table with rows is left alone) and one transaction, so a crash half-way leaves it empty for the next start.
// Batched inserts through unnest(): about 155,000 rows in a few seconds, no COPY support needed.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import pg from "pg";

const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), "pincodes.tsv.gz");
const BATCH = 10_000;

/** The shipped rows, parsed: [pincode, locality, district, state, lat, lng]. */
function readPincodeRows(file = FILE) {
  const lines = gunzipSync(readFileSync(file)).toString("utf8").split("\n");
  const rows = [];
  for (const line of lines.slice(1)) {
    if (!line) continue;
    const [pincode, locality, district, state, lat, lng] = line.split("\t");
    rows.push([pincode, locality, district, state, Number(lat), Number(lng)]);
  }
  return rows;
}

/**
 * Fills "PinCode" from the shipped file when it is empty. `connectionString`: the app database's URL.
 * Answers how many rows it wrote (0 when the table already had some) and how long it took.
 */
export async function loadPincodes(connectionString, { file = FILE } = {}) {
  const started = Date.now();
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query("BEGIN");
    // one loader at a time (two starts on one database): the second waits, then finds rows
    await client.query(`LOCK TABLE "PinCode" IN SHARE ROW EXCLUSIVE MODE`);
    const { rows: found } = await client.query(`SELECT EXISTS (SELECT 1 FROM "PinCode") AS "any"`);
    if (found[0].any) {
      await client.query("ROLLBACK");
      return { inserted: 0, ms: Date.now() - started };
    }
    const rows = readPincodeRows(file);
    for (let i = 0; i < rows.length; i += BATCH) {
      const batch = rows.slice(i, i + BATCH);
      const columns = [0, 1, 2, 3, 4, 5].map((c) => batch.map((row) => row[c]));
      await client.query(
        `INSERT INTO "PinCode" ("pincode", "locality", "district", "state", "lat", "lng")
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::float8[], $6::float8[])`,
        columns,
      );
    }
    await client.query("COMMIT");
    return { inserted: rows.length, ms: Date.now() - started };
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}
