// What the fuzz (fuzz*.integration.test.ts) sends: a plan of how to break a route's realistic request,
// drawn by fast-check, and applying it; and which writes a refusal may make.
import fc from "fast-check";
import type { Call, DiscoveredRoute } from "@/tests/authz/routes";
import { ACTORS } from "@/tests/authz/world";
import type { Write } from "@/tests/authz/write-recorder";

/**
 * Writes a refusal may make by design: rate-limit counters count attempts, refused ones included;
 * a spent refresh token presented again revokes its whole login (someone copied it).
 */
export function allowedOnRefusal(route: DiscoveredRoute, write: Write): boolean {
  if (write.table === "RateLimitBucket") return true;
  const rotatesTokens = route.route === "/api/refreshAccessToken" || route.route === "/api/session/refresh";
  return rotatesTokens && write.table === "RefreshToken" && write.command === "UPDATE";
}

// ---- what a hostile or broken client sends ----

const NASTY_STRINGS = [
  "",
  " ",
  "null",
  "undefined",
  "0",
  "-1",
  "1e309",
  "NaN",
  "true",
  "[]",
  "{}",
  '\'; DROP TABLE "User"; --',
  "' OR '1'='1",
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "%00%0d%0a",
  "\u0000",
  "\uffff\ud800",
  "🍛".repeat(300),
  "x".repeat(5000),
  "cnosuchid0000000000000000",
  "order_doesnotexist000",
  "pay_doesnotexist0000",
  "__proto__",
  "constructor",
];

const nastyString = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/),
);

/** Any JSON value a client might put where something else was expected. */
const nastyValue = (ids: string[]): fc.Arbitrary<unknown> =>
  fc.oneof(
    nastyString,
    fc.constantFrom(...ids),
    fc.integer(),
    fc.double({ noNaN: true }),
    fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, 1e308, -0.5, 0.001),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
    fc.dictionary(nastyString, fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 }),
  );

/** Characters a header value can carry (Latin-1, no line breaks or NUL). */
const headerSafe = (s: string) =>
  Array.from(s, (c) => (c.charCodeAt(0) > 31 && c.charCodeAt(0) < 256 ? c : "x")).join("");

type Pick = { slot: number; op: "drop" | "replace" | "wrap" | "taint"; value: unknown; taint: number };

/**
 * Type-preserving damage, which gets past type checks to the services and the database: a string
 * stays a string but carries what a database or a regex may choke on, a number stays a number.
 */
const STRING_TAINTS: Array<(s: string) => string> = [
  (s) => `${s}\u0000`,
  (s) => `\u0000${s}`,
  (s) => `${s}\ud800`,
  (s) => `${s}'"; --`,
  (s) => `${s}\u202e\u200b`,
  (s) => s.repeat(60),
  (s) => ` ${s.toUpperCase()} `,
  () => "",
];
const NUMBER_TAINTS: Array<(n: number) => unknown> = [
  (n) => n + 0.5,
  (n) => -n,
  () => 0,
  () => 1e12,
  (n) => String(n),
  (n) => n * 1000,
  () => -0,
  () => Number.MAX_SAFE_INTEGER + 2,
];

function taint(value: unknown, index: number, fallback: unknown): unknown {
  if (typeof value === "string") return STRING_TAINTS[index % STRING_TAINTS.length]!(value);
  if (typeof value === "number") return NUMBER_TAINTS[index % NUMBER_TAINTS.length]!(value);
  if (typeof value === "boolean") return !value;
  return fallback;
}
type Plan = {
  actor: (typeof ACTORS)[number];
  via: "cookie" | "bearer";
  kind: "fields" | "raw" | "query" | "params" | "session";
  picks: Pick[];
  extra: [string, unknown] | null;
  raw: string;
  rawType: string;
  session: { header: string; value: string };
};

export const planOf = (ids: string[]): fc.Arbitrary<Plan> =>
  fc.record({
    actor: fc.constantFrom(...ACTORS),
    via: fc.constantFrom("cookie" as const, "bearer" as const),
    kind: fc.constantFrom(
      "fields" as const,
      "fields" as const,
      "raw" as const,
      "query" as const,
      "params" as const,
      "session" as const,
    ),
    picks: fc.array(
      fc.record({
        slot: fc.nat(),
        op: fc.constantFrom("drop" as const, "replace" as const, "wrap" as const, "taint" as const, "taint" as const),
        value: nastyValue(ids),
        taint: fc.nat(),
      }),
      { minLength: 1, maxLength: 3 },
    ),
    extra: fc.option(
      fc.tuple(fc.oneof(nastyString, fc.constantFrom("__proto__", "constructor", "prototype")), nastyValue(ids)),
      {
        nil: null,
      },
    ),
    raw: fc.oneof(
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        '{"a":',
        "[1,2",
        "{'single': 'quotes'}",
        "\u0000\u0001\u0002",
        "x".repeat(200_000),
        "null",
        "[]",
        "123",
        '"text"',
      ),
      fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v) ?? "null"),
    ),
    rawType: fc.constantFrom(
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=zzz",
      "",
    ),
    session: fc.record({
      header: fc.constantFrom("authorization", "cookie", "x-xsrf-token", "x-forwarded-for"),
      value: nastyString.map(headerSafe),
    }),
  });

