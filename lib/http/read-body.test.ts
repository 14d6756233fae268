import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/http/errors";
import {
  MAX_FORM_BYTES,
  MAX_JSON_BYTES,
  readBoundedBytes,
  readFormFields,
  readJsonBody,
  requireJsonContentType,
} from "@/lib/http/read-body";

/** Node's fetch takes a streamed body only with `duplex: "half"`, which TypeScript's DOM types lack. */
type StreamingInit = RequestInit & { duplex: "half" };

/** A body of `chunks` chunks of `size` bytes (endless when Infinity), counting what was pulled from it. */
function countedBody(size: number, chunks: number) {
  const seen = { pulled: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (seen.pulled >= chunks) return controller.close();
        seen.pulled += 1;
        controller.enqueue(new Uint8Array(size).fill(0x20));
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    // Nothing is pulled before someone reads: what was pulled is what the reader asked for.
    { highWaterMark: 0 },
  );
  return { stream, seen };
}

function post(body: BodyInit | null, headers: Record<string, string> = {}): Request {
  const init: StreamingInit = { method: "POST", body, headers, duplex: "half" };
  return new Request("http://localhost/api/x", init);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe("readBoundedBytes", () => {
  it("stops a stream that passes the limit after one chunk too many, and cancels it", async () => {
    const { stream, seen } = countedBody(1024, Infinity);
    const error = await refusal(readBoundedBytes(post(stream), 10 * 1024));
    expect(error).toMatchObject({ status: 413, message: "The request body is too large" });
    // 10 chunks fill the limit; the 11th passes it and ends the read: never more than limit + one chunk held.
    expect(seen.pulled).toBe(11);
    expect(seen.cancelled).toBe(true);
  });

  it("refuses a declared Content-Length over the limit without reading a byte", async () => {
    const { stream, seen } = countedBody(1024, 100);
    const error = await refusal(readBoundedBytes(post(stream, { "content-length": String(100 * 1024) }), 10 * 1024));
    expect(error.status).toBe(413);
    expect(seen.pulled).toBe(0);
    expect(seen.cancelled).toBe(true);
  });

  it("takes a body of exactly the limit, whole", async () => {
    const { stream } = countedBody(1024, 10);
    const bytes = await readBoundedBytes(post(stream), 10 * 1024);
    expect(bytes.byteLength).toBe(10 * 1024);
    expect(bytes.every((b) => b === 0x20)).toBe(true);
  });

  it("counts bytes, not characters, and does not trust a small Content-Length", async () => {
    const text = "₹".repeat(400); // 3 bytes each
    await expect(readBoundedBytes(post(text), 1000)).rejects.toMatchObject({ status: 413 });
    const { stream } = countedBody(1024, 20);
    await expect(readBoundedBytes(post(stream, { "content-length": "10" }), 10 * 1024)).rejects.toMatchObject({
      status: 413,
    });
  });

  it("reads an absent body as empty", async () => {
    expect((await readBoundedBytes(post(null), 10)).byteLength).toBe(0);
  });
});

describe("readJsonBody", () => {
  it("parses JSON up to 1 MB and answers 413 past it", async () => {
    const exactly = JSON.stringify({ pad: "x".repeat(MAX_JSON_BYTES - 10) });
    expect(exactly.length).toBe(MAX_JSON_BYTES);
    expect(await readJsonBody(post(exactly))).toMatchObject({ pad: expect.any(String) });
    await expect(readJsonBody(post(`${exactly} `))).rejects.toMatchObject({ status: 413 });
  });

  it("answers 400 for a body that is not JSON, and {} for an empty one", async () => {
    await expect(readJsonBody(post("{not json"))).rejects.toMatchObject({
      status: 400,
      message: "The request body must be valid JSON",
    });
    expect(await readJsonBody(post(" \n"))).toEqual({});
  });
});

describe("readFormFields", () => {
  it("reads urlencoded and multipart text fields", async () => {
    const urlencoded = new URLSearchParams({ razorpay_order_id: "order_1", razorpay_signature: "abc" });
    expect(await readFormFields(post(urlencoded))).toEqual({ razorpay_order_id: "order_1", razorpay_signature: "abc" });
    const multipart = new FormData();
    multipart.append("razorpay_payment_id", "pay_1");
    multipart.append("file", new Blob(["ignored"]), "f.txt");
    expect(await readFormFields(post(multipart))).toEqual({ razorpay_payment_id: "pay_1" });
  });

  it("refuses a form over 64 kB with 413", async () => {
    const big = new URLSearchParams({ field: "x".repeat(MAX_FORM_BYTES) });
    await expect(readFormFields(post(big))).rejects.toMatchObject({ status: 413 });
  });
});

describe("requireJsonContentType", () => {
  it("lets application/json through, with or without parameters", () => {
    for (const type of ["application/json", "application/json; charset=utf-8", "Application/JSON;charset=UTF-8"]) {
      expect(() => requireJsonContentType(post("{}", { "content-type": type })), type).not.toThrow();
    }
  });

  it("answers 415 for anything else: a form's text/plain, urlencoded, or no type", () => {
    for (const type of [
      "text/plain",
      "text/plain;charset=UTF-8",
      "application/x-www-form-urlencoded",
      "application/jsonp",
    ]) {
      expect(() => requireJsonContentType(post("{}", { "content-type": type })), type).toThrow(
        expect.objectContaining({ status: 415 }),
      );
    }
    expect(() => requireJsonContentType(new Request("http://localhost/", { method: "POST" }))).toThrow(
      expect.objectContaining({ status: 415 }),
    );
  });
});
