// Reconnect delays, shared by the bus connections (server) and the browser's stream. Pure.

export type BackoffOptions = { baseMs: number; maxMs: number };

/**
 * The wait before reconnect attempt `attempt` (0 = the first retry): doubling from `baseMs` up to
 * `maxMs`, somewhere between half of it and all of it, so that many clients cut off together do
 * not all come back in the same instant.
 */
export function backoffDelay(attempt: number, { baseMs, maxMs }: BackoffOptions, random: () => number = Math.random) {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.min(Math.max(0, attempt), 30));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
