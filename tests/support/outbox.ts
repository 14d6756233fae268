// Reads what the app sent with no provider configured: mail as .eml files under <outbox>/mail, texts as
// .txt files under <outbox>/sms (lib/messages/outbox.ts). `outbox` is the folder: in integration tests
// `testOutbox()` (the run's shared OUTBOX_DIR), in browser tests `<E2E_DATA_DIR>/outbox`. Used to follow a
// link or read a code as a user would from their inbox or phone.
import { readdir, readFile, stat } from "node:fs/promises";
import path from "node:path";
import { simpleParser } from "mailparser";

export type OutboxMail = {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  template: string;
};

async function files(dir: string, extension: string): Promise<string[]> {
  try {
    const names = (await readdir(dir)).filter((name) => name.endsWith(extension) && !name.startsWith("."));
    const withTimes = await Promise.all(
      names.map(async (name) => ({ name, at: (await stat(path.join(dir, name))).mtimeMs })),
    );
    return withTimes.sort((a, b) => a.at - b.at).map((entry) => path.join(dir, entry.name));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/** Every mail in the outbox, oldest first. */
export async function readMails(outbox: string): Promise<OutboxMail[]> {
  const mails = [];
  for (const file of await files(path.join(outbox, "mail"), ".eml")) {
    const parsed = await simpleParser(await readFile(file));
    const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(", ") : (parsed.to?.text ?? "");
    mails.push({
      file,
      to,
      subject: parsed.subject ?? "",
      text: parsed.text ?? "",
      html: typeof parsed.html === "string" ? parsed.html : "",
      messageId: parsed.messageId ?? "",
      template: String(parsed.headers.get("x-thali-message") ?? ""),
    });
  }
  return mails;
}

/** The mails to `to` (and with `template`, of that kind), oldest first. */
export async function mailsTo(outbox: string, to: string, template?: string): Promise<OutboxMail[]> {
  return (await readMails(outbox)).filter((mail) => mail.to.includes(to) && (!template || mail.template === template));
}

/** The first link in a mail's text whose path starts with `pathPrefix`. */
export function linkIn(mail: Pick<OutboxMail, "text">, pathPrefix: string): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => new URL(url).pathname.startsWith(pathPrefix));
  if (!link) throw new Error(`No ${pathPrefix} link in the mail:\n${mail.text}`);
  return link;
}

export type OutboxText = { file: string; to: string; text: string };

/** Every text in the outbox, oldest first. */
export async function readTexts(outbox: string): Promise<OutboxText[]> {
  const texts = [];
  for (const file of await files(path.join(outbox, "sms"), ".txt")) {
    const content = await readFile(file, "utf8");
    const [head = "", ...body] = content.split("\n\n");
    texts.push({ file, to: head.match(/^To: (.+)$/m)?.[1] ?? "", text: body.join("\n\n").trim() });
  }
  return texts;
}

/** Polls until `read` answers something (a mail the worker has not sent yet), or fails after `timeoutMs`. */
export async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 15_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error(`Nothing arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The integration run's outbox (OUTBOX_DIR, set for the whole run in vitest.config.ts). */
export function testOutbox(): string {
  const dir = process.env.OUTBOX_DIR;
  if (!dir) throw new Error("OUTBOX_DIR is not set: integration tests get it from vitest.config.ts");
  return dir;
}
