/*
 * The worker gives way to users. After a batch of jobs (up to 5 of a message queue, lib/jobs/worker.ts) it takes
 * the next at once (a backlog drains back to back) unless this process is answering requests and the oldest job it
 * just ran was due less than JOBS_BUSY_LAG_SECONDS ago: then it waits for its next poll (JOBS_POLL_SECONDS), one
 * batch per queue per poll. So during a rush the receipts and pushes trail by at most that lag instead of taking the
 * checkouts' CPU, and once they trail by more, or the rush ends, the worker runs flat out again.
 */

export type PaceInput = {
  /** API requests this process is answering now (lib/http/in-flight.ts). */
  requestsInFlight: number;
  /** How long ago the batch that just ran was due (its first job's start_after), in seconds. */
  lagSeconds: number;
  /** JOBS_BUSY_LAG_SECONDS: 0 never gives way. */
  busyLagSeconds: number;
};

/** Whether the worker takes the queue's next job at once (true) or waits for its next poll. */
export function takeNextAtOnce({ requestsInFlight, lagSeconds, busyLagSeconds }: PaceInput): boolean {
  return requestsInFlight === 0 || lagSeconds >= busyLagSeconds;
}
