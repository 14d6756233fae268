import { describe, expect, it } from "vitest";
import { findChromium } from "./browser.mjs";

// The browser search on made-up machines: which file wins, and the one line a machine without a browser gets.

const on = (files: string[]) => (file: string) => files.includes(file);
const noPlaywright = () => undefined;

describe("findChromium", () => {
  it("takes CHROMIUM_PATH when that file exists, before anything on PATH", () => {
    const found = findChromium({
      env: { CHROMIUM_PATH: "/opt/chrome/chrome", PATH: "/usr/bin" },
      platform: "linux",
      exists: on(["/opt/chrome/chrome", "/usr/bin/chromium"]),
      playwrightPath: noPlaywright,
    });
    expect(found).toEqual({
      executablePath: "/opt/chrome/chrome",
      source: "CHROMIUM_PATH",
      found: "/opt/chrome/chrome",
    });
  });

  it("names CHROMIUM_PATH when it points at nothing, and does not look elsewhere", () => {
    const found = findChromium({
      env: { CHROMIUM_PATH: "/nowhere/chrome", PATH: "/usr/bin" },
      platform: "linux",
      exists: on(["/usr/bin/chromium"]),
      playwrightPath: noPlaywright,
    });
    expect(found.executablePath).toBeUndefined();
    expect(found.problem).toMatch(/^CHROMIUM_PATH is \/nowhere\/chrome, but there is no such file/);
  });

  it("finds chromium before google-chrome on PATH, in PATH's order", () => {
    const found = findChromium({
      env: { PATH: "/home/me/bin:/usr/local/bin:/usr/bin" },
      platform: "linux",
      exists: on(["/usr/bin/google-chrome", "/usr/local/bin/chromium", "/usr/bin/chromium"]),
      playwrightPath: noPlaywright,
    });
    expect(found).toEqual({
      executablePath: "/usr/local/bin/chromium",
      source: "system",
      found: "/usr/local/bin/chromium",
    });
  });

  it("takes Debian's headless shell before a full browser for a headless run, the binary and not its script", () => {
    const machine = {
      env: { PATH: "/usr/local/bin:/usr/bin" },
      platform: "linux" as const,
      exists: on([
        "/usr/bin/chromium",
        "/usr/bin/chromium-headless-shell",
        "/usr/lib/chromium/chromium-headless-shell",
      ]),
      playwrightPath: noPlaywright,
    };
    expect(findChromium(machine)).toEqual({
      executablePath: "/usr/lib/chromium/chromium-headless-shell",
      source: "system",
      found: "/usr/lib/chromium/chromium-headless-shell",
    });
    // a window to watch (--headed, --debug, --ui) needs the full browser
    expect(findChromium({ ...machine, headed: true }).executablePath).toBe("/usr/bin/chromium");
  });

  it("takes chrome-headless-shell from PATH before chromium, and CHROMIUM_PATH before either", () => {
    const machine = {
      platform: "linux" as const,
      exists: on(["/opt/shell/chrome-headless-shell", "/usr/bin/chromium", "/opt/chrome/chrome"]),
      playwrightPath: noPlaywright,
    };
    expect(findChromium({ ...machine, env: { PATH: "/usr/bin:/opt/shell" } }).executablePath).toBe(
      "/opt/shell/chrome-headless-shell",
    );
    expect(
      findChromium({ ...machine, env: { PATH: "/usr/bin:/opt/shell", CHROMIUM_PATH: "/opt/chrome/chrome" } })
        .executablePath,
    ).toBe("/opt/chrome/chrome");
  });

  it("finds google-chrome-stable when it is the only one", () => {
    const found = findChromium({
      env: { PATH: "/usr/bin:/bin" },
      platform: "linux",
      exists: on(["/bin/google-chrome-stable"]),
      playwrightPath: noPlaywright,
    });
    expect(found.executablePath).toBe("/bin/google-chrome-stable");
  });

  it("finds Debian's chromium even with a PATH that lacks /usr/bin", () => {
    const found = findChromium({
      env: { PATH: "/bin" },
      platform: "linux",
      exists: on(["/usr/bin/chromium"]),
      playwrightPath: noPlaywright,
    });
    expect(found.executablePath).toBe("/usr/bin/chromium");
  });

  it("finds Google Chrome in /Applications on macOS", () => {
    const chrome = "/Applications/Google Chrome.app/Contents/MacOS/Google Chrome";
    const found = findChromium({
      env: { PATH: "/usr/bin:/opt/homebrew/bin" },
      platform: "darwin",
      exists: on([chrome]),
      playwrightPath: noPlaywright,
    });
    expect(found).toEqual({ executablePath: chrome, source: "system", found: chrome });
  });

  it("finds Chromium.app on macOS", () => {
    const chromium = "/Applications/Chromium.app/Contents/MacOS/Chromium";
    const found = findChromium({ env: {}, platform: "darwin", exists: on([chromium]), playwrightPath: noPlaywright });
    expect(found.executablePath).toBe(chromium);
  });

  it("finds Chrome under Program Files and under LocalAppData on Windows, whatever the variables' case", () => {
    const programFiles = "C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe";
    expect(
      findChromium({
        env: { Path: "C:\\Windows\\system32;C:\\Windows", ProgramFiles: "C:\\Program Files" },
        platform: "win32",
        exists: on([programFiles]),
        playwrightPath: noPlaywright,
      }).executablePath,
    ).toBe(programFiles);

    const perUser = "C:\\Users\\me\\AppData\\Local\\Google\\Chrome\\Application\\chrome.exe";
    expect(
      findChromium({
        env: { LOCALAPPDATA: "C:\\Users\\me\\AppData\\Local" },
        platform: "win32",
        exists: on([perUser]),
        playwrightPath: noPlaywright,
      }).executablePath,
    ).toBe(perUser);
  });

  it("finds chrome.exe on a Windows PATH (; separated)", () => {
    const found = findChromium({
      env: { PATH: "C:\\tools;D:\\browsers" },
      platform: "win32",
      exists: on(["D:\\browsers\\chrome.exe"]),
      playwrightPath: noPlaywright,
    });
    expect(found.executablePath).toBe("D:\\browsers\\chrome.exe");
  });

  it("leaves the path to Playwright when only its own Chromium is installed", () => {
    const own = "/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome";
    const found = findChromium({
      env: { PATH: "/usr/bin" },
      platform: "linux",
      exists: on([own]),
      playwrightPath: () => own,
    });
    expect(found).toEqual({ executablePath: undefined, source: "playwright", found: own });
  });

  it("does not count Playwright's browser that was never downloaded", () => {
    const found = findChromium({
      env: { PATH: "/usr/bin" },
      platform: "linux",
      exists: on([]),
      playwrightPath: () => "/home/me/.cache/ms-playwright/chromium-1255/chrome-linux64/chrome",
    });
    expect(found.source).toBe("none");
  });

  it("says how to get a browser on each platform, in one line", () => {
    const problem = (platform: NodeJS.Platform) =>
      findChromium({ env: { PATH: "/usr/bin" }, platform, exists: on([]), playwrightPath: noPlaywright }).problem ?? "";
    expect(problem("linux")).toContain("sudo apt-get install chromium");
    expect(problem("darwin")).toContain("brew install --cask chromium");
    expect(problem("darwin")).toContain("Google Chrome");
    expect(problem("win32")).toContain("Install Google Chrome");
    expect(problem("win32")).not.toContain("apt-get");
    for (const platform of ["linux", "darwin", "win32", "freebsd"] as const) {
      expect(problem(platform)).toContain("npx playwright install chromium");
      expect(problem(platform)).toContain("CHROMIUM_PATH");
      expect(problem(platform)).not.toContain("\n");
    }
  });
});
