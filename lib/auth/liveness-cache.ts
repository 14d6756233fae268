// Per-instance memory of which logins (refresh-token families) are live, so that checking a session
// on every request costs a map lookup, not a query. Pure: the caller supplies the query and the clock.

export type LivenessCacheOptions = {
  /**
   * How long "live" is believed without asking again. It bounds how late this instance learns of a
   * revocation whose bus message it missed; announced revocations arrive at once.
   */
  liveTtlMs: number;
  /** How long "ended" is remembered. A login never comes back, so this only bounds memory. */
  endedTtlMs: number;
  /** At most this many logins are remembered; the oldest entry makes room. */
  maxEntries: number;
  now?: () => number;
};

type Entry = { live: boolean; until: number };

export class LivenessCache {
  private readonly entries = new Map<string, Entry>();
  /** Queries in flight, so a burst of requests of one login asks once. */
  private readonly loading = new Map<string, Promise<boolean>>();
  /**
   * Bumped by every revocation and clear: an answer read before it may predate the revocation, so
   * it is returned to the request that asked but not remembered.
   */
  private epoch = 0;
  private readonly now: () => number;

  constructor(private readonly options: LivenessCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Whether the login is live: remembered, or asked through `load` (once for concurrent callers). */
  check(sessionId: string, load: (sessionId: string) => Promise<boolean>): Promise<boolean> {
    const hit = this.entries.get(sessionId);
    if (hit && hit.until > this.now()) return Promise.resolve(hit.live);
    const pending = this.loading.get(sessionId);
    if (pending) return pending;
    const epoch = this.epoch;
    const query = load(sessionId)
      .then((live) => {
        if (this.epoch === epoch) this.remember(sessionId, live);
        return live;
      })
      .finally(() => {
        if (this.loading.get(sessionId) === query) this.loading.delete(sessionId);
      });
    this.loading.set(sessionId, query);
    return query;
  }

  /** These logins ended: answered "ended" from now on, without a query. */
  revoke(sessionIds: Iterable<string>): void {
    this.epoch += 1;
    for (const id of sessionIds) {
      // A query already in flight may have read the row before the revocation committed.
      this.loading.delete(id);
      this.remember(id, false);
    }
  }

  /** Forgets everything (the bus reconnected: revocations sent meanwhile were lost). */
  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.loading.clear();
  }

  size(): number {
    return this.entries.size;
  }

  private remember(sessionId: string, live: boolean): void {
    const ttl = live ? this.options.liveTtlMs : this.options.endedTtlMs;
    // Re-inserted at the end, so the map's first key is always the entry written longest ago.
    this.entries.delete(sessionId);
    this.entries.set(sessionId, { live, until: this.now() + ttl });
    if (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }
}
