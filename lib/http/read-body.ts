import { MAX_FORM_BYTES, MAX_JSON_BYTES } from "@/lib/http/body-limits";
import { AppError } from "@/lib/http/errors";

// Request bodies read with a ceiling. Route handlers have no body limit of their own, and
// `request.text()`, `.json()` or `.formData()` buffer whatever a client sends: four parallel 300 MB
// bodies to the login call took the server from 2.1 to 3.6 GB. Here a declared Content-Length over
// the limit is refused before anything is read, and otherwise the stream is counted chunk by chunk
// and cancelled as soon as it passes the limit, so at most the limit plus one chunk is ever held.

export { MAX_FORM_BYTES, MAX_JSON_BYTES, MAX_WEBHOOK_BYTES } from "@/lib/http/body-limits";

const BODY_TOO_LARGE = "The request body is too large";

const tooLarge = (message: string) => new AppError(413, message);

/** 415 unless the body is declared JSON (`application/json`, parameters such as charset allowed). */
export function requireJsonContentType(request: Request): void {
  const type = request.headers.get("content-type") ?? "";
  if (!/^application\/json\s*(;|$)/i.test(type.trim())) {
    throw new AppError(415, "The request body must be JSON (Content-Type: application/json)");
  }
}

/** The body's bytes, or 413 (`message`) once it passes `limit` bytes, declared or sent. */
export async function readBoundedBytes(
  request: Request,
  limit: number,
  message: string = BODY_TOO_LARGE,
): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get("content-length");
  if (declared !== null && Number(declared) > limit) {
    // Not read: cancelling tells the server we are done with it (Node then drops the connection's rest).
    await request.body?.cancel().catch(() => undefined);
    throw tooLarge(message);
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(message);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as text (UTF-8, invalid bytes replaced as `request.text()` does), within `limit` bytes. */
export async function readBoundedText(request: Request, limit: number): Promise<string> {
  return new TextDecoder().decode(await readBoundedBytes(request, limit));
}

/** A JSON body within `limit` (default 1 MB): 413 past it, 400 when not JSON; an empty body is `{}`. */
export async function readJsonBody(request: Request, limit: number = MAX_JSON_BYTES): Promise<unknown> {
  const text = await readBoundedText(request, limit);
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AppError(400, "The request body must be valid JSON");
  }
}

/** The text fields of an urlencoded or multipart form post within `limit` (default 64 kB); files are ignored. */
export async function readFormFields(
  request: Request,
  limit: number = MAX_FORM_BYTES,
): Promise<Record<string, string>> {
  const bytes = await readBoundedBytes(request, limit);
  let form: FormData;
  try {
    // Parsed from the bytes already bounded above, with the request's own type (and multipart boundary).
    form = await new Response(bytes, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    throw new AppError(400, "The form could not be read");
  }
  const out: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") out[key] = value;
  return out;
}

/**
 * For a body that is passed on rather than parsed here (next-auth's routes, page POSTs in proxy.ts): its
 * bytes within `limit` (default 1 MB, as our JSON handlers), or the 413 to answer, `{ message }` as every
 * refusal, once the declared or counted size passes it. Nothing past the limit plus one chunk is read.
 */
export async function boundedBodyOr413(
  request: Request,
  limit: number = MAX_JSON_BYTES,
): Promise<{ bytes: Uint8Array<ArrayBuffer> } | { refusal: Response }> {
  try {
    return { bytes: await readBoundedBytes(request, limit) };
  } catch (error) {
    if (!(error instanceof AppError) || error.status !== 413) throw error;
    return {
      refusal: Response.json({ message: error.message }, { status: 413, headers: { "cache-control": "no-store" } }),
    };
  }
}
