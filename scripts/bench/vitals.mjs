// Web vitals of the main pages in Chromium through Playwright (Debian's /usr/bin/chromium, launched as
// playwright.config.ts launches it; nothing is downloaded): TTFB, FCP, LCP and CLS as the browser's
// own performance entries report them (LCP: the last largest-contentful-paint entry before any input;
// CLS: the largest session window of layout shifts without recent input, as web-vitals computes it),
// and the total JS of the page gzipped (every script fetched, as tests/e2e/first-load-js.spec.ts
// measures it). Each page: one visit to warm the server (image optimizer, caches), then `runs` visits
// in fresh browser contexts (empty cache, like a first visit); the median of each figure is reported.
import { chromium, devices } from "@playwright/test";
import { gzipSync } from "node:zlib";
import { LAUNCH_ARGS } from "../lib/browser.mjs";

/** What the page collects from the moment it starts (before any of its own scripts). */
function observeVitals() {
  const state = { lcp: null, cls: 0, window: 0, windowStart: 0, lastShift: 0 };
  window.__vitals = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      if (state.window && entry.startTime - state.lastShift < 1000 && entry.startTime - state.windowStart < 5000) {
        state.window += entry.value;
      } else {
        state.window = entry.value;
        state.windowStart = entry.startTime;
      }
      state.lastShift = entry.startTime;
      state.cls = Math.max(state.cls, state.window);
    }
  }).observe({ type: "layout-shift", buffered: true });
}

async function visit(browser, url) {
  const context = await browser.newContext({ ...devices["Desktop Chrome"] });
  const page = await context.newPage();
  await page.addInitScript(observeVitals);
  const scripts = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script" && response.ok()) scripts.push(response.body());
  });
  await page.goto(url, { waitUntil: "load" });
  // late chunks (lazy client components) and the final LCP candidate
  await page.waitForTimeout(1500);
  const figures = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0];
    const fcp = performance.getEntriesByName("first-contentful-paint")[0];
    return {
      ttfb: navigation ? navigation.responseStart : null,
      fcp: fcp ? fcp.startTime : null,
      lcp: window.__vitals.lcp,
      cls: window.__vitals.cls,
    };
  });
  const bodies = await Promise.all(scripts);
  const jsGzipKb = bodies.reduce((sum, body) => sum + gzipSync(body).length, 0) / 1024;
  await context.close();
  return { ...figures, jsGzipKb };
}

const median = (values) => {
  const sorted = values.filter((v) => v !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** `pages`: { label: path }. Resolves with { label: { path, ttfbMs, fcpMs, lcpMs, cls, jsGzipKb, runs } }. */
export async function measureVitals({ baseUrl, pages, runs = 3 }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [...LAUNCH_ARGS],
  });
  const results = {};
  try {
    for (const [label, path] of Object.entries(pages)) {
      await visit(browser, `${baseUrl}${path}`);
      const samples = [];
      for (let i = 0; i < runs; i++) samples.push(await visit(browser, `${baseUrl}${path}`));
      const pick = (key, digits) => {
        const value = median(samples.map((s) => s[key]));
        return value === null ? null : Math.round(value * 10 ** digits) / 10 ** digits;
      };
      results[label] = {
        path,
        ttfbMs: pick("ttfb", 1),
        fcpMs: pick("fcp", 0),
        lcpMs: pick("lcp", 0),
        cls: pick("cls", 3),
        jsGzipKb: pick("jsGzipKb", 1),
        runs,
      };
    }
  } finally {
    await browser.close();
  }
  return results;
}
