// Preloaded (`node --import`) into Prisma 6.19's CLI by scripts/lib/bins.mjs: points its schema file
// arguments at copies it accepts (scripts/lib/prisma-migrate-schema.mjs), before the CLI reads process.argv.
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
