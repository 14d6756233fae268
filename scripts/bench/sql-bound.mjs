// The bound of `npm run bench:checkout` (run-checkout.mjs): how many checkouts a second the database alone
// sustains on this machine when the checkout's own SQL — the same statements, in the same transactions — is sent
// by a raw `pg` script with as many clients as the load had customers, against the same database.
// The SQL comes from the capture file the bench has the server write (lib/sql-capture.ts): one JSON line
// `{ c, text, values }` per statement of its pool (c: which pooled connection), after mark lines
// `{ "mark": "checkout N" }` written before each of three checkouts of one customer with the same cart.
// Checkout 1 does first-time things (a welcome mail, a new invoice series), so checkout 3 is replayed and
// checkout 2 only tells, value by value, what each checkout makes new (its ids, keys, numbers): what differs
// between the two is made new again in every replay, or the replays' INSERTs would collide on unique keys.
// Each client loops over checkout 3's statements, awaited one by one as the app awaits them, until the deadline;
// results are not read (rows as arrays of raw text). A replay whose statement fails counts as failed (its
// open transaction is rolled back) and the next one starts. Where replaying as captured would measure something
// the load does not do, the replay departs from the capture, each time said where: each client checks out as its
// own copy of the captured customer and with its own lock and rate-limit keys (copyCustomers, planStatement),
// the replayed pg-boss jobs are due in 2999 (planStatement), and the connections a checkout used share as few
// clients as its transactions allow (planReplay).
import { randomInt } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";

const TEMPLATE = "checkout 3";
const REFERENCE = "checkout 2";

/** Run-unique numbers end a fresh token (8 decimal digits) or are added to FRESH_INTEGER_BASE. */
const TOKEN_DIGITS = 8;
/** Fresh integers (an invoice's sequence) above anything a real series reaches, and within PostgreSQL's int4. */
const FRESH_INTEGER_BASE = 1_000_000_000;
/** Job start time of every replayed pg-boss job (see the comment in planStatement). */
const NEVER = "2999-01-01T00:00:00.000Z";
/** Result values stay the text PostgreSQL sent: nothing is parsed (no dates, no numbers). */
const RAW_TYPES = { getTypeParser: () => (value) => value };

const round = (n) => Math.round(n * 100) / 100;

/** "2026-11-29 16:18:14.237", "2026-11-29", "2026-11-29T16:23:14.662Z": times are replayed as captured. */
const isDateTime = (value) =>
  /^\d{4}-\d{2}-\d{2}([ T]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}(:?\d{2})?)?)?$/.test(value);
/** A value the app made for this checkout alone (an id, a key, a printed number) when it differs between two. */
const isToken = (value) => typeof value === "string" && value.length >= 10 && !/\s/.test(value) && !isDateTime(value);
const isSmallInteger = (value) =>
  (typeof value === "number" && Number.isInteger(value)) || (typeof value === "string" && /^-?\d{1,9}$/.test(value));
const BEGIN = /^\s*(BEGIN|START\s+TRANSACTION)\b/i;
const END = /^\s*(COMMIT|ROLLBACK|END)\b/i;

/**
 * Reads a capture file's text into the replay's plan: checkout 3's statements, each value marked as kept, made new
 * per replay (a token or an integer), or a text in which tokens are replaced; pure (exported for its unit test,
 * sql-bound.test.ts). Throws when the capture lacks checkout 2 or 3.
 */