// ---- applying a plan to the realistic request ----

type Path = (string | number)[];

function leafPaths(value: unknown, prefix: Path = [], depth = 0): Path[] {
  if (value === null || typeof value !== "object" || depth > 2) return [prefix];
  const entries = Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value);
  if (entries.length === 0) return [prefix];
  return [prefix, ...entries.flatMap(([k, v]) => leafPaths(v, [...prefix, k], depth + 1))];
}

function mutateJson(body: unknown, plan: Plan): unknown {
  let root = structuredClone(body) as unknown;
  const paths = leafPaths(root).filter((p) => p.length > 0);
  for (const pick of plan.picks) {
    if (paths.length === 0) {
      root = pick.value;
      continue;
    }
    const path = paths[pick.slot % paths.length]!;
    const parent = path
      .slice(0, -1)
      .reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], root);
    if (parent === null || typeof parent !== "object") continue;
    const key = path.at(-1)!;
    const container = parent as Record<string | number, unknown>;
    if (pick.op === "drop") {
      if (Array.isArray(container)) container.splice(Number(key), 1);
      else delete container[key];
    } else if (pick.op === "wrap") container[key] = [container[key], pick.value];
    else if (pick.op === "taint") container[key] = taint(container[key], pick.taint, pick.value);
    else container[key] = pick.value;
  }
  if (plan.extra && root !== null && typeof root === "object" && !Array.isArray(root)) {
    Object.defineProperty(root, plan.extra[0], {
      value: plan.extra[1],
      enumerable: true,
      configurable: true,
      writable: true,
    });
  }
  return root;
}

function asText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

function mutateForm(form: FormData | URLSearchParams, plan: Plan): FormData | URLSearchParams {
  const entries = [...form.entries()] as Array<[string, FormDataEntryValue]>;
  for (const pick of plan.picks) {
    if (entries.length === 0) break;
    const index = pick.slot % entries.length;
    const [name, value] = entries[index]!;
    if (pick.op === "drop") entries.splice(index, 1);
    else if (pick.op === "wrap") entries.push([name, asText(pick.value)]);
    else if (pick.op === "taint" && typeof value === "string")
      entries[index] = [name, asText(taint(value, pick.taint, ""))];
    else entries[index] = [name, asText(pick.value)];
  }
  if (plan.extra) entries.push([plan.extra[0], asText(plan.extra[1])]);
  const out = form instanceof URLSearchParams ? new URLSearchParams() : new FormData();
  for (const [name, value] of entries) {
    if (out instanceof URLSearchParams) out.append(name, typeof value === "string" ? value : "file");
    else out.append(name, value);
  }
  return out;
}

function mutateQuery(path: string, plan: Plan): string {
  const url = new URL(path, "http://localhost");
  const entries = [...url.searchParams.entries()];
  for (const pick of plan.picks) {
    const index = entries.length ? pick.slot % entries.length : -1;
    if (index < 0 || pick.op === "wrap") entries.push([entries[index]?.[0] ?? asText(pick.value), asText(pick.value)]);
    else if (pick.op === "drop") entries.splice(index, 1);
    else if (pick.op === "taint")
      entries[index] = [entries[index]![0], asText(taint(entries[index]![1], pick.taint, ""))];
    else entries[index] = [entries[index]![0], asText(pick.value)];
  }
  if (plan.extra) entries.push([plan.extra[0], asText(plan.extra[1])]);
  return `${url.pathname}?${new URLSearchParams(entries)}`;
}

function mutateParams(params: Call["params"], plan: Plan): Call["params"] {
  const out: Record<string, string | string[]> = { ...params };
  const keys = Object.keys(out);
  for (const pick of plan.picks) {
    const key = keys.length ? keys[pick.slot % keys.length]! : "path";
    out[key] = pick.op === "wrap" ? [asText(pick.value), asText(pick.value)] : asText(pick.value);
  }
  return out;
}

export function applyPlan(
  base: Call,
  plan: Plan,
  session: Record<string, string>,
): { call: Call; session: Record<string, string> } {
  const call: Call = { ...base, headers: { ...base.headers } };
  switch (plan.kind) {
    case "fields":
      if (base.body instanceof FormData || base.body instanceof URLSearchParams)
        call.body = mutateForm(base.body, plan);
      else if (typeof base.body === "string") call.body = JSON.stringify(mutateJson(JSON.parse(base.body), plan));
      else if (base.body !== undefined) call.body = mutateJson(base.body, plan);
      else call.path = mutateQuery(base.path, plan);
      break;
    case "raw":
      call.body = plan.raw;
      call.headers = { ...call.headers, ...(plan.rawType && { "content-type": plan.rawType }) };
      break;
    case "query":
      call.path = mutateQuery(base.path, plan);
      break;
    case "params":
      call.params = mutateParams(base.params, plan);
      break;
    case "session": {
      // a forged or broken token, session cookie, XSRF token or client address
      const { header, value } = plan.session;
      const forged =
        header === "authorization"
          ? `Bearer ${value}`
          : header === "cookie"
            ? `authjs.session-token=${value}; XSRF-TOKEN=${value}`
            : value;
      return { call, session: { ...session, [header]: forged } };
    }
  }
  return { call, session };
}
