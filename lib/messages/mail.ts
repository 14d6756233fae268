import "server-only";
import nodemailer, { type Transporter } from "nodemailer";
import { z } from "zod";
import { env } from "@/lib/env";
import { enqueue, type JobToWrite, type Tx } from "@/lib/jobs/enqueue";
import { sendOnce } from "@/lib/messages/ledger";
import { outboxFileName, writeOutboxFile } from "@/lib/messages/outbox";
import { wants } from "@/lib/messages/preferences";
import { MAIL_TEMPLATES, type MailTemplateName } from "@/lib/messages/templates";
import type { TopicId } from "@/lib/messages/topics";

/*
 * Email. A mail is a job on the "mail" queue, written in the caller's transaction (queueMail) and sent
 * by the worker (runMailJob): through SMTP (nodemailer) when SMTP_URL is set, else as an .eml file
 * under <DATA_DIR>/outbox/mail/. Templates live in lib/messages/templates, one module per kind.
 */

type TemplateData<T extends MailTemplateName> = z.input<(typeof MAIL_TEMPLATES)[T]["schema"]>;

export type MailRequest<T extends MailTemplateName> = {
  template: T;
  to: string;
  data: TemplateData<T>;
  /** Makes the mail one and the same across retries: "order-placed:<orderId>". */
  key: string;
  /** An optional kind of mail: sent only if `userId` has it on (lib/messages/topics.ts). */
  optional?: { userId: string; topic: TopicId };
};

/** A mail's job, for a caller that writes it with others in one statement (enqueueAll); queueMail writes one. */
export function mailJob<T extends MailTemplateName>(request: MailRequest<T>): JobToWrite {
  return {
    queue: "mail",
    data: { template: request.template, to: request.to, data: request.data },
    key: `mail:${request.key}`,
  };
}

/** Writes a mail job in the caller's transaction; answers whether one was written. */
export async function queueMail<T extends MailTemplateName>(tx: Tx, request: MailRequest<T>): Promise<boolean> {
  if (request.optional && !(await wants(tx, request.optional.userId, request.optional.topic, "email"))) return false;
  const { queue, data, key } = mailJob(request);
  return enqueue(tx, queue, data, { key });
}

const MailJobSchema = z.object({
  key: z.string().min(1),
  template: z.enum(Object.keys(MAIL_TEMPLATES) as [MailTemplateName, ...MailTemplateName[]]),
  to: z.string().email(),
  data: z.unknown(),
});

const globalForMail = globalThis as unknown as { thaliSmtp?: { url: string; transport: Transporter } };

function smtp(url: string): Transporter {
  if (globalForMail.thaliSmtp?.url !== url) {
    globalForMail.thaliSmtp = {
      url,
      transport: nodemailer.createTransport(url, {
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 20_000,
      }),
    };
  }
  return globalForMail.thaliSmtp.transport;
}

/** The message's Message-ID: the same on every try, so a receiving server can fold a repeat. */
function messageId(key: string): string {
  return `<${key.replace(/[^A-Za-z0-9.-]+/g, ".")}@thali.mail>`;
}

/** Runs one mail job: renders its template and sends it once. */
export async function runMailJob(raw: unknown): Promise<{ sent: boolean }> {
  const job = MailJobSchema.parse(raw);
  const template = MAIL_TEMPLATES[job.template];
  // A template's own schema, checked here: data written by an older deploy that no longer fits fails loudly.
  const rendered = template.render(template.schema.parse(job.data) as never);
  const { SMTP_URL, MAIL_FROM } = env();
  const message = {
    from: MAIL_FROM,
    to: job.to,
    subject: rendered.subject,
    text: rendered.text,
    html: rendered.html,
    messageId: messageId(job.key),
    headers: { "X-Thali-Message": job.template },
  };
  const sent = await sendOnce(job.key, "email", job.to, async () => {
    if (SMTP_URL) {
      await smtp(SMTP_URL).sendMail(message);
      return;
    }
    const built = await nodemailer
      .createTransport({ streamTransport: true, buffer: true, newline: "unix" })
      .sendMail(message);
    await writeOutboxFile("mail", outboxFileName(job.key, "eml"), built.message as Buffer);
  });
  return { sent };
}