export function planReplay(captureText) {
  const checkouts = new Map();
  let current = null;
  for (const line of captureText.split("\n")) {
    if (!line.trim()) continue;
    const entry = JSON.parse(line);
    if (entry.mark) checkouts.set(entry.mark, (current = []));
    else current?.push(entry);
  }
  const template = checkouts.get(TEMPLATE);
  const reference = checkouts.get(REFERENCE);
  if (!template?.length || !reference?.length)
    throw new Error(`The capture holds no "${TEMPLATE}" or no "${REFERENCE}" (marks: ${[...checkouts.keys()]})`);

  // Which reference statement each template statement is. The two checkouts normally send the same statements in
  // the same order; when they do not (a cache warmed in between, a retry), the longest common subsequence of
  // their texts pairs them, and an unpaired template statement is still replayed but tells nothing new: its
  // values are kept, except the tokens the paired statements found to be new, which are replaced everywhere.
  const pairs = alignByText(template, reference);

  const tokens = new Set();
  const integers = new Map(); // "statement:value" → the template integer made new there
  const diff = (a, b, at) => {
    if (a === b || a === null || b === null) return;
    if (typeof a === "string" && typeof b === "string") {
      if (isDateTime(a)) return;
      if (at && isSmallInteger(a) && isSmallInteger(b)) return void integers.set(at, Number(a));
      // JSON text (a job's payload, an invoice's data) is not a token, whatever its spaces: it stays valid JSON
      // with the tokens in it replaced, and its leaves may hold tokens no other value carries.
      const [x, y] = [parseJson(a), parseJson(b)];
      if (x && y) diffJson(x, y, (p, q) => diff(p, q, null));
      else if (isToken(a)) tokens.add(a);
    } else if (at && isSmallInteger(a) && isSmallInteger(b)) integers.set(at, Number(a));
  };
  for (const [t, r] of pairs)
    template[t].values.forEach((value, v) => diff(value, reference[r].values[v] ?? null, `${t}:${v}`));

  // Shortest first: a token holding another one ("auto-reject:<order id>") is made from that one's new value,
  // so the job's key and its payload's order id stay the same order's.
  const tokenList = [...tokens].sort((a, b) => a.length - b.length);
  const tokenIndex = new Map(tokenList.map((token, i) => [token, i]));
  const inner = (text, below = tokenList.length) =>
    tokenList
      .slice(0, below)
      .map((token, i) => [token, i])
      .filter(([token]) => token !== text && text.includes(token))
      .sort(([a], [b]) => b.length - a.length)
      .map(([, i]) => i);
  const tokenParts = tokenList.map((token, i) => inner(token, i));
  const integerList = [...new Set(integers.values())];
  // What stays the same in every checkout and may name a row (the customer's id, the restaurant's, the dishes').
  const constants = [
    ...new Set(
      template.flatMap((s) => s.values).filter((value) => isToken(value) && !tokens.has(value) && !parseJson(value)),
    ),
  ];

  const statements = template.map((statement, t) => planStatement(statement, t));
  function planStatement({ c, text, values }, t) {
    // Advisory locks and rate-limit buckets are each customer's (and each address'): replayed as captured, every
    // replay would queue on one lock and bump one row, a hot spot the load does not have. The customer's copy
    // (copyCustomers) already makes the customer's own per client; ":w<client>" makes all of them so, the
    // client address' bucket ("checkout:ip:…") too, and the customer's if the copy could not be made.
    const perClient = /pg_advisory/i.test(text) || /"RateLimitBucket"/.test(text);
    // The bench's servers are still up, job workers on, while the bound runs: the replayed jobs (an invoice PDF,
    // the customer's messages, the kitchen's auto-reject) would be run by them meanwhile, taking this machine's
    // CPU from PostgreSQL and this script. Each job is inserted as captured, but due in 2999, so no one runs it.
    // One job by pg-boss' send has its start time as a parameter; several by its insert (lib/jobs/enqueue.ts
    // enqueueAll) have theirs in the JSON list of $1, each job's "startAfter" (absent: due now).
    const startAfter = /INSERT INTO pgboss\.job/i.test(text) && /WHEN right\(\$(\d+), 1\) = 'Z'/.exec(text);
    const jobList = /INSERT INTO pgboss\.job/i.test(text) && /json_to_recordset\(\$1\)/.test(text);
    const plannedValues = values.map((captured, v) => {
      if (startAfter && v === Number(startAfter[1]) - 1) return { kind: "keep", value: NEVER };
      const value = jobList && v === 0 && typeof captured === "string" ? dueNever(captured) : captured;
      const suffix = perClient && typeof value === "string" && !isDateTime(value);
      if (integers.has(`${t}:${v}`))
        return {
          kind: "integer",
          index: integerList.indexOf(integers.get(`${t}:${v}`)),
          text: typeof value === "string",
        };
      if (typeof value !== "string") return { kind: "keep", value };
      if (tokenIndex.has(value)) return { kind: "token", index: tokenIndex.get(value), suffix };
      const parts = inner(value);
      return parts.length ? { kind: "text", value, parts, suffix } : { kind: "keep", value, suffix };
    });
    return { c, text, values: plannedValues, begins: BEGIN.test(text), ends: END.test(text) };
  }

  // Captured connections that may share one client: a replay awaits its statements one by one, so only a
  // transaction open on one connection while another sends keeps two apart (the order page's parallel reads
  // on 7 pooled connections are otherwise one after another here). 20 clients × 7 connections would exceed
  // PostgreSQL's default 100 connections, which the bench's servers also draw on.
  const connections = [...new Set(template.map((s) => s.c))];
  const apart = new Set();
  const open = new Set();
  for (const { c, text } of template) {
    for (const other of open) if (other !== c) apart.add(`${c}:${other}`).add(`${other}:${c}`);
    if (BEGIN.test(text)) open.add(c);
    else if (END.test(text)) open.delete(c);
  }
  const slotOf = new Map();
  const slots = [];
  for (const c of connections) {
    let slot = slots.findIndex((members) => members.every((m) => !apart.has(`${c}:${m}`)));
    if (slot < 0) slot = slots.push([]) - 1;
    slots[slot].push(c);
    slotOf.set(c, slot);
  }
  for (const statement of statements) statement.slot = slotOf.get(statement.c);

  return {
    statements,
    tokens: tokenList,
    tokenParts,
    integers: integerList,
    constants,
    aligned: pairs.length === template.length && template.length === reference.length,
    statementsPerCheckout: statements.length,
    transactionsPerCheckout: statements.filter((s) => s.begins).length,
    connectionsPerCheckout: connections.length,
    clientsPerWorker: slots.length,
  };
}

