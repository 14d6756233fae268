import "server-only";
import { randomUUID } from "node:crypto";
import { link, mkdir, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/lib/env";

/**
 * With no provider configured (the embedded default, tests), messages are files under
 * `<DATA_DIR>/outbox/<channel>/` (or OUTBOX_DIR), one per message, named by the message's key: a developer opens them,
 * a test reads them, and writing the same key twice leaves one file.
 */
export function outboxDir(channel: "mail" | "sms"): string {
  const { OUTBOX_DIR, DATA_DIR } = env();
  return path.resolve(OUTBOX_DIR ?? path.join(DATA_DIR, "outbox"), channel);
}

/** A file name from a message key: letters, digits, dots and dashes only. */
export function outboxFileName(key: string, extension: string): string {
  return `${key.replace(/[^A-Za-z0-9.-]+/g, "_").slice(0, 180)}.${extension}`;
}

/**
 * Writes the file unless it exists (the same message, sent before a crash); answers whether it wrote.
 * The content goes to a temporary file first and is linked into place, so a crash mid-write never
 * leaves half a message under the real name.
 */
export async function writeOutboxFile(
  channel: "mail" | "sms",
  fileName: string,
  content: string | Buffer,
): Promise<boolean> {
  const dir = outboxDir(channel);
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, fileName);
  const temporary = path.join(dir, `.${randomUUID()}.tmp`);
  await writeFile(temporary, content);
  try {
    await link(temporary, target);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    await unlink(temporary).catch(() => {});
  }
}
