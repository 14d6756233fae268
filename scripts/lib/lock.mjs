// A pid lock file, so a second `npm start` on the same data folder stops with a clear message
// instead of opening the embedded database twice (which would corrupt it).
import { readFileSync, rmSync, writeFileSync } from "node:fs";

/** Whether a process runs with this pid (one of another user's counts too). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

/** Takes the lock or calls `fail`; returns the release function. A dead holder's lock is taken over. */
export function acquireLock(file, fail) {
  try {
    writeFileSync(file, String(process.pid), { flag: "wx" });
  } catch (error) {
    if (error.code !== "EEXIST") throw error;
    const holder = Number(readFileSync(file, "utf8"));
    if (holder && holder !== process.pid && isAlive(holder)) {
      fail(
        `The embedded database in ${file.replace(/\/[^/]+$/, "")} is in use by another \`npm start\` (pid ${holder}). ` +
          "Stop that one first, or use another data folder: DATA_DIR=.data-2 PORT=3001 npm start",
      );
    }
    writeFileSync(file, String(process.pid));
  }
  const release = () => rmSync(file, { force: true });
  process.on("exit", release);
  return release;
}
