/**
 * The job queues and how each retries. A job is written in the transaction of the change that causes
 * it (lib/jobs/enqueue.ts) and run at least once by the worker (lib/jobs/worker.ts); its handler is
 * idempotent by the job's key (lib/messages/ledger.ts), so a retry after a crash sends nothing twice.
 * Retry delays are exponential from `retryDelay` seconds: 30 s, 60 s, 2 min, … for mail. A try still
 * running after `expireInSeconds` (its process died) is failed and retried: longer than a send can take
 * (SMTP: 10 s to connect, 10 s greeting, 20 s idle socket), short enough that a crash delays a mail by
 * about a minute.
 */
export const QUEUES = {
  // An order event's messages (lib/orders/notifications.ts): reads the order, writes its mail and push jobs.
  "order-messages": { retryLimit: 8, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
  mail: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 60 },
  sms: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
  push: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
  /** The accept window's end (issue 30): reject and refund an order nobody accepted; a refund is never repeated. */
  kitchen: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  /** A tax invoice's or credit note's PDF, rendered once from its frozen data (lib/invoices/service.ts). */
  /**
   * Dispatch (issue 32, lib/dispatch/service.ts): a delivery's search for a rider and each offer's 30 s timeout.
   * Both do nothing once their moment has passed, so a retry or a second run changes nothing.
   */
  dispatch: { retryLimit: 10, retryDelay: 5, retryBackoff: true, expireInSeconds: 60 },
  invoices: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 120 },
  maintenance: { retryLimit: 0, retryDelay: 0, retryBackoff: false, expireInSeconds: 300 },
  /**
   * A refund by the platform's staff (issue 33, lib/admin/refunds.ts): sent to the provider once (a claim and the
   * refund's receipt), then recorded with its ledger entries; retried while the provider does not answer.
   */
  refunds: { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 120 },
  /** The daily reconciliation of yesterday's payments (lib/money/reconcile-service.ts): a re-run replaces its report. */
  reconcile: { retryLimit: 3, retryDelay: 300, retryBackoff: true, expireInSeconds: 600 },
} as const;

export type QueueName = keyof typeof QUEUES;

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** The schema pg-boss keeps its tables in by default, beside the app's own "public" (JOBS_SCHEMA). */
export const DEFAULT_JOB_SCHEMA = "pgboss";
