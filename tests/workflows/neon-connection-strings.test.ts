// The preview workflow's Neon script (.github/scripts/neon-connection-strings.mjs) against a local fake
// of Neon's API.
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SCRIPTS } from "./workflow-files";

describe(".github/scripts/neon-connection-strings.mjs", () => {
  async function withFakeNeon(status: number, handler: (url: URL) => unknown) {
    const seen: { url: URL; auth?: string }[] = [];
    const server = createServer((req, res) => {
      const url = new URL(req.url!, "http://localhost");
      seen.push({ url, auth: req.headers.authorization });
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(handler(url)));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    const dir = mkdtempSync(path.join(tmpdir(), "neon-"));
    const out = path.join(dir, "output");
    writeFileSync(out, "");
    const child = await new Promise<{ status: number | null; stdout: string }>((resolve) => {
      const p = spawn(process.execPath, [path.join(SCRIPTS, "neon-connection-strings.mjs")], {
        stdio: ["ignore", "pipe", "inherit"],
        env: {
          PATH: process.env.PATH,
          NEON_API_KEY: "napi_key",
          NEON_PROJECT_ID: "proj-1",
          NEON_BRANCH_ID: "br-1",
          NEON_DATABASE: "neondb",
          NEON_ROLE: "neondb_owner",
          NEON_API_HOST: `http://127.0.0.1:${port}/api/v2`,
          GITHUB_OUTPUT: out,
        } as unknown as NodeJS.ProcessEnv,
      });
      let stdout = "";
      p.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
      p.on("close", (code) => resolve({ status: code, stdout }));
    });
    server.close();
    return { ...child, seen, output: readFileSync(out, "utf8") };
  }

  it("masks both strings and the password before writing them to GITHUB_OUTPUT", async () => {
    const r = await withFakeNeon(200, (url) => ({
      uri: `postgresql://neondb_owner:p%40ss@ep-1${url.searchParams.get("pooled") === "true" ? "-pooler" : ""}.neon.tech/neondb?sslmode=require`,
    }));
    expect(r.status).toBe(0);
    const direct = "postgresql://neondb_owner:p%40ss@ep-1.neon.tech/neondb?sslmode=require";
    const pooled = "postgresql://neondb_owner:p%40ss@ep-1-pooler.neon.tech/neondb?sslmode=require";
    const lines = r.stdout.split("\n");
    expect(lines.slice(0, 3)).toEqual([`::add-mask::${direct}`, "::add-mask::p%40ss", "::add-mask::p@ss"]);
    expect(lines).toContain(`::add-mask::${pooled}`);
    // Nothing but mask commands mentions the password.
    expect(lines.filter((l) => l.includes("p%40ss") && !l.startsWith("::add-mask::"))).toEqual([]);
    expect(r.output).toBe(`direct_url=${direct}\npooled_url=${pooled}\n`);
    expect(r.seen.map((s) => s.url.pathname)).toEqual([
      "/api/v2/projects/proj-1/connection_uri",
      "/api/v2/projects/proj-1/connection_uri",
    ]);
    const [first] = r.seen;
    expect(first?.url.searchParams.get("branch_id")).toBe("br-1");
    expect(first?.url.searchParams.get("role_name")).toBe("neondb_owner");
    expect(first?.auth).toBe("Bearer napi_key");
  });

  it("fails with the status, not the key, when Neon refuses", async () => {
    const r = await withFakeNeon(401, () => ({ message: "bad key" }));
    expect(r.status).toBe(1);
    expect(r.stdout).toContain("::error::Neon connection strings: Neon API answered 401");
    expect(r.stdout).not.toContain("napi_key");
    expect(r.output).toBe("");
  });
});
