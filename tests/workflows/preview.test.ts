// The preview workflow (a deploy per pull request): what it runs and in which order, and the shell of the
// steps that decide and deploy run here under bash with a fake `vercel`, the PR comment's script with a
// fake GitHub client.
import { chmodSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { byId, indexOf, jobOf, notices, preview, runStep, step } from "./workflow-files";

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
const names = ["DATABASE_URL","AUTH_SECRET","TRUST_PROXY_HOPS","CLOUDINARY_URL","REDIS_URL","RAZORPAY_KEY_ID","RAZORPAY_KEY_SECRET","RAZORPAY_WEBHOOK_SECRET","PAYMENTS_TEST_MODE"];
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
        "--env",
        "PAYMENTS_TEST_MODE",
      ]);
      expect(argv.join(" ")).not.toContain("secret-pw");
      expect(seen.DATABASE_URL).toBe(env.DATABASE_URL);
      expect(seen.RAZORPAY_KEY_ID).toBeUndefined();
      // without keys the preview takes TEST MODE payments on purpose, or its server would refuse to start
      expect(seen.PAYMENTS_TEST_MODE).toBe("true");
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
