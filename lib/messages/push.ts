import "server-only";
import webpush, { WebPushError } from "web-push";
import { z } from "zod";
import { db } from "@/lib/db";
import { env } from "@/lib/env";
import { enqueue, type JobToWrite, type Tx } from "@/lib/jobs/enqueue";
import { sendOnce } from "@/lib/messages/ledger";
import { wants } from "@/lib/messages/preferences";
import { deliverPush } from "@/lib/messages/push-transport";
import type { TopicId } from "@/lib/messages/topics";
import { vapidKeys } from "@/lib/messages/vapid";
import { endpointProblem } from "@/lib/push/endpoint";

/*
 * Web push. A push is a job on the "push" queue for one user (queuePush, in the caller's transaction);
 * the worker sends it to every device that user subscribed (runPushJob): web-push encrypts the payload
 * for the device and signs the VAPID header, lib/messages/push-transport.ts delivers it to public
 * addresses only. A device whose push service answers 404 or 410 has unsubscribed: its row is removed,
 * nothing fails. Any other failure fails the job (retried); devices that got it are in the ledger.
 */

const PushPayloadSchema = z.object({
  title: z.string().min(1).max(120),
  body: z.string().max(400),
  /** Opened when the notification is clicked; same-origin path. */
  url: z.string().startsWith("/"),
  /** Notifications with the same tag replace each other (one per order). */
  tag: z.string().max(120).optional(),
});
type PushPayload = z.infer<typeof PushPayloadSchema>;

export type PushRequest = {
  userId: string;
  payload: PushPayload;
  key: string;
  /** Sent only if the user has this topic on for push (the default where they have not chosen). */
  topic: TopicId;
};

/** A push's job, for a caller that writes it with others in one statement (enqueueAll); queuePush writes one. */
export function pushJob({ userId, payload, key }: PushRequest): JobToWrite {
  return { queue: "push", data: { userId, payload }, key: `push:${key}` };
}

/** Writes a push job in the caller's transaction, unless the user turned the topic off for push. */
export async function queuePush(tx: Tx, request: PushRequest): Promise<boolean> {
  if (!(await wants(tx, request.userId, request.topic, "push"))) return false;
  const { queue, data, key } = pushJob(request);
  return enqueue(tx, queue, data, { key });
}

const PushJobSchema = z.object({ key: z.string().min(1), userId: z.string().min(1), payload: PushPayloadSchema });

/** How long a push service keeps a push for a device that is offline. */
const TTL_SECONDS = 60 * 60;

/** Runs one push job: once per subscribed device; answers how many devices got it and how many were gone. */
export async function runPushJob(raw: unknown): Promise<{ sent: number; removed: number }> {
  const job = PushJobSchema.parse(raw);
  const devices = await db().pushSubscription.findMany({ where: { userId: job.userId } });
  const { publicKey, privateKey, subject } = vapidKeys();
  const body = JSON.stringify(job.payload);
  let sent = 0;
  let removed = 0;
  const failures: string[] = [];
  const allowLoopback = env().PUSH_ALLOW_LOOPBACK === "true";
  for (const device of devices) {
    // Saved under a setting that no longer holds (loopback for tests): it can never be delivered.
    if (endpointProblem(device.endpoint, allowLoopback)) {
      await db().pushSubscription.deleteMany({ where: { id: device.id } });
      removed += 1;
      continue;
    }
    try {
      const didSend = await sendOnce(`${job.key}:${device.id}`, "push", device.endpoint, async () => {
        const request = webpush.generateRequestDetails(
          { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
          body,
          { vapidDetails: { subject, publicKey, privateKey }, TTL: TTL_SECONDS, contentEncoding: "aes128gcm" },
        );
        await deliverPush(request, { allowLoopback, timeoutMs: 10_000 });
      });
      if (didSend) {
        sent += 1;
        await db().pushSubscription.updateMany({ where: { id: device.id }, data: { lastUsedAt: new Date() } });
      }
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await db().pushSubscription.deleteMany({ where: { id: device.id } });
        removed += 1;
      } else {
        failures.push(error instanceof Error ? error.message : String(error));
      }
    }
  }
  // Devices that did get it are in the ledger, so the retry sends only to the ones that failed.
  if (failures.length > 0) throw new Error(`Push failed for ${failures.length} device(s): ${failures.join("; ")}`);
  return { sent, removed };
}
