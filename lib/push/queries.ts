import { ApiError, apiFetch } from "@/lib/api/client";
import type { UserType } from "@/lib/auth/session-user";
import { registerServiceWorker, SERVICE_WORKER_SCOPE } from "@/lib/push/service-worker";

// The browser's side of push notifications: this device's subscription (the service worker at /sw.js and
// its PushManager) and the calls that tell the server about it (GET /api/push/publicKey, POST and DELETE
// /api/push/subscriptions). Loaded with the opt-in switch only, on first use.

/** Where this browser stands: no push at all, notifications blocked, or able to turn them on or off. */
export type DeviceState = "unsupported" | "denied" | "off" | "on";

function supported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window &&
    window.isSecureContext
  );
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** The base64url VAPID key as the bytes PushManager.subscribe() takes. */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function saveOnServer(subscription: PushSubscription, usertype: UserType): Promise<{ message: string }> {
  return apiFetch<{ message: string }>("/api/push/subscriptions", {
    method: "POST",
    json: subscription.toJSON(),
    usertype,
  });
}

/**
 * This device's state. A device already subscribed is told to the server again (the same endpoint is
 * updated, and moves to whoever is logged in now), so the switch shows what the server will do.
 */
export async function readDeviceState(usertype: UserType): Promise<DeviceState> {
  if (!supported()) return "unsupported";
  if (Notification.permission === "denied") return "denied";
  const subscription = Notification.permission === "granted" ? await currentSubscription() : null;
  if (!subscription) return "off";
  // Best effort: the switch shows "on" either way, and the next page view tells the server again.
  await saveOnServer(subscription, usertype).catch(() => undefined);
  return "on";
}

/**
 * Asks for permission (call it straight from the click: browsers allow the prompt only then), registers
 * the service worker, subscribes with our key and saves the subscription. Answers the resulting state.
 */
export async function turnOn(usertype: UserType): Promise<DeviceState> {
  if (!supported()) return "unsupported";
  const permission = await Notification.requestPermission();
  if (permission === "denied") return "denied";
  if (permission !== "granted") return "off";
  if (!(await registerServiceWorker())) return "unsupported";
  const registration = await navigator.serviceWorker.ready;
  const { publicKey } = await apiFetch<{ publicKey: string }>("/api/push/publicKey");
  let subscription = await registration.pushManager.getSubscription();
  const key = keyBytes(publicKey);
  const sameKey = (held: PushSubscription) => {
    const heldKey = held.options.applicationServerKey;
    return heldKey !== null && new Uint8Array(heldKey).every((byte, i) => byte === key[i]);
  };
  // A subscription made with another key (the server's pair changed) cannot receive our pushes.
  if (subscription && !sameKey(subscription)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  await saveOnServer(subscription, usertype);
  return "on";
}

/** Unsubscribes this device and tells the server; a device the server no longer knows is off all the same. */
export async function turnOff(usertype: UserType): Promise<DeviceState> {
  const subscription = await currentSubscription();
  if (!subscription) return "off";
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  try {
    await apiFetch("/api/push/subscriptions", { method: "DELETE", json: { endpoint }, usertype });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
  return "off";
}
