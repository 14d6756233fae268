// The benchmarks' one load helper (their reporting is report.mjs): nearest-rank percentiles, and HTTP load
// from a second process: wrk when it is installed (a C client that leaves the server most of the CPU of a
// small machine), autocannon (a dev dependency) otherwise. Both run closed loops of `connections` keep-alive connections; the same tool measures the app and the bare-server
// ceiling, so their ratio is fair. Latency is per request, from sending it to its last byte.
import autocannon from "autocannon";
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

/** wrk, or autocannon when wrk is missing or BENCH_LOAD_TOOL=autocannon. */
export function loadTool() {
  if (process.env.BENCH_LOAD_TOOL === "autocannon") return "autocannon";
  if (process.env.BENCH_LOAD_TOOL === "wrk") return "wrk";
  return spawnSync("wrk", ["--version"], { stdio: "ignore" }).error ? "autocannon" : "wrk";
}

// Counts responses outside 2xx per thread (wrk itself only counts >= 400) and prints one JSON line.
const WRK_SCRIPT = `
local threads = {}
function setup(thread) table.insert(threads, thread) end
function init(args) non2xx = 0 end
function response(status, headers, body)
  if status < 200 or status > 299 then non2xx = non2xx + 1 end
end
function done(summary, latency, requests)
  local bad = 0
  for _, thread in ipairs(threads) do bad = bad + thread:get("non2xx") end
  local e = summary.errors
  io.write(string.format(
    '\\nWRK_JSON {"requests":%d,"durationUs":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"non2xx":%d,"p50":%d,"p95":%d,"p99":%d,"max":%d,"mean":%.1f}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout, bad,
    latency:percentile(50), latency:percentile(95), latency:percentile(99), latency.max, latency.mean))
end
`;

function runWrk({ url, headers, connections, durationSeconds }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), "thali-wrk-"));
  const script = path.join(dir, "report.lua");
  writeFileSync(script, WRK_SCRIPT);
  const args = ["-t1", `-c${connections}`, `-d${durationSeconds}s`, "--timeout", "10s", "-s", script];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn("wrk", args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("close", (code) => {
      rmSync(dir, { recursive: true, force: true });
      const line = out.split("\n").find((l) => l.startsWith("WRK_JSON "));
      if (code !== 0 || !line) return reject(new Error(`wrk exited with ${code}:\n${out}`));
      const r = JSON.parse(line.slice("WRK_JSON ".length));
      const ms = (us) => Math.round(us / 10) / 100;
      const errors = r.connect + r.read + r.write + r.timeout + r.non2xx;
      resolve({
        tool: "wrk",
        requests: r.requests,
        perSecond: Math.round((r.requests / (r.durationUs / 1e6)) * 10) / 10,
        latencyMs: { p50: ms(r.p50), p95: ms(r.p95), p99: ms(r.p99), max: ms(r.max), mean: ms(r.mean) },
        errors,
        errorDetail: { connect: r.connect, read: r.read, write: r.write, timeout: r.timeout, non2xx: r.non2xx },
      });
    });
  });
}

/** Nearest-rank percentile of an ascending array (null when it is empty). */
export function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

/** p50, p95, p99, max and mean of `samples` (ms, any order), rounded to `digits`; null figures when there are none. */
export function latencySummary(samples, digits = 2) {
  const sorted = [...samples].sort((a, b) => a - b);
  const factor = 10 ** digits;
  const round = (n) => (n === null ? null : Math.round(n * factor) / factor);
  return {
    count: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? null),
    mean: round(sorted.length ? sorted.reduce((a, b) => a + b, 0) / sorted.length : null),
  };
}

async function runAutocannon({ url, headers, connections, durationSeconds }) {
  const latencies = [];
  const instance = autocannon({ url, headers, connections, duration: durationSeconds, timeout: 10 });
  instance.on("response", (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  const { p50, p95, p99, max, mean } = latencySummary(latencies);
  return {
    tool: "autocannon",
    requests: result.requests.total,
    perSecond: Math.round(result.requests.average * 10) / 10,
    latencyMs: { p50, p95, p99, max, mean },
    errors: result.errors + result.timeouts + result.non2xx,
    errorDetail: { errors: result.errors, timeout: result.timeouts, non2xx: result.non2xx },
  };
}

/**
 * `connections` clients on `url` for `durationSeconds`, after a warm-up of `warmupSeconds` with the same
 * load (JIT, caches and the pool settle; its figures are dropped).
 */
export async function loadTest({ url, headers = {}, connections = 50, durationSeconds = 10, warmupSeconds = 3 }) {
  const run = loadTool() === "wrk" ? runWrk : runAutocannon;
  if (warmupSeconds > 0) await run({ url, headers, connections, durationSeconds: warmupSeconds });
  return run({ url, headers, connections, durationSeconds });
}
