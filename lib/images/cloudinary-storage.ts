import "server-only";
import { v2 as cloudinary, type UploadApiResponse } from "cloudinary";
import { z } from "zod";
import type { ImageStorage } from "@/lib/images/storage";

const DestroyResultSchema = z.object({ result: z.string() });

/**
 * The SDK settings in a cloudinary://key:secret@cloud URL, including query options such as
 * upload_prefix. (The SDK chooses http or https for uploads from process.env when it loads, so an
 * http upload_prefix, used by the tests' fake, must also be in the environment by then.)
 */
export function cloudinaryConfigFromUrl(url: string) {
  const parsed = new URL(url);
  return {
    ...Object.fromEntries(parsed.searchParams),
    cloud_name: parsed.hostname,
    api_key: decodeURIComponent(parsed.username),
    api_secret: decodeURIComponent(parsed.password),
    secure: true,
  };
}

/** The SDK rejects with plain objects; an Error keeps the message and a stack in the server log. */
function asError(cause: unknown, action: string): Error {
  const message = cause && typeof cause === "object" && "message" in cause ? String(cause.message) : String(cause);
  return new Error(`Cloudinary ${action} failed: ${message}`, { cause });
}

/** Images in Cloudinary through its official SDK; uploads are signed with the account's API secret. */
export function createCloudinaryStorage(url: string): ImageStorage {
  cloudinary.config(cloudinaryConfigFromUrl(url));
  return {
    async save(bytes, { folder }) {
      const result = await new Promise<UploadApiResponse>((resolve, reject) => {
        const stream = cloudinary.uploader.upload_stream({ folder, resource_type: "image" }, (error, response) => {
          if (error || !response) reject(asError(error ?? "no response", "upload"));
          else resolve(response);
        });
        stream.end(Buffer.from(bytes));
      });
      return { url: result.secure_url, publicId: result.public_id };
    },
    async remove(publicId) {
      let answer: unknown;
      try {
        answer = await cloudinary.uploader.destroy(publicId, { resource_type: "image", invalidate: true });
      } catch (error) {
        throw asError(error, "destroy");
      }
      const { result } = DestroyResultSchema.parse(answer);
      if (result !== "ok" && result !== "not found") throw asError(result, "destroy");
    },
  };
}
