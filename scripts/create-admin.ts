// `npm run admin:create -- <email>`: makes a platform staff account (issue 33, docs/admin.md). Its password is
// ADMIN_PASSWORD when set (at least 8 characters), else a random one printed once; the new admin logs in at
// /auth/login/admin and may change it by "Forgot password". An existing admin is left as it is.
// It reads DATABASE_URL, else the embedded database of a running `npm start` (DATA_DIR, default .data).
import { parseArgs } from "node:util";
import { appDatabaseUrl } from "./lib/app-database.mjs";
import { createAdmin, generatedPassword } from "../lib/admin/accounts";
import { createPrismaClientAndPool } from "../lib/prisma-client";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { name: { type: "string" } } });
const email = positionals[0];
if (positionals.length !== 1 || !email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: npm run admin:create -- <email> [--name "Their name"]   (ADMIN_PASSWORD=... to choose it)');
  process.exit(2);
}
const given = process.env.ADMIN_PASSWORD;
if (given !== undefined && given.length < 8) {
  console.error("ADMIN_PASSWORD must be at least 8 characters.");
  process.exit(2);
}
const password = given ?? generatedPassword();

const { client, pool } = createPrismaClientAndPool(appDatabaseUrl(), 2, 10_000, 10_000);
try {
  const admin = await createAdmin(client, { email, password, ...(values.name && { username: values.name }) });
  if (!admin.created) {
    console.info(`${admin.email} is already an admin: nothing changed.`);
  } else {
    console.info(`Admin ${admin.email} created. Log in at /auth/login/admin.`);
    if (given === undefined) console.info(`Password (shown once): ${password}`);
  }
} finally {
  await client.$disconnect();
  await pool.end();
}
