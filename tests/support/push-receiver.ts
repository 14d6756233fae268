// A push service on loopback, for tests: each device made here has its own subscription keys (an ECDH P-256
// pair and a 16-byte auth secret, as a browser makes them), an endpoint on this server, and a list of the
// pushes it received, each decrypted (RFC 8291 message encryption, RFC 8188 aes128gcm content coding) and
// with its VAPID Authorization header checked (RFC 8292: an ES256 JWT for this origin, signed by the key it names).
import { createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, createDecipheriv } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";

type PushSubscriptionJson = { endpoint: string; keys: { p256dh: string; auth: string } };

type VapidClaims = { aud: string; exp: number; sub: string };

type ReceivedPush = {
  /** The decrypted payload, parsed as JSON (the app's pushes are {title, body, url, tag?}). */
  payload: { title: string; body: string; url: string; tag?: string };
  headers: IncomingHttpHeaders;
  /** The VAPID header's claims and public key, once its signature was checked. */
  vapid: { claims: VapidClaims; publicKey: string };
};

export type PushDevice = {
  subscription: PushSubscriptionJson;
  /** Pushes this device accepted (answered 2xx), in order. */
  received: ReceivedPush[];
  /** How many requests reached the endpoint, whatever it answered. */
  requests: number;
  /** What the endpoint answers from now on (201 by default; 410 = unsubscribed, 500 = the service failing). */
  answer: (status: number) => void;
};

type DeviceState = PushDevice & { ecdh: ReturnType<typeof createECDH>; auth: Buffer; status: number };

const CONTENT_KEY_INFO = Buffer.from("Content-Encoding: aes128gcm\0");
const NONCE_INFO = Buffer.from("Content-Encoding: nonce\0");

const hkdf = (ikm: Buffer, salt: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** Decrypts an aes128gcm body sent to the subscription of `ecdh` (the device's key pair) and `auth`. */
function decryptPush(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  // RFC 8188 header: salt (16), record size (uint32), key id length (1), key id = the sender's public key.
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body.readUInt8(20);
  const senderPublicKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error(`the key id is not a P-256 public key (${idLength} bytes)`);

  // RFC 8291 section 3.4: the input keying material from the ECDH secret and the auth secret.
  const receiverPublicKey = ecdh.getPublicKey();
  const sharedSecret = ecdh.computeSecret(senderPublicKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), receiverPublicKey, senderPublicKey]);
  const ikm = hkdf(sharedSecret, auth, keyInfo, 32);
  // RFC 8188 section 2.2 and 2.3: the content encryption key and the nonce.
  const key = hkdf(ikm, salt, CONTENT_KEY_INFO, 16);
  const baseNonce = hkdf(ikm, salt, NONCE_INFO, 12);

  const plain: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence += 1) {
    const record = records.subarray(offset, offset + recordSize);
    const nonce = Buffer.from(baseNonce);
    // The record's sequence number XORed into the nonce as a 96-bit big-endian number (here: its last 4 bytes).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", key, nonce);
    decipher.setAuthTag(record.subarray(record.length - 16));
    const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
    // Data, then a delimiter (2 on the last record, 1 on the others), then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    const last = offset + recordSize >= records.length;
    if (padded[end] !== (last ? 2 : 1)) throw new Error(`record ${sequence} has no valid padding delimiter`);
    plain.push(padded.subarray(0, end));
  }
  return Buffer.concat(plain);
}

/** Checks `Authorization: vapid t=<JWT>, k=<public key>` (RFC 8292): an ES256 signature by k over the JWT. */
function verifyVapid(header: string | undefined): { claims: VapidClaims; publicKey: string } {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!match) throw new Error(`not a VAPID Authorization header: ${header}`);
  const [, token, publicKey] = match as unknown as [string, string, string];
  const [head, claims, signature] = token.split(".");
  if (!head || !claims || !signature) throw new Error("the VAPID token is not a JWT");
  const point = Buffer.from(publicKey, "base64url");
  if (point.length !== 65 || point[0] !== 4) throw new Error("the VAPID key is not an uncompressed P-256 point");
  const key = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: point.subarray(1, 33).toString("base64url"),
      y: point.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const signed = Buffer.from(`${head}.${claims}`);
  const ok = verify("sha256", signed, { key, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  if (!ok) throw new Error("the VAPID signature does not verify");
  const alg = (JSON.parse(Buffer.from(head, "base64url").toString()) as { alg?: string }).alg;
  if (alg !== "ES256") throw new Error(`the VAPID token is signed with ${alg}, not ES256`);
  return { claims: JSON.parse(Buffer.from(claims, "base64url").toString()) as VapidClaims, publicKey };
}

export type PushReceiver = {
  origin: string;
  /** A new device: a subscription of its own on this receiver. */
  device: () => PushDevice;
  close: () => Promise<void>;
};

/** Starts the receiver on 127.0.0.1 (a port of its own). */
export async function startPushReceiver(): Promise<PushReceiver> {
  const devices = new Map<string, DeviceState>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const id = /^\/push\/([\w-]+)$/.exec(request.url ?? "")?.[1];
      const device = id ? devices.get(id) : undefined;
      if (!device || request.method !== "POST") {
        response.writeHead(404).end();
        return;
      }
      device.requests += 1;
      if (device.status < 200 || device.status > 299) {
        response.writeHead(device.status).end("refused by the test");
        return;
      }
      try {
        if (request.headers["content-encoding"] !== "aes128gcm") throw new Error("the body is not aes128gcm");
        const payload = JSON.parse(decryptPush(Buffer.concat(chunks), device.ecdh, device.auth).toString("utf8"));
        const vapid = verifyVapid(request.headers.authorization);
        device.received.push({ payload, headers: request.headers, vapid });
        response.writeHead(device.status).end();
      } catch (error) {
        response.writeHead(400).end(error instanceof Error ? error.message : String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    device() {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const state: DeviceState = {
        ecdh,
        auth,
        status: 201,
        requests: 0,
        received: [],
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
        },
        answer(status) {
          state.status = status;
        },
      };
      devices.set(id, state);
      return state;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
