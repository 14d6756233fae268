// The GitHub Actions workflows: linted with action-validator (the SchemaStore workflow schema and the job
// graph, compiled to WebAssembly: it runs offline), then checked for what the deploys rely on; the
// production deploy's secrets check is run here under bash. The preview workflow and the Neon script
// have their own files (preview.test.ts, neon-connection-strings.test.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { describe, expect, it } from "vitest";
import {
  byId,
  DIR,
  files,
  indexOf,
  jobOf,
  notices,
  preview,
  production,
  runStep,
  SCRIPTS,
  source,
  step,
  testWorkflow,
  workflow,
} from "./workflow-files";

describe("every workflow", () => {
  it("there are the three workflows", () => {
    expect(files.sort()).toEqual(["preview.yml", "production.yml", "test.yml"]);
  });

  it.each(files)("%s passes action-validator with no errors", (file) => {
    const { errors } = validateWorkflow(source(file));
    expect(JSON.stringify(errors, null, 1)).toBe("[]");
  });

  it("the linter does find errors (a broken workflow fails it)", () => {
    const broken =
      "on: push\njobs:\n  a:\n    runs-on: ubuntu-24.04\n    timeout-minutes: ten\n    steps:\n      - run: x\n        with2: {}\n  b:\n    needs: c\n    runs-on: ubuntu-24.04\n    steps: [{ run: x }]\n";
    const { errors } = validateWorkflow(broken);
    const text = JSON.stringify(errors);
    expect(text).toContain("with2");
    expect(text).toContain("unresolved job c");
  });

  it.each([...files.map((f) => path.join(DIR, f)), ...readdirSync(SCRIPTS).map((f) => path.join(SCRIPTS, f))])(
    "%s has no TODO or placeholder text",
    (file) => {
      expect(readFileSync(file, "utf8")).not.toMatch(/\bTODO\b|placeholder/i);
    },
  );

  it.each(files)("%s: every `uses:` is a local workflow or pinned to at least a major version", (file) => {
    const uses = [...source(file).matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)/gm)].map((m) => m[1]);
    expect(uses.length).toBeGreaterThan(0);
    for (const ref of uses) {
      expect(ref, ref).toMatch(
        /^(\.\/\.github\/workflows\/[\w.-]+\.ya?ml|[\w.-]+\/[\w./-]+@(v\d+(\.\d+){0,2}|[0-9a-f]{40}))$/,
      );
    }
  });

  it.each(files)("%s: every job that runs on a runner has a timeout", (file) => {
    for (const [name, job] of Object.entries(workflow(file).jobs)) {
      if (job.uses) continue; // a reusable workflow's jobs carry their own
      expect(job["timeout-minutes"], name).toBeGreaterThan(0);
      expect(job["timeout-minutes"], name).toBeLessThanOrEqual(40);
    }
  });

  it.each(files)("%s: expressions use known contexts, and steps.<id> names a step of the same job", (file) => {
    const contexts = new Set([
      "github",
      "env",
      "vars",
      "secrets",
      "steps",
      "needs",
      "matrix",
      "strategy",
      "runner",
      "job",
      "inputs",
    ]);
    const functions = new Set([
      "success",
      "failure",
      "always",
      "cancelled",
      "contains",
      "startsWith",
      "endsWith",
      "format",
      "join",
      "toJSON",
      "fromJSON",
      "hashFiles",
    ]);
    for (const [name, job] of Object.entries(workflow(file).jobs)) {
      const ids = new Set((job.steps ?? []).map((s) => s.id).filter(Boolean));
      const texts: string[] = [];
      const walk = (value: unknown, key?: string) => {
        if (typeof value === "string") {
          for (const m of value.matchAll(/\$\{\{(.*?)\}\}/g)) texts.push(m[1] ?? "");
          if (key === "if") texts.push(value);
        } else if (value && typeof value === "object") {
          for (const [k, v] of Object.entries(value)) walk(v, k);
        }
      };
      walk(job);
      for (const text of texts) {
        const code = text.replace(/'[^']*'/g, "''");
        for (const m of code.matchAll(/(?<![.\w-])([A-Za-z_][\w-]*)\s*([.(])/g)) {
          const known = m[2] === "(" ? functions : contexts;
          expect(known.has(m[1] ?? ""), `${file} ${name}: ${m[1]} in ${text}`).toBe(true);
        }
        for (const m of code.matchAll(/\bsteps\.([\w-]+)\./g)) {
          expect(ids.has(m[1]), `${file} ${name}: no step with id ${m[1]}`).toBe(true);
        }
      }
    }
  });

  it.each(files)("%s: no ${{ }} inside a run script (values reach the shell through env)", (file) => {
    for (const job of Object.values(workflow(file).jobs)) {
      for (const s of job.steps ?? []) expect(s.run ?? "").not.toContain("${{");
    }
  });
});

