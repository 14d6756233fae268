import { z } from "zod";
import * as Answers from "@/lib/openapi/answers";
import type { Answer, BodyKind, Caller, Operation } from "@/lib/openapi/operation";
import { errorStatuses, openApiPath, OPERATIONS } from "@/lib/openapi/registry";

// The OpenAPI 3.1 document of the /api calls, made from lib/openapi/registry.ts with zod 4's own
// z.toJSONSchema (JSON Schema 2020-12, the dialect of OpenAPI 3.1): no second copy of any schema.
// Request schemas are converted as their input (what a client sends: before defaults and
// transforms), answers as their output. Served at GET /api/openapi.json and rendered into docs/api.md.

type JsonSchema = Record<string, unknown>;
type Json = Record<string, unknown>;

/** "POST /api/login/[usertype]" -> "loginUsertypePost": unique, stable, readable. */
export function operationId(op: Pick<Operation, "method" | "route">): string {
  const words = op.route
    .replace(/^\/api\//, "")
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  const camel = words.map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1))).join("");
  return `${camel}${op.method[0]}${op.method.slice(1).toLowerCase()}`;
}

const capitalised = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Converts schemas registered under ids in one pass, so that shared ones ($ref) are components. */
function convert(entries: Map<z.ZodType, string>, io: "input" | "output"): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  for (const [schema, id] of entries) registry.add(schema, { id });
  const { schemas } = z.toJSONSchema(registry, {
    io,
    // z.file() and transforms have JSON Schema forms; anything else (a custom check) becomes {}.
    unrepresentable: "any",
    uri: (id) => `#/components/schemas/${id}`,
    // z.number().int() says "a safe integer" in bounds nobody reads; real bounds stay.
    override: ({ jsonSchema }) => {
      if (jsonSchema.minimum === Number.MIN_SAFE_INTEGER) delete jsonSchema.minimum;
      if (jsonSchema.maximum === Number.MAX_SAFE_INTEGER) delete jsonSchema.maximum;
    },
  });
  const out: Record<string, JsonSchema> = {};
  for (const [id, schema] of Object.entries(schemas)) {
    // The dialect is the document's (jsonSchemaDialect) and the id its place in it.
    const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema;
    void _dialect;
    void _id;
    out[id] = rest;
  }
  return out;
}

const SECURITY: Record<Caller, Array<Record<string, string[]>>> = {
  public: [],
  user: [{ sessionCookie: [] }, { bearer: [] }],
  customer: [{ sessionCookie: [] }, { bearer: [] }],
  restaurant: [{ sessionCookie: [] }, { bearer: [] }],
  rider: [{ sessionCookie: [] }, { bearer: [] }],
  admin: [{ sessionCookie: [] }, { bearer: [] }],
  cron: [{ cronSecret: [] }],
  signed: [],
  "next-auth": [],
};

const CALLER_TEXT: Record<Caller, string> = {
  public: "anyone (a session, when sent, is read)",
  user: "any logged-in user",
  customer: "customer accounts",
  restaurant: "restaurant accounts",
  rider: "delivery partner (rider) accounts",
  admin: "the platform's staff (admin accounts), whose sessions end after 30 minutes idle",
  cron: "Authorization: Bearer $CRON_SECRET",
  signed: "the payment provider's signature (JSON calls: a customer's session too)",
  "next-auth": "next-auth (Google OAuth, when configured)",
};

/** What each error status means, for every call that answers it (docs/api.md, Errors). */
export const ERROR_TEXT: Record<number, string> = {
  400: "The body is not JSON, or a signature or payment report is not valid",
  401: "No credentials (or, for maintenance, not the cron secret)",
  403: "Credentials expired, revoked or invalid; the wrong kind of account; someone else's data; a cross-site write",
  404: "Unknown id or path (someone else's payment or provider order too: those ids are not revealed)",
  409: "A duplicate, or a move the order's state forbids",
  413: "The body is too large (JSON 1 MB, forms 64 kB, images 5 MB)",
  415: "Not JSON where only JSON is taken, or not an image type we take",
  422: "Invalid input, with field errors",
  429: "Past a rate limit (Retry-After)",
  500: "Something failed on our side (details only in the server log)",
  502: "The image provider failed",
  503: "The database is unavailable (Retry-After), or the feature is not configured",
  504: "The payment provider did not answer in time",
};

const REQUEST_TYPES: Record<BodyKind, string[]> = {
  json: ["application/json"],
  multipart: ["multipart/form-data"],
  "json-or-form": ["application/json", "application/x-www-form-urlencoded"],
  "raw-json": ["application/json"],
};

const ANSWER_TYPES = {
  json: "application/json",
  "event-stream": "text/event-stream",
  html: "text/html",
  text: "text/plain",
  csv: "text/csv",
  binary: "application/octet-stream",
  pdf: "application/pdf",
};

