// A benchmarked server's memory, for the live benches (bench:live, bench:live-orders): its RSS from /proc, with
// its child processes, and its V8 heap in use after full garbage collections, through the inspector protocol
// (the started server listens for it on loopback). RSS alone mostly measures garbage not collected yet.
// Through the same protocol, a CPU profile of a window of the run (bench:checkout --cpu-prof).
import { existsSync, readFileSync } from "node:fs";

function rssKb(pid) {
  if (!pid || !existsSync(`/proc/${pid}/status`)) return null;
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) : null;
}

/** The RSS of `pid` and its descendants (`next start` may serve from a child process), in kB. */
export function treeRssKb(pid) {
  if (!pid) return null;
  let total = rssKb(pid) ?? 0;
  const children = `/proc/${pid}/task/${pid}/children`;
  if (existsSync(children)) {
    for (const child of readFileSync(children, "utf8").trim().split(/\s+/).filter(Boolean))
      total += treeRssKb(child) ?? 0;
  }
  return total;
}

/** A session on the server's inspector port: `send(method, params)` and `close()`; null without a port. */
async function inspectorSession(inspectPort) {
  if (!inspectPort || typeof WebSocket === "undefined") return null;
  const [target] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let nextId = 0;
  const pending = new Map();
  socket.onmessage = (message) => {
    const { id, result } = JSON.parse(message.data);
    pending.get(id)?.(result);
    pending.delete(id);
  };
  const send = (method, params = {}) =>
    new Promise((resolve) => {
      pending.set(++nextId, resolve);
      socket.send(JSON.stringify({ id: nextId, method, params }));
    });
  return { send, close: () => socket.close() };
}

/** The server's V8 heap through its inspector port: `usedAfterGcKb()` and `close()`; null without a port. */
export async function heapInspector(inspectPort) {
  const session = await inspectorSession(inspectPort);
  if (!session) return null;
  return {
    async usedAfterGcKb() {
      await session.send("HeapProfiler.collectGarbage");
      await session.send("HeapProfiler.collectGarbage");
      return (await session.send("Runtime.getHeapUsage")).usedSize / 1024;
    },
    close: session.close,
  };
}

/**
 * A CPU profile of the server over a window (the checkout bench's measured load, not its sign-ups and
 * warm-up): `start()`, then `stop()` resolves with the profile (the .cpuprofile JSON Chrome DevTools opens).
 */
export async function cpuProfiler(inspectPort) {
  const session = await inspectorSession(inspectPort);
  if (!session) throw new Error("The server has no inspector port (or this Node has no WebSocket).");
  return {
    async start() {
      await session.send("Profiler.enable");
      await session.send("Profiler.setSamplingInterval", { interval: 1000 });
      await session.send("Profiler.start");
    },
    async stop() {
      const { profile } = await session.send("Profiler.stop");
      session.close();
      return profile;
    },
  };
}