describe("test.yml", () => {
  it("is reusable and runs .ci/run on Node 20 and 24", () => {
    expect(Object.keys(testWorkflow.on)).toEqual(["workflow_call"]);
    const job = jobOf(testWorkflow, "test");
    expect(job.strategy?.matrix?.node).toEqual(["20", "24"]);
    expect(step(job, (s) => s.uses?.startsWith("actions/setup-node@")).with?.["node-version"]).toBe(
      "${{ matrix.node }}",
    );
    expect(job.steps!.some((s) => s.run === "bash .ci/run")).toBe(true);
  });

  it("both deploy workflows call it first", () => {
    expect(jobOf(preview, "test").uses).toBe("./.github/workflows/test.yml");
    expect(jobOf(production, "test").uses).toBe("./.github/workflows/test.yml");
    expect(jobOf(preview, "deploy").needs).toBe("test");
    expect(jobOf(production, "deploy").needs).toBe("test");
  });
});

describe("production.yml", () => {
  const deploy = jobOf(production, "deploy");
  const runs = deploy.steps!.map((s) => s.run ?? "").join("\n");

  it("runs on push to main, one deploy at a time, never cancelled halfway", () => {
    expect(production.on).toEqual({ push: { branches: ["main"] } });
    expect(production.concurrency).toEqual({ group: "production", "cancel-in-progress": false });
  });

  it("builds and deploys with --prod on Node 24, migrations before the deploy, no demo data", () => {
    expect(step(deploy, (s) => s.uses?.startsWith("actions/setup-node@")).with?.["node-version"]).toBe("24");
    expect(runs).toContain('vercel pull --yes --environment=production --token="$VERCEL_TOKEN"');
    expect(runs).toContain('vercel build --prod --token="$VERCEL_TOKEN"');
    expect(runs).toContain('vercel deploy --prebuilt --prod --token="$VERCEL_TOKEN"');
    const migrate = indexOf(deploy, (s) => s.run === "node scripts/prisma.mjs migrate deploy");
    expect(migrate).toBeGreaterThan(indexOf(deploy, (s) => s.run?.includes("vercel build") ?? false));
    expect(migrate).toBeLessThan(indexOf(deploy, (s) => s.id === "deploy"));
    expect(deploy.steps![migrate]!.env?.DATABASE_URL).toBe("${{ secrets.PRODUCTION_DATABASE_URL }}");
    expect(source("production.yml")).not.toContain("db:seed");
  });

  it("without secrets: a notice per missing secret, deploy=false, exit 0; later steps gated", () => {
    const check = byId(deploy, "secrets");
    const r = runStep(check.run!, {
      VERCEL_TOKEN: "t",
      VERCEL_ORG_ID: "o",
      VERCEL_PROJECT_ID: "p",
      PRODUCTION_DATABASE_URL: "",
    });
    expect(r.status).toBe(0);
    expect(notices(r.stdout)[0]).toBe(
      "::notice title=Production not deployed::PRODUCTION_DATABASE_URL is not set (Settings, Secrets and variables, Actions)",
    );
    expect(r.outputs).toEqual({ has_vercel: "true", has_database: "false", deploy: "false" });
    for (const s of deploy.steps!.slice(1)) expect(s.if).toBe("steps.secrets.outputs.deploy == 'true'");
  });
});
