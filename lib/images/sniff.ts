import { fileTypeFromBuffer } from "file-type";

// What an upload really is, read from its first bytes by file-type: the file name and the declared
// type come from the browser and prove nothing.

export const IMAGE_TYPES = {
  jpg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  avif: "image/avif",
} as const;

export type ImageExtension = keyof typeof IMAGE_TYPES;
export type ImageMime = (typeof IMAGE_TYPES)[ImageExtension];
export type ImageType = { ext: ImageExtension; mime: ImageMime };

function isImageExtension(ext: string): ext is ImageExtension {
  return Object.hasOwn(IMAGE_TYPES, ext);
}

/** The image type of `bytes` by its magic numbers, or null when it is none we accept (SVG never is). */
export async function sniffImageType(bytes: Uint8Array): Promise<ImageType | null> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found || !isImageExtension(found.ext)) return null;
  return { ext: found.ext, mime: IMAGE_TYPES[found.ext] };
}

/** The type served for a stored file's extension (local uploads are named by their sniffed type). */
export function mimeForExtension(ext: string): ImageMime | null {
  return isImageExtension(ext) ? IMAGE_TYPES[ext] : null;
}
