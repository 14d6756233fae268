// Types of browser.mjs for the TypeScript callers (playwright.config.ts, its tests).

export type Browser = {
  /** For Playwright's launchOptions; undefined when Playwright's own browser is used (it finds that itself). */
  executablePath: string | undefined;
  source: "CHROMIUM_PATH" | "system" | "playwright" | "none";
  /** The browser's executable, when there is one. */
  found?: string;
  /** One line saying what is wrong and how to get a browser, when there is none. */
  problem?: string;
};

/** The flags every browser the tests and benches launch gets. */
export declare const LAUNCH_ARGS: readonly string[];
export declare function howToGetOne(platform: NodeJS.Platform): string;
export declare function findChromium(options?: {
  env?: Record<string, string | undefined>;
  platform?: NodeJS.Platform;
  exists?: (file: string) => boolean;
  /** Where Playwright's own Chromium would be (playwright-core's chromium.executablePath()). */
  playwrightPath?: () => string | undefined;
  /** A window will be shown (--headed, --debug, --ui): the full browser, never a headless shell. */
  headed?: boolean;
}): Browser;
