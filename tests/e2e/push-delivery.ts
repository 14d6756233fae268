import type { CDPSession } from "@playwright/test";
import { eventually } from "@/tests/support/outbox";

/** A notification the service worker shows, as the journeys compare it. */
export type ShownNotification = { title: string; body: string; tag: string; data: unknown };

/**
 * Hands `payload` to the page's service worker as a push (DevTools' ServiceWorker.deliverPushMessage) until it
 * shows a notification, up to 4 tries: one run delivered it right after the registration and no notification
 * came within 15 s. The order's tag makes a second delivery replace the first, never add to it, so a journey
 * still finds exactly one. Answers what `notifications` lists then (empty if nothing ever showed).
 */
export async function deliverUntilShown(
  cdp: CDPSession,
  target: { origin: string; registrationId: string },
  payload: unknown,
  notifications: () => Promise<ShownNotification[]>,
): Promise<ShownNotification[]> {
  let shown: ShownNotification[] = [];
  for (let attempt = 0; attempt < 4 && shown.length === 0; attempt += 1) {
    await cdp.send("ServiceWorker.deliverPushMessage", { ...target, data: JSON.stringify(payload) });
    shown = await eventually(async () => {
      const list = await notifications();
      return list.length > 0 ? list : undefined;
    }, 4_000).catch(() => []);
  }
  return shown;
}
