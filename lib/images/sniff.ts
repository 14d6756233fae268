// What an upload really is, read from its first bytes: the file name and the declared type come
// from the browser and prove nothing.

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

function ascii(bytes: Uint8Array, start: number, length: number): string {
  if (bytes.length < start + length) return "";
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

function startsWith(bytes: Uint8Array, signature: readonly number[]): boolean {
  return bytes.length >= signature.length && signature.every((b, i) => bytes[i] === b);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff] as const;
const WEBP_CHUNKS = new Set(["VP8 ", "VP8L", "VP8X"]);
const AVIF_BRANDS = new Set(["avif", "avis"]);

/**
 * AVIF is an ISO media file whose leading `ftyp` box names avif (still) or avis (sequence) as
 * its major brand or among its compatible brands; HEIC and MP4 use the same box with other brands.
 */
function isAvif(bytes: Uint8Array): boolean {
  if (ascii(bytes, 4, 4) !== "ftyp") return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  if (boxSize < 16) return false;
  if (AVIF_BRANDS.has(ascii(bytes, 8, 4))) return true;
  const end = Math.min(boxSize, bytes.length);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (AVIF_BRANDS.has(ascii(bytes, offset, 4))) return true;
  }
  return false;
}

function typeOf(ext: ImageExtension): ImageType {
  return { ext, mime: IMAGE_TYPES[ext] };
}

/** The image type of `bytes` by its magic numbers, or null when it is none we accept. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, JPEG_SIGNATURE)) return typeOf("jpg");
  if (startsWith(bytes, PNG_SIGNATURE)) return typeOf("png");
  const gif = ascii(bytes, 0, 6);
  if (gif === "GIF87a" || gif === "GIF89a") return typeOf("gif");
  if (ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 4) === "WEBP" && WEBP_CHUNKS.has(ascii(bytes, 12, 4))) {
    return typeOf("webp");
  }
  if (isAvif(bytes)) return typeOf("avif");
  return null;
}

/** The type served for a stored file's extension (local uploads are named by their sniffed type). */
export function mimeForExtension(ext: string): ImageMime | null {
  return Object.hasOwn(IMAGE_TYPES, ext) ? IMAGE_TYPES[ext as ImageExtension] : null;
}
