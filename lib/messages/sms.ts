import "server-only";
import { z } from "zod";
import { env } from "@/lib/env";
import { enqueue, type Tx } from "@/lib/jobs/enqueue";
import { sendOnce } from "@/lib/messages/ledger";
import { outboxFileName, writeOutboxFile } from "@/lib/messages/outbox";

/*
 * Texts. A text is a job on the "sms" queue (queueSms in the caller's transaction) sent by an SMS
 * provider: an HTTP gateway when SMS_WEBHOOK_URL is set (a JSON POST {to, text}, the shape most Indian
 * gateways' REST APIs or a small relay take), else a file under <DATA_DIR>/outbox/sms/.
 */

/** Where a text goes; a provider throws when the text was not accepted (the job then retries). */
export type SmsProvider = { send(to: string, text: string): Promise<void> };

function outboxProvider(key: string): SmsProvider {
  return {
    async send(to, text) {
      await writeOutboxFile(
        "sms",
        outboxFileName(key, "txt"),
        `To: ${to}\nDate: ${new Date().toISOString()}\n\n${text}\n`,
      );
    },
  };
}

function webhookProvider(url: string, token: string | undefined): SmsProvider {
  return {
    async send(to, text) {
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to, text }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}`);
    },
  };
}

export type SmsRequest = { to: string; text: string; key: string };

/** Writes a text job in the caller's transaction. */
export async function queueSms(tx: Tx, { to, text, key }: SmsRequest): Promise<boolean> {
  return enqueue(tx, "sms", { to, text }, { key: `sms:${key}` });
}

const SmsJobSchema = z.object({
  key: z.string().min(1),
  to: z.string().regex(/^\+\d{8,15}$/),
  text: z.string().min(1).max(480),
});

/** Runs one text job: sends it once. */
export async function runSmsJob(raw: unknown): Promise<{ sent: boolean }> {
  const job = SmsJobSchema.parse(raw);
  const { SMS_WEBHOOK_URL, SMS_WEBHOOK_TOKEN } = env();
  const provider = SMS_WEBHOOK_URL ? webhookProvider(SMS_WEBHOOK_URL, SMS_WEBHOOK_TOKEN) : outboxProvider(job.key);
  const sent = await sendOnce(job.key, "sms", job.to, () => provider.send(job.to, job.text));
  return { sent };
}
