import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { prismaCmd } from "./bins.mjs";
import { addDatasourceUrl, schemaWithUrl } from "./prisma-migrate-schema.mjs";

describe("schemas for Prisma 6.19's CLI (migrations)", () => {
  it("adds the url Prisma 6.19 requires to the datasource block, once", () => {
    const schema =
      'generator client {\n  provider = "prisma-client"\n}\n\ndatasource db {\n  provider = "postgresql"\n}\n\nmodel A {\n  id Int @id\n}\n';
    const withUrl = addDatasourceUrl(schema);
    expect(withUrl).toContain(
      'datasource db {\n  url = env("DATABASE_URL")\n  provider = "postgresql"\n}\n\nmodel A {',
    );
    expect(addDatasourceUrl(withUrl)).toBe(withUrl);
  });

  it("copies the project's schema with the url and nothing else changed", () => {
    const original = readFileSync("prisma/schema.prisma", "utf8");
    const file = schemaWithUrl("prisma/schema.prisma");
    const copy = readFileSync(file, "utf8");
    // The folder goes when the process exits, which a test worker may not do normally.
    rmSync(path.dirname(file), { recursive: true, force: true });
    expect(original).not.toMatch(/^\s*url\s*=/m);
    expect(copy.replace('  url = env("DATABASE_URL")\n', "")).toBe(original);
  });

  it("runs migrate and db commands on Prisma 6.19 with its config, the rest on Prisma 7", () => {
    const [, deploy] = prismaCmd("migrate", "deploy");
    expect(deploy).toContain("node_modules/prisma-migrate/build/index.js");
    expect(deploy.slice(-2)).toEqual(["--config", "prisma-migrate.config.ts"]);
    expect(prismaCmd("generate")).toEqual(["node", ["node_modules/prisma/build/index.js", "generate"]]);
  });
});
