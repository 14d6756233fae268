// The floor: a hello-world App Router app (a root layout and one static page, no CSS, no providers) built
// with the project's own Next (same node_modules, same bundler: `next build`, Turbopack by default in Next 16,
// as scripts/lib/build-steps.mjs builds the app). What Next itself costs before any of our code: the bundle
// gate measures our first-load JS over it (scripts/check-bundle-budget.mjs) and `npm run bench` our public
// pages' req/s as a share of it (scripts/bench/public-pages.mjs). Issue 16.
//
// Where it lives: outside the repository, in <tmp>/thali-bench-floor/<hash of this checkout's path>, with a
// `node_modules` link to the project's (nothing is downloaded). Not in a folder of the repository: Turbopack looks
// for instrumentation.* and proxy.* in the app's folder and then in each parent folder, so a floor inside the
// repository compiled our proxy.ts and instrumentation.ts into itself (and would not start without our
// DATABASE_URL). There, `turbopack.root` is "/" so that the linked node_modules is inside the workspace root.
// A build is reused while its stamp names the same Next version, the same floor sources and the same node_modules.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { NEXT_BIN } from "../lib/bins.mjs";
import { run } from "../lib/run.mjs";

const PROJECT_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const PROJECT_MODULES = path.join(PROJECT_ROOT, "node_modules");
const checkoutHash = createHash("sha256").update(PROJECT_ROOT).digest("hex").slice(0, 10);
const FLOOR_DIR = path.join(os.tmpdir(), "thali-bench-floor", checkoutHash);
const STAMP = "floor-stamp.json";

/** The card counts of the floor's size-matched pages, /sized/<cards> (about 0.45 kB of HTML per card). */
export const SIZED_CARDS = [60, 100, 140, 180, 220, 260, 300, 340];

/** The floor app's files: the least an App Router page needs, and static pages of our pages' sizes. */
const SOURCES = {
  "package.json": `${JSON.stringify({ name: "thali-bench-floor", private: true, type: "module" }, null, 2)}\n`,
  "next.config.mjs": `// Written by scripts/bench/floor-app.mjs: a hello-world app, the floor of issue 16's budgets.
// It lives outside the repository with node_modules linked to the project's (see floor-app.mjs).
const config = { poweredByHeader: false, turbopack: { root: "/" }, outputFileTracingRoot: "/" };

export default config;
`,
  "app/layout.js": `export const metadata = { title: "Floor" };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.js": `export default function Page() {
  return <h1>Hello, world</h1>;
}
`,
  // The same framework serving a static page as large as ours (issue 16's profile: writing the response grows
  // with the page): n cards of a name, a line of text and the utility classes a card carries, prerendered.
  "app/sized/[cards]/page.js": `export const dynamicParams = false;

export function generateStaticParams() {
  return ${JSON.stringify(SIZED_CARDS.map(String))}.map((cards) => ({ cards }));
}

export default async function Page({ params }) {
  const { cards } = await params;
  return (
    <main className="mx-auto grid w-full max-w-7xl grid-cols-1 gap-6 px-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: Number(cards) }, (_, i) => (
        <article key={i} className="group relative flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-black/5">
          <h2 className="truncate text-lg font-bold text-ink">Restaurant number {i}</h2>
          <p className="truncate text-sm text-muted">North Indian, Chinese, Biryani · 30 mins · 4.2 (120)</p>
        </article>
      ))}
    </main>
  );
}
`,
};

/** The installed Next version (the project's node_modules). */
function nextVersion() {
  const require = createRequire(path.join(PROJECT_ROOT, "package.json"));
  return require("next/package.json").version;
}

/** The floor's build folder (its `.next`) under `dir`. */
export const floorDistDir = (dir = FLOOR_DIR) => path.join(dir, ".next");

function isLink(file) {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

function sourcesHash() {
  return createHash("sha256").update(JSON.stringify(SOURCES)).digest("hex").slice(0, 16);
}

/**
 * Builds the floor app in `dir` (default FLOOR_DIR), unless a build for the same Next version and the same
 * sources is already there (`force` rebuilds). Resolves with `{ dir, distDir, nextVersion, built, seconds }`.
 */
export async function buildFloorApp({ dir = FLOOR_DIR, force = false, log = console.info } = {}) {
  const distDir = floorDistDir(dir);
  const stamp = { next: nextVersion(), sources: sourcesHash(), modules: PROJECT_MODULES };
  const stampFile = path.join(distDir, STAMP);
  if (!force && existsSync(path.join(distDir, "BUILD_ID")) && existsSync(stampFile)) {
    const previous = JSON.parse(readFileSync(stampFile, "utf8"));
    if (previous.next === stamp.next && previous.sources === stamp.sources && previous.modules === stamp.modules)
      return { dir, distDir, nextVersion: stamp.next, built: false, seconds: 0 };
  }
  const started = Date.now();
  rmSync(distDir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(SOURCES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  const link = path.join(dir, "node_modules");
  if (existsSync(link) || isLink(link)) rmSync(link, { recursive: true, force: true });
  symlinkSync(PROJECT_MODULES, link, "dir");
  log(`> Building the floor app (hello world, Next ${stamp.next}) in ${dir}`);
  try {
    await run("node", [path.join(PROJECT_ROOT, NEXT_BIN), "build", dir], {
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
      quiet: true,
    });
  } catch (error) {
    throw new Error(`Building the floor app failed:\n${error.stdout ?? ""}${error.stderr ?? ""}`);
  }
  writeFileSync(stampFile, `${JSON.stringify({ ...stamp, builtAt: new Date().toISOString() }, null, 2)}\n`);
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  log(`> Floor app built in ${seconds} s`);
  return { dir, distDir, nextVersion: stamp.next, built: true, seconds };
}

/**
 * `next start` of the floor build on `port` (127.0.0.1). Resolves, once "/" answers "Hello, world", with
 * `{ baseUrl, pid, stop }`; `stop()` ends the server and resolves when it has exited.
 */
export async function startFloorApp({ dir = FLOOR_DIR, port, readyTimeoutMs = 30_000 }) {
  const env = { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" };
  delete env.PORT;
  const child = spawn(
    "node",
    [path.join(PROJECT_ROOT, NEXT_BIN), "start", dir, "-p", String(port), "-H", "127.0.0.1"],
    {
      env,
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The floor app's next start exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/`);
      if (response.ok && (await response.text()).includes("Hello, world")) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The floor app did not answer within ${readyTimeoutMs} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { baseUrl, pid: child.pid, stop };
}
