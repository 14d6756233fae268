import "server-only";
import type { QueueName } from "@/lib/jobs/queues";
import { runRefundJob } from "@/lib/admin/refunds-job";
import { runDispatchJob } from "@/lib/dispatch/service";
import { runInvoiceJob } from "@/lib/invoices/service";
import { runKitchenJob } from "@/lib/kitchen/service";
import { runMaintenanceJob } from "@/lib/maintenance/service";
import { runReconcileJob } from "@/lib/money/reconcile-service";
import { runMailJob } from "@/lib/messages/mail";
import { runPushJob } from "@/lib/messages/push";
import { runSmsJob } from "@/lib/messages/sms";
import { runOrderMessagesJob } from "@/lib/orders/notifications";

/**
 * What runs each queue's jobs. A handler that throws fails the try: pg-boss retries it with backoff
 * until the queue's retry limit (lib/jobs/queues.ts), then keeps it as failed for `npm run jobs`.
 * Every handler is idempotent by the job's key.
 */
export const JOB_HANDLERS: Record<QueueName, (data: unknown) => Promise<unknown>> = {
  "order-messages": runOrderMessagesJob,
  mail: runMailJob,
  sms: runSmsJob,
  push: runPushJob,
  kitchen: runKitchenJob,
  dispatch: runDispatchJob,
  invoices: runInvoiceJob,
  maintenance: runMaintenanceJob,
  refunds: runRefundJob,
  reconcile: runReconcileJob,
};
