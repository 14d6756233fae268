// `npm run riders:settle-cash -- <rider's email>`: records that a delivery partner handed over the cash they took
// at the door (lib/riders/cash.ts): every delivery's cash still held is settled, with its ledger entries, and the
// rider's console then shows nothing held. Prints what was settled; a rider holding nothing settles nothing.
// It reads DATABASE_URL, else the embedded database of a running `npm start` (DATA_DIR, default .data).
import { parseArgs } from "node:util";
import { appDatabaseUrl } from "./lib/app-database.mjs";
import { RiderNotFound, settleRiderCash } from "../lib/riders/cash";
import { createPrismaClientAndPool } from "../lib/prisma-client";

const { positionals } = parseArgs({ allowPositionals: true });
const email = positionals[0];
if (positionals.length !== 1 || !email?.includes("@")) {
  console.error("Usage: npm run riders:settle-cash -- <the delivery partner's email>");
  process.exit(2);
}

const { client, pool } = createPrismaClientAndPool(appDatabaseUrl(), 2, 10_000, 10_000);
try {
  const settled = await settleRiderCash(client, { email });
  const rupees = `₹${(settled.settledPaise / 100).toFixed(2)}`;
  console.info(
    settled.deliveries === 0
      ? `${settled.riderName} holds no cash: nothing to settle.`
      : `Settled ${rupees} of cash from ${settled.deliveries} ${settled.deliveries === 1 ? "delivery" : "deliveries"} of ${settled.riderName}.`,
  );
} catch (error) {
  if (!(error instanceof RiderNotFound)) throw error;
  console.error(`${error.message}: ${email}`);
  process.exitCode = 2;
} finally {
  await client.$disconnect();
  await pool.end();
}
