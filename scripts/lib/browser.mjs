// The Chromium the browser tests drive, found rather than assumed: CHROMIUM_PATH if set, else a Chromium or Chrome
// installed on this machine, else the one `npx playwright install chromium` downloaded. With none, one line says
// how to get one on this platform, so `npm test` can say so before its first step instead of after the build.
// Headless runs take the Chromium headless shell when the machine has one (Debian's chromium-headless-shell
// package), as Playwright itself does with its own browsers: the same Blink without the full browser's GPU process
// and window machinery, which cost the browser step a third of its CPU on a 2-core machine (docs/testing.md).
import { statSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/** The flags every browser the tests and benches launch gets: no sandbox (root in containers), no GPU, and none of
 * the browser's own background traffic (updates, sync, QUIC), which this machine's network would not answer. */
export const LAUNCH_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

const NAMES = ["chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"];
// The headless shell's executable itself: Google's chrome-headless-shell on PATH, or Debian's binary (its
// /usr/bin/chromium-headless-shell is a script that runs the binary without exec, so a browser behind it would not
// get the signals Playwright sends it).
const SHELL_LOCATIONS = { linux: ["/usr/lib/chromium/chromium-headless-shell"] };

/** Where browsers are installed outside PATH, per platform. */
function knownLocations(platform, env) {
  if (platform === "darwin") {
    return [
      "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome",
      "/Applications/Chromium.app/Contents/MacOS/Chromium",
    ];
  }
  if (platform === "win32") {
    const chrome = ["Google", "Chrome", "Application", "chrome.exe"];
    return [
      path.win32.join(envValue(env, "ProgramFiles", platform) ?? "C:\\Program Files", ...chrome),
      path.win32.join(envValue(env, "ProgramFiles(x86)", platform) ?? "C:\\Program Files (x86)", ...chrome),
      ...(envValue(env, "LocalAppData", platform)
        ? [path.win32.join(envValue(env, "LocalAppData", platform), ...chrome)]
        : []),
    ];
  }
  // A PATH without /usr/bin or /snap/bin (cron, some CI shells) still finds the distribution's browser.
  return ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome", "/snap/bin/chromium"];
}

/** An environment variable; on Windows its name is case-insensitive (Path, PATH). */
function envValue(env, name, platform) {
  if (platform !== "win32") return env[name] || undefined;
  const key = Object.keys(env).find((k) => k.toLowerCase() === name.toLowerCase());
  return (key && env[key]) || undefined;
}

/** Whether `file` is a file (a folder named chrome on PATH is not a browser). */
function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The executable Playwright itself would launch (installed or not), or undefined without playwright-core. */
function playwrightChromium() {
  try {
    return createRequire(import.meta.url)("playwright-core").chromium.executablePath();
  } catch {
    return undefined;
  }
}

/** One line on how to get a browser on `platform`. */
function howToGetOne(platform) {
  const lead = "No Chromium or Chrome found for the browser tests.";
  const rest = "or run `npx playwright install chromium`, or set CHROMIUM_PATH to a Chromium or Chrome executable";
  if (platform === "darwin") return `${lead} Install Google Chrome or \`brew install --cask chromium\`, ${rest}`;
  if (platform === "win32") return `${lead} Install Google Chrome, ${rest}`;
  if (platform === "linux") {
    return `${lead} Install your distribution's chromium package (Debian: \`sudo apt-get install chromium\`), ${rest}`;
  }
  return `${lead} Install Chromium or Google Chrome, ${rest}`;
}

/**
 * `{ executablePath, source, found, problem? }`: `executablePath` for Playwright's launchOptions (undefined when
 * Playwright's own browser is used, which it finds itself), `source` "CHROMIUM_PATH" | "system" | "playwright" |
 * "none", `found` the file, `problem` one line when there is no browser. Unless `headed` (a window to watch needs
 * the full browser), a headless shell installed on the machine comes before a full browser. Everything it reads
 * can be passed in.
 */
export function findChromium({
  env = process.env,
  platform = process.platform,
  exists = isFile,
  playwrightPath = playwrightChromium,
  headed = false,
} = {}) {
  const chosen = env.CHROMIUM_PATH?.trim();
  if (chosen) {
    if (exists(chosen)) return { executablePath: chosen, source: "CHROMIUM_PATH", found: chosen };
    return {
      executablePath: undefined,
      source: "CHROMIUM_PATH",
      problem: `CHROMIUM_PATH is ${chosen}, but there is no such file: point it at a Chromium or Chrome executable, or unset it to let the tests look for one`,
    };
  }

  const paths = platform === "win32" ? path.win32 : path.posix;
  const dirs = (envValue(env, "PATH", platform) ?? "").split(paths.delimiter).filter(Boolean);
  const names = platform === "win32" ? NAMES.map((name) => `${name}.exe`) : NAMES;
  const shells = headed
    ? []
    : [
        ...(SHELL_LOCATIONS[platform] ?? []),
        ...dirs.map((dir) =>
          paths.join(dir, platform === "win32" ? "chrome-headless-shell.exe" : "chrome-headless-shell"),
        ),
      ];
  const candidates = [
    ...shells,
    ...names.flatMap((name) => dirs.map((dir) => paths.join(dir, name))),
    ...knownLocations(platform, env),
  ];
  const system = candidates.find((file) => exists(file));
  if (system) return { executablePath: system, source: "system", found: system };

  const own = playwrightPath();
  if (own && exists(own)) return { executablePath: undefined, source: "playwright", found: own };
  return { executablePath: undefined, source: "none", problem: howToGetOne(platform) };
}
