// The GitHub Actions workflows: linted with action-validator (the SchemaStore workflow schema and the job
// graph, compiled to WebAssembly: it runs offline), then checked for what the deploys rely on. The shell of
// the steps that decide and deploy is run here under bash with a fake `vercel`, the PR comment's script
// with a fake GitHub client, and the Neon script against a local fake of Neon's API.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { validateWorkflow } from "@action-validator/core";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";

type Step = {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
};
type Job = {
  if?: string;
  uses?: string;
  needs?: string | string[];
  "runs-on"?: string;
  "timeout-minutes"?: number;
  permissions?: Record<string, string>;
  strategy?: { matrix?: Record<string, unknown> };
  env?: Record<string, string>;
  steps?: Step[];
};
type Workflow = {
  on: Record<string, unknown>;
  concurrency?: { group: string };
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

const DIR = path.resolve(".github/workflows");
const SCRIPTS = path.resolve(".github/scripts");
const files = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));
const source = (file: string) => readFileSync(path.join(DIR, file), "utf8");
const workflow = (file: string) => parse(source(file)) as Workflow;
const preview = workflow("preview.yml");
const production = workflow("production.yml");
const testWorkflow = workflow("test.yml");

function jobOf(wf: Workflow, name: string): Job {
  const job = wf.jobs[name];
  if (!job) throw new Error(`no job ${name}`);
  return job;
}

function step(job: Job, match: (s: Step) => boolean | undefined): Step {
  const found = job.steps?.find((s) => match(s));
  if (!found) throw new Error("no such step");
  return found;
}
const byId = (job: Job, id: string) => step(job, (s) => s.id === id);
const indexOf = (job: Job, match: (s: Step) => boolean | undefined) => job.steps!.findIndex((s) => match(s));

/** Runs a step's script as the runner does (bash -eo pipefail), with GITHUB_OUTPUT and the given env. */
function runStep(run: string, env: Record<string, string>, pathPrefix?: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "wf-"));
  const out = path.join(dir, "output");
  const summary = path.join(dir, "summary");
  writeFileSync(out, "");
  writeFileSync(summary, "");
  const script = path.join(dir, "step.sh");
  writeFileSync(script, run);
  const result = spawnSync("bash", ["--noprofile", "--norc", "-eo", "pipefail", script], {
    encoding: "utf8",
    env: {
      NODE_ENV: "test",
      PATH: pathPrefix ? `${pathPrefix}:${process.env.PATH}` : process.env.PATH,
      GITHUB_OUTPUT: out,
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_SHA: "0123456789abcdef0123456789abcdef01234567",
      ...env,
    },
  });
  const outputs = Object.fromEntries(
    readFileSync(out, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)]),
  );
  return {
    status: result.status,
    stdout: result.stdout,
    stderr: result.stderr,
    outputs,
    summary: readFileSync(summary, "utf8"),
  };
}

const notices = (stdout: string) => stdout.split("\n").filter((l) => l.startsWith("::notice"));

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