/** Pairs of [template index, reference index] with the same text, in order (longest common subsequence). */
function alignByText(template, reference) {
  if (template.length === reference.length && template.every((s, i) => s.text === reference[i].text))
    return template.map((_, i) => [i, i]);
  const n = template.length;
  const m = reference.length;
  const lengths = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lengths[i][j] =
        template[i].text === reference[j].text
          ? lengths[i + 1][j + 1] + 1
          : Math.max(lengths[i + 1][j], lengths[i][j + 1]);
  const pairs = [];
  for (let i = 0, j = 0; i < n && j < m;) {
    if (template[i].text === reference[j].text) pairs.push([i++, j++]);
    else if (lengths[i + 1][j] >= lengths[i][j + 1]) i++;
    else j++;
  }
  return pairs;
}

function parseJson(text) {
  if (!/^\s*[[{]/.test(text)) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Calls `found` with each pair of leaves at the same place in two JSON values of the same shape. */
function diffJson(a, b, found) {
  if (a && b && typeof a === "object" && typeof b === "object") {
    for (const key of Object.keys(a)) if (key in b) diffJson(a[key], b[key], found);
  } else found(a, b);
}

/** One replay's new values: one for each template token and integer, used wherever that one was (exported for the test). */
export function freshValues(plan, next) {
  const tokens = [];
  plan.tokens.forEach((token, i) => {
    const parts = plan.tokenParts[i];
    tokens.push(
      parts.length
        ? replaceTokens(token, parts, plan.tokens, tokens)
        : token.slice(0, -TOKEN_DIGITS) + String(next() % 10 ** TOKEN_DIGITS).padStart(TOKEN_DIGITS, "0"),
    );
  });
  const integers = plan.integers.map(() => FRESH_INTEGER_BASE + next());
  return { tokens, integers };
}

function replaceTokens(text, parts, templateTokens, freshTokens) {
  let replaced = text;
  for (const i of parts) replaced = replaced.replaceAll(templateTokens[i], freshTokens[i]);
  return replaced;
}

/** A JSON list of pg-boss jobs with every job due in 2999 (NEVER); tokens in it are left as they were. */
function dueNever(jobsJson) {
  const jobs = parseJson(jobsJson);
  if (!Array.isArray(jobs)) return jobsJson;
  return JSON.stringify(jobs.map((job) => ({ ...job, startAfter: NEVER })));
}

function valuesOf(statement, fresh, plan, worker) {
  return statement.values.map((spec) => {
    let value;
    if (spec.kind === "token") value = fresh.tokens[spec.index];
    else if (spec.kind === "integer") {
      const n = fresh.integers[spec.index];
      return spec.text ? String(n) : n;
    } else if (spec.kind === "text") value = replaceTokens(spec.value, spec.parts, plan.tokens, fresh.tokens);
    else value = spec.value;
    if (typeof value !== "string") return value;
    for (const [from, to] of worker.renames) if (value.includes(from)) value = value.replaceAll(from, to);
    return spec.suffix ? `${value}:${worker.key}` : value;
  });
}

/**
 * Gives each worker its own copy of the customer(s) the checkout names (User rows of type customer among the
 * values every checkout shares): how many each got, and a note when none. In the load each customer checks out as
 * themselves; replayed as one customer, every replay would count that one customer's paid orders (the
 * checkout's first-order check), thousands after a few seconds and 15 ms a count, and would queue on that
 * customer's advisory lock: a bound the load never meets. A copy keeps all columns but its id (same length,
 * the run's counter in its last digits) and its e-mail and phone (unique per user type).
 */
async function copyCustomers(plan, workers, client, next) {
  try {
    const { rows } = await client.query(
      `SELECT id FROM "User" WHERE id = ANY($1::text[]) AND "userType" = 'customer'`,
      [plan.constants],
    );
    for (const worker of workers)
      for (const { id } of rows) {
        const copy = id.slice(0, -TOKEN_DIGITS) + String(next() % 10 ** TOKEN_DIGITS).padStart(TOKEN_DIGITS, "0");
        await client.query(
          `INSERT INTO "User" SELECT (jsonb_populate_record(NULL::"User",
             to_jsonb(u) || jsonb_build_object('id', $2::text, 'email', $3::text, 'phone', NULL))).*
             FROM "User" u WHERE u.id = $1`,
          [id, copy, `replay-${copy}@example.test`],
        );
        worker.renames.push([id, copy]);
      }
    return { copies: rows.length, note: rows.length ? null : "no customer among the values: one customer for all" };
  } catch (error) {
    for (const worker of workers) worker.renames = [];
    return { copies: 0, note: `customer not copied (${error.message}): one customer for all` };
  }
}

/**
 * Replays the capture's checkout 3 with `clients` concurrent clients for `durationSeconds` against
 * `databaseUrl`; resolves with the checkouts a second they completed, and what a checkout is made of.
 */
export async function measureSqlBound({ databaseUrl, captureFile, clients = 20, durationSeconds = 10 }) {
  const plan = planReplay(readFileSync(captureFile, "utf8"));
  // One counter for the whole run (every client's replays), from a random start: a second run on the same
  // database makes other values.
  let counter = randomInt(0, 10 ** (TOKEN_DIGITS - 1));
  const next = () => counter++;

  const workers = Array.from({ length: clients }, (_, w) => ({ key: `w${w}`, connections: [], renames: [] }));
  const errorSamples = [];
  let completed = 0;
  let failed = 0;

  async function connect() {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    return client;
  }

  async function replay(worker) {
    const fresh = freshValues(plan, next);
    const inTransaction = new Set();
    let at = 0;
    try {
      for (; at < plan.statements.length; at++) {
        const statement = plan.statements[at];
        await worker.connections[statement.slot].query({
          text: statement.text,
          values: valuesOf(statement, fresh, plan, worker),
          rowMode: "array",
          types: RAW_TYPES,
        });
        if (statement.begins) inTransaction.add(statement.slot);
        else if (statement.ends) inTransaction.delete(statement.slot);
      }
      completed++;
    } catch (error) {
      failed++;
      const message = `statement ${at + 1}: ${error.message}`;
      if (errorSamples.length < 5 && !errorSamples.includes(message)) errorSamples.push(message);
      for (const slot of inTransaction) {
        try {
          await worker.connections[slot].query("ROLLBACK");
        } catch {
          // The connection is broken: a new one takes its place (and the run ends if none can be had).
          worker.connections[slot].end().catch(() => {});
          worker.connections[slot] = await connect();
        }
      }
    }
  }

  try {
    // All connections first, so the timed part measures replays only (all settled before a failure is thrown,
    // so that the finally below closes every one that was opened).
    const opened = await Promise.allSettled(
      workers.map(async (worker) => {
        for (let slot = 0; slot < plan.clientsPerWorker; slot++) worker.connections.push(await connect());
      }),
    );
    const refused = opened.find((result) => result.status === "rejected");
    if (refused) throw refused.reason;
    const customers = await copyCustomers(plan, workers, workers[0].connections[0], next);
    if (customers.note) errorSamples.push(customers.note);
    const started = performance.now();
    const deadline = started + durationSeconds * 1000;
    await Promise.all(
      workers.map(async (worker) => {
        while (performance.now() < deadline) await replay(worker);
      }),
    );
    const elapsedSeconds = (performance.now() - started) / 1000;
    return {
      checkoutsPerSecond: round(completed / elapsedSeconds),
      completed,
      failed,
      elapsedSeconds: round(elapsedSeconds),
      statementsPerCheckout: plan.statementsPerCheckout,
      transactionsPerCheckout: plan.transactionsPerCheckout,
      connectionsPerCheckout: plan.connectionsPerCheckout,
      clientsPerWorker: plan.clientsPerWorker,
      customerCopiesPerWorker: customers.copies,
      template: `${TEMPLATE} (${REFERENCE} tells what each checkout makes new)`,
      errorSamples,
    };
  } finally {
    await Promise.all(workers.flatMap((worker) => worker.connections.map((client) => client.end().catch(() => {}))));
  }
}
