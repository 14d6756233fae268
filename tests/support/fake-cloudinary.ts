// A local stand-in for Cloudinary's upload API (POST /v1_1/<cloud>/image/upload and .../destroy),
// so the Cloudinary storage is tested through the official SDK with no network. Point the SDK at
// it with `fake.cloudinaryUrl` in CLOUDINARY_URL *before* the SDK is loaded: the SDK picks http or
// https for uploads from that variable when it is first required.
// msw answers in this process: it intercepts the SDK's multipart request (Node's http) before any
// socket opens, and any other request fails the test rather than reaching a network.
import { createHash, randomBytes } from "node:crypto";
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";

export type FakeCloudinaryRequest = {
  action: "upload" | "destroy";
  cloud: string;
  /** The signed form fields as sent (api_key, timestamp, signature, folder, public_id...). */
  fields: Record<string, string>;
  /** The uploaded bytes, for uploads. */
  file: Uint8Array | null;
  /** What the fake answered. */
  status: number;
  response: unknown;
};

export type FakeCloudinary = {
  /** CLOUDINARY_URL for the SDK, with upload_prefix pointing here. */
  cloudinaryUrl: string;
  cloudName: string;
  requests: FakeCloudinaryRequest[];
  /** Public ids currently stored. */
  stored: Set<string>;
  /** While true, every call answers 500 as an outage would. */
  failing: boolean;
  close(): Promise<void>;
};

const API_KEY = "123456789012345";
const API_SECRET = "fake-cloudinary-secret";

/**
 * Cloudinary's documented request signature: the parameters other than file, api_key,
 * resource_type and cloud_name, sorted, as k=v joined by &, followed by the secret, SHA-1 hex.
 */
function expectedSignature(fields: Record<string, string>): string {
  const signed = Object.entries(fields)
    .filter(([key]) => !["file", "api_key", "resource_type", "cloud_name", "signature"].includes(key))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join("&");
  return createHash("sha1")
    .update(signed + API_SECRET)
    .digest("hex");
}

/** The upload API's stand-in address; a name that resolves nowhere (RFC 2606 .test). */
const UPLOAD_PREFIX = "http://cloudinary.fake.test";

type Answer = { status: number; body: Record<string, unknown> };

export async function startFakeCloudinary(cloudName = "thali-test"): Promise<FakeCloudinary> {
  const requests: FakeCloudinaryRequest[] = [];
  const stored = new Set<string>();

  const fake: FakeCloudinary = {
    cloudinaryUrl: `cloudinary://${API_KEY}:${API_SECRET}@${cloudName}?upload_prefix=${UPLOAD_PREFIX}`,
    cloudName,
    requests,
    stored,
    failing: false,
    close: async () => server.close(),
  };

  const answerFor = async (request: Request): Promise<Answer> => {
    const match = /^\/v1_1\/([^/]+)\/image\/(upload|destroy)$/.exec(new URL(request.url).pathname);
    if (request.method !== "POST" || !match) return { status: 404, body: { error: { message: "Not found" } } };
    const [, cloud = "", action] = match as unknown as [string, string, "upload" | "destroy"];
    const form = await request.formData();
    const fields: Record<string, string> = {};
    let file: Uint8Array | null = null;
    for (const [key, value] of form) {
      if (typeof value === "string") fields[key] = value;
      else if (key === "file") file = new Uint8Array(await value.arrayBuffer());
    }
    const answer = (status: number, body: Record<string, unknown>) => {
      requests.push({ action, cloud, fields, file, status, response: body });
      return { status, body };
    };

    if (fake.failing) return answer(500, { error: { message: "Service temporarily unavailable" } });
    const missing = ["api_key", "timestamp", "signature"].find((key) => !fields[key]);
    if (missing) return answer(400, { error: { message: `Missing required parameter - ${missing}` } });
    if (cloud !== cloudName || fields.api_key !== API_KEY) {
      return answer(401, { error: { message: "Invalid cloud_name or api_key" } });
    }
    if (fields.signature !== expectedSignature(fields)) {
      return answer(401, { error: { message: "Invalid Signature" } });
    }

    if (action === "destroy") {
      const publicId = fields.public_id ?? "";
      const existed = stored.delete(publicId);
      return answer(200, { result: existed ? "ok" : "not found" });
    }
    if (!file) return answer(400, { error: { message: "Missing required parameter - file" } });
    const publicId = `${fields.folder ? `${fields.folder}/` : ""}${randomBytes(10).toString("hex")}`;
    stored.add(publicId);
    const version = Math.floor(Date.now() / 1000);
    const path = `${cloudName}/image/upload/v${version}/${publicId}`;
    return answer(200, {
      public_id: publicId,
      version,
      resource_type: "image",
      type: "upload",
      bytes: file.byteLength,
      created_at: new Date().toISOString(),
      url: `http://res.cloudinary.com/${path}`,
      secure_url: `https://res.cloudinary.com/${path}`,
      signature: randomBytes(20).toString("hex"),
    });
  };

  const server = setupServer(
    http.all(`${UPLOAD_PREFIX}/*`, async ({ request }) => {
      try {
        const { status, body } = await answerFor(request);
        return HttpResponse.json(body, { status });
      } catch (error) {
        return HttpResponse.json({ error: { message: String(error) } }, { status: 500 });
      }
    }),
  );
  server.listen({ onUnhandledRequest: "error" });
  return fake;
}
