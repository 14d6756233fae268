// Per-instance memory of credentials already decrypted, so that a client sending the same access token or
// session cookie on every request pays for the decryption (key derivation, AES-GCM, claims checks) once per
// credential, not once per request (issue 34: the write path's CPU). Only what the credential itself says is
// kept, until its own expiry; whether its login is still live is asked on every request all the same
// (lib/auth/session.ts), so a logout or revocation reaches a cached credential at once. Pure: the caller
// supplies the clock.

type Entry<T> = { value: T; expiresAtMs: number };

export class DecodedCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly maxEntries: number,
    // Read through Date each time (not a reference kept from construction), so a test that moves the clock moves it.
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** What `credential` decoded to, while it has not expired; undefined otherwise. */
  get(credential: string): T | undefined {
    const hit = this.entries.get(credential);
    if (!hit) return undefined;
    if (hit.expiresAtMs <= this.now()) {
      this.entries.delete(credential);
      return undefined;
    }
    return hit.value;
  }

  /** Remembers a valid credential until `expiresAtMs`; the entry written longest ago makes room. */
  set(credential: string, value: T, expiresAtMs: number): void {
    if (expiresAtMs <= this.now()) return;
    this.entries.delete(credential);
    this.entries.set(credential, { value, expiresAtMs });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  size(): number {
    return this.entries.size;
  }
}
