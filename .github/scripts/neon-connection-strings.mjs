#!/usr/bin/env node
// The direct and the pooled connection string of one Neon branch, for the preview workflow.
//
// neondatabase/create-branch-action returns them as step outputs, but it does not mask them, and a
// later step that reads an output through ${{ }} prints its value in the log (in the step's header,
// before any ::add-mask:: could run). The strings hold the role's password, which a branch shares with
// its parent. So the workflow takes only the branch id from the action and asks Neon's API here; each
// string and its password are masked before anything else is printed, then written to GITHUB_OUTPUT as
// direct_url (session connections: migrations, LISTEN) and pooled_url (PgBouncer, transaction mode).
//
// Environment: NEON_API_KEY, NEON_PROJECT_ID, NEON_BRANCH_ID, NEON_DATABASE, NEON_ROLE, GITHUB_OUTPUT,
// NEON_API_HOST (default https://console.neon.tech/api/v2).
import { appendFileSync } from "node:fs";

const REQUIRED = ["NEON_API_KEY", "NEON_PROJECT_ID", "NEON_BRANCH_ID", "NEON_DATABASE", "NEON_ROLE", "GITHUB_OUTPUT"];

async function connectionUri(pooled) {
  const env = process.env;
  const host = (env.NEON_API_HOST || "https://console.neon.tech/api/v2").replace(/\/+$/, "");
  const url = new URL(`${host}/projects/${encodeURIComponent(env.NEON_PROJECT_ID)}/connection_uri`);
  url.searchParams.set("branch_id", env.NEON_BRANCH_ID);
  url.searchParams.set("database_name", env.NEON_DATABASE);
  url.searchParams.set("role_name", env.NEON_ROLE);
  url.searchParams.set("pooled", String(pooled));
  const response = await fetch(url, {
    headers: { Authorization: `Bearer ${env.NEON_API_KEY}`, Accept: "application/json" },
    signal: AbortSignal.timeout(30_000),
  });
  if (!response.ok) {
    throw new Error(`Neon API answered ${response.status} for the ${pooled ? "pooled" : "direct"} connection string`);
  }
  const body = await response.json();
  if (typeof body?.uri !== "string" || !/^postgres(ql)?:\/\//.test(body.uri)) {
    throw new Error(`Neon API gave no connection string for the ${pooled ? "pooled" : "direct"} connection`);
  }
  return body.uri;
}

function mask(uri) {
  console.info(`::add-mask::${uri}`);
  const { password } = new URL(uri);
  if (password) {
    console.info(`::add-mask::${password}`);
    const decoded = decodeURIComponent(password);
    if (decoded !== password) console.info(`::add-mask::${decoded}`);
  }
}

try {
  const missing = REQUIRED.filter((name) => !process.env[name]);
  if (missing.length) throw new Error(`not set: ${missing.join(", ")}`);
  const direct = await connectionUri(false);
  mask(direct);
  const pooled = await connectionUri(true);
  mask(pooled);
  appendFileSync(process.env.GITHUB_OUTPUT, `direct_url=${direct}\npooled_url=${pooled}\n`);
  console.info(`Connection strings of Neon branch ${process.env.NEON_BRANCH_ID}: direct and pooled (masked).`);
} catch (error) {
  console.info(`::error::Neon connection strings: ${error.message}`);
  process.exit(1);
}
