import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MIXED, PAGE_CACHE_DIRS, preparePageCache } from "./page-cache.mjs";

// The bug: after `rm -rf .data && npm start` (a new database, new ids) Next served the pages it had cached
// from the old one. A build whose caches came from another database must start with them empty.

let nextDir: string;
const quiet = () => {};

function fillCaches() {
  for (const dir of PAGE_CACHE_DIRS) {
    mkdirSync(path.join(nextDir, dir, "APP_PAGE"), { recursive: true });
    writeFileSync(path.join(nextDir, dir, "APP_PAGE", "restaurants.html"), "<a href=/restaurantPage/old-id>");
  }
}
const cachesFull = () => PAGE_CACHE_DIRS.every((dir) => existsSync(path.join(nextDir, dir, "APP_PAGE")));
const marker = () => readFileSync(path.join(nextDir, "cache", "thali-database"), "utf8");

/** A process that is running (a sleeping node), standing for another server on this build. */
function otherServer() {
  const child = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"], { stdio: "ignore" });
  // Stopped and reaped: a killed child nobody waited for is a zombie, which still answers kill(pid, 0).
  const exited = new Promise((resolve) => child.once("exit", resolve));
  return {
    pid: child.pid!,
    stop: async () => {
      child.kill();
      await exited;
    },
  };
}

beforeEach(() => {
  nextDir = mkdtempSync(path.join(tmpdir(), "thali-page-cache-"));
  fillCaches();
});
afterEach(() => rmSync(nextDir, { recursive: true, force: true }));

describe("preparePageCache", () => {
  it("empties the page and data caches when the build last served another database", () => {
    preparePageCache({ nextDir, identity: "cluster-a/16384", pid: 1001, log: quiet }).release();
    fillCaches();
    const lines: string[] = [];
    const { action, release } = preparePageCache({
      nextDir,
      identity: "cluster-b/16384",
      pid: 1002,
      log: (l) => lines.push(l),
    });
    expect(action).toBe("emptied");
    expect(cachesFull()).toBe(false);
    expect(marker()).toBe("cluster-b/16384");
    expect(lines).toEqual(["> Another database than last time: emptied Next's page and data caches"]);
    release();
  });

  it("empties caches of unknown origin (a build from before the marker) and keeps them for the same database", () => {
    expect(preparePageCache({ nextDir, identity: "a/1", pid: 1001, log: quiet }).action).toBe("emptied");
    fillCaches();
    const again = preparePageCache({ nextDir, identity: "a/1", pid: 1002, log: quiet });
    expect(again.action).toBe("kept");
    expect(cachesFull()).toBe(true);
    again.release();
  });

  it("a database dropped and made again (same cluster, new oid) counts as another database", () => {
    preparePageCache({ nextDir, identity: "a/16384", pid: 1001, log: quiet }).release();
    fillCaches();
    expect(preparePageCache({ nextDir, identity: "a/16999", pid: 1002, log: quiet }).action).toBe("emptied");
  });

  it("never empties them under another running server; marks them mixed, and the next lone server empties them", async () => {
    preparePageCache({ nextDir, identity: "a/1", pid: 1001, log: quiet }).release();
    fillCaches();
    const other = otherServer();
    try {
      writeFileSync(path.join(nextDir, "cache", "thali-servers", String(other.pid)), "");
      const lines: string[] = [];
      const shared = preparePageCache({ nextDir, identity: "b/1", pid: 1002, log: (l) => lines.push(l) });
      expect(shared.action).toBe("shared");
      expect(cachesFull()).toBe(true);
      expect(marker()).toBe(MIXED);
      expect(lines[0]).toContain(`pid ${other.pid}`);
      shared.release();
    } finally {
      await other.stop();
    }
    // The other server is gone (its file remains, as after a crash): the next start is alone and empties them.
    const alone = preparePageCache({ nextDir, identity: "a/1", pid: 1003, log: quiet });
    expect(alone.action).toBe("emptied");
    expect(readdirSync(path.join(nextDir, "cache", "thali-servers"))).toEqual(["1003"]);
    alone.release();
    expect(readdirSync(path.join(nextDir, "cache", "thali-servers"))).toEqual([]);
  });
});
