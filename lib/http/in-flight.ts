/*
 * How many API requests this process is answering right now: counted by handler() from the request's
 * arrival until its answer is ready (a stream's body, which goes on after, is not counted). The job
 * worker reads it to give way to users during a rush (lib/jobs/pace.ts). Kept on globalThis: the route
 * bundles and instrumentation.ts (which starts the worker) each load their own copy of this module.
 */
const counter = globalThis as unknown as { thaliRequestsInFlight?: number };

/** Runs `work` counted as one request in flight. */
export async function countedRequest<T>(work: () => Promise<T>): Promise<T> {
  counter.thaliRequestsInFlight = (counter.thaliRequestsInFlight ?? 0) + 1;
  try {
    return await work();
  } finally {
    counter.thaliRequestsInFlight -= 1;
  }
}

export function requestsInFlight(): number {
  return counter.thaliRequestsInFlight ?? 0;
}
