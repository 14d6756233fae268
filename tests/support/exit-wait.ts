import { spawn } from "node:child_process";

/**
 * Runs a command to its end and says how long it lingered after its last line of output: a script whose work is
 * done but whose process stays up (a pool's idle connections, a timer left behind) shows here as seconds of wait.
 */
export async function runToExit(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number | null; output: string; afterLastLineMs: number }> {
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  let lastLineAt = Date.now();
  const note = (chunk: Buffer) => {
    output += chunk.toString();
    lastLineAt = Date.now();
  };
  child.stdout.on("data", note);
  child.stderr.on("data", note);
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { code, output, afterLastLineMs: Date.now() - lastLineAt };
}
