import "server-only";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

let cached: VapidKeys | undefined;

/**
 * The server's VAPID key pair, which browsers' push services check each push against: VAPID_PUBLIC_KEY
 * and VAPID_PRIVATE_KEY when set (needed on Vercel, whose disk is read-only: without them push answers 503),
 * else a pair made once
 * and kept in <DATA_DIR>/vapid.json, so subscriptions survive restarts.
 */
export function vapidKeys(): VapidKeys {
  if (cached) return cached;
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, DATA_DIR, onVercel } = env();
  if (VAPID_PUBLIC_KEY && VAPID_PRIVATE_KEY) {
    cached = { publicKey: VAPID_PUBLIC_KEY, privateKey: VAPID_PRIVATE_KEY, subject: VAPID_SUBJECT };
    return cached;
  }
  if (onVercel)
    throw new AppError(503, "Push notifications are not set up: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY");
  const file = path.resolve(DATA_DIR, "vapid.json");
  try {
    const stored = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
    cached = { ...stored, subject: VAPID_SUBJECT };
  } catch {
    const made = webpush.generateVAPIDKeys();
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // "wx": two processes starting at once keep the first pair.
      writeFileSync(file, JSON.stringify(made), { flag: "wx", mode: 0o600 });
      cached = { ...made, subject: VAPID_SUBJECT };
    } catch {
      const stored = JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
      cached = { ...stored, subject: VAPID_SUBJECT };
    }
  }
  return cached;
}

/** Tests only: forgets the cached pair (a test that changes DATA_DIR or the variables). */
export function resetVapidKeysForTests(): void {
  cached = undefined;
}
