// .env.example against lib/env.ts: every variable the app reads is in it; every value it shows is one the
// app accepts, and is the app's default where the app has one (also a "default N" its comment states);
// and a variable the app does not read is one the launcher or the tests read, named below with its reader.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { EnvSchema } from "@/lib/env";

const ROOT = path.resolve(import.meta.dirname, "../..");
const EXAMPLE = readFileSync(path.join(ROOT, ".env.example"), "utf8");

/** Variables outside lib/env.ts: `npm start`'s launcher and the test tools read them, in these files. */
const READ_ELSEWHERE: Record<string, string> = {
  PORT: "scripts/start.mjs",
  EMBEDDED_DB: "scripts/start.mjs",
  SEED_DEMO_DATA: "scripts/start.mjs",
  TEST_DATABASE_URL: "scripts/lib/test-database.mjs",
  CHROMIUM_PATH: "scripts/lib/browser.mjs",
};

type Entry = { name: string; value: string; comment: string };

/** `# NAME=value` and `NAME=value` lines, each with the comment lines right above it. */
function parseExample(text: string): Entry[] {
  const entries: Entry[] = [];
  let comment: string[] = [];
  for (const line of text.split("\n")) {
    const variable = /^#?\s*([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (variable) {
      entries.push({ name: variable[1]!, value: variable[2]!.trim(), comment: comment.join(" ") });
      comment = [];
    } else if (line.startsWith("#")) comment.push(line.replace(/^#\s?/, ""));
    else comment = [];
  }
  return entries;
}

const entries = parseExample(EXAMPLE);
const variables = EnvSchema.in.shape as Record<string, z.ZodType>;
/** What env() holds when nothing optional is set, off Vercel: each variable's default. */
const defaults = EnvSchema.parse({
  DATABASE_URL: "postgresql://postgres@127.0.0.1:5432/thali",
  AUTH_SECRET: "x".repeat(32),
}) as Record<string, unknown>;
const REQUIRED = new Set(["DATABASE_URL", "AUTH_SECRET"]);

describe(".env.example against lib/env.ts", () => {
  it("reads its lines (the parser itself)", () => {
    expect(parseExample("# Pool (default 10).\n# DATABASE_POOL_MAX=10\n\nA=1")).toEqual([
      { name: "DATABASE_POOL_MAX", value: "10", comment: "Pool (default 10)." },
      { name: "A", value: "1", comment: "" },
    ]);
    expect(entries.length).toBeGreaterThan(25);
  });

  it("names every variable the app reads", () => {
    const named = new Set(entries.map((e) => e.name));
    expect(Object.keys(variables).filter((name) => !named.has(name))).toEqual([]);
  });

  it("names each variable once", () => {
    const names = entries.map((e) => e.name);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("names nothing the app, the launcher or the tests do not read", () => {
    for (const { name } of entries) {
      if (name in variables) continue;
      const reader = READ_ELSEWHERE[name];
      expect(reader, `${name} is in .env.example but neither lib/env.ts nor READ_ELSEWHERE knows it`).toBeDefined();
      expect(readFileSync(path.join(ROOT, reader!), "utf8"), `${reader} reads ${name}`).toContain(name);
    }
  });

  it("shows only values the app accepts", () => {
    for (const { name, value } of entries) {
      const schema = variables[name];
      if (!schema || value === "") continue;
      const parsed = schema.safeParse(value);
      expect(parsed.success, `${name}=${value}: ${parsed.error?.message}`).toBe(true);
    }
  });

  it("shows the app's default where it has one, also in the comment's 'default N'", () => {
    for (const { name, value, comment } of entries) {
      if (!(name in variables) || REQUIRED.has(name) || defaults[name] === undefined) continue;
      const fallback = String(defaults[name]);
      if (value !== "") expect(value, `${name}'s value in .env.example`).toBe(fallback);
      const stated = /\bdefault:?\s+([\w.]+)/.exec(comment)?.[1];
      if (stated) expect(stated, `the default ${name}'s comment states`).toBe(fallback);
    }
  });

  it("agrees with the launcher on the embedded database and its pool", () => {
    const start = readFileSync(path.join(ROOT, "scripts/start.mjs"), "utf8");
    const embedded = readFileSync(path.join(ROOT, "scripts/lib/embedded-db.mjs"), "utf8");
    // The default engine is PostgreSQL (decision 0007); PGlite is the fallback, on one connection.
    expect(start).toMatch(/EMBEDDED_DB\?\.trim\(\) \|\| "postgres"/);
    expect(entries.find((e) => e.name === "EMBEDDED_DB")?.value).toBe("postgres");
    const pglitePool = /EMBEDDED_APP_POOL_MAX = (\d+)/.exec(embedded)?.[1];
    const pool = entries.find((e) => e.name === "DATABASE_POOL_MAX")!;
    expect(pool.comment).toContain(`PGlite fallback ${pglitePool}`);
    expect(entries.find((e) => e.name === "DATABASE_URL")?.comment).toMatch(/embedded PostgreSQL server/);
  });
});
