import { z } from "zod";

// What a browser's PushManager.subscribe() hands the page (PushSubscription.toJSON()), as the page posts
// it, and the call that forgets one device. Whether the endpoint's host is one we may call is checked by
// the service (lib/push/endpoint.ts), which knows the deployment's setting.

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** Bytes in a base64url text (padding allowed, as some browsers send it), or -1 when it is not base64url. */
function decodedLength(text: string): number {
  if (!BASE64URL.test(text)) return -1;
  const bare = text.replace(/=+$/, "");
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

const base64urlKey = (name: string, bytes: number, what: string) =>
  z
    .string()
    .max(200)
    .refine((text) => decodedLength(text) === bytes, `${name} must be ${what}: ${bytes} bytes in base64url`);

/** The device's push service address: checked further by the service (https, not a private host). */
const EndpointSchema = z.string().trim().min(1, "endpoint is required").max(2048).url("endpoint must be a URL");

export const PushSubscriptionSchema = z.object({
  endpoint: EndpointSchema,
  /** Some browsers add the subscription's expiry; not needed (a gone device answers 404/410). */
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The device's P-256 public key, uncompressed (0x04, x, y). */
    p256dh: base64urlKey("p256dh", 65, "an uncompressed P-256 public key").refine(
      // 0x04 is the six bits 000001 first: base64url "B".
      (text) => text.startsWith("B"),
      "p256dh must be an uncompressed P-256 public key (starting with 0x04)",
    ),
    /** The device's authentication secret. */
    auth: base64urlKey("auth", 16, "the subscription's authentication secret"),
  }),
});
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionSchema>;

export const PushUnsubscribeSchema = z.object({ endpoint: EndpointSchema });
