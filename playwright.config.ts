import { defineConfig, devices } from "@playwright/test";
import { findChromium, LAUNCH_ARGS } from "./scripts/lib/browser.mjs";

// Browser tests run the machine's Chromium or Chrome (CHROMIUM_PATH, else one found installed, else
// Playwright's own: scripts/lib/browser.mjs) against the production build, started the way a new user
// starts it: `npm start` on the embedded defaults, with a fresh data folder so every run begins from
// the demo data. The specs that run several instances make scratch databases on the test PostgreSQL
// server, which the global setup finds or starts (tests/support/playwright-db.ts).
const port = Number(process.env.E2E_PORT ?? 3210);
// bcrypt at cost 4 for every app these tests start (the webServer below, and the specs' own `npm start`s, which
// inherit this environment): at production's 12 each sign-up and log-in costs about a second of CPU here
// (PASSWORD_HASH_COST, docs/configuration.md). The demo accounts are seeded at the same cost.
process.env.PASSWORD_HASH_COST ??= "4";
const dataDir = process.env.E2E_DATA_DIR ?? `.data-e2e`;
// A window to watch needs the full browser; headless runs take a headless shell when the machine has one
// (scripts/lib/browser.mjs).
const headed = !!process.env.PWDEBUG || process.argv.some((arg) => ["--headed", "--debug", "--ui"].includes(arg));
const browser = findChromium({ headed });
if (browser.problem) throw new Error(browser.problem);
// Web notifications need the full browser: a headless shell has no notification platform (the app's push switch
// stays disabled there, and a service worker's notifications are never shown), so these specs run on it.
const NEEDS_NOTIFICATIONS = ["**/push.spec.ts", "**/kitchen-alerts.spec.ts"];
const full = findChromium({ headed: true });
const fullBrowser = headed || full.problem ? browser : full;
const launchOptions = (executablePath: string | undefined) => ({ executablePath, args: [...LAUNCH_ARGS] });

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/support/playwright-db.ts",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // `npm test` runs the specs in shards, each with its own output folder and report (scripts/lib/e2e-shards.mjs).
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results",
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? ".test-reports/playwright.json" }]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace: every action with the page's DOM before and after it, its network and console.
    // Without the screencast: encoding a frame of every change cost the browser step about 15% of its CPU
    // (docs/testing.md), and the DOM snapshots show the same page.
    trace: { mode: "retain-on-failure", screenshots: false, snapshots: true, sources: true },
    screenshot: "only-on-failure",
    // The restaurant list asks a first-time visitor for a delivery location (a dialog); journeys start
    // past that question, as a returning visitor, unless they clear this (tests/e2e/location.spec.ts).
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [{ name: "deliveryLocationAsked", value: "1" }] }],
    },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: NEEDS_NOTIFICATIONS,
      use: { ...devices["Desktop Chrome"], channel: undefined, launchOptions: launchOptions(browser.executablePath) },
    },
    {
      name: "chromium-notifications",
      testMatch: NEEDS_NOTIFICATIONS,
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        launchOptions: launchOptions(fullBrowser.executablePath),
      },
    },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node scripts/start.mjs`,
    // APP_URL as a deployment sets it: API answers carry absolute image URLs, which the pages must show.
    // TRUST_PROXY_HOPS=1: the tests play many visitors, each sending its own X-Forwarded-For as one proxy in
    // front would append it (the rightmost entry counts; security-edges.spec.ts starts a direct one too).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      APP_URL: `http://127.0.0.1:${port}`,
      TRUST_PROXY_HOPS: "1",
      // Push subscriptions may name the tests' own push receiver on loopback (tests/e2e/push.spec.ts).
      PUSH_ALLOW_LOOPBACK: "true",
      PASSWORD_HASH_COST: process.env.PASSWORD_HASH_COST,
    },
    url: `http://127.0.0.1:${port}/api/fetchRestaurants`,
    timeout: 240_000,
    reuseExistingServer: false,
    // SIGTERM, as a terminal's Ctrl-C would: npm start stops the app, then its embedded PostgreSQL (which runs in a
    // session of its own). Playwright's default, SIGKILL, left that server running after every test run.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
  },
});
