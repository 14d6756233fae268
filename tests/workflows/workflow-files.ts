// The GitHub Actions workflows as the tests read them (parsed YAML, their jobs and steps), and a step's
// shell run as the runner runs it.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parse } from "yaml";

export type Step = {
  id?: string;
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
};
export type Job = {
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
export type Workflow = {
  on: Record<string, unknown>;
  concurrency?: { group: string };
  permissions?: Record<string, string>;
  jobs: Record<string, Job>;
};

export const DIR = path.resolve(".github/workflows");
export const SCRIPTS = path.resolve(".github/scripts");
export const files = readdirSync(DIR).filter((f) => /\.ya?ml$/.test(f));
export const source = (file: string) => readFileSync(path.join(DIR, file), "utf8");
export const workflow = (file: string) => parse(source(file)) as Workflow;
export const preview = workflow("preview.yml");
export const production = workflow("production.yml");
export const testWorkflow = workflow("test.yml");

export function jobOf(wf: Workflow, name: string): Job {
  const job = wf.jobs[name];
  if (!job) throw new Error(`no job ${name}`);
  return job;
}

export function step(job: Job, match: (s: Step) => boolean | undefined): Step {
  const found = job.steps?.find((s) => match(s));
  if (!found) throw new Error("no such step");
  return found;
}
export const byId = (job: Job, id: string) => step(job, (s) => s.id === id);
export const indexOf = (job: Job, match: (s: Step) => boolean | undefined) => job.steps!.findIndex((s) => match(s));

/** Runs a step's script as the runner does (bash -eo pipefail), with GITHUB_OUTPUT and the given env. */
export function runStep(run: string, env: Record<string, string>, pathPrefix?: string) {
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

export const notices = (stdout: string) => stdout.split("\n").filter((l) => l.startsWith("::notice"));
