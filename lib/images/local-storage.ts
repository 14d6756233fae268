import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { IMAGE_FOLDERS, type ImageFolder } from "@/lib/images/schemas";
import { IMAGE_TYPES, mimeForExtension, type ImageExtension, type ImageMime } from "@/lib/images/sniff";
import type { ImageStorage } from "@/lib/images/storage";

// Files are named by 128 random bits and their sniffed type, so a name is unguessable, never
// reused (safe to cache forever) and, matched against this pattern, cannot climb out of the root.
const FILE_NAME = /^[a-f0-9]{32}\.(jpg|png|webp|gif|avif)$/;
const LOCAL_PREFIX = "local/";

function isFolder(value: string): value is ImageFolder {
  return (IMAGE_FOLDERS as readonly string[]).includes(value);
}

function extensionOf(mime: ImageMime): ImageExtension {
  const entry = Object.entries(IMAGE_TYPES).find(([, type]) => type === mime);
  if (!entry) throw new Error(`No file extension for ${mime}`);
  return entry[0] as ImageExtension;
}

/** The file behind `<folder>/<name>` under `root`, or null when the pair is not one this storage writes. */
function fileFor(root: string, folder: string, name: string): string | null {
  if (!isFolder(folder) || !FILE_NAME.test(name)) return null;
  const file = path.resolve(/*turbopackIgnore: true*/ root, folder, name);
  return file.startsWith(path.resolve(/*turbopackIgnore: true*/ root) + path.sep) ? file : null;
}

/** Images on this machine's disk under `root`, served by app/uploads/[...path]/route.ts. */
export function createLocalStorage(root: string): ImageStorage {
  return {
    async save(bytes, { folder, contentType }) {
      const name = `${randomBytes(16).toString("hex")}.${extensionOf(contentType)}`;
      await mkdir(path.join(/*turbopackIgnore: true*/ root, folder), { recursive: true });
      // The root is DATA_DIR, known only at run time: the ignore comments keep the build from tracing
      // (and copying into .next/standalone) the whole project for these calls.
      await writeFile(path.join(/*turbopackIgnore: true*/ root, folder, name), bytes, { flag: "wx" });
      return { publicId: `${LOCAL_PREFIX}${folder}/${name}`, url: `/uploads/${folder}/${name}` };
    },
    async remove(publicId) {
      if (!publicId.startsWith(LOCAL_PREFIX)) return;
      const [folder = "", name = "", ...rest] = publicId.slice(LOCAL_PREFIX.length).split("/");
      const file = rest.length === 0 ? fileFor(root, folder, name) : null;
      if (file) await rm(/*turbopackIgnore: true*/ file, { force: true });
    },
  };
}

export type LocalImage = { bytes: Buffer; contentType: ImageMime };

/** The stored image at URL segments `[folder, name]`, or null for anything else (including traversal attempts). */
export async function readLocalImage(root: string, segments: unknown): Promise<LocalImage | null> {
  // The route passes its params as they come; a malformed one may be missing or hold a non-string (the fuzz
  // test found both).
  if (!Array.isArray(segments) || segments.length !== 2) return null;
  if (!segments.every((segment) => typeof segment === "string")) return null;
  const [folder, name] = segments as [string, string];
  const file = fileFor(root, folder, name);
  const contentType = mimeForExtension(path.extname(name).slice(1));
  if (!file || !contentType) return null;
  try {
    return { bytes: await readFile(/*turbopackIgnore: true*/ file), contentType };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}
