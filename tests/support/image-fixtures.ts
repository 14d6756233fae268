// Test fixtures of the image calls; not imported by application code. The images are tiny real
// files (1x1, made once with sharp, the dev dependency that also makes the demo illustrations).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const fromBase64 = (b64: string): Uint8Array => new Uint8Array(Buffer.from(b64, "base64"));

export const SAMPLE_IMAGES = {
  png: fromBase64(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWN4Eq4HAAOMAWrlqNtOAAAAAElFTkSuQmCC",
  ),
  jpg: fromBase64(
    "/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAABAAEDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAABgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQAaqr/9k=",
  ),
  webp: fromBase64("UklGRjwAAABXRUJQVlA4IDAAAADwAQCdASoBAAEAAUAmJaACdLoB+AAEyAAA/q4X/zYGqLN9AP/tof1of1of9kAAAAA="),
  gif: fromBase64("R0lGODlhAQABAIAAAExpceRXLiH5BAUAAAAALAAAAAABAAEAAAICTAEAOw=="),
  avif: fromBase64(
    "AAAAHGZ0eXBhdmlmAAAAAG1pZjFhdmlmbWlhZgAAANZtZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAACJpbG9jAAAAAERAAAEAAQAAAAAA+gABAAAAAAAAACEAAAAjaWluZgAAAAAAAQAAABVpbmZlAgAAAAABAABhdjAxAAAAAA5waXRtAAAAAAABAAAAVmlwcnAAAAA4aXBjbwAAAAxhdjFDgSACAAAAABRpc3BlAAAAAAAAAAEAAAABAAAAEHBpeGkAAAAAAwgICAAAABZpcG1hAAAAAAAAAAEAAQOBAgMAAAApbWRhdBIACgc4AAaQENBpMhQZQmMEwAA0AACQQMkY4Jp6YXTh/g==",
  ),
} as const;

/** A text file that a browser would happily send as `photo.png` with type image/png. */
export const TEXT_FILE = new TextEncoder().encode("name,price\nPaneer Tikka,240\n");

/** A multipart upload to POST /api/uploadToCloudinary as a browser sends it. */
export function uploadRequest(
  fields: { image?: Uint8Array | string; fileName?: string; fileType?: string; folderName?: string },
  headers: Record<string, string> = {},
): Request {
  const form = new FormData();
  if (typeof fields.image === "string") form.append("image", fields.image);
  else if (fields.image) {
    const blob = new Blob([new Uint8Array(fields.image)], { type: fields.fileType ?? "image/png" });
    form.append("image", blob, fields.fileName ?? "photo.png");
  }
  if (fields.folderName !== undefined) form.append("folderName", fields.folderName);
  return new Request("http://localhost/api/uploadToCloudinary", { method: "POST", body: form, headers });
}

/**
 * Headers of a request from `ip` through the one proxy the tests trust (TRUST_PROXY_HOPS=1): it appended `ip`
 * to the header the client sent, whose own entry (here 10.0.0.1) is ignored.
 */
export function fromIp(ip: string, headers: Record<string, string> = {}): Record<string, string> {
  return { "x-forwarded-for": `10.0.0.1, ${ip}`, ...headers };
}

/**
 * Points DATA_DIR (and so local uploads) at a new temporary folder. Call it at the top of a test
 * file: env() reads the environment on first use, which is after the file's top level has run.
 */
export function setTemporaryDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "thali-images-"));
  process.env.DATA_DIR = dir;
  return dir;
}