describe("preview.yml", () => {
  const deploy = jobOf(preview, "deploy");
  const runs = deploy.steps!.map((s) => s.run ?? "").join("\n");

  it("runs on each pull request push and on close, one run per pull request at a time", () => {
    expect(preview.on.pull_request).toEqual({ types: ["opened", "synchronize", "reopened", "closed"] });
    expect(preview.concurrency?.group).toContain("github.event.pull_request.number");
    expect(jobOf(preview, "test").if).toBe("github.event.action != 'closed'");
    expect(deploy.if).toBe("github.event.action != 'closed'");
  });

  it("deploys on Node 24 with the three Vercel commands, the CLI pinned", () => {
    expect(step(deploy, (s) => s.uses?.startsWith("actions/setup-node@")).with?.["node-version"]).toBe("24");
    expect(runs).toContain("npm install --global --no-audit --no-fund vercel@60");
    expect(runs).toContain('vercel pull --yes --environment=preview --token="$VERCEL_TOKEN"');
    expect(runs).toContain('vercel build --token="$VERCEL_TOKEN"');
    expect(runs).toContain('vercel deploy --prebuilt --token="$VERCEL_TOKEN"');
    for (const s of deploy.steps!.filter((s) => s.run?.includes("vercel ") && !s.run.includes("npm install"))) {
      expect(Object.keys(s.env ?? {})).toEqual(
        expect.arrayContaining(["VERCEL_TOKEN", "VERCEL_ORG_ID", "VERCEL_PROJECT_ID"]),
      );
    }
  });

  it("gives the pull request a Neon branch, migrated (direct URL) and seeded before the deploy", () => {
    const neon = byId(deploy, "neon");
    expect(neon.uses).toBe("neondatabase/create-branch-action@v6");
    expect(neon.with?.branch_name).toBe("${{ env.NEON_BRANCH }}");
    expect(deploy.env?.NEON_BRANCH).toBe("preview/pr-${{ github.event.pull_request.number }}");
    const migrate = indexOf(deploy, (s) => s.run === "node scripts/prisma.mjs migrate deploy");
    const seed = indexOf(deploy, (s) => s.run === "npm run db:seed");
    const deployStep = indexOf(deploy, (s) => s.id === "deploy");
    expect(indexOf(deploy, (s) => s.id === "neon")).toBeLessThan(migrate);
    expect(migrate).toBeGreaterThan(0);
    expect(seed).toBeGreaterThan(migrate);
    expect(deployStep).toBeGreaterThan(seed);
    expect(deploy.steps![migrate]!.env?.DATABASE_URL).toBe("${{ steps.db.outputs.direct_url }}");
    expect(deploy.steps![seed]!.env?.DATABASE_URL).toBe("${{ steps.db.outputs.direct_url }}");
  });

  it("only the deploy job may write to pull requests", () => {
    expect(preview.permissions).toEqual({ contents: "read" });
    expect(deploy.permissions).toEqual({ contents: "read", "pull-requests": "write" });
    expect(jobOf(preview, "cleanup").permissions).toBeUndefined();
  });

  it("deletes the branch when the pull request is closed", () => {
    const cleanup = jobOf(preview, "cleanup");
    expect(cleanup.if).toBe("github.event.action == 'closed'");
    const del = step(cleanup, (s) => s.uses?.startsWith("neondatabase/delete-branch-action@"));
    expect(del.uses).toBe("neondatabase/delete-branch-action@v3");
    expect(del.with?.branch).toBe("${{ env.NEON_BRANCH }}");
    expect(cleanup.env?.NEON_BRANCH).toBe(deploy.env?.NEON_BRANCH);
  });

  describe("without secrets (a fork) the job says which are missing and deploys nothing", () => {
    const check = byId(deploy, "secrets");
    const names = [
      "VERCEL_TOKEN",
      "VERCEL_ORG_ID",
      "VERCEL_PROJECT_ID",
      "NEON_API_KEY",
      "NEON_PROJECT_ID",
      "PREVIEW_AUTH_SECRET",
      "PREVIEW_CLOUDINARY_URL",
    ];
    const empty = Object.fromEntries(names.map((n) => [n, ""]));
    const all = Object.fromEntries(names.map((n) => [n, `value-of-${n}`]));

    it("none set: a notice per secret, deploy=false, exit 0", () => {
      const r = runStep(check.run!, empty);
      expect(r.status).toBe(0);
      for (const n of names) expect(r.stdout).toContain(`${n} is not set`);
      expect(r.outputs).toEqual({ has_vercel: "false", has_neon: "false", has_app: "false", deploy: "false" });
    });

    it("only NEON_API_KEY missing: that one is named, the rest are not", () => {
      const r = runStep(check.run!, { ...all, NEON_API_KEY: "" });
      expect(r.status).toBe(0);
      expect(notices(r.stdout).filter((l) => l.includes("is not set"))).toEqual([
        "::notice title=Preview not deployed::NEON_API_KEY is not set (Settings, Secrets and variables, Actions)",
      ]);
      expect(r.outputs).toEqual({ has_vercel: "true", has_neon: "false", has_app: "true", deploy: "false" });
    });

    it("all set: no notice, deploy=true", () => {
      const r = runStep(check.run!, all);
      expect(r.status).toBe(0);
      expect(notices(r.stdout)).toEqual([]);
      expect(r.outputs.deploy).toBe("true");
    });

    it("every later step runs only when deploy is true", () => {
      for (const s of deploy.steps!.slice(1))
        expect(s.if, s.name ?? s.uses).toBe("steps.secrets.outputs.deploy == 'true'");
    });

    it("cleanup without the Neon secrets: notices, no delete, exit 0", () => {
      const cleanup = jobOf(preview, "cleanup");
      const r = runStep(byId(cleanup, "secrets").run!, { NEON_API_KEY: "", NEON_PROJECT_ID: "" });
      expect(r.status).toBe(0);
      expect(notices(r.stdout)).toHaveLength(2);
      expect(r.outputs).toEqual({ has_neon: "false" });
      for (const s of cleanup.steps!.slice(1)) expect(s.if).toBe("steps.secrets.outputs.has_neon == 'true'");
    });
  });

  describe("the deploy step (with a fake vercel)", () => {
    const deployStep = byId(deploy, "deploy");

    function fakeVercel(stdoutLine: string) {
      const bin = mkdtempSync(path.join(tmpdir(), "vercel-"));
      const log = path.join(bin, "log.json");
      writeFileSync(
        path.join(bin, "vercel"),
        `#!/usr/bin/env node
const fs = require("fs");
const names = ["DATABASE_URL","AUTH_SECRET","TRUST_PROXY_HOPS","CLOUDINARY_URL","REDIS_URL","RAZORPAY_KEY_ID","RAZORPAY_KEY_SECRET","RAZORPAY_WEBHOOK_SECRET"];
fs.writeFileSync(${JSON.stringify(log)}, JSON.stringify({ argv: process.argv.slice(2), env: Object.fromEntries(names.map((n) => [n, process.env[n]])) }));
process.stderr.write("Vercel CLI 60.1.3\\nUploading...\\n");
process.stdout.write(${JSON.stringify(stdoutLine)} + "\\n");
`,
      );
      chmodSync(path.join(bin, "vercel"), 0o755);
      return {
        bin,
        read: () => JSON.parse(readFileSync(log, "utf8")) as { argv: string[]; env: Record<string, string> },
      };
    }

    const env = {
      VERCEL_TOKEN: "tok",
      DATABASE_URL: "postgresql://u:secret-pw@ep-x.neon.tech/neondb",
      AUTH_SECRET: "a".repeat(32),
      TRUST_PROXY_HOPS: "1",
      CLOUDINARY_URL: "",
      REDIS_URL: "",
      RAZORPAY_KEY_ID: "rzp_test_1",
      RAZORPAY_KEY_SECRET: "",
      RAZORPAY_WEBHOOK_SECRET: "",
    };

    it("passes the runtime env by name only, drops a half-set Razorpay pair, and outputs the URL", () => {
      const vercel = fakeVercel("https://thali-git-pr-7.vercel.app");
      const r = runStep(deployStep.run!, env, vercel.bin);
      expect(r.stderr + r.stdout).not.toContain("::error");
      expect(r.status).toBe(0);
      expect(r.outputs.url).toBe("https://thali-git-pr-7.vercel.app");
      expect(r.summary).toContain("https://thali-git-pr-7.vercel.app");
      expect(r.stdout).toContain("::warning::set both PREVIEW_RAZORPAY_KEY_ID and PREVIEW_RAZORPAY_KEY_SECRET");
      const { argv, env: seen } = vercel.read();
      expect(argv).toEqual([
        "deploy",
        "--prebuilt",
        "--token=tok",
        "--env",
        "DATABASE_URL",
        "--env",
        "AUTH_SECRET",
        "--env",
        "TRUST_PROXY_HOPS",
      ]);
      expect(argv.join(" ")).not.toContain("secret-pw");
      expect(seen.DATABASE_URL).toBe(env.DATABASE_URL);
      expect(seen.RAZORPAY_KEY_ID).toBeUndefined();
    });

    it("passes the optional ones when set", () => {
      const vercel = fakeVercel("https://x.vercel.app");
      const r = runStep(
        deployStep.run!,
        {
          ...env,
          CLOUDINARY_URL: "cloudinary://k:s@c",
          REDIS_URL: "rediss://r",
          RAZORPAY_KEY_SECRET: "s",
          RAZORPAY_WEBHOOK_SECRET: "w",
        },
        vercel.bin,
      );
      expect(r.status).toBe(0);
      const flags = vercel.read().argv.filter((_, i, a) => a[i - 1] === "--env");
      expect(flags).toEqual([
        "DATABASE_URL",
        "AUTH_SECRET",
        "TRUST_PROXY_HOPS",
        "CLOUDINARY_URL",
        "REDIS_URL",
        "RAZORPAY_KEY_ID",
        "RAZORPAY_KEY_SECRET",
        "RAZORPAY_WEBHOOK_SECRET",
      ]);
    });

    it("fails when vercel prints no URL", () => {
      const r = runStep(deployStep.run!, env, fakeVercel("Error: something").bin);
      expect(r.status).toBe(1);
      expect(r.stdout).toContain("::error::vercel deploy printed no URL");
    });

    it("DATABASE_URL at runtime is the pooled string; AUTH_SECRET from its secret; no APP_URL", () => {
      expect(deployStep.env?.DATABASE_URL).toBe("${{ steps.db.outputs.pooled_url }}");
      expect(deployStep.env?.AUTH_SECRET).toBe("${{ secrets.PREVIEW_AUTH_SECRET }}");
      expect(deployStep.env).not.toHaveProperty("APP_URL");
    });
  });

  describe("the PR comment", () => {
    const commentStep = step(deploy, (s) => s.uses?.startsWith("actions/github-script@"));
    const script = commentStep.with!.script;
    type Comment = { id: number; body: string; user: { type: string } };

    async function runComment(existing: Comment[]) {
      const calls: { method: string; args: Record<string, unknown> }[] = [];
      const record = (method: string) => async (args: Record<string, unknown>) => {
        calls.push({ method, args });
        return { data: { id: 99 } };
      };
      const github = {
        paginate: async (_fn: unknown, args: Record<string, unknown>) => {
          calls.push({ method: "list", args });
          return existing;
        },
        rest: { issues: { listComments: {}, updateComment: record("update"), createComment: record("create") } },
      };
      const context = {
        repo: { owner: "o", repo: "r" },
        payload: { pull_request: { number: 7, head: { sha: "abcdef0123456789" } } },
      };
      const core = { info: () => {} };
      const saved = { ...process.env };
      process.env.PREVIEW_URL = "https://thali-pr-7.vercel.app";
      process.env.NEON_BRANCH = "preview/pr-7";
      try {
        const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
        await new AsyncFunction("github", "context", "core", script)(github, context, core);
      } finally {
        process.env = saved;
      }
      return calls;
    }

    it("is gated by the secrets check and gets the URL from the deploy step", () => {
      expect(commentStep.uses).toBe("actions/github-script@v8");
      expect(commentStep.env?.PREVIEW_URL).toBe("${{ steps.deploy.outputs.url }}");
    });

    it("creates the comment with the marker when there is none", async () => {
      const calls = await runComment([{ id: 1, body: "LGTM", user: { type: "User" } }]);
      expect(calls.map((c) => c.method)).toEqual(["list", "create"]);
      const body = calls[1]!.args.body as string;
      expect(body.startsWith("<!-- thali-preview -->")).toBe(true);
      expect(body).toContain("https://thali-pr-7.vercel.app");
      expect(body).toContain("abcdef0");
      expect(calls[1]!.args.issue_number).toBe(7);
    });

    it("updates the bot's comment on the next push instead of adding one", async () => {
      const calls = await runComment([
        { id: 1, body: "quoting <!-- thali-preview -->", user: { type: "User" } },
        { id: 2, body: "<!-- thali-preview -->\nold", user: { type: "Bot" } },
      ]);
      expect(calls.map((c) => c.method)).toEqual(["list", "update"]);
      expect(calls[1]!.args.comment_id).toBe(2);
    });
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

describe(".github/scripts/neon-connection-strings.mjs", () => {
  async function withFakeNeon(status: number, handler: (url: URL) => unknown) {
    const seen: { url: URL; auth?: string }[] = [];
    const server = createServer((req, res) => {
      const url = new URL(req.url!, "http://localhost");
      seen.push({ url, auth: req.headers.authorization });
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(handler(url)));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const dir = mkdtempSync(path.join(tmpdir(), "neon-"));
    const out = path.join(dir, "output");
    writeFileSync(out, "");
    const child = await new Promise<{ status: number | null; stdout: string }>((resolve) => {
      const p = spawn(process.execPath, [path.join(SCRIPTS, "neon-connection-strings.mjs")], {
        stdio: ["ignore", "pipe", "inherit"],
        env: {
          PATH: process.env.PATH,
          NEON_API_KEY: "napi_key",
          NEON_PROJECT_ID: "proj-1",
          NEON_BRANCH_ID: "br-1",
          NEON_DATABASE: "neondb",
          NEON_ROLE: "neondb_owner",
          NEON_API_HOST: `http://127.0.0.1:${port}/api/v2`,
          GITHUB_OUTPUT: out,
        } as unknown as NodeJS.ProcessEnv,
      });
      let stdout = "";
      p.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      p.on("close", (code) => resolve({ status: code, stdout }));
    });
    server.close();
    return { ...child, seen, output: readFileSync(out, "utf8") };
  }

  it("masks both strings and the password before writing them to GITHUB_OUTPUT", async () => {
    const r = await withFakeNeon(200, (url) => ({
      uri: `postgresql://neondb_owner:p%40ss@ep-1${url.searchParams.get("pooled") === "true" ? "-pooler" : ""}.neon.tech/neondb?sslmode=require`,
    }));
    expect(r.status).toBe(0);
    const direct = "postgresql://neondb_owner:p%40ss@ep-1.neon.tech/neondb?sslmode=require";
    const pooled = "postgresql://neondb_owner:p%40ss@ep-1-pooler.neon.tech/neondb?sslmode=require";
    const lines = r.stdout.split("\n");
    expect(lines.slice(0, 3)).toEqual([`::add-mask::${direct}`, "::add-mask::p%40ss", "::add-mask::p@ss"]);
    expect(lines).toContain(`::add-mask::${pooled}`);
    // Nothing but mask commands mentions the password.
    expect(lines.filter((l) => l.includes("p%40ss") && !l.startsWith("::add-mask::"))).toEqual([]);
    expect(r.output).toBe(`direct_url=${direct}\npooled_url=${pooled}\n`);
    expect(r.seen.map((s) => s.url.pathname)).toEqual([
      "/api/v2/projects/proj-1/connection_uri",
      "/api/v2/projects/proj-1/connection_uri",
    ]);
    const [first] = r.seen;
    expect(first?.url.searchParams.get("branch_id")).toBe("br-1");
    expect(first?.url.searchParams.get("role_name")).toBe("neondb_owner");
    expect(first?.auth).toBe("Bearer napi_key");
  });

  it("fails with the status, not the key, when Neon refuses", async () => {
    const r = await withFakeNeon(401, () => ({ message: "bad key" }));
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("::error::Neon connection strings: Neon API answered 401");
    expect(r.stdout).not.toContain("napi_key");
    expect(r.output).toBe("");
  });
});