function answerObject(answer: Answer, ref: ((schema: z.ZodType) => JsonSchema) | undefined): Json {
  const kind = answer.kind ?? "json";
  if (kind === "redirect") {
    return { description: answer.description, headers: { Location: { schema: { type: "string" } } } };
  }
  if (!answer.schema || !ref) return { description: answer.description };
  return { description: answer.description, content: { [ANSWER_TYPES[kind]]: { schema: ref(answer.schema) } } };
}

/** The query schema's properties as OpenAPI query parameters (its input: what a client sends). */
function queryParameters(schema: JsonSchema): Json[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return { name, in: "query", required: required.has(name), ...(description ? { description } : {}), schema: rest };
  });
}

export type OpenApiDocument = Json & { paths: Record<string, Record<string, Json>> };

/** Builds the document; `operations` is the registry unless a test passes its own. */
export function buildOpenApiDocument(operations: readonly Operation[] = OPERATIONS): OpenApiDocument {
  // Answers: shared schemas (Restaurant, Order, MenuItem...) become components by their export name.
  const answerIds = new Map<z.ZodType, string>([[Answers.ErrorAnswer, "Error"]]);
  for (const [name, schema] of Object.entries(Answers)) {
    if (schema instanceof z.ZodType && !answerIds.has(schema)) answerIds.set(schema, name);
  }
  const requestIds = new Map<z.ZodType, string>();
  const queryIds = new Map<z.ZodType, string>();
  for (const op of operations) {
    const id = capitalised(operationId(op));
    if (op.body && !requestIds.has(op.body)) requestIds.set(op.body, `${id}Body`);
    if (op.query && !queryIds.has(op.query)) queryIds.set(op.query, `${id}Query`);
    for (const [status, answer] of Object.entries(op.answers)) {
      if (answer.schema && !answerIds.has(answer.schema)) answerIds.set(answer.schema, `${id}${status}`);
    }
  }
  const answers = convert(answerIds, "output");
  const requests = convert(requestIds, "input");
  // Queries are inlined as parameters, never components.
  const queries = convert(queryIds, "input");
  const components: Record<string, JsonSchema> = { ...answers, ...requests };
  const refTo = (ids: Map<z.ZodType, string>) => (schema: z.ZodType) => ({
    $ref: `#/components/schemas/${ids.get(schema)}`,
  });

  const paths: Record<string, Record<string, Json>> = {};
  for (const op of operations) {
    const path = openApiPath(op.route);
    const responses: Record<string, Json> = {};
    for (const [status, answer] of Object.entries(op.answers))
      responses[status] = answerObject(answer, refTo(answerIds));
    for (const status of errorStatuses(op)) responses[String(status)] ??= { $ref: `#/components/responses/${status}` };
    const parameters: Json[] = [
      ...Object.entries(op.params ?? {}).map(([name, description]) => ({
        name,
        in: "path",
        required: true,
        description,
        schema: { type: "string" },
      })),
      ...(op.query ? queryParameters(queries[queryIds.get(op.query)!]!) : []),
    ];
    const notes = [
      `Who may call: ${CALLER_TEXT[op.caller]}.`,
      op.spec ? `The spec: ${op.spec}.` : op.ours ? "Not in the spec: our own call." : "",
    ].filter(Boolean);
    (paths[path] ??= {})[op.method.toLowerCase()] = {
      operationId: operationId(op),
      summary: op.summary,
      description: notes.join(" "),
      tags: [op.tag],
      security: SECURITY[op.caller],
      "x-thali-caller": op.caller,
      ...(op.ours ? { "x-thali-ours": true } : {}),
      ...(op.spec ? { "x-thali-spec": op.spec } : {}),
      ...(parameters.length ? { parameters } : {}),
      ...(op.body && {
        requestBody: {
          required: true,
          content: Object.fromEntries(
            REQUEST_TYPES[op.bodyKind ?? "json"].map((type) => [type, { schema: refTo(requestIds)(op.body!) }]),
          ),
        },
      }),
      responses,
    };
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "Thali API",
      version: "1.0.0",
      description:
        "The spec's calls at the spec's paths and field names (misspellings included), and our own. " +
        "Errors are `{ message, errors? }`. Writes with the session cookie echo the XSRF-TOKEN cookie in X-XSRF-TOKEN. " +
        "Generated from the zod schemas (lib/openapi); prose in docs/api.md.",
    },
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    tags: [...new Set(operations.map((op) => op.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: components,
      responses: Object.fromEntries(
        Object.entries(ERROR_TEXT).map(([status, description]) => [
          status,
          { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
        ]),
      ),
      securitySchemes: {
        sessionCookie: { type: "apiKey", in: "cookie", name: "authjs.session-token" },
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "The accessToken of a login" },
        cronSecret: { type: "http", scheme: "bearer", description: "CRON_SECRET (GET /api/maintenance only)" },
      },
    },
  };
}

let cached: OpenApiDocument | undefined;

/** The document, built once per process (it depends on code only). */
export function openApiDocument(): OpenApiDocument {
  cached ??= buildOpenApiDocument();
  return cached;
}
