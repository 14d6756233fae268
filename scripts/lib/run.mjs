// Runs a command without blocking the event loop (the embedded database is served from this
// same process, so a synchronous child would deadlock it). Resolves with stdout; rejects with
// the exit code and stderr.
import { spawn } from "node:child_process";

export function run(cmd, args, { env = process.env, capture = false, quiet = false, cwd } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, {
      env,
      cwd,
      stdio: ["ignore", capture || quiet ? "pipe" : "inherit", quiet ? "pipe" : "inherit"],
    });
    let out = "";
    let err = "";
    child.stdout?.on("data", (d) => (out += d));
    child.stderr?.on("data", (d) => (err += d));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(out);
      else
        reject(
          Object.assign(new Error(`${cmd} ${args.join(" ")} exited with ${code}`), { code, stderr: err, stdout: out }),
        );
    });
  });
}
