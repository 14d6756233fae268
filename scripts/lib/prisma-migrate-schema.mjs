// Prisma 6.19's CLI, which runs the migrations (scripts/lib/bins.mjs), refuses a datasource block without
// `url` ("Argument "url" is missing in data source block"), and Prisma 7's refuses one with it. The schema
// follows Prisma 7; 6.19 reads copies of it with `url = env("DATABASE_URL")` added (never used: its
// JavaScript schema engine connects through the adapter in prisma-migrate.config.ts). The copies live in a
// temporary folder of this process, removed when it exits.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const DATASOURCE = /^(datasource\s+\w+\s*\{[^\S\n]*\n)((?:(?!^\})[\s\S])*?)^\}/m;

/** The schema text with `url = env("DATABASE_URL")` in its datasource block (unchanged if it has a url). */
export function addDatasourceUrl(schema) {
  return schema.replace(DATASOURCE, (block, head, body) =>
    /^\s*url\s*=/m.test(body) ? block : `${head}  url = env("DATABASE_URL")\n${body}}`,
  );
}

let folder;
let count = 0;

/** The path of a copy of the schema file `file` that Prisma 6.19 accepts. */
export function schemaWithUrl(file) {
  if (!folder) {
    folder = mkdtempSync(path.join(os.tmpdir(), "prisma-migrate-"));
    process.on("exit", () => rmSync(folder, { recursive: true, force: true }));
  }
  const copy = path.join(folder, `${++count}-${path.basename(file)}`);
  writeFileSync(copy, addDatasourceUrl(readFileSync(file, "utf8")));
  return copy;
}
