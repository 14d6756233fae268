import "server-only";
import path from "node:path";
import { env } from "@/lib/env";
import { createCloudinaryStorage } from "@/lib/images/cloudinary-storage";
import { createLocalStorage } from "@/lib/images/local-storage";
import type { ImageFolder } from "@/lib/images/schemas";
import type { ImageMime } from "@/lib/images/sniff";

export type StoredImage = { url: string; publicId: string };

/** Where image bytes live. The database keeps who uploaded what (UploadedImage); this keeps the bytes. */
export interface ImageStorage {
  save(bytes: Uint8Array, options: { folder: ImageFolder; contentType: ImageMime }): Promise<StoredImage>;
  /** Deletes the image; an id that is not (or no longer) stored is not an error. */
  remove(publicId: string): Promise<void>;
}

/** Local uploads live beside the embedded database, so one DATA_DIR holds all of an instance's state. */
export function localUploadRoot(): string {
  return path.resolve(/*turbopackIgnore: true*/ env().DATA_DIR, "uploads");
}

let chosen: ImageStorage | undefined;

/** Cloudinary when CLOUDINARY_URL is set, else local disk; chosen on first use for the whole process. */
export function imageStorage(): ImageStorage {
  if (!chosen) {
    const { CLOUDINARY_URL } = env();
    chosen = CLOUDINARY_URL ? createCloudinaryStorage(CLOUDINARY_URL) : createLocalStorage(localUploadRoot());
  }
  return chosen;
}
