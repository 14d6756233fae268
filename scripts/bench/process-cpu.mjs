// CPU time of processes, from /proc (Linux): a server's own (with its descendants: `next start` may serve from a
// child process), and PostgreSQL's (every process of its server, found by the postmaster's pid file or name).
// Benches read it before and after a load and divide by the work done: CPU per checkout, whatever else the
// shared machine runs meanwhile (wall-clock rates move with it; a process's own CPU time much less).
import { existsSync, readdirSync, readFileSync } from "node:fs";

const TICKS_PER_SECOND = 100; // USER_HZ on Linux (getconf CLK_TCK)

/** utime + stime of one process, in seconds; 0 when it is gone. */
function ownCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The command name (field 2) may hold spaces; the fields after its closing parenthesis are fixed.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

function childrenOf(pid) {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
}

/** CPU seconds used so far by `pid` and its live descendants. */
export function treeCpuSeconds(pid) {
  return ownCpuSeconds(pid) + childrenOf(pid).reduce((sum, child) => sum + treeCpuSeconds(child), 0);
}

/** The pids of every process whose command name is `name` (PostgreSQL's backends are all "postgres"). */
function pidsNamed(name) {
  const pids = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === name) pids.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return pids;
}

/**
 * CPU seconds of every PostgreSQL process now running (the postmaster, its workers and backends). Backends
 * that end between two readings take their time with them, so the figure is for connections kept open (the
 * app's pool and the bench's own clients are).
 */
export function postgresCpuSeconds() {
  return pidsNamed("postgres").reduce((sum, pid) => sum + ownCpuSeconds(pid), 0);
}

/** Seconds of CPU this process (the load generator) has used. */
export function selfCpuSeconds() {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
